import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION, useToastStore } from '../stores/toasts';
import { tokens } from './theme';
import { centredRow, stack, swatchChip } from './styles';

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
  bottom: ${tokens.space[5]}px;
  z-index: 200;
  ${stack(tokens.space[3])}
  justify-items: center;
  transform: translateX(-50%);
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Item = styled.div`
  ${centredRow}
  gap: ${tokens.space[4] - 4}px;
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#f1f1f4' : '#1b1b1f')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#1b1b1f' : '#f1f1f4')};
  box-shadow: ${tokens.colors.shadow};
  animation: ${fade} ${TOAST_DURATION}ms ease forwards;
  strong { font-weight: ${tokens.fontWeights.bold}; }
`;

const Swatch = styled.span`
  ${swatchChip(24, tokens.radius.small)}
`;

const Sub = styled.span`
  display: block;
  font-size: ${tokens.fontSizes[0]}px;
  opacity: 0.8;
`;
