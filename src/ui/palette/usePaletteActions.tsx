import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../stores/toasts';
import { copyText } from '../clipboard';
import { paths } from '../../config/paths';
import { useLanguage, useLocalize } from '../i18n';
import { lazyDialog } from '../lazyDialog';
import { shareUrl } from '../share';
import { withData } from '../data/pageData';

// The one declaration of the lazy export dialog: every page that exports a palette opens it through here.
const ExportDialog = lazyDialog(withData(['colorNames'], () => import('../export/ExportDialog').then((module) => module.ExportDialog)));

/** The toasts of a page's palette actions, where they differ from the palette page's, and what its share link holds. */
export type PaletteActionMessages = {
  /** After the share link is copied (default 'Share link copied'), with an optional second line. */
  shared?: string;
  sharedDetail?: string;
  /** After 'Copy codes' (default the generator's 'Codes copied'). */
  copied?: string;
  /** When the clipboard refused (default 'Could not copy to the clipboard'). */
  failed?: string;
  /** The share link carries the name (`&name=`): set where the name is the palette's own, not a page's default. */
  shareName?: boolean;
  /** Where the colours come from, for "Make a theme" (default a palette; an image's colours are scored for theme use). */
  themeFrom?: 'palette' | 'image';
};

/** Copies the codes to the clipboard, one a line, and says so in a toast (`copied`, with the codes) or `failed`. */
export async function copyCodes(codes: readonly string[], copied: string, failed: string): Promise<void> {
  if (await copyText(codes.join('\n'))) showToast(copied, codes.join(', '));
  else showToast(failed);
}

/** What `usePaletteActions` returns: the actions' handlers and the export dialog to render once. */
export type PaletteActionsApi = {
  codes: readonly string[];
  share: () => Promise<void>;
  copyAll: () => Promise<void>;
  openExport: () => void;
  exportDialog: React.ReactElement;
  /** The theme tool's address for these colours (in the page's language). */
  themeHref: string;
};

/**
 * Returns the handlers of a palette's actions (share link, copy all codes, open the export dialog) and the
 * lazy export dialog element, for `PaletteActions` and for a page's own menu items.
 */
export function usePaletteActions(codes: readonly string[], name: string, messages: PaletteActionMessages = {}): PaletteActionsApi {
  const { t } = useTranslation(['palettes', 'tools']);
  const lang = useLanguage();
  const localize = useLocalize();
  const [exporting, setExporting] = useState(false);
  const failed = messages.failed ?? t('palettes:export.copyFailed');
  return {
    codes,
    share: async () => {
      if (await copyText(shareUrl(codes, lang, messages.shareName ? name : undefined))) showToast(messages.shared ?? t('palettes:editor.shareCopied'), messages.sharedDetail);
      else showToast(failed);
    },
    copyAll: () => copyCodes(codes, messages.copied ?? t('tools:generator.copiedAll'), failed),
    openExport: () => setExporting(true),
    themeHref: localize(paths.theme({ from: messages.themeFrom ?? 'palette', colors: codes, name: messages.shareName ? name : undefined })),
    exportDialog: <ExportDialog open={exporting} onClose={() => setExporting(false)} name={name} codes={codes} />,
  };
}
