/**
 * The roles a mock's chart paints its categories with (the phone's spending donut): roles of the theme far enough
 * apart that no two categories look alike, and none like the card the chart sits on, whatever the theme. Fixed roles
 * cannot promise that: a palette of two colours gives primary, secondary and tertiary one colour, and a red primary
 * sits beside the error red. Distances are the chart tool's (ΔE_OK ×100, `deltaEOk100`), measured against its
 * "clearly distinct" verdict (`CLEAR_DELTA_E`).
 */
import { deltaEOk100 } from '../check/checkVision.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { CLEAR_DELTA_E } from '../charts/report.ts';
import type { IrodoriRole, RoleColors } from '../theme/roles.ts';

/**
 * The roles a chart may take, in the order it prefers them: the three accents, their containers, the primary as
 * drawn on the inverse surface, the containers' inks (a deep tone of each accent in a Material theme), and last the
 * greys of muted text and edges, for a palette with few colours. Error is never one: a category in the error colour
 * reads as a warning.
 */
export const CHART_ROLE_CHOICES = [
  'primary',
  'secondary',
  'tertiary',
  'primaryContainer',
  'secondaryContainer',
  'tertiaryContainer',
  'inversePrimary',
  'onPrimaryContainer',
  'onSecondaryContainer',
  'onTertiaryContainer',
  'onSurfaceVariant',
  'outline',
  'outlineVariant',
] as const satisfies readonly IrodoriRole[];
export type ChartRole = (typeof CHART_ROLE_CHOICES)[number];

/** A chart's roles where no theme chose them (the mocks' default outside the try-on): the three accents and the primary's container. */
export const DEFAULT_CHART_ROLES: readonly ChartRole[] = ['primary', 'secondary', 'tertiary', 'primaryContainer'];

/** Returns every way of taking `count` of `0 … total - 1` in rising order, earliest first (the preferred choices first). */
function* combinations(total: number, count: number): Generator<number[]> {
  const picked = Array.from({ length: count }, (_, i) => i);
  if (count > total) return;
  while (true) {
    yield [...picked];
    let i = count - 1;
    while (i >= 0 && picked[i] === total - count + i) i--;
    if (i < 0) return;
    picked[i]++;
    for (let j = i + 1; j < count; j++) picked[j] = picked[j - 1] + 1;
  }
}

/** How many of `CHART_ROLE_CHOICES` are colours of the theme's accents (the rest are greys). */
const ACCENT_CHOICES = 10;

/**
 * What a choice of chart colours must meet, tried in turn: all wide apart (ΔE_OK ×100 of 1.5 × the chart tool's
 * "clearly distinct", as a donut's arcs touch one another and two tones of one hue only just past it read as one
 * family), then clearly distinct; in the accents' colours first, then with the greys.
 */
export const CHART_TIERS = [
  { apart: 1.5 * CLEAR_DELTA_E, choices: ACCENT_CHOICES },
  { apart: CLEAR_DELTA_E, choices: ACCENT_CHOICES },
  { apart: 1.5 * CLEAR_DELTA_E, choices: CHART_ROLE_CHOICES.length },
  { apart: CLEAR_DELTA_E, choices: CHART_ROLE_CHOICES.length },
] as const;

/**
 * Returns `count` roles (1–10) for a chart's categories on the role `ground`, given a theme's role colours as codes:
 * for the first of `CHART_TIERS` that a choice meets, the first such choice in `CHART_ROLE_CHOICES` order (its
 * colours that far from one another and from the ground); where none does, the choice whose closest two are
 * farthest apart.
 */
export function chartRoles(colors: RoleColors, count: number, ground: IrodoriRole = 'surface'): ChartRole[] {
  const labs = CHART_ROLE_CHOICES.map((role) => oklabOfCode(colors[role]));
  const groundLab = oklabOfCode(colors[ground]);
  const apart = labs.map((lab) => labs.map((other) => deltaEOk100(lab, other)));
  const fromGround = labs.map((lab) => deltaEOk100(lab, groundLab));
  const closest = (picked: readonly number[]) => {
    let least = Infinity;
    for (let i = 0; i < picked.length; i++) {
      least = Math.min(least, fromGround[picked[i]]);
      for (let j = i + 1; j < picked.length; j++) least = Math.min(least, apart[picked[i]][picked[j]]);
    }
    return least;
  };
  const named = (picked: readonly number[]) => picked.map((i) => CHART_ROLE_CHOICES[i]);
  for (const tier of CHART_TIERS) {
    for (const picked of combinations(tier.choices, count)) if (closest(picked) >= tier.apart) return named(picked);
  }
  let best: number[] = [];
  let bestClosest = -1;
  for (const picked of combinations(labs.length, count)) {
    const least = closest(picked);
    if (least > bestClosest) {
      best = picked;
      bestClosest = least;
    }
  }
  return named(best);
}
