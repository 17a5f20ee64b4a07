/**
 * Many colours through the CSS Color 4 gamut mapping at once (mirror of src/core/exact/gamutMapMany.ts; the rules are
 * there): float OKLCH and alpha in, sRGB fallback bytes out and, when asked, the Display P3 channels.
 */
import { oklchToLinearInGamut, oklchToLinearP3InGamut } from "../convert/gamutMap";
import { linearToByte } from "../convert/linearToByte";
import { linearChannelToSrgb } from "../convert/linearToSrgb";
import { channelToByte } from "../convert/srgbToByte";
import { Vec3 } from "../vec3";
import { GAMUT_MAP_STRIDE } from "../generated/constants";

const LINEAR = changetype<Vec3>(memory.data(24, 8));
/** Bytes of one colour's f64 record, in and (Display P3) out. */
const RECORD_BYTES: usize = <usize>GAMUT_MAP_STRIDE << 3;

/**
 * Maps the `count` colours at `input` (GAMUT_MAP_STRIDE f64 each: OKLCH L, C, H in degrees, alpha): writes 4 bytes each
 * (r, g, b, alpha) at `srgb` and, unless `p3` is 0, GAMUT_MAP_STRIDE f64 each (Display P3 r, g, b gamma-encoded, alpha) at `p3`.
 */
export function gamutMapMany(input: usize, count: i32, srgb: usize, p3: usize): void {
  for (let i = 0; i < count; i++) {
    const at = input + <usize>i * RECORD_BYTES;
    const l = load<f64>(at);
    const c = load<f64>(at, 8);
    const h = load<f64>(at, 16);
    const alpha = load<f64>(at, 24);
    oklchToLinearInGamut(l, c, h, LINEAR);
    const out = srgb + (<usize>i << 2);
    store<u8>(out, <u8>linearToByte(LINEAR.x));
    store<u8>(out, <u8>linearToByte(LINEAR.y), 1);
    store<u8>(out, <u8>linearToByte(LINEAR.z), 2);
    store<u8>(out, <u8>channelToByte(alpha), 3);
    if (p3 != 0) {
      oklchToLinearP3InGamut(l, c, h, LINEAR);
      const wide = p3 + <usize>i * RECORD_BYTES;
      store<f64>(wide, linearChannelToSrgb(LINEAR.x));
      store<f64>(wide, linearChannelToSrgb(LINEAR.y), 8);
      store<f64>(wide, linearChannelToSrgb(LINEAR.z), 16);
      store<f64>(wide, alpha, 24);
    }
  }
}
