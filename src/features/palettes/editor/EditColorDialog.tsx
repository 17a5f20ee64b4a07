import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { HexInput } from '../../../ui/HexInput';
import { Modal } from '../../../ui/Modal';

type EditColorDialogProps = {
  open: boolean;
  onClose: () => void;
  initialColor: string;
  onApply: (code: string) => void;
};

/**
 * Edits one palette colour by hex code, with a before/after preview: Apply commits the last valid
 * code, Cancel discards it.
 */
export function EditColorDialog({ open, onClose, initialColor, onApply }: EditColorDialogProps) {
  const { t } = useTranslation('palettes');
  const [working, setWorking] = useState(initialColor);
  useEffect(() => {
    if (open) setWorking(initialColor);
  }, [open, initialColor]);
  const apply = () => {
    if (working !== initialColor) onApply(working);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('editor.editTitle')}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="button" $variant="primary" onClick={apply}>
            {t('editor.apply')}
          </Button>
        </>
      }
    >
      <Preview aria-hidden>
        <span style={{ background: initialColor }} />
        <span style={{ background: working }} />
      </Preview>
      {open ? (
        <HexInput
          key={initialColor}
          label={t('editor.hexLabel')}
          clearLabel={t('editor.clear')}
          placeholder="#rrggbb"
          initialValue={initialColor}
          onCommit={setWorking}
          onTextChange={(_, code) => {
            if (code) setWorking(code);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      ) : null}
    </Modal>
  );
}

const Preview = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  overflow: hidden;
  height: 96px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.medium}px;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;
