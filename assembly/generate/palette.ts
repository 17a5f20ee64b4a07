/**
 * The palette generator (mirror of src/core/generate/palette.ts; the rules and the order of the random draws
 * are documented there): bit-identical palettes for the same request and seed.
 */
import { mixSeed, nextRandom, seedRandom } from "../random/mulberry32";
import { separateColors } from "./paletteDistance";
import { seedPalette } from "./paletteSeed";
import { spreadLightness } from "./paletteSpread";
import { chromaAt, hueAt, isLocked, rgbAt, setChromaCentre, startWork } from "./paletteWork";
import {
  CONCRETE_HARMONIES, HARMONY_AUTO, HARMONY_MONOCHROMATIC, PALETTE_ANCHOR_MIN_CHROMA, PALETTE_CHROMA_MAX,
  PALETTE_CHROMA_MIN,
} from "../generated/constants";

/**
 * Generates a palette over the `count` (2–10) packed colours at `input`, bit `i` of `lockMask` locking colour
 * `i`, for harmony index `harmony` (the core's PALETTE_HARMONIES order, 0 = auto) and `seed` (already
 * ToUint32); writes `count` packed colours to `output` and returns the index of the harmony used.
 * The request is validated on the JavaScript side (the core's `validatePaletteRequest`).
 */
export function generatePalette(input: usize, count: i32, lockMask: u32, harmony: i32, seed: u32, output: usize): i32 {
  seedRandom(mixSeed(seed));
  startWork(input, count, lockMask);
  const draw = nextRandom();
  const used = harmony == HARMONY_AUTO ? 1 + <i32>Math.floor(draw * <f64>CONCRETE_HARMONIES) : harmony;
  const randomHue = nextRandom() * 360;
  const mood = nextRandom();
  const shape = nextRandom();
  let anchor = -1;
  for (let i = 0; i < count && anchor < 0; i++) if (isLocked(i) && chromaAt(i) > PALETTE_ANCHOR_MIN_CHROMA) anchor = i;
  if (anchor >= 0) {
    const c = chromaAt(anchor);
    setChromaCentre(c < PALETTE_CHROMA_MIN ? PALETTE_CHROMA_MIN : c > PALETTE_CHROMA_MAX ? PALETTE_CHROMA_MAX : c);
  } else {
    setChromaCentre(PALETTE_CHROMA_MIN + mood * (PALETTE_CHROMA_MAX - PALETTE_CHROMA_MIN));
  }
  seedPalette(used, anchor >= 0 ? hueAt(anchor) : randomHue, shape);
  const spreadHeld = spreadLightness();
  separateColors(used == HARMONY_MONOCHROMATIC, spreadHeld);
  for (let i = 0; i < count; i++) store<u32>(output + (<usize>i << 2), rgbAt(i));
  return used;
}
