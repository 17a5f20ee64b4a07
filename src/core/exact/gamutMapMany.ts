/**
 * Many colours at once through the CSS Color 4 gamut mapping (../convert/gamutMap.ts): float OKLCH with alpha in,
 * the sRGB fallback as bytes out (what an sRGB screen, a canvas or a '#rrggbb' code gets) and, when asked, the
 * Display P3 channels a wide-gamut screen shows. The wasm engine ports it (assembly/exact/gamutMapMany.ts) for the
 * float path beside the packed-hex one: an exact colour never passes through a code on its way to the screen.
 *
 * Per colour, in order:
 *  - sRGB: `oklchToLinearInGamut(l, c, h)`, each linear channel to a byte by `channelToByte(linearChannelToSrgb(x))`
 *    (what the wasm's threshold table gives exactly); alpha `channelToByte(alpha)` (clamped, NaN → 0);
 *  - Display P3: `oklchToLinearP3InGamut(l, c, h)`, each channel gamma-encoded (`linearChannelToSrgb`: P3 uses
 *    sRGB's transfer curve), in [0, 1]; alpha as given.
 * A NaN hue is a grey (as `oklchToLinearInGamut` takes it); colorjs.io's `toGamut({ method: 'css' })` gives the same
 * colours (tests/unit/exact/gamutMapMany.test.ts).
 */
import { oklchToLinearInGamut, oklchToLinearP3InGamut } from '../convert/gamutMap.ts';
import { linearChannelToSrgb } from '../convert/linearToSrgb.ts';
import { channelToByte } from '../convert/srgbToHex.ts';

/** Numbers per colour in and out: OKLCH L (0–1), C, H (degrees; NaN for a grey) and alpha (0–1); P3 r, g, b and alpha. */
export const GAMUT_MAP_STRIDE = 4;

/** The mapped colours: RGBA bytes (4 a colour), and Display P3 r, g, b, alpha (0–1, 4 a colour) when asked for. */
export type GamutMapped = { readonly srgb: Uint8ClampedArray; readonly p3: Float64Array | null };

/**
 * Returns the sRGB fallback bytes (and with `withP3` the Display P3 channels) of the colours in `oklch`, GAMUT_MAP_STRIDE
 * numbers each (see the file comment). A trailing partial colour is left out.
 */
export function gamutMapMany(oklch: Float64Array, withP3 = false): GamutMapped {
  const count = Math.floor(oklch.length / GAMUT_MAP_STRIDE);
  const srgb = new Uint8ClampedArray(count * 4);
  const p3 = withP3 ? new Float64Array(count * GAMUT_MAP_STRIDE) : null;
  for (let i = 0; i < count; i++) {
    const at = i * GAMUT_MAP_STRIDE;
    const l = oklch[at];
    const c = oklch[at + 1];
    const h = oklch[at + 2];
    const alpha = oklch[at + 3];
    const linear = oklchToLinearInGamut(l, c, h);
    srgb[i * 4] = channelToByte(linearChannelToSrgb(linear[0]));
    srgb[i * 4 + 1] = channelToByte(linearChannelToSrgb(linear[1]));
    srgb[i * 4 + 2] = channelToByte(linearChannelToSrgb(linear[2]));
    srgb[i * 4 + 3] = channelToByte(alpha);
    if (p3 !== null) {
      const wide = oklchToLinearP3InGamut(l, c, h);
      p3[at] = linearChannelToSrgb(wide[0]);
      p3[at + 1] = linearChannelToSrgb(wide[1]);
      p3[at + 2] = linearChannelToSrgb(wide[2]);
      p3[at + 3] = alpha;
    }
  }
  return { srgb, p3 };
}
