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
 */
import { fromHsl } from '../color/fromModels.ts';
import { colorModels } from '../color/models.ts';
import { NORMAL_TEXT_AA } from './contrast.ts';
import { contrastRatio, relativeLuminance } from './wcag.ts';

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
  against: string,
  direction: 'lighter' | 'darker',
  minRatio: number,
): { code: string; distance: number } | null {
  const sign = direction === 'lighter' ? 1 : -1;
  const end = direction === 'lighter' ? 100 : 0;
  for (let distance = SUGGESTION_STEP; distance <= 100 + SUGGESTION_STEP; distance += SUGGESTION_STEP) {
    const lightness = Math.min(100, Math.max(0, start.lightness + sign * distance));
    const code = fromHsl({ hue: start.hue, saturation: start.saturation, lightness });
    if (contrastRatio(code, against) >= minRatio) return { code, distance };
    if (lightness === end) return null;
  }
  return null;
}

/**
 * Returns the nearest colour to `color` that reaches `minRatio` (default 4.5, WCAG AA normal text) against the
 * unchanged `against`, keeping its hue (or the grey axis for a neutral colour) and preferring its own side; null when
 * the pair already passes or nothing passes at all.
 */
export function suggestPassing(color: string, against: string, minRatio: number = NORMAL_TEXT_AA): PassingSuggestion | null {
  if (contrastRatio(color, against) >= minRatio) return null;
  const keeps = isNeutral(color) ? 'gray' : 'hue';
  const { hsl } = colorModels(color);
  const start = keeps === 'gray' ? { hue: 0, saturation: 0, lightness: hsl.lightness } : hsl;
  const search = (direction: 'lighter' | 'darker') => searchToward(start, against, direction, minRatio);
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
        : contrastRatio(lighter.code, against) >= contrastRatio(darker.code, against);
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
