/**
 * The scale generator's state in the address:
 * `/tools/generator?mode=scale&color=3a7bd5&steps=tailwind|radix|custom&name=brand&pin=500&neutral=1&alpha=1`
 * `&targets=1.5,3,4.5,7&method=wcag&bg=ffffff&scale=e76f51:600:accent&scale=22c55e::success`.
 * The first family is `color`, `name` and `pin`; each further family one `scale` (hex, pinned step, name, split at
 * the first two colons). `targets`, `method` and `bg` are written for custom steps only. Anything invalid falls back
 * to its default (a bad further family is left out); the page then rewrites the address (replace).
 */
import { tryNormalizeColorCode } from '../../../core/code/colorCode';
import { SCALE_MAX_TARGETS, SCALE_TARGET_RANGE, scaleStepNames, type ScaleKind, type ScaleMethod } from '../../../core/scale/scale';

/** The `steps` parameter: Tailwind's 11, Radix's 12, or custom contrast targets. */
export const SCALE_STEP_SETS = ['tailwind', 'radix', 'custom'] as const;
export type ScaleStepSet = (typeof SCALE_STEP_SETS)[number];

/** The most families (scales) at once. */
export const MAX_FAMILIES = 8;
/** The longest family name kept. */
const NAME_MAX = 40;

/** The default contrast targets per method: Leonardo-like ratios from near-background to text, and APCA Lc levels. */
export const DEFAULT_TARGETS: Record<ScaleMethod, readonly number[]> = {
  wcag: [1.1, 1.25, 1.5, 2, 3, 4.5, 7, 11, 15],
  apca: [8, 15, 30, 45, 60, 75, 90, 100],
};

/** One family: its colour, name, and the step it is pinned to (null: the kind's default). */
export type ScaleFamilyParams = { readonly color: string; readonly name: string; readonly pin: string | null };

/** The whole state. */
export type ScaleParams = {
  readonly steps: ScaleStepSet;
  readonly families: readonly ScaleFamilyParams[];
  readonly neutral: boolean;
  /** Show (and export) each scale's alpha steps (`alpha=1`); absent when off. */
  readonly alpha?: boolean;
  readonly targets: readonly number[];
  readonly method: ScaleMethod;
  readonly background: string;
};

/** Returns the engine's kind of a step set. */
export function kindOf(steps: ScaleStepSet): ScaleKind {
  return steps === 'custom' ? 'contrast' : steps;
}

/** Returns the default name of the family at `index`: 'brand', then 'accent', 'accent-2' …. */
export function defaultFamilyName(index: number): string {
  return index === 0 ? 'brand' : index === 1 ? 'accent' : `accent-${index}`;
}

/** Returns a family name as kept: one line, trimmed, at most NAME_MAX characters; the default when blank. */
export function cleanName(name: string, index: number): string {
  const clean = Array.from(name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim()).slice(0, NAME_MAX).join('').trim();
  return clean || defaultFamilyName(index);
}

/** Returns a pinned step if the step set has it, else null. */
function parsePin(value: string | null | undefined, steps: ScaleStepSet): string | null {
  if (!value) return null;
  return scaleStepNames(kindOf(steps)).includes(value) ? value : null;
}

/** Returns the targets of `targets=` when every one is a number in the method's range (1 to SCALE_MAX_TARGETS of them), else null. */
export function parseTargets(value: string | null, method: ScaleMethod): number[] | null {
  if (value === null || value.trim() === '') return null;
  const parts = value.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > SCALE_MAX_TARGETS) return null;
  const [min, max] = SCALE_TARGET_RANGE[method];
  const targets = parts.map(Number);
  return targets.every((n) => Number.isFinite(n) && n >= min && n <= max) ? targets : null;
}

/** Returns the state of the address's parameters; `fallbackColor` when the colour is missing or invalid. */
export function parseScaleParams(params: URLSearchParams, fallbackColor: string): ScaleParams {
  const stepsParam = params.get('steps');
  const steps: ScaleStepSet = (SCALE_STEP_SETS as readonly string[]).includes(stepsParam ?? '') ? (stepsParam as ScaleStepSet) : 'tailwind';
  const method: ScaleMethod = params.get('method') === 'apca' ? 'apca' : 'wcag';
  const rawColor = params.get('color');
  const first: ScaleFamilyParams = {
    color: (rawColor !== null && /^[0-9a-f]{6}$/i.test(rawColor) && tryNormalizeColorCode(rawColor)) || fallbackColor,
    name: cleanName(params.get('name') ?? '', 0),
    pin: parsePin(params.get('pin'), steps),
  };
  const families: ScaleFamilyParams[] = [first];
  for (const item of params.getAll('scale')) {
    if (families.length >= MAX_FAMILIES) break;
    const match = /^([0-9a-f]{6}):([^:]*):(.*)$/is.exec(item);
    const color = match ? tryNormalizeColorCode(match[1]) : null;
    if (!match || color === null) continue;
    families.push({ color, pin: parsePin(match[2], steps), name: cleanName(match[3], families.length) });
  }
  const bg = params.get('bg');
  return {
    steps,
    families,
    neutral: params.get('neutral') === '1',
    ...(params.get('alpha') === '1' ? { alpha: true } : {}),
    method,
    targets: parseTargets(params.get('targets'), method) ?? [...DEFAULT_TARGETS[method]],
    background: (bg !== null && /^[0-9a-f]{6}$/i.test(bg) && tryNormalizeColorCode(bg)) || '#ffffff',
  };
}

/** Returns the query string (without '?') of a state, in a fixed order, leaving defaults out where the format allows. */
export function scaleQuery(state: ScaleParams): string {
  const params = new URLSearchParams();
  const [first, ...rest] = state.families;
  params.set('mode', 'scale');
  params.set('color', first.color.slice(1));
  params.set('steps', state.steps);
  if (first.name !== defaultFamilyName(0)) params.set('name', first.name);
  if (first.pin !== null) params.set('pin', first.pin);
  if (state.neutral) params.set('neutral', '1');
  if (state.alpha) params.set('alpha', '1');
  if (state.steps === 'custom') {
    params.set('targets', state.targets.join(','));
    params.set('method', state.method);
    params.set('bg', state.background.slice(1));
  }
  for (const family of rest) params.append('scale', `${family.color.slice(1)}:${family.pin ?? ''}:${family.name}`);
  // Commas and colons are safe in a query: keep '1.5,3,4.5' and 'e76f51:600:accent' readable.
  return params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
}
