/**
 * The palette generator's state in the address:
 * `/tools/generator?mode=palette&colors=hex-hex-hex&locked=0,2&harmony=triadic`. Codes are hex without
 * '#', hyphen-joined as in shared links; `locked` lists 0-based indices; `harmony` is left out for auto.
 * A link with more colours than a palette holds keeps the first 10, and one with unreadable codes keeps the others;
 * the palette says how many it left out, so that the page can say so. Fewer than two readable codes, or a malformed
 * lock, mean "no palette": the page then starts from a fresh random one.
 */
import { tryNormalizeColorCode } from '../../../core/code/colorCode';
import { PALETTE_MAX_COLORS, PALETTE_MIN_COLORS, isPaletteHarmony, type PaletteHarmony } from '../../../core/generate/palette';

/** The generator's modes: the rule-based schemes of one colour (the default), the palette loop and the scales. */
export type GeneratorMode = 'rules' | 'palette' | 'scale';

/** Returns the mode of `?mode=`: 'palette' or 'scale' for exactly those, the rule-based view for anything else. */
export function parseMode(value: string | null): GeneratorMode {
  return value === 'palette' || value === 'scale' ? value : 'rules';
}

/** A palette as the address carries it. */
export type PaletteParams = { readonly colors: readonly string[]; readonly locked: readonly boolean[]; readonly harmony: PaletteHarmony };

/** What a link had that its palette does not keep: codes past the tenth, and codes that could not be read. */
export type PaletteLeftOut = { readonly extra: number; readonly unreadable: number };

/** The link's palette, and what it left out (null when it kept everything). */
export type PaletteLink = PaletteParams & { readonly leftOut: PaletteLeftOut | null };

/** Returns the palette of the address's parameters, or null when there is none to keep (see the module comment). */
export function parsePaletteParams(params: URLSearchParams): PaletteLink | null {
  const harmonyParam = params.get('harmony');
  const harmony: PaletteHarmony = harmonyParam !== null && isPaletteHarmony(harmonyParam) ? harmonyParam : 'auto';
  const raw = params.get('colors');
  if (raw === null) return null;
  const parts = raw.split('-');
  // Each part's index among the kept colours, or -1: six digits only, as the page writes them (a three-digit code
  // would be read as its expansion), and no more than a palette holds.
  const colors: string[] = [];
  let extra = 0;
  let unreadable = 0;
  const at = parts.map((part) => {
    const code = /^[0-9a-f]{6}$/i.test(part) ? tryNormalizeColorCode(part) : null;
    if (code === null) unreadable++;
    else if (colors.length >= PALETTE_MAX_COLORS) extra++;
    else return colors.push(code) - 1;
    return -1;
  });
  if (colors.length < PALETTE_MIN_COLORS) return null;
  const locked = colors.map(() => false);
  const lockedParam = params.get('locked');
  if (lockedParam !== null && lockedParam !== '') {
    for (const item of lockedParam.split(',')) {
      if (!/^\d{1,3}$/.test(item) || Number(item) >= parts.length) return null;
      // A lock on a colour left out goes with it.
      const index = at[Number(item)];
      if (index >= 0) locked[index] = true;
    }
  }
  return { colors, locked, harmony, leftOut: extra + unreadable > 0 ? { extra, unreadable } : null };
}

/** Returns the query string (without '?') of a palette: mode, colours, locks (when any) and harmony (unless auto). */
export function paletteQuery(state: PaletteParams): string {
  const params = new URLSearchParams();
  params.set('mode', 'palette');
  params.set('colors', state.colors.map((code) => code.slice(1)).join('-'));
  const locked = state.locked.flatMap((isLocked, i) => (isLocked ? [String(i)] : []));
  if (locked.length > 0) params.set('locked', locked.join(','));
  if (state.harmony !== 'auto') params.set('harmony', state.harmony);
  // Commas are safe in a query: keep '0,2' readable rather than '0%2C2'.
  return params.toString().replace(/%2C/g, ',');
}
