import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { toastDuration, type Toast } from '../stores/toasts';
import { tokens } from './theme';
import { centredRow, swatchChip } from './styles';

/** The toasts in the Toaster's live region: each fades out over its own duration; an action's button dismisses it. */
export default function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </>
  );
}

/** One toast: its time, like its fade, starts when it is shown, and it dismisses itself when that time is up. */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const duration = toastDuration(toast);
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration, onDismiss]);
  return (
    <Item data-testid="toast" style={{ animationDuration: `${duration}ms` }}>
      {toast.type === 'color' && toast.colorCode ? <Swatch style={{ background: toast.colorCode }} aria-hidden /> : null}
      <span>
        <strong>{toast.text}</strong>
        {toast.subText ? <Sub>{toast.subText}</Sub> : null}
      </span>
      {toast.action ? (
        <ActionButton
          type="button"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </ActionButton>
      ) : null}
    </Item>
  );
}

const fade = keyframes`
  0% { opacity: 0; transform: translateY(8px); }
  8% { opacity: 1; transform: none; }
  88% { opacity: 1; }
  100% { opacity: 0; }
`;

const Item = styled.div`
  ${centredRow}
  gap: ${tokens.space[4] - 4}px;
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#f1f1f4' : '#1b1b1f')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#1b1b1f' : '#f1f1f4')};
  box-shadow: ${tokens.colors.shadow};
  animation: ${fade} 3000ms ease forwards;
  strong { font-weight: ${tokens.fontWeights.bold}; }
  /* In the sidebar's narrow width an action goes under the words, to the right. */
  flex-wrap: wrap;
  > span { flex: 1 1 10em; min-width: 0; overflow-wrap: anywhere; }
`;

/** A toast's action: a text button in the inverted toast's colours, the only part that takes the pointer. */
const ActionButton = styled.button`
  pointer-events: auto;
  min-height: 32px;
  margin-left: auto;
  padding: ${tokens.space[2]}px ${tokens.space[3] + 2}px;
  border: 1px solid currentColor;
  border-radius: ${tokens.radius.small}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${tokens.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;
  &:hover { background: color-mix(in srgb, currentColor 14%, transparent); }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;

const Swatch = styled.span`
  ${swatchChip(24, tokens.radius.small)}
`;

const Sub = styled.span`
  display: block;
  font-size: ${tokens.fontSizes[0]}px;
  opacity: 0.8;
`;
