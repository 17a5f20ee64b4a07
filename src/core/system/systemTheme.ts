/**
 * A theme made of a colour system's steps: every role of Irodori's method (IRODORI_ROLES) is one step of one row, or
 * the appearance's background, in light and in dark. A role the user has not chosen is chosen by contrast, the way a
 * designer reads a system: text and borders at the weakest step that still meets the target, containers a short way
 * off the background, each accent at the step nearest its base that is legible on the surface, each on-colour at the
 * strongest it can be. Rows that no accent family takes (success, warning, info…) become the theme's custom colours,
 * with the same four roles. Since every role is a step exactly, every export that has references writes a role as a
 * reference to its step (`{palette.brand.600}`).
 */
import { apcaContrast } from '../contrast/apca.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { deltaEOK } from '../convert/gamutMap.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { extendedRoleTable } from '../theme/export/names.ts';
import { IRODORI_ROLES, THEME_TARGETS, targetLevel, type RoleColors, type ThemeColors, type ThemeTarget, type TonalPalette } from '../theme/roles.ts';
import { SYSTEM_APPEARANCES, SystemError, type ColorSystem, type RoleSource, type SystemAppearance, type SystemSolution, type SystemThemeChoice } from './systemRules.ts';

export type { RoleSource, SystemThemeChoice } from './systemRules.ts';

/** The theme of a system none has been chosen for: WCAG AA, every role chosen by contrast. */
export const DEFAULT_SYSTEM_THEME: SystemThemeChoice = { target: 'wcag-4.5', roles: { light: {}, dark: {} } };

/** A role as it is resolved: its source, its colour, and whether the user chose it. */
export type ResolvedRole = { readonly source: RoleSource; readonly hex: string; readonly chosen: boolean };

/** The accent families of the theme and the row each takes; custom colours are the remaining chromatic rows. */
export type SystemFamilies = {
  readonly neutral: string;
  readonly primary: string;
  readonly secondary: string;
  readonly tertiary: string;
  readonly error: string;
  /** The other rows, each a custom colour of the theme: its row id and its name. */
  readonly custom: readonly { readonly row: string; readonly name: string }[];
};

/** A theme of the system: the resolved roles per appearance, the families, and the theme every export takes. */
export type SystemTheme = {
  readonly families: SystemFamilies;
  readonly resolved: Readonly<Record<SystemAppearance, ReadonlyMap<string, ResolvedRole>>>;
  readonly colors: ThemeColors;
};

/** The WCAG ratio of a container against its background, and of the subtle surfaces and borders. */
const CONTAINER_RATIO = 1.3;
const SURFACE_CONTAINER_RATIO = 1.12;
const OUTLINE_VARIANT_RATIO = 1.5;

const FAMILY_NAMES = {
  neutral: /neutral|gr[ae]y|slate|zinc|stone|sand|mauve|sage|olive/i,
  error: /danger|error|red|critical|negative|crimson/i,
  primary: /brand|primary/i,
  secondary: /accent|secondary/i,
  tertiary: /tertiary|info/i,
};

/** Returns the text a row is known by in files: its name, or its id. */
const rowLabel = (row: { readonly id: string; readonly name: string }): string => row.name || row.id;

/** Returns which row each family takes: by name first, then by colour (the least chromatic is the neutral, the reddest the error). */
export function systemFamilies(system: ColorSystem, solution: SystemSolution): SystemFamilies {
  const rows = system.rows;
  const peak = (id: string) => Math.max(...(solution.rows.find((r) => r.id === id)?.light.map((c) => c.chroma) ?? [0]));
  const hue = (id: string) => solution.rows.find((r) => r.id === id)?.light[rows.find((r) => r.id === id)!.step]?.hue ?? 0;
  const taken = new Set<string>();
  const take = (pattern: RegExp, fallback: (free: string[]) => string | undefined): string => {
    const free = rows.map((r) => r.id).filter((id) => !taken.has(id));
    const named = rows.find((r) => !taken.has(r.id) && (pattern.test(r.name) || (!r.name && pattern.test(r.id))));
    const id = named?.id ?? fallback(free) ?? rows[0].id;
    taken.add(id);
    return id;
  };
  const least = (free: string[]) => free.reduce<string | undefined>((best, id) => (best === undefined || peak(id) < peak(best) ? id : best), undefined);
  const hueGap = (h: number) => Math.abs(((h - 27 + 540) % 360) - 180);
  const neutral = take(FAMILY_NAMES.neutral, (free) => (free.length > 1 ? least(free) : undefined));
  const reddest = (free: string[]) => free.filter((id) => peak(id) > 0.08).sort((a, b) => hueGap(hue(a)) - hueGap(hue(b)))[0];
  const error = take(FAMILY_NAMES.error, (free) => (free.length > 1 ? (reddest(free) ?? free[free.length - 1]) : undefined));
  const primary = take(FAMILY_NAMES.primary, (free) => free[0]);
  const next = (free: string[]) => free[0] ?? primary;
  const secondary = take(FAMILY_NAMES.secondary, next);
  const tertiary = take(FAMILY_NAMES.tertiary, next);
  const custom = rows.filter((r) => !taken.has(r.id) && peak(r.id) > 0.02).map((r) => ({ row: r.id, name: rowLabel(r) }));
  return { neutral, primary, secondary, tertiary, error, custom };
}

type Candidate = { readonly source: RoleSource; readonly hex: string; readonly index: number };

/**
 * Returns the resolved roles of one appearance: the user's choices where they still name a step, the rest chosen in
 * an order where a role's references come before it.
 */
function resolveAppearance(system: ColorSystem, solution: SystemSolution, families: SystemFamilies, choice: SystemThemeChoice, appearance: SystemAppearance): Map<string, ResolvedRole> {
  const { method, text, component } = targetLevel(choice.target);
  const measure = (fg: string, bg: string) => (method === 'wcag' ? contrastRatio(fg, bg) : Math.abs(apcaContrast(fg, bg)));
  const background = system.background[appearance];
  const cellsOf = (id: string): Candidate[] => (solution.rows.find((r) => r.id === id)?.[appearance] ?? []).map((c, index) => ({ source: { row: id, step: index }, hex: c.hex, index }));
  const backdrop: Candidate = { source: 'background', hex: background, index: -1 };
  const resolved = new Map<string, ResolvedRole>();
  const hex = (role: string) => resolved.get(role)!.hex;
  const set = (role: string, auto: () => Candidate) => {
    const chosen = choice.roles[appearance][role];
    const own = chosen === 'background' ? backdrop : chosen ? cellsOf(chosen.row)[chosen.step] : undefined;
    const picked = own ?? auto();
    resolved.set(role, { source: picked.source, hex: picked.hex, chosen: own !== undefined });
  };
  // The candidate by a score (highest wins; the earlier on a tie).
  const best = (list: Candidate[], score: (c: Candidate) => number) => list.reduce((a, b) => (score(b) > score(a) ? b : a));
  const closestRatio = (list: Candidate[], ratio: number) => best(list, (c) => -Math.abs(contrastRatio(c.hex, background) - ratio));
  const strongest = (list: Candidate[], against: string) => best(list, (c) => measure(c.hex, against));
  /** The weakest that meets `level` against every one of `against`; the strongest against the first where none does. */
  const weakestMeeting = (list: Candidate[], against: string[], level: number) => {
    const meeting = list.filter((c) => against.every((bg) => measure(c.hex, bg) >= level));
    return meeting.length > 0 ? best(meeting, (c) => -measure(c.hex, against[0])) : strongest(list, against[0]);
  };
  /** The step nearest the row's base that meets `level` against `against`; the strongest where none does. */
  const nearestBase = (id: string, against: string, level: number) => {
    const base = system.rows.find((r) => r.id === id)!.step;
    const meeting = cellsOf(id).filter((c) => measure(c.hex, against) >= level);
    return meeting.length > 0 ? best(meeting, (c) => -Math.abs(c.index - base) + measure(c.hex, against) * 1e-6) : strongest(cellsOf(id), against);
  };

  const neutral = cellsOf(families.neutral);
  set('background', () => backdrop);
  set('surface', () => backdrop);
  set('surfaceContainer', () => closestRatio(neutral, SURFACE_CONTAINER_RATIO));
  set('onBackground', () => strongest(neutral, hex('background')));
  set('onSurface', () => strongest(neutral, hex('surface')));
  set('onSurfaceVariant', () => weakestMeeting(neutral, [hex('surface'), hex('surfaceContainer')], text));
  set('outline', () => weakestMeeting(neutral, [hex('surface')], component));
  set('outlineVariant', () => closestRatio(neutral, OUTLINE_VARIANT_RATIO));
  const family = (roles: readonly [string, string, string, string], id: string) => {
    const [color, on, container, onContainer] = roles;
    set(color, () => nearestBase(id, hex('surface'), text));
    set(on, () => strongest([...cellsOf(id), backdrop], hex(color)));
    set(container, () => closestRatio(cellsOf(id), CONTAINER_RATIO));
    set(onContainer, () => strongest(cellsOf(id), hex(container)));
  };
  family(['primary', 'onPrimary', 'primaryContainer', 'onPrimaryContainer'], families.primary);
  family(['secondary', 'onSecondary', 'secondaryContainer', 'onSecondaryContainer'], families.secondary);
  family(['tertiary', 'onTertiary', 'tertiaryContainer', 'onTertiaryContainer'], families.tertiary);
  family(['error', 'onError', 'errorContainer', 'onErrorContainer'], families.error);
  set('inverseSurface', () => strongest(neutral, hex('surface')));
  set('inverseOnSurface', () => strongest([...neutral, backdrop], hex('inverseSurface')));
  set('inversePrimary', () => nearestBase(families.primary, hex('inverseSurface'), text));
  const table = extendedRoleTable(families.custom.map((c) => c.name));
  families.custom.forEach((c, i) => family(table[i], c.row));
  return resolved;
}

/** Returns a step's tone: its name as a number where every step's name is one, else its position from 1. */
function stepTones(steps: readonly string[]): number[] {
  const numbers = steps.map(Number);
  return numbers.every((n) => Number.isFinite(n) && n >= 0) && new Set(numbers).size === numbers.length ? numbers : steps.map((_, i) => i + 1);
}

/**
 * Returns the system's theme: the roles resolved in light and dark, and the theme every export takes, named `name`:
 * its palettes are the rows' steps (light, then each row's dark steps as '<row> dark'), so each role is a palette tone.
 */
export function systemTheme(system: ColorSystem, solution: SystemSolution, choice: SystemThemeChoice, name: string): SystemTheme {
  const families = systemFamilies(system, solution);
  const resolved = Object.fromEntries(SYSTEM_APPEARANCES.map((a) => [a, resolveAppearance(system, solution, families, choice, a)])) as unknown as SystemTheme['resolved'];
  const tones = stepTones(system.steps);
  const palette = (id: string, label: string, appearance: SystemAppearance): TonalPalette => ({
    name: label,
    tones: (solution.rows.find((r) => r.id === id)?.[appearance] ?? []).map((c, i) => ({ tone: tones[i], hex: c.hex })),
  });
  const palettes = [
    ...system.rows.map((r) => palette(r.id, rowLabel(r), 'light')),
    ...system.rows.map((r) => palette(r.id, `${rowLabel(r)} dark`, 'dark')),
  ];
  const roles = [...IRODORI_ROLES, ...extendedRoleTable(families.custom.map((c) => c.name)).flat()];
  const colorsOf = (a: SystemAppearance): RoleColors => Object.fromEntries(roles.map((role) => [role, resolved[a].get(role)!.hex]));
  const primaryRow = system.rows.find((r) => r.id === families.primary)!;
  return {
    families,
    resolved,
    colors: {
      name,
      seed: primaryRow.color,
      roles,
      light: colorsOf('light'),
      dark: colorsOf('dark'),
      palettes,
      extended: families.custom.map((c) => ({ name: c.name, hex: system.rows.find((r) => r.id === c.row)!.color, harmonized: false })),
    },
  };
}

/**
 * Returns the source a role takes for a colour given to it elsewhere (the try-on's choice of another role's colour,
 * or its fix): the background or a step that is that colour exactly (the role's own row first), else the step of the
 * role's row nearest to it in OKLab.
 */
export function sourceOfColor(system: ColorSystem, solution: SystemSolution, theme: SystemTheme, appearance: SystemAppearance, role: string, code: string): RoleSource {
  const wanted = code.toLowerCase();
  if (system.background[appearance].toLowerCase() === wanted) return 'background';
  const current = theme.resolved[appearance].get(role)?.source;
  const own = current && current !== 'background' ? current.row : theme.families.primary;
  const rows = [...solution.rows].sort((a, b) => Number(b.id === own) - Number(a.id === own));
  for (const row of rows) {
    const step = row[appearance].findIndex((cell) => cell.hex.toLowerCase() === wanted);
    if (step >= 0) return { row: row.id, step };
  }
  const target = oklabOfCode(wanted);
  const cells = solution.rows.find((r) => r.id === own)?.[appearance] ?? [];
  const nearest = cells.reduce((best, cell, i) => (deltaEOK(oklabOfCode(cell.hex), target) < deltaEOK(oklabOfCode(cells[best].hex), target) ? i : best), 0);
  return { row: own, step: nearest };
}

/** The most roles a theme choice names per appearance (Irodori's roles and 24 rows' custom roles). */
const MAX_CHOSEN = 160;

/** Returns a theme choice read from parsed JSON. @throws SystemError when it is not one. */
export function readThemeChoice(x: unknown): SystemThemeChoice {
  const o = x as Partial<SystemThemeChoice> | null;
  if (typeof o !== 'object' || o === null || !(THEME_TARGETS as readonly unknown[]).includes(o.target)) throw new SystemError('the theme names a contrast target');
  const roles = Object.fromEntries(
    SYSTEM_APPEARANCES.map((a) => {
      const list = o.roles?.[a] ?? {};
      if (typeof list !== 'object' || list === null || Object.keys(list).length > MAX_CHOSEN) throw new SystemError('the theme’s roles are an object');
      const read = Object.entries(list).map(([role, source]): [string, RoleSource] => {
        if (source === 'background') return [role, source];
        const s = source as { row?: unknown; step?: unknown };
        if (typeof s !== 'object' || s === null || typeof s.row !== 'string' || !Number.isInteger(s.step) || (s.step as number) < 0) throw new SystemError(`the role ${role.slice(0, 40)} names a row's step or the background`);
        return [role, { row: s.row, step: s.step as number }];
      });
      return [a, Object.fromEntries(read)];
    }),
  ) as SystemThemeChoice['roles'];
  return { target: o.target as ThemeTarget, roles };
}
