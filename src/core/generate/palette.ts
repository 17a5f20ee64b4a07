/**
 * The palette generator: press space, get a harmonious palette, keep the locked colours. A pure
 * function of the request: the same colours, locks, harmony and seed give the same palette, in the TypeScript
 * core and in the wasm port (assembly/generate/, bit-identical; tests/parity/palette.test.ts).
 *
 * Built in OKLCH (https://bottosson.github.io/posts/oklab/), every colour brought into sRGB by CSS Color 4
 * chroma reduction (convert/gamutMap.ts). One mulberry32 generator per call, seeded with `mixSeed(seed)` (so that
 * consecutive seeds give unrelated palettes), drawn in this order:
 *  1. Four palette draws: the harmony (used when `auto`: one of the seven, uniformly), a random anchor hue
 *     (u · 360), the chroma mood and the shape (analogous step, or the natural walk's first lightness).
 *  2. The anchor: the hue of the first locked colour with OKLCH chroma above PALETTE_ANCHOR_MIN_CHROMA, else the
 *     random hue. The chroma centre: that colour's chroma clamped to [PALETTE_CHROMA_MIN, PALETTE_CHROMA_MAX],
 *     else min + mood · (max − min).
 *  3. The draft (paletteSeed.ts): hues from the harmony's offsets — analogous 0, ±s, ±2s (s 15–30°);
 *     monochromatic 0; complementary 0, 180; split-complementary 0, 150, 210; triadic 0, 120, 240; tetradic 0,
 *     90, 180, 270 — least-covered first, ±6° jitter (±2° monochromatic); lightness from a ladder evenly spaced in [0.22, 0.96]
 *     around the locked colours' lightness (paletteLadder.ts), its rungs shuffled among the unlocked slots, ±0.3 of
 *     a rung's spacing (monochromatic: [0.1, 1], on the rungs, light to dark); chroma the centre times 0.5–1.5
 *     (monochromatic 0.3–1.5). Natural is a random walk instead: small steps of hue (±30°), lightness
 *     (0.07–0.18 up or down) and chroma (±0.04) from slot to slot, stepping onto each locked colour it meets.
 *  4. The lightness spread (paletteSpread.ts): lightest and darkest reach PALETTE_SPREAD_CONTRAST, unless locks
 *     prevent it (no unlocked slot, or one that cannot get there).
 *  5. The minimum distance (paletteDistance.ts): unlocked colours drawn again until no two colours (but two
 *     locked ones) are closer than PALETTE_MIN_DELTA_E, keeping the spread.
 * Locked colours are never touched: their codes come back as given (normalised to '#rrggbb').
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { mixSeed, mulberry32 } from '../random/mulberry32.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';
import { createWork } from './paletteWork.ts';
import { PALETTE_ANCHOR_MIN_CHROMA, seedPalette } from './paletteSeed.ts';
import { spreadLightness } from './paletteSpread.ts';
import { separateColors } from './paletteDistance.ts';
import {
  PALETTE_CHROMA_MAX,
  PALETTE_CHROMA_MIN,
  PALETTE_HARMONIES,
  PALETTE_MAX_COLORS,
  PALETTE_MIN_COLORS,
  type ConcreteHarmony,
  type GeneratedPalette,
  type PaletteHarmony,
  type PaletteRequest,
} from './paletteRules.ts';

export * from './paletteRules.ts';
export { lightnessVariants, paletteMidpoint } from './paletteVariants.ts';

/** Returns true for one of PALETTE_HARMONIES. */
export function isPaletteHarmony(x: unknown): x is PaletteHarmony {
  return typeof x === 'string' && (PALETTE_HARMONIES as readonly string[]).includes(x);
}

/**
 * Returns the request's codes normalised to '#rrggbb', checking the whole request.
 * @throws Error on a count out of range, a length mismatch, a bad code, a lock that is not a boolean, an
 * unknown harmony or a seed that is not a number.
 */
export function validatePaletteRequest(request: PaletteRequest): string[] {
  const { colors, locked, harmony, seed } = request;
  if (!Array.isArray(colors) || colors.length < PALETTE_MIN_COLORS || colors.length > PALETTE_MAX_COLORS) {
    throw new Error(`a palette has ${PALETTE_MIN_COLORS} to ${PALETTE_MAX_COLORS} colours`);
  }
  if (!Array.isArray(locked) || locked.length !== colors.length) throw new Error('one lock per colour');
  if (!locked.every((lock) => typeof lock === 'boolean')) throw new Error('locks are booleans');
  if (!isPaletteHarmony(harmony)) throw new Error(`unknown harmony: ${String(harmony)}`);
  if (typeof seed !== 'number') throw new Error('the seed is a number');
  return colors.map(normalizeColorCode);
}

/** Returns the harmony to build: the requested one, or for `auto` the one the draw `u` picks. */
export function resolveHarmony(harmony: PaletteHarmony, u: number): ConcreteHarmony {
  const index = harmony === 'auto' ? 1 + Math.floor(u * (PALETTE_HARMONIES.length - 1)) : PALETTE_HARMONIES.indexOf(harmony);
  return PALETTE_HARMONIES[index] as ConcreteHarmony;
}

/** Returns a generated palette for the request (see the file comment). @throws Error on an invalid request. */
export function generatePalette(request: PaletteRequest): GeneratedPalette {
  const codes = validatePaletteRequest(request);
  const random = mulberry32(mixSeed(request.seed));
  const work = createWork(
    codes.map((code) => Number.parseInt(code.slice(1), 16)),
    request.locked,
    random,
  );
  const harmony = resolveHarmony(request.harmony, random());
  const randomHue = random() * 360;
  const mood = random();
  const shape = random();
  let anchor = -1;
  for (let i = 0; i < work.count && anchor < 0; i++) if (work.locked[i] && work.chroma[i] > PALETTE_ANCHOR_MIN_CHROMA) anchor = i;
  if (anchor >= 0) {
    const c = work.chroma[anchor];
    work.chromaCentre = c < PALETTE_CHROMA_MIN ? PALETTE_CHROMA_MIN : c > PALETTE_CHROMA_MAX ? PALETTE_CHROMA_MAX : c;
  } else {
    work.chromaCentre = PALETTE_CHROMA_MIN + mood * (PALETTE_CHROMA_MAX - PALETTE_CHROMA_MIN);
  }
  seedPalette(work, harmony, anchor >= 0 ? work.hue[anchor] : randomHue, shape);
  const spreadHeld = spreadLightness(work);
  separateColors(work, harmony === 'monochromatic', spreadHeld);
  return {
    colors: work.rgb.map((rgb, i) => (work.locked[i] ? codes[i] : bytesToHex((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff))),
    harmony,
  };
}
