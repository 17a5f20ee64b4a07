import i18next from 'i18next';
import { colorAs, paletteAs, type CopyFormat, type NamedColor } from '../../core/code/colorAs';
import { tryAuthoredColor } from '../../core/exact/authoredColor';
import { showColorToast, showToast } from '../../stores/toasts';
import { useCopyFormatStore } from '../../stores/copyFormat';
import { copyText } from '../clipboard';
import { colorName, colorNamesCache } from '../colorNames';

/**
 * Every copy of a colour or a palette goes through here ("Copy as"): in the form the user prefers (hex
 * until they pick another in a "Copy as" menu), confirmed by the SPEC's toast '{code} Copied' with the text copied.
 * The colours are an authored list: codes, and exact texts for wide and translucent colours (src/core/exact/), which
 * every form keeps as far as it can say them (core/code/colorAs.ts); HEX gives their sRGB fallback, and says so.
 */

/** The forms that name their colours (a custom property, Swift and Kotlin declarations). */
const NAMED: ReadonlySet<CopyFormat> = new Set(['cssVar', 'swiftui', 'compose']);

/** Returns the colours of an authored list with their names if the form uses them (`nameOf` gives a code's name). */
function toNamed(colors: readonly string[], format: CopyFormat, nameOf: (code: string) => string): NamedColor[] {
  return colors.map((text) => {
    const { code, exact } = tryAuthoredColor(text) ?? { code: text };
    const name = NAMED.has(format) ? nameOf(code) : '';
    return exact === undefined ? { code, name } : { code, name, exact };
  });
}

/** Returns the colours with their colour names where the form uses them (loading the names table first if a page has not). */
async function named(colors: readonly string[], format: CopyFormat): Promise<NamedColor[]> {
  if (NAMED.has(format)) await colorNamesCache.load();
  return toNamed(colors, format, colorName);
}

/** Returns the text a colour or palette gives in a form, if the names it needs are loaded (else null): a menu's preview. */
export function previewAs(colors: readonly string[], format: CopyFormat): string | null {
  if (NAMED.has(format) && !colorNamesCache.has()) return null;
  const list = toNamed(colors, format, colorName);
  return list.length === 1 ? colorAs(list[0], format) : paletteAs(list, format);
}

/** What a palette copy says: its toast (default 'Codes copied'). */
export type CopyMessages = { copied?: string };

/**
 * Copies one colour (toast '{text} Copied' with its swatch) or a palette (one line a colour; toast `copied` with the
 * lines) in `format`, else the preferred form; says so when the browser refuses. `colors` are codes or exact texts; in
 * HEX a wide or translucent colour is its sRGB fallback, and the toast says that it is. Resolves to whether it copied.
 */
export async function copyColors(colors: readonly string[], format: CopyFormat = useCopyFormatStore.getState().format, messages: CopyMessages = {}): Promise<boolean> {
  if (colors.length === 0) return false;
  const list = await named(colors, format);
  const text = list.length === 1 ? colorAs(list[0], format) : paletteAs(list, format);
  if (!(await copyText(text))) {
    showToast(i18next.t('common:copy.failed'), i18next.t('common:copy.failedDetail'));
    return false;
  }
  // HEX cannot say a wide or translucent colour: the toast names what the code stands in for.
  const fallbacks = format === 'hex' ? list.filter((c) => c.exact !== undefined) : [];
  if (fallbacks.length > 0) await i18next.loadNamespaces('formats').catch(() => undefined);
  if (list.length === 1) {
    const note = fallbacks.length > 0 ? i18next.t('formats:copyAs.fallback', { exact: fallbacks[0].exact }) : undefined;
    showColorToast(list[0].code, i18next.t('common:copy.copied', { code: text }), note);
  } else {
    const lines = text.split('\n').join(', ');
    const note = fallbacks.length > 0 ? `${i18next.t('formats:copyAs.fallbacks', { count: fallbacks.length })} ` : '';
    showToast(messages.copied ?? i18next.t('common:copy.copiedAll'), `${note}${lines}`);
  }
  return true;
}
