/**
 * Text over a gradient: how readable a text colour is over every pixel of the gradient it covers. The gradient is a
 * rendered image (./raster.ts, straight alpha) shown over a backdrop (the page; a translucent gradient lets it
 * through), optionally under a scrim (a translucent colour laid over the gradient behind the text). Each pixel under
 * the text is judged by WCAG 2's ratio and APCA's Lc; what counts is the worst pixel, and where pixels fail is kept as
 * cells, so the tool can mark them. It also finds what makes a failing text pass: black or white text, or the
 * lightest scrim that does.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import type { Vec3 } from '../convert/types.ts';
import { apcaContrastOfLuminance, apcaLuminanceOfSrgb } from '../contrast/apca.ts';
import { BOLD_TEXT_AA, NORMAL_TEXT_AA } from '../contrast/contrast.ts';
import { blend } from '../contrast/screenContrast.ts';
import { contrastRatioOfLuminance, relativeLuminanceOfLinear } from '../contrast/wcag.ts';

/** What a text must reach: a WCAG ratio and an APCA |Lc|. */
export type TextTarget = { readonly ratio: number; readonly lc: number };

/**
 * Headings are large text (WCAG 3:1; APCA Lc 45 for headlines); body text needs 4.5:1 and Lc 60 (APCA's level for
 * content text; Lc 75 is its minimum for long columns of body text).
 */
export const TEXT_TARGETS = { heading: { ratio: BOLD_TEXT_AA, lc: 45 }, body: { ratio: NORMAL_TEXT_AA, lc: 60 } } as const satisfies Record<string, TextTarget>;

/** An image of the gradient: RGBA bytes, straight alpha, row after row. */
export type GradientImage = { readonly rgba: Uint8ClampedArray; readonly width: number; readonly height: number };

/** A rectangle of the image, in its pixels: [x0, x1) × [y0, y1). */
export type ImageArea = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/** A scrim: a colour ('#rrggbb') at an opacity (0–1) laid over the gradient behind the text. */
export type Scrim = { readonly code: string; readonly alpha: number };

/** The worst of an area, and which of its cells fail the target. */
export type TextJudgement = {
  /** The lowest WCAG ratio over the area. */
  readonly ratio: number;
  /** The smallest |Lc| over the area. */
  readonly lc: number;
  readonly passes: boolean;
  /** The cells (CELL × CELL image pixels, clipped to the area) where some pixel fails, in image pixels. */
  readonly failing: readonly ImageArea[];
};

/** The side of a cell that marks where text fails, in image pixels. */
export const TEXT_CELL = 4;

/** Where a scrim's opacity is searched: 0 to 1 in these steps (the lightest that passes is suggested). */
const SCRIM_STEP = 0.05;

const srgb = (code: string): Vec3 => hexToSrgb(code);

/** The colour under the text at each pixel of an area: the gradient over the backdrop, the scrim over both. */
function backgrounds(image: GradientImage, area: ImageArea, backdrop: Vec3, scrim: Scrim | null): Vec3[] {
  const out: Vec3[] = [];
  const top = scrim ? srgb(scrim.code) : null;
  for (let y = area.y0; y < area.y1; y++) {
    for (let x = area.x0; x < area.x1; x++) {
      const i = (y * image.width + x) * 4;
      const shown = blend([image.rgba[i] / 255, image.rgba[i + 1] / 255, image.rgba[i + 2] / 255], image.rgba[i + 3] / 255, backdrop);
      out.push(top && scrim ? blend(top, scrim.alpha, shown) : shown);
    }
  }
  return out;
}

/** Returns the area clipped to the image (empty when it lies outside). */
export function clipArea(image: GradientImage, area: ImageArea): ImageArea {
  const x0 = Math.max(0, Math.min(image.width, Math.floor(area.x0)));
  const y0 = Math.max(0, Math.min(image.height, Math.floor(area.y0)));
  return { x0, y0, x1: Math.max(x0, Math.min(image.width, Math.ceil(area.x1))), y1: Math.max(y0, Math.min(image.height, Math.ceil(area.y1))) };
}

/**
 * Judges a text colour ('#rrggbb', opaque) over an area of the gradient shown over `backdrop`, under an optional
 * scrim: the worst WCAG ratio and |Lc| of its pixels and the cells where any pixel misses the target. An empty area
 * judges as passing (nothing is covered).
 */
export function judgeTextOver(image: GradientImage, area: ImageArea, text: string, target: TextTarget, backdrop = '#ffffff', scrim: Scrim | null = null): TextJudgement {
  const clipped = clipArea(image, area);
  const width = clipped.x1 - clipped.x0;
  const under = backgrounds(image, clipped, srgb(backdrop), scrim);
  if (under.length === 0) return { ratio: 21, lc: 108, passes: true, failing: [] };
  const textRgb = srgb(text);
  const textLuminance = relativeLuminanceOfLinear(srgbToLinear(textRgb));
  const textY = apcaLuminanceOfSrgb(textRgb);
  let ratio = Infinity;
  let lc = Infinity;
  const failingCells = new Set<number>();
  const columns = Math.ceil(width / TEXT_CELL);
  under.forEach((color, k) => {
    const pixelRatio = contrastRatioOfLuminance(textLuminance, relativeLuminanceOfLinear(srgbToLinear(color)));
    const pixelLc = Math.abs(apcaContrastOfLuminance(textY, apcaLuminanceOfSrgb(color)));
    ratio = Math.min(ratio, pixelRatio);
    lc = Math.min(lc, pixelLc);
    if (pixelRatio < target.ratio || pixelLc < target.lc) {
      const x = k % width;
      const y = Math.floor(k / width);
      failingCells.add(Math.floor(y / TEXT_CELL) * columns + Math.floor(x / TEXT_CELL));
    }
  });
  const failing = [...failingCells].sort((a, b) => a - b).map((cell) => {
    const x0 = clipped.x0 + (cell % columns) * TEXT_CELL;
    const y0 = clipped.y0 + Math.floor(cell / columns) * TEXT_CELL;
    return { x0, y0, x1: Math.min(clipped.x1, x0 + TEXT_CELL), y1: Math.min(clipped.y1, y0 + TEXT_CELL) };
  });
  return { ratio, lc, passes: failing.length === 0, failing };
}

/** A text to judge: its area and its target. */
export type TextPart = { readonly area: ImageArea; readonly target: TextTarget };

/** What would make every part pass: a text colour (black or white) and the lightest scrim of the other, each with its worst ratio. */
export type TextFixes = {
  readonly color: { readonly code: string; readonly ratio: number } | null;
  readonly scrim: (Scrim & { readonly ratio: number }) | null;
};

/** The worst ratio over parts, and whether all pass. */
function judgeAll(image: GradientImage, parts: readonly TextPart[], text: string, backdrop: string, scrim: Scrim | null) {
  const judged = parts.map((part) => judgeTextOver(image, part.area, text, part.target, backdrop, scrim));
  return { ratio: Math.min(...judged.map((j) => j.ratio)), passes: judged.every((j) => j.passes) };
}

/**
 * Finds what makes failing text readable over the gradient: black or white text (the one with the better worst ratio,
 * if it passes every part), and for the text colour as it is the lightest scrim that passes, dark under light text and
 * light under dark text (in steps of 5 %; none when even an opaque one would not).
 */
export function textFixes(image: GradientImage, parts: readonly TextPart[], text: string, backdrop = '#ffffff'): TextFixes {
  const candidates = ['#ffffff', '#000000'].map((code) => ({ code, ...judgeAll(image, parts, code, backdrop, null) }));
  const best = candidates.sort((a, b) => b.ratio - a.ratio)[0];
  const textIsLight = relativeLuminanceOfLinear(srgbToLinear(srgb(text))) > 0.18;
  const scrimCode = textIsLight ? '#000000' : '#ffffff';
  let scrim: TextFixes['scrim'] = null;
  for (let step = 1; step * SCRIM_STEP <= 1 + 1e-9; step++) {
    const alpha = Math.round(step * SCRIM_STEP * 100) / 100;
    const judged = judgeAll(image, parts, text, backdrop, { code: scrimCode, alpha });
    if (judged.passes) {
      scrim = { code: scrimCode, alpha, ratio: judged.ratio };
      break;
    }
  }
  return { color: best.passes && best.code !== text ? { code: best.code, ratio: best.ratio } : null, scrim };
}
