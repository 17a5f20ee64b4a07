import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Palette } from '../../core/model/palette';
import { usePalettesStore } from '../../stores/palettes';
import { showToast, type ToastAction } from '../../stores/toasts';
import { useLocalize } from '../i18n';
import { NameDialog } from './NameDialog';

/** What `useSavePalette` returns: the action, and its dialog to render once. */
export type SavePaletteApi = {
  /** Opens the dialog for `codes`, its field prefilled with `name`. */
  save: (codes: readonly string[], name: string) => void;
  dialog: React.ReactElement;
};

/** Returns the toast action that opens a page of the app (the new palette, or My Palettes), in the page's language. */
export function useOpenAction(): (path: string) => ToastAction {
  const { t } = useTranslation('palettes');
  const navigate = useNavigate();
  const localize = useLocalize();
  return (path) => {
    const href = localize(path);
    return { label: t('save.open'), run: () => navigate(href) };
  };
}

/**
 * Saving colours to My Palettes, the one way every page does it: a name field prefilled with the page's
 * name for them (the palette's, the file's, 'Untitled'), then a toast that says it is saved, with Open
 * (the new palette's page). The page stays where it is unless `onSaved` moves it (the shared palette
 * goes to the list, SPEC §2).
 */
export function useSavePalette(onSaved?: (palette: Palette) => void): SavePaletteApi {
  const { t } = useTranslation('palettes');
  const create = usePalettesStore((state) => state.create);
  const openAction = useOpenAction();
  const [pending, setPending] = useState<{ codes: readonly string[]; name: string } | null>(null);
  return {
    save: (codes, name) => setPending({ codes, name }),
    dialog: (
      <NameDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('save.title')}
        submitLabel={t('save.submit')}
        initialName={pending?.name ?? ''}
        onSubmit={(name) => {
          if (pending === null) return;
          const palette = create(name, pending.codes);
          setPending(null);
          showToast(t('save.saved'), t('save.savedDetail', { name: palette.name, count: palette.colors.length }), openAction(paths.palette(palette.uuid)));
          onSaved?.(palette);
        }}
      />
    ),
  };
}
