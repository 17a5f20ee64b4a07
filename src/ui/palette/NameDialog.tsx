import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { tokens } from '../theme';

type NameDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** The name shown when the dialog opens (selected, ready to be typed over). */
  initialName?: string;
  /** Called with the entered name when it is not blank; a blank name is silently ignored (SPEC §5). */
  onSubmit: (name: string) => void;
};

/** A dialog with one palette-name field; Enter or the submit button submits (create and rename). */
export function NameDialog({ open, onClose, title, submitLabel, initialName = '', onSubmit }: NameDialogProps) {
  const { t } = useTranslation('palettes');
  const [name, setName] = useState(initialName);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    // After the modal has opened (its effect runs first), put the caret in the field.
    input.current?.focus();
    input.current?.select();
  }, [open, initialName]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} $variant="primary">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          onSubmit(name.trim());
        }}
      >
        <Label htmlFor={inputId}>{t('dialog.nameLabel')}</Label>
        <NameInput
          ref={input}
          id={inputId}
          value={name}
          maxLength={100}
          autoComplete="off"
          placeholder={t('dialog.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}

const Label = styled.label`
  display: block;
  margin-bottom: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
`;

/** A text field in the style of the app's inputs. */
export const NameInput = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[2]}px;
  &::placeholder { color: ${tokens.colors.textMuted}; }
`;
