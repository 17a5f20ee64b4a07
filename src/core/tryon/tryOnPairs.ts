/**
 * The try-on's contrast: how each pair of roles on a mock interface is read, the targets a person picks,
 * and each pair's WCAG 2 ratio and APCA Lc measured as the palette check measures them (the same score, truncated
 * to two decimals, and the same signed Lc), judged against the level its kind needs. A role's colour may be a wide or
 * translucent colour's exact text: the pair is then judged as the check judges it, on an sRGB screen (the fallback)
 * and a Display P3 screen (the colour), and the worse counts (../contrast/screenContrast.ts).
 */
import { contrastScore, BOLD_TEXT_AA, BOLD_TEXT_AAA, NON_TEXT_AA, NORMAL_TEXT_AA, NORMAL_TEXT_AAA } from '../contrast/contrast.ts';
import { judgedContrast, screenColor, type Rendering, type ScreenColor } from '../contrast/screenContrast.ts';
import { fixSide } from '../check/paletteFix.ts';

/**
 * How a pair is read: body text; large text (WCAG's large scale: at least 24 px, or 18.66 px bold); a component
 * (a control's edge, an icon, a chart's mark against what is around it: WCAG 1.4.11).
 */
export const PAIR_KINDS = ['body', 'large', 'component'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

/** The targets a person picks: WCAG 2 AA, WCAG 2 AAA, or APCA's Bronze Simple Mode. */
export const TRY_ON_TARGETS = ['aa', 'aaa', 'apca'] as const;
export type TryOnTarget = (typeof TRY_ON_TARGETS)[number];
export const DEFAULT_TRY_ON_TARGET: TryOnTarget = 'aa';

/**
 * The level each kind needs under each target. WCAG: SC 1.4.3 and 1.4.6 for text (4.5 and 7 body, 3 and 4.5 large),
 * SC 1.4.11 for components (3; AAA adds nothing for them). APCA Bronze Simple Mode (readtech.org/ARC): Lc 75 for body
 * text, 60 for large text and other content text, 45 for non-text elements one looks for (its "large and
 * non-text" level; 15 is only the floor of what is visible at all).
 */
export const TRY_ON_LEVELS: Readonly<Record<TryOnTarget, Readonly<Record<PairKind, number>>>> = {
  aa: { body: NORMAL_TEXT_AA, large: BOLD_TEXT_AA, component: NON_TEXT_AA },
  aaa: { body: NORMAL_TEXT_AAA, large: BOLD_TEXT_AAA, component: NON_TEXT_AA },
  apca: { body: 75, large: 60, component: 45 },
};

/** Returns true for a known target (an address or a stored value may hold anything). */
export function isTryOnTarget(value: unknown): value is TryOnTarget {
  return typeof value === 'string' && (TRY_ON_TARGETS as readonly string[]).includes(value);
}

/** Returns true for a known kind. */
export function isPairKind(value: unknown): value is PairKind {
  return typeof value === 'string' && (PAIR_KINDS as readonly string[]).includes(value);
}

/**
 * One pair measured: the WCAG score (truncated to 2 decimals, as shown), the signed APCA Lc, the screen each came
 * from (the worse of the two; 'srgb' for a pair of codes), and the verdict.
 */
export type PairMeasure = {
  readonly ratio: number;
  readonly apca: number;
  readonly ratioFrom: Rendering;
  readonly apcaFrom: Rendering;
  /** The level the kind needs under the target: a WCAG ratio, or an |Lc| for APCA. */
  readonly needed: number;
  readonly passes: boolean;
};

const SCREEN_CACHE_LIMIT = 512;
const screenCache = new Map<string, ScreenColor>();

/** Returns the screen colour of a code or exact text, made once per text (every pair of a mock is measured on each render). */
function screenOf(text: string): ScreenColor {
  let known = screenCache.get(text);
  if (known === undefined) {
    known = screenColor(text);
    if (screenCache.size >= SCREEN_CACHE_LIMIT) screenCache.clear();
    screenCache.set(text, known);
  }
  return known;
}

/**
 * Returns the contrast of `fg` on `bg` (codes or exact texts) read as `kind`, judged under `target`: the worse of an
 * sRGB and a Display P3 screen (`judgedContrast`; for two codes the one screen, the same numbers as `contrastRatio`
 * and `apcaContrast`). WCAG judges the unrounded ratio (as the checker and the palette check do); APCA judges |Lc| of
 * `fg` as text on `bg`.
 * @throws Error on a colour that is neither a code nor an exact text.
 */
export function measurePair(fg: string, bg: string, kind: PairKind, target: TryOnTarget): PairMeasure {
  const { ratio, apca, ratioFrom, apcaFrom } = judgedContrast(screenOf(fg), screenOf(bg));
  const needed = TRY_ON_LEVELS[target][kind];
  const passes = target === 'apca' ? Math.abs(apca) >= needed : ratio >= needed;
  return { ratio: contrastScore(ratio), apca, ratioFrom, apcaFrom, needed, passes };
}

/**
 * A fix of a failing pair: which side changes (its role, and its palette index when it is a palette colour), from what
 * (the colour as it was: a code or an exact text) to what (always a code).
 */
export type PairFix = { readonly side: 'fg' | 'bg'; readonly role: string; readonly index: number | null; readonly from: string; readonly to: string };

/**
 * Returns the palette check's fix for a failing pair: the smallest change of one side (same hue, lightness first) that
 * reaches the level its kind needs. The text (or mark) changes when it can: a theme's role, or a palette's colour;
 * when the text is derived from the palette (`sources` says null), its ground changes if that is a palette colour.
 * Null when the pair passes, when neither side can change, or when no colour of that hue reaches the level.
 * `sources` is null for a theme (every role can change). `colors` holds codes or exact texts: the pair is judged as
 * `measurePair` judges it. A WCAG fix is `fixContrast`'s, judged against the other side as it is, on both screens: a
 * wide or translucent side's fix stays wide or translucent. An APCA fix is a code, from the fallbacks (`fixApca` takes
 * codes only), so a wide colour whose own fallback reads is fixed by that fallback.
 */
export function fixPair(
  pair: { readonly fg: string; readonly bg: string; readonly kind: PairKind },
  colors: Readonly<Record<string, string>>,
  sources: Readonly<Record<string, number | null>> | null,
  target: TryOnTarget,
): PairFix | null {
  const fg = colors[pair.fg];
  const bg = colors[pair.bg];
  const measured = measurePair(fg, bg, pair.kind, target);
  if (measured.passes) return null;
  const indexOf = (role: string) => (sources === null ? null : sources[role] ?? null);
  const sides = (['fg', 'bg'] as const).filter((side) => sources === null || indexOf(side === 'fg' ? pair.fg : pair.bg) !== null);
  for (const side of sides) {
    const role = side === 'fg' ? pair.fg : pair.bg;
    const from = side === 'fg' ? fg : bg;
    const other = side === 'fg' ? bg : fg;
    const to = fixSide(from, other, side, target === 'apca' ? 'apca' : 'wcag', measured.needed);
    if (to !== null && to !== from) return { side, role, index: indexOf(role), from, to };
  }
  return null;
}
