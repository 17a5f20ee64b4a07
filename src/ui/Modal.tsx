import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { tokens } from './theme';
import { cardSurface, centredRow } from './styles';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  /** Minimum width in px (450 by default, SPEC §2 Dialogs); narrow screens get the full width. */
  minWidth?: number;
  /** Maximum width in px (640 by default). */
  maxWidth?: number;
};

/**
 * A modal dialog on the native <dialog> element: focus is trapped (the page behind is inert) and
 * restored to the opener when it closes; Escape, the close button or a click on the backdrop
 * closes it.
 */
export function Modal({ open, onClose, title, children, footer, minWidth, maxWidth }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      $minWidth={minWidth}
      $maxWidth={maxWidth}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <Frame>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <IconButton type="button" aria-label={t('dialog.close')} onClick={onClose} $size={40}>
              <X aria-hidden />
            </IconButton>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Frame>
      ) : null}
    </Dialog>
  );
}

const Dialog = styled.dialog<{ $minWidth?: number; $maxWidth?: number }>`
  min-width: min(${({ $minWidth, theme }) => $minWidth ?? theme.sizes.modalMinWidth}px, calc(100vw - 32px));
  max-width: min(${({ $maxWidth }) => $maxWidth ?? 640}px, calc(100vw - 32px));
  max-height: calc(100dvh - 64px);
  padding: 0;
  ${cardSurface}
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
  &::backdrop { background: ${tokens.colors.overlay}; }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 66px);
`;

const Header = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[4]}px;
  padding: ${tokens.space[4]}px ${tokens.space[4]}px ${tokens.space[3]}px
    ${tokens.space[5] - 8}px;
  h2 { font-size: ${tokens.fontSizes[3]}px; }
`;

const Body = styled.div`
  overflow: auto;
  padding: 0 ${tokens.space[5] - 8}px ${tokens.space[4]}px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[4]}px ${tokens.space[5] - 8}px;
  border-top: 1px solid ${tokens.colors.border};
`;
