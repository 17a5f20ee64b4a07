/**
 * The working state of one palette generation (mirror of src/core/generate/paletteWork.ts): per slot, packed
 * 0xRRGGBB bytes with their OKLab and WCAG luminance, and the OKLCH plan, in static arrays of PALETTE_MAX_SLOTS.
 * One generation at a time (the module is not re-entrant, like every batch call).
 */
import { labToLch } from "../convert/labToLch";
import { linearToPacked } from "../convert/linearToByte";
import { oklchToLinearInGamut } from "../convert/gamutMap";
import { relativeLuminance } from "../contrast/wcag";
import { packedToOklab } from "../names/oklab";
import { Vec3 } from "../vec3";
import { f64At, setF64 } from "../memory";
import { PALETTE_MAX_SLOTS, WCAG_FLARE } from "../generated/constants";

const RGB = memory.data(PALETTE_MAX_SLOTS << 2, 4);
const LAB = memory.data(PALETTE_MAX_SLOTS * 24, 8);
const LUMINANCE = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const LIGHTNESS = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const CHROMA = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const HUE = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const BASE_HUE = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const SCRATCH = changetype<Vec3>(memory.data(24, 8));
const LINEAR = changetype<Vec3>(memory.data(24, 8));

/** Slots of the palette being generated, and the bit mask of its locked ones. */
let slots: i32 = 0;
let lockMask: u32 = 0;
/** The palette's typical OKLCH chroma. */
let centre: f64 = 0;


/** Returns the number of slots. */
// @ts-ignore: decorator
@inline
export function slotCount(): i32 {
  return slots;
}

/** Returns whether slot `i` is locked. */
// @ts-ignore: decorator
@inline
export function isLocked(i: i32): bool {
  return ((lockMask >>> <u32>i) & 1) != 0;
}

/** Returns the packed bytes of slot `i`. */
// @ts-ignore: decorator
@inline
export function rgbAt(i: i32): u32 {
  return load<u32>(RGB + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline
export function labAt(i: i32, channel: i32): f64 {
  return load<f64>(LAB + (<usize>(3 * i + channel) << 3));
}

// @ts-ignore: decorator
@inline
export function luminanceAt(i: i32): f64 {
  return f64At(LUMINANCE, i);
}

// @ts-ignore: decorator
@inline
export function lightnessAt(i: i32): f64 {
  return f64At(LIGHTNESS, i);
}

// @ts-ignore: decorator
@inline
export function chromaAt(i: i32): f64 {
  return f64At(CHROMA, i);
}

// @ts-ignore: decorator
@inline
export function hueAt(i: i32): f64 {
  return f64At(HUE, i);
}

// @ts-ignore: decorator
@inline
export function baseHueAt(i: i32): f64 {
  return f64At(BASE_HUE, i);
}

// @ts-ignore: decorator
@inline
export function setBaseHue(i: i32, h: f64): void {
  setF64(BASE_HUE, i, h);
}

// @ts-ignore: decorator
@inline
export function chromaCentre(): f64 {
  return centre;
}

export function setChromaCentre(c: f64): void {
  centre = c;
}

/** Returns packed 0xRRGGBB of OKLCH mapped into sRGB (convert/gamutMap.ts). */
export function encodeOklch(l: f64, c: f64, h: f64): u32 {
  oklchToLinearInGamut(l, c, h, LINEAR);
  return linearToPacked(LINEAR);
}

/** Writes packed bytes into slot `i` with their OKLab and luminance. */
export function setColor(i: i32, rgb: u32): void {
  store<u32>(RGB + (<usize>i << 2), rgb);
  packedToOklab(rgb, SCRATCH);
  const at = LAB + (<usize>(3 * i) << 3);
  store<f64>(at, SCRATCH.x);
  store<f64>(at, SCRATCH.y, 8);
  store<f64>(at, SCRATCH.z, 16);
  setF64(LUMINANCE, i, relativeLuminance(rgb));
}

/** Writes slot `i`'s OKLCH plan and `rgb`, the bytes it maps to. */
export function setPlanColor(i: i32, l: f64, c: f64, h: f64, rgb: u32): void {
  setF64(LIGHTNESS, i, l);
  setF64(CHROMA, i, c);
  setF64(HUE, i, h);
  setColor(i, rgb);
}

/** Writes slot `i`'s OKLCH plan and the bytes it maps to. */
export function setPlan(i: i32, l: f64, c: f64, h: f64): void {
  setPlanColor(i, l, c, h, encodeOklch(l, c, h));
}

/** Starts a generation over `count` packed colours at `input` (every slot measured, OKLCH from its bytes). */
export function startWork(input: usize, count: i32, locks: u32): void {
  slots = count;
  lockMask = locks;
  centre = 0;
  for (let i = 0; i < count; i++) {
    setColor(i, load<u32>(input + (<usize>i << 2)));
    SCRATCH.x = labAt(i, 0);
    SCRATCH.y = labAt(i, 1);
    SCRATCH.z = labAt(i, 2);
    labToLch(SCRATCH, SCRATCH);
    setF64(LIGHTNESS, i, SCRATCH.x);
    setF64(CHROMA, i, SCRATCH.y);
    setF64(HUE, i, SCRATCH.z);
    setF64(BASE_HUE, i, 0);
  }
}

/** Returns ΔE_OK ×100 between OKLab (l, a, b) and slot `j`. */
export function distanceTo(l: f64, a: f64, b: f64, j: i32): f64 {
  const dl = l - labAt(j, 0);
  const da = a - labAt(j, 1);
  const db = b - labAt(j, 2);
  return 100 * Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns ΔE_OK ×100 between slots `i` and `j`. */
export function slotDistance(i: i32, j: i32): f64 {
  return distanceTo(labAt(i, 0), labAt(i, 1), labAt(i, 2), j);
}

/** Returns the contrast between the lightest and the darkest slot, slot `skip` (−1: none) read as `replacement`. */
export function spreadRatio(skip: i32, replacement: f64): f64 {
  let max: f64 = skip >= 0 ? replacement : -1;
  let min: f64 = skip >= 0 ? replacement : 2;
  for (let i = 0; i < slots; i++) {
    if (i == skip) continue;
    const y = luminanceAt(i);
    if (y > max) max = y;
    if (y < min) min = y;
  }
  return (max + WCAG_FLARE) / (min + WCAG_FLARE);
}
