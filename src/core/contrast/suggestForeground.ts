/**
 * The contrast checker's suggestion: when a text colour fails WCAG AA for normal text on its background, the
 * nearest text colour of the same hue that passes. "Same hue" keeps the HSL hue and saturation and moves only the
 * HSL lightness (every channel is non-decreasing in it, so luminance and contrast change monotonically along each
 * direction); "nearest" is the smallest lightness change, searched both lighter and darker.
 */
import { fromHsl } from '../color/fromModels.ts';
import { colorModels } from '../color/models.ts';
import { NORMAL_TEXT_AA } from './contrast.ts';
import { contrastRatio } from './wcag.ts';

/** Lightness step of the search, in HSL percent (fine enough to reach every byte value of a channel). */
export const SUGGESTION_STEP = 0.1;

/** Returns the first code from the text colour toward lightness `target` that reaches `minRatio`, with its distance. */
function searchToward(fg: string, bg: string, target: 0 | 100, minRatio: number): { code: string; distance: number } | null {
  const { hsl } = colorModels(fg);
  const direction = target > hsl.lightness ? 1 : -1;
  for (let distance = SUGGESTION_STEP; distance <= 100 + SUGGESTION_STEP; distance += SUGGESTION_STEP) {
    const lightness = Math.min(100, Math.max(0, hsl.lightness + direction * distance));
    const code = fromHsl({ hue: hsl.hue, saturation: hsl.saturation, lightness });
    if (contrastRatio(code, bg) >= minRatio) return { code, distance };
    if (lightness === target) return null;
  }
  return null;
}

/**
 * Returns the nearest '#rrggbb' of the text colour's hue that reaches `minRatio` (default 4.5, WCAG AA normal text)
 * on the background, or null when the pair already passes (or, which cannot happen for 4.5, nothing passes).
 */
export function suggestForeground(fg: string, bg: string, minRatio: number = NORMAL_TEXT_AA): string | null {
  if (contrastRatio(fg, bg) >= minRatio) return null;
  const lighter = searchToward(fg, bg, 100, minRatio);
  const darker = searchToward(fg, bg, 0, minRatio);
  if (!lighter || !darker) return (lighter ?? darker)?.code ?? null;
  if (lighter.distance !== darker.distance) return lighter.distance < darker.distance ? lighter.code : darker.code;
  return contrastRatio(lighter.code, bg) >= contrastRatio(darker.code, bg) ? lighter.code : darker.code;
}
