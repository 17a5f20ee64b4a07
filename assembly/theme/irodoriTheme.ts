/**
 * Irodori's own theme method (mirror of src/core/theme/irodoriTheme.ts; the method is described there): the role
 * families from the seeds, then every IRODORI_ROLES role of one appearance and the four roles of each custom colour,
 * fixed or fitted by bisection on OKLCH lightness judged on the bytes against the roles already found, the on-colours
 * falling back to their extreme.
 * Contrasts as the core's `sideContrast`: the WCAG ratio of the two luminances (`ratioOfLuminance`), or the APCA Lc
 * from each colour's luminance and its powers by the host's `Math.pow` (`apcaTerms`, `apcaContrast`: the core's
 * `apcaContrastOfLuminance` on the same numbers). One request at a time (static scratch, like every batch call).
 */
import { apcaContrast, apcaTerms, ApcaTerms } from "../contrast/apca";
import { relativeLuminance } from "../contrast/wcag";
import { normalizeHue } from "../convert/hue";
import { encodeOklch } from "../generate/paletteWork";
import { PACKED_BLACK, PACKED_WHITE, packedToOklch, ratioOfLuminance } from "../scale/scaleColor";
import { Vec3 } from "../vec3";
import { extendedHue } from "./irodoriExtended";
import { f64At, setF64 } from "../memory";
import {
  ROLE_BACKGROUND, ROLE_COUNT, ROLE_ERROR, ROLE_INVERSE_ON_SURFACE, ROLE_INVERSE_PRIMARY, ROLE_INVERSE_SURFACE, ROLE_ON_BACKGROUND,
  ROLE_ON_SURFACE, ROLE_ON_SURFACE_VARIANT, ROLE_OUTLINE, ROLE_OUTLINE_VARIANT, ROLE_PRIMARY, ROLE_SECONDARY, ROLE_SURFACE,
  ROLE_SURFACE_CONTAINER, ROLE_TERTIARY,
  SEED_BACKGROUND, SEED_COUNT, SEED_ERROR, SEED_NEUTRAL, SEED_PRIMARY, SEED_SECONDARY, SEED_TERTIARY, SEED_TEXT,
  THEME_BACKGROUND_SEED_MIN_L, THEME_CONTAINER_MAX_CHROMA, THEME_ERROR_CHROMA, THEME_ERROR_HUE, THEME_NEUTRAL_CHROMA,
  THEME_NEUTRAL_CHROMA_RATIO, THEME_NEUTRAL_SEED_MAX_CHROMA, THEME_ON_COLOR_MAX_CHROMA, THEME_SEARCH_STEPS,
  THEME_SECONDARY_CHROMA_RATIO, THEME_SECONDARY_MIN_CHROMA, THEME_TERTIARY_CHROMA_RATIO, THEME_TERTIARY_HUE_SHIFT,
  THEME_DARK_ACCENT, THEME_DARK_CONTAINER, THEME_DARK_CONTAINER_SHIFT, THEME_DARK_INVERSE_ON_SURFACE, THEME_DARK_INVERSE_PRIMARY,
  THEME_DARK_INVERSE_SURFACE, THEME_DARK_ON_ACCENT, THEME_DARK_ON_CONTAINER, THEME_DARK_OUTLINE, THEME_DARK_OUTLINE_VARIANT,
  THEME_DARK_SURFACE, THEME_DARK_TEXT, THEME_DARK_TEXT_VARIANT,
  THEME_LIGHT_ACCENT, THEME_LIGHT_CONTAINER, THEME_LIGHT_CONTAINER_SHIFT, THEME_LIGHT_INVERSE_ON_SURFACE, THEME_LIGHT_INVERSE_PRIMARY,
  THEME_LIGHT_INVERSE_SURFACE, THEME_LIGHT_ON_ACCENT, THEME_LIGHT_ON_CONTAINER, THEME_LIGHT_OUTLINE, THEME_LIGHT_OUTLINE_VARIANT,
  THEME_LIGHT_SURFACE, THEME_LIGHT_TEXT, THEME_LIGHT_TEXT_VARIANT,
} from "../generated/constants";

/** No colour: an infeasible fit (packed colours use 24 bits). */
const NO_COLOR: u32 = 0xffffffff;
/** The most constraints a fit has: a role's own pairs (two at most) and an on-colour's extreme. */
const MAX_CONSTRAINTS = 4;

const OKLCH = changetype<Vec3>(memory.data(24, 8));
/** Per seed (SEED_ROLES order): the family's OKLCH chroma and hue, and the seed's L (families of absent seeds are derived). */
const FAMILY_C = memory.data(SEED_COUNT << 3, 8);
const FAMILY_H = memory.data(SEED_COUNT << 3, 8);
const SEED_L = memory.data(SEED_COUNT << 3, 8);

/** The constraints of the current fit: each partner's bytes, whether it is the pair's text, the level, its measure. */
const PARTNER_RGB = memory.data(MAX_CONSTRAINTS << 2, 4);
const PARTNER_IS_TEXT = memory.data(MAX_CONSTRAINTS << 2, 4);
const PARTNER_LEVEL = memory.data(MAX_CONSTRAINTS << 3, 8);
const PARTNER_LUMINANCE = memory.data(MAX_CONSTRAINTS << 3, 8);
/** ApcaTerms records (5 f64 each) of the partners, and of the colour being tried. */
const PARTNER_TERMS = memory.data(MAX_CONSTRAINTS * 40, 8);
const CANDIDATE_TERMS = changetype<ApcaTerms>(memory.data(40, 8));

let useApca = false;
let constraintCount = 0;


// @ts-ignore: decorator
@inline
function partnerTerms(i: i32): ApcaTerms {
  return changetype<ApcaTerms>(PARTNER_TERMS + <usize>(i * 40));
}

/** Empties the constraint list. */
function clearConstraints(): void {
  constraintCount = 0;
}

/** Adds a constraint: partner `rgb` (the pair's text when `partnerIsText`, else its background) at `level`. */
function addConstraint(rgb: u32, partnerIsText: bool, level: f64): void {
  const i = constraintCount++;
  store<u32>(PARTNER_RGB + (<usize>i << 2), rgb);
  store<u32>(PARTNER_IS_TEXT + (<usize>i << 2), partnerIsText ? 1 : 0);
  setF64(PARTNER_LEVEL, i, level);
  if (useApca) apcaTerms(rgb, partnerTerms(i));
  else setF64(PARTNER_LUMINANCE, i, relativeLuminance(rgb));
}

/** Returns the contrast of the text on the background (luminances, or APCA terms) if the text lies on the side `darker`, else −1. */
function sideContrast(textLuminance: f64, text: ApcaTerms, backgroundLuminance: f64, background: ApcaTerms, darker: bool): f64 {
  if (useApca) {
    const lc = apcaContrast(text, background);
    if (darker) return lc > 0 ? lc : -1;
    return lc < 0 ? -lc : -1;
  }
  if (darker ? textLuminance > backgroundLuminance : textLuminance < backgroundLuminance) return -1;
  return ratioOfLuminance(textLuminance, backgroundLuminance);
}

/** Returns true when `rgb`, moving toward L 1 (`up`) or 0, meets every constraint. */
function meets(rgb: u32, up: bool): bool {
  if (constraintCount == 0) return true;
  let luminance: f64 = 0;
  if (useApca) apcaTerms(rgb, CANDIDATE_TERMS);
  else luminance = relativeLuminance(rgb);
  for (let i = 0; i < constraintCount; i++) {
    const partnerIsText = load<u32>(PARTNER_IS_TEXT + (<usize>i << 2)) != 0;
    const partnerLuminance = f64At(PARTNER_LUMINANCE, i);
    const contrast = partnerIsText
      ? sideContrast(partnerLuminance, partnerTerms(i), luminance, CANDIDATE_TERMS, up)
      : sideContrast(luminance, CANDIDATE_TERMS, partnerLuminance, partnerTerms(i), !up);
    if (!(contrast >= f64At(PARTNER_LEVEL, i))) return false;
  }
  return true;
}

/** Returns the bytes of a fit from `start` (at L `l`, family chroma `c`, hue `h`) toward L 1 (`up`) or 0 against the constraints, or NO_COLOR. */
function fit(start: u32, l: f64, c: f64, h: f64, up: bool): u32 {
  if (meets(start, up)) return start;
  let lo: f64 = up ? 1 : 0;
  let hi = l;
  let best = encodeOklch(lo, c, h);
  if (!meets(best, up)) return NO_COLOR;
  for (let k = 0; k < THEME_SEARCH_STEPS; k++) {
    const mid = (lo + hi) / 2;
    const rgb = encodeOklch(mid, c, h);
    if (meets(rgb, up)) {
      lo = mid;
      best = rgb;
    } else hi = mid;
  }
  return best;
}

/** Returns the bytes of a plan fitted from L `l` on a family. */
// @ts-ignore: decorator
@inline
function fitPlan(l: f64, c: f64, h: f64, up: bool): u32 {
  return fit(encodeOklch(l, c, h), l, c, h, up);
}

/** Writes the families of the seeds at `seeds` (SEED_COUNT u32; bit i of `present` when seed i is given). */
function families(seeds: usize, present: i32): void {
  for (let i = 0; i < SEED_COUNT; i++) {
    if (((present >>> i) & 1) == 0) {
      setF64(SEED_L, i, NaN);
      continue;
    }
    packedToOklch(load<u32>(seeds + (<usize>i << 2)), OKLCH);
    const grey = isNaN(OKLCH.z);
    setF64(SEED_L, i, OKLCH.x);
    setF64(FAMILY_C, i, grey ? 0 : OKLCH.y);
    setF64(FAMILY_H, i, grey ? 0 : OKLCH.z);
  }
  const cp = f64At(FAMILY_C, SEED_PRIMARY);
  const hp = f64At(FAMILY_H, SEED_PRIMARY);
  if (((present >>> SEED_SECONDARY) & 1) == 0) {
    setF64(FAMILY_C, SEED_SECONDARY, Math.min(cp, Math.max(cp * THEME_SECONDARY_CHROMA_RATIO, THEME_SECONDARY_MIN_CHROMA)));
    setF64(FAMILY_H, SEED_SECONDARY, hp);
  }
  if (((present >>> SEED_TERTIARY) & 1) == 0) {
    setF64(FAMILY_C, SEED_TERTIARY, cp * THEME_TERTIARY_CHROMA_RATIO);
    setF64(FAMILY_H, SEED_TERTIARY, normalizeHue(hp + THEME_TERTIARY_HUE_SHIFT));
  }
  if (((present >>> SEED_NEUTRAL) & 1) == 0) {
    setF64(FAMILY_C, SEED_NEUTRAL, Math.min(THEME_NEUTRAL_CHROMA, cp * THEME_NEUTRAL_CHROMA_RATIO));
    setF64(FAMILY_H, SEED_NEUTRAL, hp);
  } else setF64(FAMILY_C, SEED_NEUTRAL, Math.min(f64At(FAMILY_C, SEED_NEUTRAL), THEME_NEUTRAL_SEED_MAX_CHROMA));
  if (((present >>> SEED_ERROR) & 1) == 0) {
    setF64(FAMILY_C, SEED_ERROR, THEME_ERROR_CHROMA);
    setF64(FAMILY_H, SEED_ERROR, THEME_ERROR_HUE);
  }
  if (((present >>> SEED_BACKGROUND) & 1) == 0) {
    setF64(FAMILY_C, SEED_BACKGROUND, 0);
    setF64(FAMILY_H, SEED_BACKGROUND, 0);
  }
  if (((present >>> SEED_TEXT) & 1) == 0) {
    setF64(FAMILY_C, SEED_TEXT, 0);
    setF64(FAMILY_H, SEED_TEXT, 0);
  }
}

// @ts-ignore: decorator
@inline
function setRole(output: usize, role: i32, rgb: u32): void {
  store<u32>(output + (<usize>role << 2), rgb);
}

/** The two colours of the last `pair` call. */
let pairBackground: u32 = 0;
let pairOnColor: u32 = 0;
/** The background's own constraints, set by the caller of `pair` before it: none, or text on `othersSurface` at `othersLevel`. */
let othersCount = 0;
let othersSurface: u32 = 0;
let othersLevel: f64 = 0;

/** Adds the background's own constraints. */
function addOthers(): void {
  clearConstraints();
  if (othersCount > 0) addConstraint(othersSurface, false, othersLevel);
}

/**
 * Fits background B (from `start` at L `l` on family c, h, toward `backgroundUp`, against its own constraints) and its
 * on-colour F (from its plan at `onL` on family onC, h, the other way, against B at `level`); when F's extreme fails,
 * F is that extreme and B is fitted again against its own constraints and F. Sets pairBackground and pairOnColor.
 */
function pair(start: u32, l: f64, c: f64, h: f64, backgroundUp: bool, onL: f64, onC: f64, level: f64): void {
  addOthers();
  let b = fit(start, l, c, h, backgroundUp);
  clearConstraints();
  addConstraint(b, false, level);
  let f = fitPlan(onL, onC, h, !backgroundUp);
  if (f == NO_COLOR) {
    f = backgroundUp ? PACKED_BLACK : PACKED_WHITE;
    addOthers();
    addConstraint(f, true, level);
    b = fit(start, l, c, h, backgroundUp);
  }
  pairBackground = b;
  pairOnColor = f;
}

/**
 * Writes an accent family's four roles (X, onX, X container, on-X container) of one appearance at roles `first`,
 * `first` + 1, + 2, + 3 of `output` (IRODORI_ROLES lists each accent's four in that order, as the custom colours'
 * follow it; the core's `accentRoles`, step 4): X from `start` at L `l` on family `c`, `h`
 * (seeded: the caller's start; else the plan at the appearance's accent L), text on `surface` when `onSurfaceToo`.
 */
function accentRoles(output: usize, first: i32, seeded: bool, start: u32, l: f64, c: f64, h: f64, onSurfaceToo: bool, surface: u32, textLevel: f64, isDark: bool): void {
  const accentL = isDark ? THEME_DARK_ACCENT : THEME_LIGHT_ACCENT;
  const containerL = isDark ? THEME_DARK_CONTAINER : THEME_LIGHT_CONTAINER;
  const onC = Math.min(c, THEME_ON_COLOR_MAX_CHROMA);
  if (!seeded) {
    l = accentL;
    start = encodeOklch(l, c, h);
  } else if (isDark) {
    l = Math.max(l, accentL);
    start = encodeOklch(l, c, h);
  }
  othersCount = onSurfaceToo ? 1 : 0;
  othersSurface = surface;
  othersLevel = textLevel;
  pair(start, l, c, h, isDark, isDark ? THEME_DARK_ON_ACCENT : THEME_LIGHT_ON_ACCENT, onC, textLevel);
  setRole(output, first, pairBackground);
  setRole(output, first + 1, pairOnColor);
  othersCount = 0;
  const containerC = Math.min(c, THEME_CONTAINER_MAX_CHROMA);
  pair(encodeOklch(containerL, containerC, h), containerL, containerC, h, !isDark, isDark ? THEME_DARK_ON_CONTAINER : THEME_LIGHT_ON_CONTAINER, onC, textLevel);
  setRole(output, first + 2, pairBackground);
  setRole(output, first + 3, pairOnColor);
}

/**
 * Writes the packed colour of every IRODORI_ROLES role (ROLE_COUNT u32, in that order) of one appearance (`dark`) at
 * `output`, then the four roles (X, onX, X container, on-X container) of each custom colour, for the seeds at `seeds`
 * (SEED_COUNT u32 in SEED_ROLES order; bit i of `present` when seed i is given) and the `extendedCount` custom colours
 * at `extended` (packed u32 each; bit k of `harmonize` when colour k is harmonised), measured by APCA (`apca`) or WCAG,
 * with the target's text and component levels. The request is validated on the JavaScript side (the core's
 * `validateThemeRequest`).
 */
export function themeRoles(
  seeds: usize, present: i32, apca: i32, textLevel: f64, componentLevel: f64, dark: i32, output: usize,
  extended: usize, extendedCount: i32, harmonize: i32,
): void {
  useApca = apca != 0;
  const isDark = dark != 0;
  families(seeds, present);
  const textUp = isDark;
  const cn = f64At(FAMILY_C, SEED_NEUTRAL);
  const hn = f64At(FAMILY_H, SEED_NEUTRAL);
  const containerShift = isDark ? THEME_DARK_CONTAINER_SHIFT : THEME_LIGHT_CONTAINER_SHIFT;

  // 3. Surfaces.
  let surfaceL = isDark ? THEME_DARK_SURFACE : THEME_LIGHT_SURFACE;
  let surfaceC = cn;
  let surfaceH = hn;
  let surface = encodeOklch(surfaceL, cn, hn);
  if (!isDark && ((present >>> SEED_BACKGROUND) & 1) != 0) {
    const l = f64At(SEED_L, SEED_BACKGROUND);
    const c = f64At(FAMILY_C, SEED_BACKGROUND);
    const h = f64At(FAMILY_H, SEED_BACKGROUND);
    const container = encodeOklch(l + containerShift, c, h);
    if (l >= THEME_BACKGROUND_SEED_MIN_L) {
      clearConstraints();
      addConstraint(container, false, textLevel);
      if (meets(PACKED_BLACK, false)) {
        surface = load<u32>(seeds + (<usize>SEED_BACKGROUND << 2));
        surfaceL = l;
        surfaceC = c;
        surfaceH = h;
      }
    }
  }
  const surfaceContainer = encodeOklch(surfaceL + containerShift, surfaceC, surfaceH);
  setRole(output, ROLE_BACKGROUND, surface);
  setRole(output, ROLE_SURFACE, surface);
  setRole(output, ROLE_SURFACE_CONTAINER, surfaceContainer);
  clearConstraints();
  addConstraint(surface, false, textLevel);
  addConstraint(surfaceContainer, false, textLevel);
  let onSurface: u32;
  if (!isDark && ((present >>> SEED_TEXT) & 1) != 0) {
    onSurface = fit(load<u32>(seeds + (<usize>SEED_TEXT << 2)), f64At(SEED_L, SEED_TEXT), f64At(FAMILY_C, SEED_TEXT), f64At(FAMILY_H, SEED_TEXT), textUp);
  } else onSurface = fitPlan(isDark ? THEME_DARK_TEXT : THEME_LIGHT_TEXT, cn, hn, textUp);
  setRole(output, ROLE_ON_SURFACE, onSurface);
  setRole(output, ROLE_ON_BACKGROUND, onSurface);
  setRole(output, ROLE_ON_SURFACE_VARIANT, fitPlan(isDark ? THEME_DARK_TEXT_VARIANT : THEME_LIGHT_TEXT_VARIANT, cn, hn, textUp));

  // 4. Accents and their containers, then the inverse surface.
  for (let k = 0; k < 4; k++) {
    const family = k == 0 ? SEED_PRIMARY : k == 1 ? SEED_SECONDARY : k == 2 ? SEED_TERTIARY : SEED_ERROR;
    const first = k == 0 ? ROLE_PRIMARY : k == 1 ? ROLE_SECONDARY : k == 2 ? ROLE_TERTIARY : ROLE_ERROR;
    const seeded = ((present >>> family) & 1) != 0;
    const start = seeded ? load<u32>(seeds + (<usize>family << 2)) : 0;
    accentRoles(output, first, seeded, start, f64At(SEED_L, family), f64At(FAMILY_C, family), f64At(FAMILY_H, family), k == 0 || k == 3, surface, textLevel, isDark);
  }
  const inverseL = isDark ? THEME_DARK_INVERSE_SURFACE : THEME_LIGHT_INVERSE_SURFACE;
  othersCount = 0;
  pair(encodeOklch(inverseL, cn, hn), inverseL, cn, hn, textUp, isDark ? THEME_DARK_INVERSE_ON_SURFACE : THEME_LIGHT_INVERSE_ON_SURFACE, cn, textLevel);
  const inverseSurface = pairBackground;
  setRole(output, ROLE_INVERSE_SURFACE, inverseSurface);
  setRole(output, ROLE_INVERSE_ON_SURFACE, pairOnColor);

  // 5. Outlines and the inverse primary.
  clearConstraints();
  addConstraint(surface, false, componentLevel);
  setRole(output, ROLE_OUTLINE, fitPlan(isDark ? THEME_DARK_OUTLINE : THEME_LIGHT_OUTLINE, cn, hn, textUp));
  setRole(output, ROLE_OUTLINE_VARIANT, encodeOklch(isDark ? THEME_DARK_OUTLINE_VARIANT : THEME_LIGHT_OUTLINE_VARIANT, cn, hn));
  clearConstraints();
  addConstraint(inverseSurface, false, textLevel);
  const primaryC = f64At(FAMILY_C, SEED_PRIMARY);
  const primaryH = f64At(FAMILY_H, SEED_PRIMARY);
  setRole(output, ROLE_INVERSE_PRIMARY, fitPlan(isDark ? THEME_DARK_INVERSE_PRIMARY : THEME_LIGHT_INVERSE_PRIMARY, primaryC, primaryH, !textUp));

  // 6. Custom colours: seeded accents of their own families, harmonised toward the primary's hue when asked.
  for (let k = 0; k < extendedCount; k++) {
    const rgb = load<u32>(extended + (<usize>k << 2));
    packedToOklch(rgb, OKLCH);
    const grey = isNaN(OKLCH.z);
    const l = OKLCH.x;
    const c = grey ? 0 : OKLCH.y;
    const h = grey ? 0 : OKLCH.z;
    const hue = extendedHue(c, h, ((harmonize >>> k) & 1) != 0, primaryC, primaryH);
    accentRoles(output, ROLE_COUNT + 4 * k, true, hue == h ? rgb : encodeOklch(l, c, hue), l, c, hue, true, surface, textLevel, isDark);
  }
}
