import { exactInfo, fallbackOf, type ExactInfo } from '../../core/exact/authoredColor';
import { paintOf } from '../ExactMark';

/**
 * The colours of a checked palette as its views need them: the sRGB codes (a wide colour's fallback: names, fixes,
 * the codes shown), the CSS that paints each as authored (a wide colour itself, on a P3 screen), the swatch paint (a
 * translucent colour over a checkerboard), and what a wide or translucent colour is beside its fallback.
 */
export type CheckColors = {
  readonly codes: readonly string[];
  readonly css: readonly string[];
  readonly paints: readonly string[];
  readonly infos: readonly (ExactInfo | null)[];
};

/** Returns the check's colours of an authored list (codes and exact texts). */
export function checkColorsOf(list: readonly string[]): CheckColors {
  const infos = list.map(exactInfo);
  return {
    codes: list.map(fallbackOf),
    css: list.map((text, i) => infos[i]?.exact ?? fallbackOf(text)),
    paints: list.map((text, i) => {
      const info = infos[i];
      return info ? paintOf(info.exact, info.alpha) : fallbackOf(text);
    }),
    infos,
  };
}
