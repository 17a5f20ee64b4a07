import i18next from 'i18next';
import { colorAs, paletteAs, type CopyFormat, type NamedColor } from '../../core/code/colorAs';
import { showColorToast, showToast } from '../../stores/toasts';
import { useCopyFormatStore } from '../../stores/copyFormat';
import { copyText } from '../clipboard';
import { colorName, colorNamesCache } from '../colorNames';

/**
 * Every copy of a colour or a palette goes through here (issue 32's "Copy as"): in the form the user prefers (hex
 * until they pick another in a "Copy as" menu), confirmed by the SPEC's toast '{code} Copied' with the text copied.
 */

/** The forms that name their colours (a custom property, Swift and Kotlin declarations). */
const NAMED: ReadonlySet<CopyFormat> = new Set(['cssVar', 'swiftui', 'compose']);

/** Returns the codes with their colour names where the form uses them (loading the names table first if a page has not). */
async function named(codes: readonly string[], format: CopyFormat): Promise<NamedColor[]> {
  if (!NAMED.has(format)) return codes.map((code) => ({ code, name: '' }));
  await colorNamesCache.load();
  return codes.map((code) => ({ code, name: colorName(code) }));
}

/** Returns the text a colour or palette gives in a form, if the names it needs are loaded (else null): a menu's preview. */
export function previewAs(codes: readonly string[], format: CopyFormat): string | null {
  if (NAMED.has(format) && !colorNamesCache.has()) return null;
  const colors = codes.map((code) => ({ code, name: NAMED.has(format) ? colorName(code) : '' }));
  return codes.length === 1 ? colorAs(colors[0], format) : paletteAs(colors, format);
}

/** What a palette copy says: its toast (default 'Codes copied'). */
export type CopyMessages = { copied?: string };

/**
 * Copies one colour (toast '{text} Copied' with its swatch) or a palette (one line a colour; toast `copied` with the
 * lines) in `format`, else the preferred form; says so when the browser refuses. Resolves to whether it copied.
 */
export async function copyColors(codes: readonly string[], format: CopyFormat = useCopyFormatStore.getState().format, messages: CopyMessages = {}): Promise<boolean> {
  if (codes.length === 0) return false;
  const colors = await named(codes, format);
  const text = codes.length === 1 ? colorAs(colors[0], format) : paletteAs(colors, format);
  if (!(await copyText(text))) {
    showToast(i18next.t('common:copy.failed'), i18next.t('common:copy.failedDetail'));
    return false;
  }
  if (codes.length === 1) showColorToast(codes[0], i18next.t('common:copy.copied', { code: text }));
  else showToast(messages.copied ?? i18next.t('common:copy.copiedAll'), text.split('\n').join(', '));
  return true;
}
