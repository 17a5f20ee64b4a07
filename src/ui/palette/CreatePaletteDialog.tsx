import { useTranslation } from 'react-i18next';
import type { Palette } from '../../core/model/palette';
import { usePalettesStore } from '../../stores/palettes';
import { NameDialog } from './NameDialog';

type CreatePaletteDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the new palette after it is stored (the dialog is then closed by the caller or here). */
  onCreated?: (palette: Palette) => void;
  /** Colours the new palette starts with. */
  codes?: readonly string[];
  /** The name the field starts with (default empty). */
  initialName?: string;
};

/**
 * 'Create palette' (SPEC §2 Dialogs): a name field (placeholder 'Palette name') and Create; Enter
 * submits; an empty name is silently not created.
 */
export function CreatePaletteDialog({ open, onClose, onCreated, codes, initialName }: CreatePaletteDialogProps) {
  const { t } = useTranslation('palettes');
  const create = usePalettesStore((state) => state.create);
  return (
    <NameDialog
      open={open}
      onClose={onClose}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      initialName={initialName}
      onSubmit={(name) => {
        const palette = create(name, codes);
        onClose();
        onCreated?.(palette);
      }}
    />
  );
}
