/**
 * The contrast checker's suggestions: when a pair fails, the nearest colour that passes, for either role — a text
 * colour against the unchanged background, or a background against the unchanged text.
 *
 * The search moves only the HSL lightness (every channel is non-decreasing in it, so luminance and contrast change
 * monotonically along each direction):
 * - a colour with a hue keeps its HSL hue and saturation;
 * - a neutral colour (CIELAB chroma under NEUTRAL_CHROMA: greys, white, black and near-greys) stays on the grey
 *   axis (saturation 0), so white never becomes a tinted dark colour "of the same hue".
 * It prefers the colour's own side of the other colour (a colour lighter than the other gets lighter, a darker one
 * darker: white stays light), and only when nothing on that side passes does it cross to the other side, saying so
 * (`sameSide: false`). "Nearest" is the smallest lightness change on the chosen side.
 *
 * Either colour may be an exact text (a wide, translucent or between-step colour, ../exact/exactColor.ts). Then the pair
 * is judged as the checker judges it, on an sRGB and a Display P3 screen, the worse counting (./screenContrast.ts), so
 * the role matters (a translucent colour composites differently as text and as background). The search starts from the
 * colour's sRGB fallback and its sides are the fallbacks' luminances; a suggestion is always a code (sRGB, opaque).
 */
import { fromHsl } from '../color/fromModels.ts';
import { colorModels } from '../color/models.ts';
import { NORMAL_TEXT_AA } from './contrast.ts';
import { contrastRatio, relativeLuminance } from './wcag.ts';
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { judgedContrast, screenColor, screenColorOfCode } from './screenContrast.ts';

/** Lightness step of the search, in HSL percent (fine enough to reach every byte value of a channel). */
export const SUGGESTION_STEP = 0.1;
/** CIELAB chroma below which a colour counts as neutral and is searched along the grey axis. */
export const NEUTRAL_CHROMA = 5;

/** A colour that reaches the target against the other colour of the pair. */
export type PassingSuggestion = {
  /** The suggested '#rrggbb'. */
  code: string;
  /** Whether it is lighter or darker than the original colour. */
  direction: 'lighter' | 'darker';
  /** 'hue' when the hue and saturation were kept, 'gray' when the search stayed on the grey axis. */
  keeps: 'hue' | 'gray';
  /** False when nothing on the colour's own side of the other colour passes, so this one crossed over. */
  sameSide: boolean;
};

/** Returns true when a colour is neutral enough to be searched along the grey axis. */
export function isNeutral(code: string): boolean {
  return !(colorModels(code).lch.chroma >= NEUTRAL_CHROMA);
}

/** Returns the first code from `lightness` toward the end of `direction` that reaches `minRatio`, with its distance. */
function searchToward(
  start: { hue: number; saturation: number; lightness: number },
  ratioOf: (code: string) => number,
  direction: 'lighter' | 'darker',
  minRatio: number,
): { code: string; distance: number } | null {
  const sign = direction === 'lighter' ? 1 : -1;
  const end = direction === 'lighter' ? 100 : 0;
  for (let distance = SUGGESTION_STEP; distance <= 100 + SUGGESTION_STEP; distance += SUGGESTION_STEP) {
    const lightness = Math.min(100, Math.max(0, start.lightness + sign * distance));
    const code = fromHsl({ hue: start.hue, saturation: start.saturation, lightness });
    if (ratioOf(code) >= minRatio) return { code, distance };
    if (lightness === end) return null;
  }
  return null;
}

/** Which colour of a pair is being replaced: the text, or the background behind it. */
export type SuggestionRole = 'text' | 'background';

/**
 * Returns the ratio of a candidate code in `role` against `against` (a code, or an exact text judged on both screens),
 * and the ratio of the pair as it stands; the plain WCAG ratio of codes when neither colour has an exact text.
 */
function ratiosAgainst(color: string, against: string, role: SuggestionRole): { ratioOf: (code: string) => number; current: number } | null {
  const own = tryAuthoredColor(color);
  const other = tryAuthoredColor(against);
  if (own?.exact === undefined && other?.exact === undefined) return null;
  const otherScreen = screenColor(against);
  const judged = (candidate: ReturnType<typeof screenColor>) =>
    (role === 'text' ? judgedContrast(candidate, otherScreen) : judgedContrast(otherScreen, candidate)).ratio;
  return { ratioOf: (code) => judged(screenColorOfCode(code)), current: judged(screenColor(color)) };
}

/**
 * Returns the nearest colour to `color` that reaches `minRatio` (default 4.5, WCAG AA normal text) against the
 * unchanged `against`, keeping its hue (or the grey axis for a neutral colour) and preferring its own side; null when
 * the pair already passes or nothing passes at all. `color` is the text on `against` or, with `role` 'background', the
 * background behind it; with two codes the role changes nothing. Either may be an exact text (see the file comment).
 */
export function suggestPassing(color: string, against: string, minRatio: number = NORMAL_TEXT_AA, role: SuggestionRole = 'text'): PassingSuggestion | null {
  const judged = ratiosAgainst(color, against, role);
  if (judged !== null) {
    if (judged.current >= minRatio) return null;
    return nearestPassing(fallbackCode(color), fallbackCode(against), judged.ratioOf, minRatio);
  }
  if (contrastRatio(color, against) >= minRatio) return null;
  return nearestPassing(color, against, (code) => contrastRatio(code, against), minRatio);
}

/** Returns the sRGB code of a code or an exact text (a wide colour's fallback). */
function fallbackCode(text: string): string {
  return tryAuthoredColor(text)?.code ?? text;
}

/** Returns the search of `suggestPassing` from the code `color`, sides taken against the code `against`, candidates scored by `ratioOf`. */
function nearestPassing(color: string, against: string, ratioOf: (code: string) => number, minRatio: number): PassingSuggestion | null {
  const keeps = isNeutral(color) ? 'gray' : 'hue';
  const { hsl } = colorModels(color);
  const start = keeps === 'gray' ? { hue: 0, saturation: 0, lightness: hsl.lightness } : hsl;
  const search = (direction: 'lighter' | 'darker') => searchToward(start, ratioOf, direction, minRatio);
  const own = relativeLuminance(color);
  const other = relativeLuminance(against);

  if (own === other) {
    // On neither side: the nearer of both directions (ties go to the higher ratio).
    const lighter = search('lighter');
    const darker = search('darker');
    if (!lighter || !darker) {
      if (lighter) return { code: lighter.code, direction: 'lighter', keeps, sameSide: true };
      return darker ? { code: darker.code, direction: 'darker', keeps, sameSide: true } : null;
    }
    const pickLighter =
      lighter.distance !== darker.distance
        ? lighter.distance < darker.distance
        : ratioOf(lighter.code) >= ratioOf(darker.code);
    return pickLighter
      ? { code: lighter.code, direction: 'lighter', keeps, sameSide: true }
      : { code: darker.code, direction: 'darker', keeps, sameSide: true };
  }

  const ownSide = own > other ? 'lighter' : 'darker';
  const same = search(ownSide);
  if (same) return { code: same.code, direction: ownSide, keeps, sameSide: true };
  const otherSide = ownSide === 'lighter' ? 'darker' : 'lighter';
  const crossed = search(otherSide);
  return crossed ? { code: crossed.code, direction: otherSide, keeps, sameSide: false } : null;
}
