/**
 * The colour system editor's model: the starting systems and the edits, each a pure function from a system to the
 * next (the page's store keeps the history). Step presets are Tailwind's 50–950 and Radix's 1–12, with their curves
 * measured from the libraries (scale/tailwindCurve.ts, scale/radixCurve.ts); a neutral row follows the libraries' greys.
 */
import { RADIX_STEPS, TAILWIND_STEPS } from '../scale/scaleRules.ts';
import {
  TAILWIND_CHROMA, TAILWIND_HUE_DRIFT, TAILWIND_LIGHTNESS, TAILWIND_NEUTRAL_CHROMA, TAILWIND_NEUTRAL_LIGHTNESS,
} from '../scale/tailwindCurve.ts';
import {
  RADIX_DARK_CHROMA, RADIX_DARK_HUE_DRIFT, RADIX_DARK_LIGHTNESS, RADIX_LIGHT_CHROMA, RADIX_LIGHT_HUE_DRIFT, RADIX_LIGHT_LIGHTNESS,
  RADIX_NEUTRAL_DARK_CHROMA, RADIX_NEUTRAL_DARK_LIGHTNESS, RADIX_NEUTRAL_LIGHT_CHROMA, RADIX_NEUTRAL_LIGHT_LIGHTNESS,
} from '../scale/radixCurve.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { packedToOklch } from '../scale/scaleColor.ts';
import { curveValues, type SystemCurve } from './curves.ts';
import {
  SYSTEM_APPEARANCES, SYSTEM_MAX_ROWS, SYSTEM_MAX_STEPS, SYSTEM_MIN_STEPS, type ChannelCurves, type ColorSystem,
  targetLoops, type RoleSource, type StepTarget, type SystemAppearance, type SystemGamut, type SystemRow, type SystemThemeChoice,
} from './systemRules.ts';
import type { ThemeTarget } from '../theme/roles.ts';
import { DEFAULT_SYSTEM_THEME } from './systemTheme.ts';

export const SYSTEM_PRESETS = ['tailwind', 'radix'] as const;
export type SystemPreset = (typeof SYSTEM_PRESETS)[number];

const points = (values: readonly number[]): SystemCurve => ({ kind: 'points', values: values.map((v) => Math.round(v * 10000) / 10000) });
const relative = (values: readonly number[]) => {
  const peak = Math.max(...values);
  return values.map((v) => v / peak);
};
const channels = (lightness: readonly number[], chroma: readonly number[], hue: readonly number[]): ChannelCurves => ({
  lightness: points(lightness),
  chroma: points(chroma),
  hue: points(hue),
});
const reversed = (values: readonly number[]) => [...values].reverse();
const flat = (n: number) => Array.from({ length: n }, () => 0);

/** The curves of a preset's chromatic rows and of its neutral rows, in light and dark. */
const PRESET_CURVES: Record<SystemPreset, { readonly chromatic: Record<SystemAppearance, ChannelCurves>; readonly neutral: Record<SystemAppearance, ChannelCurves> }> = {
  // Tailwind has one palette for both appearances: dark reads its steps in reverse, so step 50 is the darkest in dark.
  tailwind: {
    chromatic: {
      light: channels(TAILWIND_LIGHTNESS, TAILWIND_CHROMA, TAILWIND_HUE_DRIFT),
      dark: channels(reversed(TAILWIND_LIGHTNESS), reversed(TAILWIND_CHROMA), reversed(TAILWIND_HUE_DRIFT)),
    },
    neutral: {
      light: channels(TAILWIND_NEUTRAL_LIGHTNESS, relative(TAILWIND_NEUTRAL_CHROMA), flat(11)),
      dark: channels(reversed(TAILWIND_NEUTRAL_LIGHTNESS), reversed(relative(TAILWIND_NEUTRAL_CHROMA)), flat(11)),
    },
  },
  radix: {
    chromatic: {
      light: channels(RADIX_LIGHT_LIGHTNESS, RADIX_LIGHT_CHROMA, RADIX_LIGHT_HUE_DRIFT),
      dark: channels(RADIX_DARK_LIGHTNESS, RADIX_DARK_CHROMA, RADIX_DARK_HUE_DRIFT),
    },
    neutral: {
      light: channels(RADIX_NEUTRAL_LIGHT_LIGHTNESS, relative(RADIX_NEUTRAL_LIGHT_CHROMA), flat(12)),
      dark: channels(RADIX_NEUTRAL_DARK_LIGHTNESS, relative(RADIX_NEUTRAL_DARK_CHROMA), flat(12)),
    },
  },
};

/**
 * The rows a new system starts with: id, base colour (Tailwind's 600s, its slate 500), and whether it is a grey. Their
 * names are left empty: a page shows each in its language by its id, and exports name it by its id.
 */
const STARTING_ROWS = [
  { id: 'brand', color: '#4f46e5', neutral: false, locked: true },
  { id: 'accent', color: '#db2777', neutral: false, locked: false },
  { id: 'neutral', color: '#64748b', neutral: true, locked: false },
  { id: 'success', color: '#16a34a', neutral: false, locked: false },
  { id: 'warning', color: '#d97706', neutral: false, locked: false },
  { id: 'danger', color: '#dc2626', neutral: false, locked: false },
  { id: 'info', color: '#0284c7', neutral: false, locked: false },
] as const;

/** Returns a new system of a preset: its steps, the starting rows on its curves, white and a near-black as backgrounds. */
export function createSystem(preset: SystemPreset): ColorSystem {
  const steps = preset === 'tailwind' ? [...TAILWIND_STEPS] : [...RADIX_STEPS];
  const baseStep = preset === 'tailwind' ? 6 : 8;
  return {
    name: '',
    steps,
    targets: steps.map(() => null),
    background: { light: '#ffffff', dark: preset === 'tailwind' ? '#030712' : '#111111' },
    rows: STARTING_ROWS.map((row) => ({
      id: row.id,
      name: '',
      color: row.color,
      step: row.neutral && preset === 'tailwind' ? 5 : baseStep,
      locked: row.locked,
      curves: PRESET_CURVES[preset][row.neutral ? 'neutral' : 'chromatic'],
      overrides: { light: {}, dark: {} },
    })),
    template: PRESET_CURVES[preset].chromatic,
  };
}

/** Returns the system in a gamut: sRGB is written as no gamut at all, as every system before the choice. */
export function setGamut(system: ColorSystem, gamut: SystemGamut): ColorSystem {
  if (gamut !== 'srgb') return { ...system, gamut };
  const rest = { ...system };
  delete rest.gamut;
  return rest;
}

/** Returns the system with row `id` changed by `change` (other rows as they were). */
export function updateRow(system: ColorSystem, id: string, change: (row: SystemRow) => SystemRow): ColorSystem {
  return { ...system, rows: system.rows.map((row) => (row.id === id ? change(row) : row)) };
}

/** Returns an id no row of the system has: 'row-1', 'row-2'… */
function freshId(system: ColorSystem): string {
  const used = new Set(system.rows.map((r) => r.id));
  let n = system.rows.length + 1;
  while (used.has(`row-${n}`)) n++;
  return `row-${n}`;
}

/**
 * Returns the system with a new row after row `like`, at its base step, on the system's template curves (or, without
 * one, on `like`'s), unlocked and without overrides; at most SYSTEM_MAX_ROWS.
 */
export function addRow(system: ColorSystem, like: string, name: string, color: string): ColorSystem {
  if (system.rows.length >= SYSTEM_MAX_ROWS) return system;
  const at = Math.max(0, system.rows.findIndex((r) => r.id === like));
  const model = system.rows[at];
  const row: SystemRow = { id: freshId(system), name, color, step: model.step, locked: false, curves: system.template ?? model.curves, overrides: { light: {}, dark: {} } };
  return { ...system, rows: [...system.rows.slice(0, at + 1), row, ...system.rows.slice(at + 1)] };
}

/** Returns the system without row `id` (the last row stays), and without the theme roles chosen on it. */
export function deleteRow(system: ColorSystem, id: string): ColorSystem {
  if (system.rows.length <= 1) return system;
  const rows = system.rows.filter((r) => r.id !== id);
  return withThemeRoles({ ...system, rows }, (source) => source === 'background' || source.row !== id);
}

/** Returns the system whose theme keeps only the chosen roles `keep` accepts. */
function withThemeRoles(system: ColorSystem, keep: (source: RoleSource) => boolean): ColorSystem {
  const theme = system.theme;
  if (!theme) return system;
  const roles = Object.fromEntries(SYSTEM_APPEARANCES.map((a) => [a, Object.fromEntries(Object.entries(theme.roles[a]).filter(([, source]) => keep(source)))]));
  return { ...system, theme: { ...theme, roles: roles as SystemThemeChoice['roles'] } };
}

/** Returns the system with its theme's contrast target set. */
export function setThemeTarget(system: ColorSystem, target: ThemeTarget): ColorSystem {
  return { ...system, theme: { ...(system.theme ?? DEFAULT_SYSTEM_THEME), target } };
}

/** Returns the system with a theme role chosen in one appearance (a row's step or the background), or given back to the automatic choice (null). */
export function chooseRole(system: ColorSystem, appearance: SystemAppearance, role: string, source: RoleSource | null): ColorSystem {
  const theme = system.theme ?? DEFAULT_SYSTEM_THEME;
  const next = { ...theme.roles[appearance] };
  if (source === null) delete next[role];
  else next[role] = source;
  return { ...system, theme: { ...theme, roles: { ...theme.roles, [appearance]: next } } };
}

/** Returns the system with the row at `from` moved to `to`. */
export function moveRow(system: ColorSystem, from: number, to: number): ColorSystem {
  if (from === to || from < 0 || to < 0 || from >= system.rows.length || to >= system.rows.length) return system;
  const rows = [...system.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row);
  return { ...system, rows };
}

/** Returns the system with one curve of a row set. */
export function setCurve(system: ColorSystem, id: string, appearance: SystemAppearance, channel: keyof ChannelCurves, curve: SystemCurve): ColorSystem {
  return updateRow(system, id, (row) => ({ ...row, curves: { ...row.curves, [appearance]: { ...row.curves[appearance], [channel]: curve } } }));
}

/** Returns the system with one curve of row `id` given to every row (lining the rows up on it, as Huetone's "apply to column"). */
export function applyCurveToAll(system: ColorSystem, id: string, appearance: SystemAppearance, channel: keyof ChannelCurves): ColorSystem {
  const source = system.rows.find((r) => r.id === id);
  if (!source) return system;
  const curve = source.curves[appearance][channel];
  return system.rows.reduce((next, row) => setCurve(next, row.id, appearance, channel, curve), system);
}

/** Returns the system with a cell set by hand ('#rrggbb'), or its override removed (null). */
export function setOverride(system: ColorSystem, id: string, appearance: SystemAppearance, step: number, code: string | null): ColorSystem {
  return updateRow(system, id, (row) => {
    const next = { ...row.overrides[appearance] };
    if (code === null) delete next[step];
    else next[step] = code;
    return { ...row, overrides: { ...row.overrides, [appearance]: next } };
  });
}

/** Returns the system with a step's target set or removed; a target whose references would go round in a loop is refused (the system as it was). */
export function setTarget(system: ColorSystem, step: number, target: StepTarget | null): ColorSystem {
  const targets = system.targets.map((t, i) => (i === step ? target : t));
  return targetLoops(targets, step) ? system : { ...system, targets };
}

/** Returns `values` (one per old step) resampled linearly to `n` steps. */
function resample(values: readonly number[], n: number): number[] {
  const m = values.length;
  return Array.from({ length: n }, (_, i) => {
    const x = n <= 1 || m <= 1 ? 0 : (i / (n - 1)) * (m - 1);
    const k = Math.min(m - 2, Math.floor(x));
    if (m <= 1) return values[0] ?? 0;
    return values[k] + (values[k + 1] - values[k]) * (x - k);
  });
}

/** Returns a curve over `oldCount` steps as one over `n`: a Bézier as it is, free points resampled. */
function resampleCurve(curve: SystemCurve, oldCount: number, n: number): SystemCurve {
  return curve.kind === 'bezier' ? curve : points(resample(curveValues(curve, oldCount), n));
}

/** Returns a row's (or a template's) curves over `m` steps as curves over `n`. */
function resampleCurves(curves: SystemRow['curves'], m: number, n: number): SystemRow['curves'] {
  return Object.fromEntries(
    SYSTEM_APPEARANCES.map((a) => [a, { lightness: resampleCurve(curves[a].lightness, m, n), chroma: resampleCurve(curves[a].chroma, m, n), hue: resampleCurve(curves[a].hue, m, n) }]),
  ) as SystemRow['curves'];
}

/**
 * Returns the system with new step names (SYSTEM_MIN_STEPS–SYSTEM_MAX_STEPS): curves resampled over the new count, each
 * base step at the same relative place, targets and overrides kept by index where the step still exists (a target
 * against a step that is gone is dropped).
 */
export function setSteps(system: ColorSystem, steps: readonly string[]): ColorSystem {
  if (steps.length < SYSTEM_MIN_STEPS || steps.length > SYSTEM_MAX_STEPS) return system;
  const m = system.steps.length;
  const n = steps.length;
  const keep = (i: number) => i < n;
  // A role chosen on a step means that step; the steps are new, so the theme's roles are chosen afresh.
  return withThemeRoles({
    ...system,
    steps: [...steps],
    targets: steps.map((_, i) => {
      const t = system.targets[i] ?? null;
      return t && (t.against === null || keep(t.against)) ? t : null;
    }),
    ...(system.template ? { template: resampleCurves(system.template, m, n) } : {}),
    rows: system.rows.map((row) => ({
      ...row,
      step: Math.round((row.step / Math.max(1, m - 1)) * (n - 1)),
      curves: resampleCurves(row.curves, m, n),
      overrides: Object.fromEntries(SYSTEM_APPEARANCES.map((a) => [a, Object.fromEntries(Object.entries(row.overrides[a]).filter(([k]) => keep(Number(k))))])) as SystemRow['overrides'],
    })),
  }, (source) => source === 'background');
}


/**
 * Returns a base colour for a new hue: the middle of the widest gap between the rows' hues (greys left out), at the
 * first chromatic row's OKLCH lightness and chroma, brought into sRGB; a new hue thus stands apart from those there are.
 */
export function newRowColor(system: ColorSystem): string {
  const bases = system.rows.map((row) => packedToOklch(Number.parseInt(row.color.slice(1), 16)));
  const chromatic = bases.filter(([, c, h]) => c >= 0.04 && !Number.isNaN(h));
  const [l, c] = chromatic[0] ?? [0.6, 0.15];
  const hues = chromatic.map(([, , h]) => h).sort((a, b) => a - b);
  if (hues.length === 0) return oklchToHexInGamut(l, c, 250);
  let best = { from: hues[hues.length - 1], width: hues[0] + 360 - hues[hues.length - 1] };
  for (let i = 1; i < hues.length; i++) if (hues[i] - hues[i - 1] > best.width) best = { from: hues[i - 1], width: hues[i] - hues[i - 1] };
  return oklchToHexInGamut(l, c, (best.from + best.width / 2) % 360);
}

/**
 * Returns a system of a preset whose hues are the given families (a scale generator's: its brand first, locked at its
 * base step) on the preset's curves, with the preset's neutral after them: where several scales go to be tuned together.
 */
export function systemOfFamilies(preset: SystemPreset, families: readonly { readonly name: string; readonly color: string }[]): ColorSystem {
  const base = createSystem(preset);
  const chromatic = base.rows[0];
  const neutral = base.rows.find((row) => row.id === 'neutral') ?? chromatic;
  const rows = families.slice(0, SYSTEM_MAX_ROWS - 1).map((family, i): SystemRow => ({ ...chromatic, id: i === 0 ? 'brand' : `row-${i + 1}`, name: family.name, color: family.color, locked: i === 0 }));
  return { ...base, rows: rows.length ? [...rows, neutral] : base.rows };
}
