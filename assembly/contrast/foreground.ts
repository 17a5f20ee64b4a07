/**
 * The text colour to put on a colour (mirror of src/core/color/foreground.ts and color/mix.ts; SPEC §9):
 * black when the rounded CIELAB L exceeds 60, else white; the colour mixed 0.8 toward it in gamma sRGB,
 * or 0.9 when the 0.8 mix has a WCAG ratio under 4 against the colour.
 */
import { channelToByte } from "../convert/srgbToByte";
import { contrastRatio } from "./wcag";
import {
  FOREGROUND_LIGHTNESS_THRESHOLD, FOREGROUND_MIN_RATIO, FOREGROUND_MIX, FOREGROUND_STRONG_MIX,
} from "../generated/constants";

// @ts-ignore: decorator
@inline
function mixChannel(from: u32, to: f64, amount: f64): u32 {
  const f = <f64>from / 255;
  return channelToByte(f + (to - f) * amount);
}

/** Returns 0xRRGGBB of `rgb` moved `amount` toward the grey `to` (0 = black, 1 = white), per channel. */
export function mixToward(rgb: u32, to: f64, amount: f64): u32 {
  return (
    (mixChannel((rgb >>> 16) & 0xff, to, amount) << 16) |
    (mixChannel((rgb >>> 8) & 0xff, to, amount) << 8) |
    mixChannel(rgb & 0xff, to, amount)
  );
}

/** Returns the foreground 0xRRGGBB for 0xRRGGBB whose CIELAB L is `labLightness`. */
export function foregroundOf(rgb: u32, labLightness: f64): u32 {
  const to: f64 = Math.round(labLightness) > FOREGROUND_LIGHTNESS_THRESHOLD ? 0 : 1;
  const first = mixToward(rgb, to, FOREGROUND_MIX);
  if (contrastRatio(first, rgb) >= FOREGROUND_MIN_RATIO) return first;
  return mixToward(rgb, to, FOREGROUND_STRONG_MIX);
}
