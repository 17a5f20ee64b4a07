/**
 * Contrast of colours as screens show them: the exact-aware entry of the contrast maths, which the palette check uses.
 *
 * A colour a hex code says exactly looks the same on every screen. One it cannot say (outside sRGB, translucent, or
 * between two 8-bit steps, ../exact/exactColor.ts) is shown two ways, and both are judged:
 *  - 'srgb', an sRGB screen: its fallback (the CSS Color 4 gamut mapping to sRGB, ../exact/exactConvert.ts), in 8-bit
 *    channels;
 *  - 'p3', a Display P3 screen: the colour itself, gamut-mapped into Display P3 by the same method
 *    (../convert/gamutMap.ts `oklchToLinearP3InGamut`), in floats. Its luminances come from its linear values in sRGB
 *    extended (../convert/displayP3.ts): WCAG's weighted sum of them (`relativeLuminanceOfLinear`, which is XYZ Y to
 *    four decimals) and APCA's Ys of them gamma-encoded, sign-preserving (`apcaLuminanceOfLinear`, as colorjs.io's
 *    `contrastAPCA` takes a wide colour). A colour a code says exactly shows its code's bytes on both.
 * The worse of the two is what a pair is worth: a pair that reads on one screen and not on the other does not read.
 *
 * Translucent colours are composited as browsers do, alpha-blended per channel in the display's encoded space
 * (`blend`: a·top + (1 − a)·under; sRGB for the fallback, Display P3 for the P3 rendering), and an sRGB screen shows the
 * result in 8 bits. Text of alpha a over a background is its composite over that background. A translucent background
 * shows whatever lies under it, which a palette does not say: it is judged over white and over black (TRANSLUCENT_BACKDROPS,
 * the two extremes of any page), and the worse counts; translucent text over it is composited over that composite.
 *
 * Bit for bit in the wasm port (assembly/check/authoredCheck.ts; tests/parity/authoredCheck.test.ts): every blend,
 * transfer curve (the host's Math.pow) and weighted sum is the same operation in the same order.
 */
import { readExact } from '../exact/exactColor.ts';
import { exactToOklch } from '../exact/exactConvert.ts';
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { INVALID_COLOR_CODE_MESSAGE } from '../code/colorCode.ts';
import { oklchToLinearP3InGamut } from '../convert/gamutMap.ts';
import { linearP3ToLinearSrgb, linearSrgbToLinearP3 } from '../convert/displayP3.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import type { Vec3 } from '../convert/types.ts';
import { apcaContrastOfLuminance, apcaLuminanceOfLinear, apcaLuminanceOfSrgb } from './apca.ts';
import { contrastRatioOfLuminance, relativeLuminanceOfLinear } from './wcag.ts';
import { contrast, contrastOfRatio, type ContrastResult } from './contrast.ts';

/** The two screens a wide colour is judged on, in the order ties are settled (the fallback first). */
export const RENDERINGS = ['srgb', 'p3'] as const;
/** One of them: an sRGB screen showing the fallback, or a Display P3 screen showing the colour. */
export type Rendering = (typeof RENDERINGS)[number];

/** What a translucent background is judged over: white, then black (ties keep white), the same in both encodings. */
export const TRANSLUCENT_BACKDROPS: readonly Vec3[] = [
  [1, 1, 1],
  [0, 0, 0],
];

/** What a screen shows of a colour, for contrast: its WCAG relative luminance and its APCA screen luminance Ys. */
export type Shown = { readonly luminance: number; readonly apcaY: number };

/** A colour of a palette as the two screens show it. */
export type ScreenColor = {
  /** Its sRGB code: the colour, or a wide colour's fallback. */
  readonly code: string;
  /** The code's channels, byte / 255. */
  readonly srgb: Vec3;
  readonly alpha: number;
  /** Whether it has an exact text (then the P3 rendering is the colour itself, not the code). */
  readonly exact: boolean;
  /** Gamma-encoded Display P3 of the P3 rendering (what a translucent colour is blended in). */
  readonly p3: Vec3;
  /** Linear sRGB, extended, of the P3 rendering (the code's own linear values for a colour without exact text). */
  readonly p3Linear: Vec3;
  /** What each screen shows of it, opaque. */
  readonly shown: Readonly<Record<Rendering, Shown>>;
};

/** Returns a·top + (1 − a)·under, channel by channel (alpha compositing in an encoded space). */
export function blend(top: Vec3, alpha: number, under: Vec3): Vec3 {
  return [alpha * top[0] + (1 - alpha) * under[0], alpha * top[1] + (1 - alpha) * under[1], alpha * top[2] + (1 - alpha) * under[2]];
}

/** Returns what an sRGB screen shows of gamma-encoded channels: each rounded to its byte first (8-bit output). */
export function shownOnSrgb(channels: Vec3): Shown {
  const bytes: Vec3 = [channelToByte(channels[0]) / 255, channelToByte(channels[1]) / 255, channelToByte(channels[2]) / 255];
  return { luminance: relativeLuminanceOfLinear(srgbToLinear(bytes)), apcaY: apcaLuminanceOfSrgb(bytes) };
}

/** Returns what a Display P3 screen shows of linear sRGB (extended) values. */
export function shownOfLinear(linear: Vec3): Shown {
  return { luminance: relativeLuminanceOfLinear(linear), apcaY: apcaLuminanceOfLinear(linear) };
}

/** Returns what a Display P3 screen shows of gamma-encoded Display P3 channels. */
export function shownOnP3(channels: Vec3): Shown {
  return shownOfLinear(linearP3ToLinearSrgb(srgbToLinear(channels)));
}

/** Returns the screen colour of a normalised '#rrggbb' code (the same on both screens). */
export function screenColorOfCode(code: string): ScreenColor {
  const srgb = hexToSrgb(code);
  const linear = srgbToLinear(srgb);
  const shown = shownOnSrgb(srgb);
  return { code, srgb, alpha: 1, exact: false, p3: linearToSrgb(linearSrgbToLinearP3(linear)), p3Linear: linear, shown: { srgb: shown, p3: shown } };
}

/**
 * Returns the screen colour of an exact colour given by its fallback code, its OKLCH (L 0–1, C, H degrees, NaN for
 * a grey) and alpha: the P3 rendering is the OKLCH gamut-mapped into Display P3.
 */
export function screenColorOfOklch(code: string, oklch: Vec3, alpha: number): ScreenColor {
  const srgb = hexToSrgb(code);
  const linearP3 = oklchToLinearP3InGamut(oklch[0], oklch[1], oklch[2]);
  const p3Linear = linearP3ToLinearSrgb(linearP3);
  return { code, srgb, alpha, exact: true, p3: linearToSrgb(linearP3), p3Linear, shown: { srgb: shownOnSrgb(srgb), p3: shownOfLinear(p3Linear) } };
}

/** The colours of an authored list as the check reads them: the codes, and each exact colour's OKLCH and alpha (null for a code). */
export type AuthoredList = { readonly codes: string[]; readonly exact: ({ readonly oklch: Vec3; readonly alpha: number } | null)[] };

/**
 * Returns the codes (a wide colour's fallback) and exact colours of an authored list (hex codes and exact texts).
 * @throws Error (Japanese, the code validator's message) on an entry that is neither.
 */
export function readAuthoredList(list: readonly string[]): AuthoredList {
  const codes: string[] = [];
  const exact: AuthoredList['exact'] = [];
  for (const text of list) {
    const authored = tryAuthoredColor(text);
    if (authored === null) throw new Error(`${INVALID_COLOR_CODE_MESSAGE}: ${String(text)}`);
    codes.push(authored.code);
    exact.push(authored.exact === undefined ? null : exactOklch(authored.exact));
  }
  return { codes, exact };
}

type ExactOklch = { readonly oklch: Vec3; readonly alpha: number };
const EXACT_CACHE_LIMIT = 4096;
const exactCache = new Map<string, ExactOklch | null>();

/** Returns the OKLCH and alpha of an exact text, read once per text (a palette is checked again on every edit). */
function exactOklch(text: string): ExactOklch | null {
  let known = exactCache.get(text);
  if (known === undefined) {
    const color = readExact(text);
    known = color === null ? null : { oklch: exactToOklch(color), alpha: color.alpha };
    if (exactCache.size >= EXACT_CACHE_LIMIT) exactCache.clear();
    exactCache.set(text, known);
  }
  return known;
}

/** Returns the screen colours of an authored list read by `readAuthoredList`. */
export function screenColorsOf({ codes, exact }: AuthoredList): ScreenColor[] {
  return codes.map((code, i) => {
    const wide = exact[i];
    return wide === null ? screenColorOfCode(code) : screenColorOfOklch(code, wide.oklch, wide.alpha);
  });
}

/** Returns the screen colour of a code or an exact text. @throws Error when it is neither. */
export function screenColor(text: string): ScreenColor {
  return screenColorsOf(readAuthoredList([text]))[0];
}

/** The contrast of one pair on one screen: the WCAG ratio (unrounded) and the signed APCA Lc of the text on the background. */
export type RenderedContrast = { readonly ratio: number; readonly apca: number };

/** Returns a colour's channels in a rendering's encoding. */
function channelsOf(color: ScreenColor, rendering: Rendering): Vec3 {
  return rendering === 'srgb' ? color.srgb : color.p3;
}

/** Returns what a rendering's screen shows of gamma-encoded channels. */
function shownOn(channels: Vec3, rendering: Rendering): Shown {
  return rendering === 'srgb' ? shownOnSrgb(channels) : shownOnP3(channels);
}

/**
 * Returns the contrast of text `fg` on background `bg` on one screen: opaque colours as they are; translucent text
 * composited over the background; a translucent background over each of TRANSLUCENT_BACKDROPS, the lowest ratio and
 * the smallest |Lc| kept (each on its own, strictly smaller, so white wins a tie).
 */
export function renderedContrast(fg: ScreenColor, bg: ScreenColor, rendering: Rendering): RenderedContrast {
  if (fg.alpha >= 1 && bg.alpha >= 1) {
    const text = fg.shown[rendering];
    const background = bg.shown[rendering];
    return { ratio: contrastRatioOfLuminance(text.luminance, background.luminance), apca: apcaContrastOfLuminance(text.apcaY, background.apcaY) };
  }
  let ratio = Number.POSITIVE_INFINITY;
  let apca = Number.NaN;
  for (const backdrop of bg.alpha < 1 ? TRANSLUCENT_BACKDROPS : [null]) {
    const under = backdrop === null ? channelsOf(bg, rendering) : blend(channelsOf(bg, rendering), bg.alpha, backdrop);
    const background = backdrop === null ? bg.shown[rendering] : shownOn(under, rendering);
    const text = fg.alpha < 1 ? shownOn(blend(channelsOf(fg, rendering), fg.alpha, under), rendering) : fg.shown[rendering];
    const r = contrastRatioOfLuminance(text.luminance, background.luminance);
    const lc = apcaContrastOfLuminance(text.apcaY, background.apcaY);
    if (r < ratio) ratio = r;
    if (Number.isNaN(apca) || Math.abs(lc) < Math.abs(apca)) apca = lc;
  }
  return { ratio, apca };
}

/** A pair's contrast judged on both screens: the worse ratio and the worse Lc, and the screen each came from. */
export type JudgedContrast = RenderedContrast & { readonly ratioFrom: Rendering; readonly apcaFrom: Rendering };

/**
 * Returns the contrast of text `fg` on background `bg` as the worse of the two screens (only the sRGB one when neither
 * has an exact text): the lower ratio, the smaller |Lc|, each strictly, so a tie is the fallback's.
 */
export function judgedContrast(fg: ScreenColor, bg: ScreenColor): JudgedContrast {
  const srgb = renderedContrast(fg, bg, 'srgb');
  if (!fg.exact && !bg.exact) return { ...srgb, ratioFrom: 'srgb', apcaFrom: 'srgb' };
  const p3 = renderedContrast(fg, bg, 'p3');
  const ratioP3 = p3.ratio < srgb.ratio;
  const apcaP3 = Math.abs(p3.apca) < Math.abs(srgb.apca);
  return { ratio: ratioP3 ? p3.ratio : srgb.ratio, apca: apcaP3 ? p3.apca : srgb.apca, ratioFrom: ratioP3 ? 'p3' : 'srgb', apcaFrom: apcaP3 ? 'p3' : 'srgb' };
}

/** Returns the judged contrast of two codes or exact texts (text first). @throws Error on one that is neither. */
export function judgedContrastOf(fg: string, bg: string): JudgedContrast {
  return judgedContrast(screenColor(fg), screenColor(bg));
}

/** A pair's contrast on each screen, beside the worse of the two (`judgedContrast`). */
export type ScreensContrast = JudgedContrast & { readonly screens: Readonly<Record<Rendering, RenderedContrast>> };

/**
 * The contrast checker's reading of a pair: the SPEC's result (score, ratings, Lc) and, when either colour has an exact
 * text, what each screen gives, the result being the worse screen's (null for two codes: their result is `contrast`).
 */
export type PairContrast = { readonly result: ContrastResult; readonly screens: ScreensContrast | null };

/**
 * Returns the contrast checker's reading of text `fg` on background `bg`, each a code or an exact text: two codes as
 * `contrast` rates them, a pair with an exact text judged on both screens, the worse rated.
 * @throws Error on a colour that is neither a code nor an exact text.
 */
export function pairContrast(fg: string, bg: string): PairContrast {
  const text = screenColor(fg);
  const background = screenColor(bg);
  if (!text.exact && !background.exact) return { result: contrast(text.code, background.code), screens: null };
  const judged = judgedContrast(text, background);
  const screens = { srgb: renderedContrast(text, background, 'srgb'), p3: renderedContrast(text, background, 'p3') };
  return { result: contrastOfRatio(judged.ratio, judged.apca), screens: { ...judged, screens } };
}
