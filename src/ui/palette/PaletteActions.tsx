import { FileDown, PaintRoller, Plus, Save, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { LocalLink } from '../i18n';
import { CopySplitButton } from '../copy/CopyButtons';
import type { PaletteActionsApi } from './usePaletteActions';

/** One of a palette's actions. */
export type PaletteAction = 'save' | 'export' | 'share' | 'copy' | 'theme';

type PaletteActionsProps = {
  actions: PaletteActionsApi;
  /** Which actions, in this order. */
  show: readonly PaletteAction[];
  /** What Save does (stores the palette, or opens a dialog that names it first). */
  onSave?: () => void;
  /** Labels where the page words them its own way (default Save, Export, Share, Copy codes). */
  labels?: Partial<Record<PaletteAction, string>>;
  /** Save adds to My Palettes (a plus) rather than saves (a disk). */
  saveAdds?: boolean;
  /** The one action in the accent colour. */
  primary?: PaletteAction;
  /** All actions off (e.g. while there are no colours yet); Save, Share and Copy are off with no colours anyway. */
  disabled?: boolean;
};

/**
 * A palette's action buttons: save to My Palettes, export (the dialog from `usePaletteActions`, rendered
 * once by the page), copy its share link, copy all its codes (in the preferred form, with a "Copy as" menu), make a theme of it (a link to the theme tool). The page
 * lays them out.
 */
export function PaletteActions({ actions, show, onSave, labels = {}, saveAdds, primary, disabled }: PaletteActionsProps) {
  const { t } = useTranslation(['palettes', 'tools']);
  const empty = actions.codes.length === 0;
  const buttons: Record<Exclude<PaletteAction, 'copy'>, { icon: React.ReactNode; label: string; onClick?: () => void; off: boolean }> = {
    save: { icon: saveAdds ? <Plus aria-hidden /> : <Save aria-hidden />, label: labels.save ?? t('tools:generator.palette.save'), onClick: onSave, off: empty },
    export: { icon: <FileDown aria-hidden />, label: labels.export ?? t('palettes:editor.export'), onClick: actions.openExport, off: false },
    share: { icon: <Share2 aria-hidden />, label: labels.share ?? t('palettes:editor.share'), onClick: actions.share, off: empty },
    theme: { icon: <PaintRoller aria-hidden />, label: labels.theme ?? t('palettes:makeTheme'), off: empty },
  };
  return show.map((id) => {
    if (id === 'copy') {
      return <CopySplitButton key={id} codes={actions.codes} label={labels.copy ?? t('tools:generator.copyAll')} what={t('common:copy.palette')} messages={{ copied: actions.copiedMessage }} disabled={disabled || empty} />;
    }
    if (id === 'theme' && !(disabled || empty)) {
      return (
        <Button key={id} as={LocalLink} to={actions.themePath} $variant={id === primary ? 'primary' : undefined}>
          <PaintRoller aria-hidden />
          {buttons.theme.label}
        </Button>
      );
    }
    const { icon, label, onClick, off } = buttons[id];
    return (
      <Button key={id} type="button" $variant={id === primary ? 'primary' : undefined} disabled={disabled || off} onClick={onClick}>
        {icon}
        {label}
      </Button>
    );
  });
}
