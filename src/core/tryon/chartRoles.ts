/**
 * The roles a mock's chart paints its categories with (the phone's spending donut): roles of the theme far enough
 * apart that no two categories look alike, and none like the card the chart sits on, whatever the theme. Fixed roles
 * cannot promise that: a palette of two colours gives primary, secondary and tertiary one colour, and a red primary
 * sits beside the error red. Distances are the chart tool's (ΔE_OK ×100, `deltaEOk100`) against its "clearly
 * distinct" verdict (`CLEAR_DELTA_E`).
 */
import { oklabOfCode, deltaEOk100 } from '../check/checkVision.ts';
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

/** The phone mock's four categories on a palette whose accents are all apart (and a chart's answer with no colours). */
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

/**
 * Returns `count` roles (1–13) for a chart's categories on the role `ground`, given a theme's role colours as codes:
 * the first choice in `CHART_ROLE_CHOICES` order whose colours are all clearly distinct from one another and from the
 * ground (ΔE_OK ×100 ≥ `CLEAR_DELTA_E`); where no choice is, the one whose closest two are farthest apart.
 */
export function chartRoles(colors: RoleColors, count: number, ground: IrodoriRole = 'surface'): ChartRole[] {
  const labs = CHART_ROLE_CHOICES.map((role) => oklabOfCode(colors[role]));
  const groundLab = oklabOfCode(colors[ground]);
  const apart = labs.map((lab) => labs.map((other) => deltaEOk100(lab, other)));
  const fromGround = labs.map((lab) => deltaEOk100(lab, groundLab));
  let best: number[] = [];
  let bestClosest = -1;
  for (const picked of combinations(labs.length, count)) {
    let closest = Infinity;
    for (let i = 0; i < picked.length && closest > bestClosest; i++) {
      closest = Math.min(closest, fromGround[picked[i]]);
      for (let j = i + 1; j < picked.length; j++) closest = Math.min(closest, apart[picked[i]][picked[j]]);
    }
    if (closest >= CLEAR_DELTA_E) return picked.map((i) => CHART_ROLE_CHOICES[i]);
    if (closest > bestClosest) {
      best = picked;
      bestClosest = closest;
    }
  }
  return best.map((i) => CHART_ROLE_CHOICES[i]);
}
