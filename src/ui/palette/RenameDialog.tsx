import { useTranslation } from 'react-i18next';
import { NameDialog } from './NameDialog';

type RenameDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The current name, shown selected. */
  name: string;
  /** Called with the new, non-blank name (a blank one is ignored). */
  onRename: (name: string) => void;
};

/** 'Rename palette': the name field prefilled; Enter submits; an empty name is ignored (SPEC §5). */
export function RenameDialog({ open, onClose, name, onRename }: RenameDialogProps) {
  const { t } = useTranslation('palettes');
  return (
    <NameDialog
      open={open}
      onClose={onClose}
      title={t('rename.title')}
      submitLabel={t('rename.submit')}
      initialName={name}
      onSubmit={(next) => {
        onRename(next);
        onClose();
      }}
    />
  );
}
