/**
 * Alpha scales, as Radix Colors makes them (https://www.radix-ui.com/colors/docs/palette-composition/understanding-the-scale,
 * its `*-alpha.css` files): each solid step S as the translucent colour (c, a) that, laid over the page background B,
 * gives S exactly: a·c + (1 − a)·B = S in every channel, with c inside [0, 1] and the smallest such alpha, so a
 * component tinted with it sits on any surface as the scale meant.
 *
 * Per channel, c = B + (S − B) / a lies in [0, 1] exactly when a ≥ (S − B) / (1 − B) for a lighter channel and
 * a ≥ (B − S) / B for a darker one; the smallest alpha is the largest of these (Radix's `getAlphaColor` in
 * radix-ui/website `components/generateRadixColors.tsx` takes one direction for all three channels, which leaves a
 * channel that goes the other way clamped and off; per channel, every composite comes out exact). Alpha is rounded
 * UP to ALPHA_DECIMALS decimals (or to 1/255 for '#rrggbbaa', as Radix rounds its hex) and c is computed again from
 * the rounded alpha: a larger alpha only pulls c towards B, so it stays in [0, 1] and the composite stays S.
 *
 * Computed in gamma-encoded sRGB from the step's code, and in gamma-encoded Display P3 from the same colour in P3's
 * coordinates over the background in P3 (Radix's `*-alpha.css` has both: the P3 one under
 * `@supports (color: color(display-p3 1 1 1)) { @media (color-gamut: p3) { … } }`), as CSS composites: per channel,
 * in the encoded values. A wide step (a Display P3 colour system's) gives its P3 alpha step from its own P3 value, which
 * its sRGB fallback only approaches.
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { bytesToHex, channelToByte, srgbToHex } from '../convert/srgbToHex.ts';
import { srgbToDisplayP3 } from '../convert/wideGamut.ts';
import { formatExactNumber, readExact } from '../exact/exactColor.ts';
import { exactToDisplayP3 } from '../exact/exactConvert.ts';
import type { Scale, ScaleKind, ScaleStep } from './scaleRules.ts';

/** Decimals of an alpha step's alpha: 0.001 is a fifth of the smallest 8-bit alpha step (1/255), never seen. */
export const ALPHA_DECIMALS = 3;
/** Decimals of an alpha step's channels: off by at most 0.00005 · alpha in the composite, far under 1/255. */
export const ALPHA_CHANNEL_DECIMALS = 4;

/** The light scales' background: white, as Radix's light alpha scales (@radix-ui/colors 3.0.0, `blue-alpha.css`). */
export const ALPHA_BACKGROUND_LIGHT = '#ffffff';
/**
 * The dark scales' background: Radix's dark page, its gray scale's step 1 (`--gray-1: #111111`, @radix-ui/colors
 * 3.0.0 `gray-dark.css`), over which every dark alpha scale of Radix is made (`blue-dark-alpha.css`: `--blue-a2:
 * #1166fb18` over #111111 is `--blue-2: #111927`). One page colour for every family, as the alpha steps are laid over
 * the page, not over a scale's own step 1 (over which step a1 would be fully transparent). A dark step with a channel
 * darker than the background's (a saturated blue's 0 red under 0x11) has no translucent form over it: it comes out
 * opaque here and exact, where Radix clamps that channel and is off (50 of its 372 dark alpha steps miss their solid
 * step by more than a byte; tests/unit/core/scaleAlpha.test.ts).
 */
export const ALPHA_BACKGROUND_DARK = '#111111';

/** A difference between two channels that is float noise, not colour (P3 of white is 1 ± 1e-16). */
const SAME_CHANNEL = 1e-12;

/** A translucent colour: gamma-encoded channels (0–1) in some RGB space, and alpha 0–1. */
export type AlphaColor = { readonly rgb: Vec3; readonly alpha: number };

/** Returns a channel clamped to [0, 1]. */
function unit(x: number): number {
  return x > 1 ? 1 : x > 0 ? x : 0;
}

/**
 * Returns the smallest alpha (before rounding) at which `solid` is a colour with channels in [0, 1] laid over
 * `background`: the largest per-channel need, 0 when they are the same colour.
 */
export function minimumAlpha(solid: Vec3, background: Vec3): number {
  let alpha = 0;
  for (let i = 0; i < 3; i++) {
    const s = unit(solid[i]);
    const b = unit(background[i]);
    const d = s - b;
    if (Math.abs(d) <= SAME_CHANNEL) continue;
    alpha = Math.max(alpha, d > 0 ? d / (1 - b) : -d / b);
  }
  return Math.min(1, alpha);
}

/**
 * Returns the alpha colour (c, a) that gives `solid` over `background` (both gamma-encoded in the same RGB space):
 * alpha the smallest multiple of 1/`steps` at or above `minimumAlpha` (1000: three decimals; 255: a byte), c recomputed
 * from it and clamped (only float noise is clamped). Over an equal background: alpha 0, c the background.
 */
export function alphaOver(solid: Vec3, background: Vec3, steps = 10 ** ALPHA_DECIMALS): AlphaColor {
  const need = minimumAlpha(solid, background);
  // The tolerance keeps a need of exactly k/steps, computed as k/steps + 1 ulp, at k/steps.
  const alpha = Math.min(1, Math.ceil(need * steps - 1e-9) / steps);
  if (alpha <= 0) return { rgb: [unit(background[0]), unit(background[1]), unit(background[2])], alpha: 0 };
  const channel = (i: number) => {
    const b = unit(background[i]);
    return unit(b + (unit(solid[i]) - b) / alpha);
  };
  return { rgb: [channel(0), channel(1), channel(2)], alpha };
}

/** Returns what an alpha colour shows laid over a background: a·c + (1 − a)·B per channel (CSS's source-over). */
export function compositeOver(color: AlphaColor, background: Vec3): Vec3 {
  const { rgb, alpha } = color;
  return [alpha * rgb[0] + (1 - alpha) * background[0], alpha * rgb[1] + (1 - alpha) * background[1], alpha * rgb[2] + (1 - alpha) * background[2]];
}

/** Returns the exact text of an alpha colour in a CSS RGB space: 'color(srgb 0.0627 0.3961 0.9961 / 0.421)'; no '/ a' when opaque. */
export function alphaColorText(space: 'srgb' | 'display-p3', color: AlphaColor): string {
  return writtenText(space, writtenChannels(color), color.alpha);
}

/** Returns the channels as an alpha step's text writes them (ALPHA_CHANNEL_DECIMALS, no trailing zeros). */
function writtenChannels(color: AlphaColor): [string, string, string] {
  const [r, g, b] = color.rgb;
  return [formatExactNumber(r, ALPHA_CHANNEL_DECIMALS), formatExactNumber(g, ALPHA_CHANNEL_DECIMALS), formatExactNumber(b, ALPHA_CHANNEL_DECIMALS)];
}

/** Returns the text of written channels and an alpha. */
function writtenText(space: 'srgb' | 'display-p3', channels: readonly [string, string, string], alpha: number): string {
  return `color(${space} ${channels[0]} ${channels[1]} ${channels[2]}${alpha < 1 ? ` / ${formatExactNumber(alpha, ALPHA_DECIMALS)}` : ''})`;
}

/** One alpha step: a solid step as a translucent colour over the scale's background. */
export type AlphaStep = {
  /** Its name: 'a9' (Radix) or '500a' (Tailwind, contrast targets), after the solid step's. */
  readonly label: string;
  /** The solid step it gives over `background`. */
  readonly solid: string;
  /** The background it is laid over, '#rrggbb'. */
  readonly background: string;
  /** 'color(srgb r g b / a)': in sRGB, the exact text the exports write. */
  readonly srgb: string;
  /** Its alpha in sRGB (three decimals). */
  readonly alpha: number;
  /** Its colour at full strength, the channels of `srgb` as '#rrggbb' (with `alpha`, what a design tool's fill takes). */
  readonly code: string;
  /** 'color(display-p3 r g b / a)': the same step computed in Display P3, for P3 screens. */
  readonly p3: string;
  /** '#rrggbbaa': alpha rounded up to a byte, the channels to bytes (within 1/255), for formats that take only hex. */
  readonly hex: string;
};

/** A background in both spaces, worked out once for a row of steps. */
type Backdrop = { readonly code: string; readonly srgb: Vec3; readonly p3: Vec3 };

/** Returns a background '#rrggbb' in sRGB and in Display P3. */
function backdrop(code: string): Backdrop {
  const srgb = hexToSrgb(code);
  return { code, srgb, p3: srgbToDisplayP3(srgb) };
}

/**
 * Returns a solid step's alpha step over a background. A wide step (`p3`, its P3 value's exact text) gives its P3
 * alpha step from that value, its sRGB one from its fallback `solid`.
 */
function alphaStepOver(label: string, solid: string, background: Backdrop, p3Value: string | null = null): AlphaStep {
  const s = hexToSrgb(solid);
  const wide = p3Value === null ? null : readExact(p3Value);
  const srgb = alphaOver(s, background.srgb);
  const written = writtenChannels(srgb);
  const bytes = alphaOver(s, background.srgb, 255);
  const alphaByte = Math.round(bytes.alpha * 255);
  const p3 = alphaOver(wide === null ? srgbToDisplayP3(s) : exactToDisplayP3(wide), background.p3);
  return {
    label,
    solid,
    background: background.code,
    srgb: writtenText('srgb', written, srgb.alpha),
    alpha: srgb.alpha,
    // The text's own fallback: its written channels to bytes.
    code: srgbToHex([Number(written[0]), Number(written[1]), Number(written[2])]),
    p3: writtenText('display-p3', writtenChannels(p3), p3.alpha),
    hex: `${bytesToHex(channelToByte(bytes.rgb[0]), channelToByte(bytes.rgb[1]), channelToByte(bytes.rgb[2]))}${alphaByte.toString(16).padStart(2, '0')}`,
  };
}

/** Returns a solid step's alpha step over `background` ('#rrggbb'), named `label` (a wide step's P3 one from its P3 value `p3`). */
export function alphaStep(label: string, solid: string, background: string, p3: string | null = null): AlphaStep {
  return alphaStepOver(label, solid, backdrop(background), p3);
}

/** Returns the name of a step's alpha step: Radix's 'a1' … 'a12' (`--blue-a9`), else the step's name and 'a' ('500a'). */
export function alphaLabel(kind: ScaleKind, label: string): string {
  return kind === 'radix' ? `a${label}` : `${label}a`;
}

/** Returns the alpha steps of a row of solid steps over `background` (a wide step's P3 one from its P3 value). */
export function alphaSteps(kind: ScaleKind, steps: readonly (Pick<ScaleStep, 'label' | 'hex'> & { readonly p3?: string | null })[], background: string): AlphaStep[] {
  const under = backdrop(background);
  return steps.map((step) => alphaStepOver(alphaLabel(kind, step.label), step.hex, under, step.p3 ?? null));
}

/** The alpha rows of a scale, each beside its solid row; null where the scale has no such row. */
export type ScaleAlpha = {
  readonly steps: AlphaStep[];
  readonly dark: AlphaStep[] | null;
  readonly neutral: AlphaStep[] | null;
  readonly neutralDark: AlphaStep[] | null;
};

/**
 * Returns the alpha steps of a scale: the light rows (Tailwind, Radix light, the neutrals) over white, Radix's dark
 * rows over ALPHA_BACKGROUND_DARK, a contrast scale over the background its targets are measured against.
 */
export function scaleAlpha(scale: Scale, contrastBackground = ALPHA_BACKGROUND_LIGHT): ScaleAlpha {
  const light = scale.kind === 'contrast' ? contrastBackground : ALPHA_BACKGROUND_LIGHT;
  const row = (steps: readonly ScaleStep[] | null, background: string) => (steps === null ? null : alphaSteps(scale.kind, steps, background));
  return {
    steps: alphaSteps(scale.kind, scale.steps, light),
    dark: row(scale.dark, ALPHA_BACKGROUND_DARK),
    neutral: row(scale.neutral, light),
    neutralDark: row(scale.neutralDark, ALPHA_BACKGROUND_DARK),
  };
}
