import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../stores/toasts';
import { copyText } from '../clipboard';
import { paths } from '../../config/paths';
import { useLanguage } from '../i18n';
import { lazyDialog } from '../lazyDialog';
import { shareUrl } from '../share';
import { withData } from '../data/pageData';
import { fallbackOf } from '../../core/exact/authoredColor';
import { gradientPathOf } from '../gradientPath';
import { encodeSharedColors } from '../../core/model/share';

// The one declaration of the lazy export dialog: every page that exports a palette opens it through here.
const ExportDialog = lazyDialog(withData(['colorNames'], () => import('../export/ExportDialog').then((module) => module.ExportDialog)));

/** The toasts of a page's palette actions, where they differ from the palette page's, and what its share link holds. */
export type PaletteActionMessages = {
  /** After the share link is copied (default 'Share link copied'), with an optional second line. */
  shared?: string;
  sharedDetail?: string;
  /** After 'Copy codes' (default the generator's 'Codes copied'). */
  copied?: string;
  /** When the clipboard refused the share link (default 'Could not copy to the clipboard'). */
  failed?: string;
  /** The share link carries the name (`&name=`): set where the name is the palette's own, not a page's default. */
  shareName?: boolean;
  /** Where the colours come from, for "Make a theme" (default a palette; an image's colours are scored for theme use). */
  themeFrom?: 'palette' | 'image';
};

/** What `usePaletteActions` returns: the actions' handlers and the export dialog to render once. */
export type PaletteActionsApi = {
  /** The colours: codes, or exact texts for wide and translucent ones (core/exact/authoredColor.ts). */
  codes: readonly string[];
  share: () => Promise<void>;
  /** The toast after copying every code ('Codes copied', or the page's words). */
  copiedMessage: string;
  openExport: () => void;
  exportDialog: React.ReactElement;
  /** The theme tool's language-neutral path for these colours (for a LocalLink, or localized before navigating). */
  themePath: string;
  /** The gradient tool's path with a gradient through these colours; null for fewer than two. */
  gradientPath: string | null;
  /** The artwork recolouring tool's path with these colours (their sRGB fallbacks) as its palette. */
  recolorPath: string;
};

/**
 * Returns the handlers of a palette's actions (share link, open the export dialog), the toast of copying its codes, and the
 * lazy export dialog element, for `PaletteActions` and for a page's own menu items. `codes` may hold exact texts (wide
 * and translucent colours): the link and the export keep them, the theme tool takes their sRGB fallbacks.
 */
export function usePaletteActions(codes: readonly string[], name: string, messages: PaletteActionMessages = {}): PaletteActionsApi {
  const { t } = useTranslation(['palettes', 'tools']);
  const lang = useLanguage();
  const [exporting, setExporting] = useState(false);
  return {
    codes,
    share: async () => {
      if (await copyText(shareUrl(codes, lang, messages.shareName ? name : undefined))) showToast(messages.shared ?? t('palettes:editor.shareCopied'), messages.sharedDetail);
      else showToast(messages.failed ?? t('common:copy.failed'));
    },
    copiedMessage: messages.copied ?? t('tools:generator.copiedAll'),
    openExport: () => setExporting(true),
    themePath: paths.theme({ from: messages.themeFrom ?? 'palette', colors: codes.map(fallbackOf), name: messages.shareName ? name : undefined }),
    gradientPath: gradientPathOf(codes),
    recolorPath: paths.recolor({ colors: encodeSharedColors(codes) || undefined }),
    exportDialog: <ExportDialog open={exporting} onClose={() => setExporting(false)} name={name} colors={codes} />,
  };
}
