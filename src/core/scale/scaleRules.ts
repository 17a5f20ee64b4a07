/**
 * The scale generator's contract: the kinds of scale, their step names, the request and the result.
 * Re-exported by scale.ts, which generates; the steps import it from here.
 */

/** The kinds of scale: Tailwind's 11 steps, Radix's 12, or one step per contrast target. */
export const SCALE_KINDS = ['tailwind', 'radix', 'contrast'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];

/** Tailwind CSS's step names, lightest first (its default palette, https://tailwindcss.com/docs/colors). */
export const TAILWIND_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
/** Radix Colors' step names (https://www.radix-ui.com/colors/docs/palette-composition/understanding-the-scale). */
export const RADIX_STEPS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
/** Radix's solid step, where the input colour goes unless pinned elsewhere (index into RADIX_STEPS: '9'). */
export const RADIX_SOLID_INDEX = 8;

/** How a contrast target is measured: the WCAG 2 ratio (1–21) or the magnitude of APCA Lc (0–108). */
export const SCALE_METHODS = ['wcag', 'apca'] as const;
export type ScaleMethod = (typeof SCALE_METHODS)[number];

/** Contrast targets per request, and their ranges by method. */
export const SCALE_MAX_TARGETS = 24;
export const SCALE_TARGET_RANGE: Record<ScaleMethod, readonly [number, number]> = { wcag: [1, 21], apca: [0, 110] };
/**
 * How close the contrast search brings a step to its target: the step's contrast is at least the target and, when
 * the sRGB bytes allow it (away from the ends of the range), less than the target plus this.
 */
export const SCALE_TARGET_TOLERANCE = 0.01;

/** What to build: the kind, the input colour and the kind's options. */
export type ScaleRequest = {
  readonly kind: ScaleKind;
  /** The brand colour, any accepted code. */
  readonly color: string;
  /**
   * Tailwind and Radix: the step name ('500', '9') that holds the input exactly; absent or null for the default
   * (Tailwind: the step of nearest lightness; Radix: '9'). Ignored by 'contrast'.
   */
  readonly pinned?: string | null;
  /** Contrast: the target of each step, in order (WCAG ratios 1–21 or APCA Lc magnitudes 0–110), 1–24 of them. */
  readonly targets?: readonly number[];
  /** Contrast: the background the targets are measured against (default '#ffffff'). */
  readonly background?: string;
  /** Contrast: 'wcag' (default) or 'apca'. */
  readonly method?: ScaleMethod;
  /** Also build the neutral scale tinted with the input's hue (default false). */
  readonly neutral?: boolean;
};

/** A step's contrast with one background: the WCAG 2 ratio and the signed APCA Lc of the step as text on it. */
export type StepContrast = { readonly wcag: number; readonly apca: number };

/** One step of a scale. */
export type ScaleStep = {
  /** The step's name: '50' … '950', '1' … '12', or the target as written ('4.5'). */
  readonly label: string;
  /** '#rrggbb', in the sRGB gamut. */
  readonly hex: string;
  /** True for the one step that is the input colour exactly. */
  readonly anchor: boolean;
  readonly onWhite: StepContrast;
  readonly onBlack: StepContrast;
  /** Contrast scales: the step's target, else null. */
  readonly target: number | null;
  /** Contrast scales: the contrast the step reaches with the background (ratio, or |Lc|), else null. */
  readonly contrast: number | null;
  /** False when no colour of the hue reaches the target: the step is then the nearest achievable (black or white). */
  readonly reachable: boolean;
};

/** A generated scale: its steps, Radix's dark steps, and the tinted neutral scales when asked for. */
export type Scale = {
  readonly kind: ScaleKind;
  /** The steps, lightest first (Tailwind, Radix light) or in the order of the targets (contrast). */
  readonly steps: ScaleStep[];
  /** Index of the step holding the input exactly, or −1 (contrast scales). */
  readonly anchor: number;
  /** Radix only: the dark scale (steps on a dark background, step 1 the darkest), the input exact at the same step. */
  readonly dark: ScaleStep[] | null;
  /** When `neutral` was asked: the neutral scale of the same steps (and for Radix, `neutralDark`). */
  readonly neutral: ScaleStep[] | null;
  readonly neutralDark: ScaleStep[] | null;
};
