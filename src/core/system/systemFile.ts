/**
 * A colour system as a file (`.irodori-system.json`) and as the text the page's address carries (compressed there by
 * the page): the system itself under a format name and version, so a file of something else, or of a later version,
 * is refused in words rather than read as a wrong system. Reading checks everything `validateSystem` checks and keeps
 * only the fields the system has.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import type { BezierPoints, SystemCurve } from './curves.ts';
import { readThemeChoice } from './systemTheme.ts';
import { SYSTEM_APPEARANCES, SystemError, overrideText, validateSystem, type ChannelCurves, type ColorSystem, type StepTarget, type SystemGamut, type SystemRow } from './systemRules.ts';

export const SYSTEM_FILE_FORMAT = 'irodori-color-system';
export const SYSTEM_FILE_VERSION = 1;

/** Returns the system's file text: JSON with two-space indents. */
export function systemFileText(system: ColorSystem): string {
  return `${JSON.stringify({ format: SYSTEM_FILE_FORMAT, version: SYSTEM_FILE_VERSION, system: compactSystem(system) }, null, 2)}\n`;
}

/** Returns the system as the address's JSON: the same fields, numbers to 4 decimals, no spaces. */
export function systemAddressText(system: ColorSystem): string {
  return JSON.stringify(compactSystem(system));
}

const round = (x: number) => Math.round(x * 10000) / 10000;
/** Returns the system with only its own fields, numbers rounded to 4 decimals. */
function compactSystem(system: ColorSystem): ColorSystem {
  return readSystem(JSON.parse(JSON.stringify(system)), true);
}

/** Returns a colour code normalised. @throws SystemError when it is not one. */
function readCode(x: unknown): string {
  try {
    return normalizeColorCode(String(x));
  } catch {
    throw new SystemError(`not a colour code: ${String(x).slice(0, 40)}`);
  }
}

/** Returns a cell set by hand as stored (`overrideText`). @throws SystemError when it is not one. */
function readOverrideText(x: unknown): string {
  const text = overrideText(String(x));
  if (text === null) throw new SystemError(`not a colour for a cell: ${String(x).slice(0, 40)}`);
  return text;
}

const object = (x: unknown, what: string): Record<string, unknown> => {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new SystemError(`${what} is not an object`);
  return x as Record<string, unknown>;
};

function readCurve(x: unknown, round4: boolean): SystemCurve {
  const c = object(x, 'a curve');
  const r = (v: unknown) => (round4 && typeof v === 'number' ? round(v) : (v as number));
  if (c.kind === 'bezier' && Array.isArray(c.points)) return { kind: 'bezier', points: c.points.map(r) as unknown as BezierPoints, start: r(c.start), end: r(c.end) };
  if (c.kind === 'points' && Array.isArray(c.values)) return { kind: 'points', values: c.values.map(r) };
  throw new SystemError('a curve is a Bézier or free points');
}

/** Returns a row's (or a template's) curves in light and dark. */
function readCurveSet(x: unknown, round4: boolean): SystemRow['curves'] {
  const curves = object(x, 'curves');
  return Object.fromEntries(
    SYSTEM_APPEARANCES.map((a) => {
      const set = object(curves[a], `the ${a} curves`);
      const channels: ChannelCurves = { lightness: readCurve(set.lightness, round4), chroma: readCurve(set.chroma, round4), hue: readCurve(set.hue, round4) };
      return [a, channels];
    }),
  ) as SystemRow['curves'];
}

function readRow(x: unknown, round4: boolean): SystemRow {
  const row = object(x, 'a row');
  const overrides = object(row.overrides ?? { light: {}, dark: {} }, 'a row’s overrides');
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    color: readCode(row.color),
    step: row.step as number,
    locked: row.locked as boolean,
    curves: readCurveSet(row.curves, round4),
    overrides: Object.fromEntries(
      SYSTEM_APPEARANCES.map((a) => [a, Object.fromEntries(Object.entries(object(overrides[a] ?? {}, 'overrides')).map(([k, v]) => [Number(k), readOverrideText(v)]))]),
    ) as SystemRow['overrides'],
  };
}

/** Returns a system read from parsed JSON, checked. @throws SystemError (or a colour code's Error) when it is not one. */
export function readSystem(x: unknown, round4 = false): ColorSystem {
  const s = object(x, 'the system');
  const background = object(s.background, 'the background');
  if (!Array.isArray(s.steps) || !Array.isArray(s.targets) || !Array.isArray(s.rows)) throw new SystemError('a system has steps, targets and rows');
  const system: ColorSystem = {
    name: typeof s.name === 'string' ? s.name : '',
    steps: s.steps.map(String),
    targets: s.targets.map((t): StepTarget | null => {
      if (t === null) return null;
      const o = object(t, 'a target');
      return { method: o.method as StepTarget['method'], value: round4 && typeof o.value === 'number' ? round(o.value) : (o.value as number), against: (o.against ?? null) as number | null };
    }),
    background: { light: readCode(background.light), dark: readCode(background.dark) },
    rows: s.rows.map((row) => readRow(row, round4)),
    ...(s.template === undefined ? {} : { template: readCurveSet(s.template, round4) }),
    ...(s.theme === undefined ? {} : { theme: readThemeChoice(s.theme) }),
    // sRGB, the gamut of every system before the choice, is left out: such a file reads as it did.
    ...(s.gamut === undefined || s.gamut === 'srgb' ? {} : { gamut: s.gamut as SystemGamut }),
  };
  validateSystem(system);
  return system;
}

/** Returns the system of a file's text. @throws SystemError naming what is wrong: not JSON, another format or version, or a system that does not check. */
export function parseSystemFile(text: string): ColorSystem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SystemError('not JSON');
  }
  const file = object(parsed, 'the file');
  if (file.format !== SYSTEM_FILE_FORMAT) throw new SystemError('not an Irodori colour system');
  if (file.version !== SYSTEM_FILE_VERSION) throw new SystemError(`version ${String(file.version)} is not one this page reads`);
  return readSystem(file.system);
}

/** Returns the system of the address's text. @throws SystemError when it is not one. */
export function parseSystemAddress(text: string): ColorSystem {
  try {
    return readSystem(JSON.parse(text));
  } catch (error) {
    throw error instanceof SystemError ? error : new SystemError('not a colour system');
  }
}
