/**
 * The palette generator's state in the address:
 * `/tools/generator?mode=palette&colors=hex-hex-hex&locked=0,2&harmony=triadic`. Codes are hex without
 * '#', hyphen-joined as in shared links; `locked` lists 0-based indices; `harmony` is left out for auto.
 * Anything invalid (a bad code, a count outside 2–10, an index out of range) means "no palette": the page
 * then starts from a fresh random one.
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

/** Returns the palette of the address's parameters, or null when any is missing or invalid. */
export function parsePaletteParams(params: URLSearchParams): PaletteParams | null {
  const harmonyParam = params.get('harmony');
  const harmony: PaletteHarmony = harmonyParam !== null && isPaletteHarmony(harmonyParam) ? harmonyParam : 'auto';
  const raw = params.get('colors');
  if (raw === null) return null;
  const parts = raw.split('-');
  if (parts.length < PALETTE_MIN_COLORS || parts.length > PALETTE_MAX_COLORS) return null;
  const colors: string[] = [];
  for (const part of parts) {
    // Six digits only, as the page writes them (a three-digit code would be read as its expansion).
    const code = /^[0-9a-f]{6}$/i.test(part) ? tryNormalizeColorCode(part) : null;
    if (code === null) return null;
    colors.push(code);
  }
  const locked = colors.map(() => false);
  const lockedParam = params.get('locked');
  if (lockedParam !== null && lockedParam !== '') {
    for (const item of lockedParam.split(',')) {
      if (!/^\d{1,2}$/.test(item) || Number(item) >= colors.length) return null;
      locked[Number(item)] = true;
    }
  }
  return { colors, locked, harmony };
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
