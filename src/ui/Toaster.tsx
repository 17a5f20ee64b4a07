import { useLayoutEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { toastDuration, useToastStore } from '../stores/toasts';
import { tokens } from './theme';
import { centredRow, stack, swatchChip } from './styles';

/**
 * Renders the toasts at the bottom: on desktop in the sidebar's free space above its links, so that they never
 * cover the page (a palette's codes, the colour just copied); without the sidebar, at the bottom centre. Screen readers hear them through a polite live region. The region is a
 * manual popover, so it lives in the top layer: shown again at each new toast, it comes above an open modal dialog
 * and its backdrop (a palette put back from Recently deleted says so over the dialog).
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const newest = toasts.length > 0 ? toasts[toasts.length - 1].id : 0;
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    // The last element shown is the topmost layer: hidden and shown again, the region rises above a dialog opened since.
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [newest]);
  return (
    <Region ref={region} popover="manual" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <Item key={toast.id} data-testid="toast" style={{ animationDuration: `${toastDuration(toast)}ms` }}>
          {toast.type === 'color' && toast.colorCode ? <Swatch style={{ background: toast.colorCode }} aria-hidden /> : null}
          <span>
            <strong>{toast.text}</strong>
            {toast.subText ? <Sub>{toast.subText}</Sub> : null}
          </span>
          {toast.action ? (
            <ActionButton
              type="button"
              onClick={() => {
                dismiss(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </ActionButton>
          ) : null}
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
  /* The popover's own box (centred, bordered, painted) undone: only the toasts show. */
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  left: 50%;
  bottom: ${tokens.space[5]}px;
  z-index: 200;
  ${stack(tokens.space[3])}
  justify-items: center;
  transform: translateX(-50%);
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
  ${tokens.media.desktop} {
    left: ${tokens.space[4]}px;
    /* Above the sidebar's links and language switch (two rows of links in Japanese). */
    bottom: ${tokens.space[6] + tokens.space[5]}px;
    transform: none;
    justify-items: stretch;
    width: ${tokens.sizes.sidebar - 2 * tokens.space[4]}px;
  }
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
