/** Seeded inputs the gradient parity tests share. */
import { authoredColor } from '../../src/core/exact/authoredColor.ts';
import { EASING_PRESETS } from '../../src/core/gradient/gradient.ts';

/** Every easing preset's name. */
export const EASINGS = Object.keys(EASING_PRESETS) as (keyof typeof EASING_PRESETS)[];

/** Returns a random stop colour: a code, a translucent colour, or one beyond sRGB (OKLCH at high chroma). */
export function randomColor(random: () => number) {
  const byte = () => Math.floor(random() * 256);
  const kind = random();
  if (kind < 0.5) return authoredColor(`#${[byte(), byte(), byte()].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
  if (kind < 0.8) return authoredColor(`rgb(${byte()} ${byte()} ${byte()} / ${(random() * 0.9 + 0.05).toFixed(2)})`);
  return authoredColor(`oklch(${(30 + random() * 60).toFixed(1)}% ${(0.15 + random() * 0.2).toFixed(3)} ${(random() * 360).toFixed(1)})`);
}
