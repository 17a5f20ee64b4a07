import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION, useToastStore } from '../stores/toasts';

/** Renders the toasts at the bottom centre; screen readers hear them through a polite live region. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <Region role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <Item key={toast.id} data-testid="toast">
          {toast.type === 'color' && toast.colorCode ? <Swatch style={{ background: toast.colorCode }} aria-hidden /> : null}
          <span>
            <strong>{toast.text}</strong>
            {toast.subText ? <Sub>{toast.subText}</Sub> : null}
          </span>
        </Item>
      ))}
    </Region>
  );
}

const fade = keyframes`
  0% { opacity: 0; transform: translateY(8px); }
  8% { opacity: 1; transform: none; }
  88% { opacity: 1; }
  100% { opacity: 0; }
`;

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[5]}px;
  z-index: 200;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: center;
  transform: translateX(-50%);
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4] - 4}px;
  padding: ${({ theme }) => theme.space[4] - 4}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.medium}px;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#f1f1f4' : '#1b1b1f')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#1b1b1f' : '#f1f1f4')};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  animation: ${fade} ${TOAST_DURATION}ms ease forwards;
  strong { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Swatch = styled.span`
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.small}px;
  box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.4);
`;

const Sub = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  opacity: 0.8;
`;
