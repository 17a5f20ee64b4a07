/**
 * A colour system's contract: rows of hues (brand, accent, neutral, success…) by columns of steps (Tailwind's 50–950,
 * Radix's 1–12, any count), in light and dark. Each row follows its curves of OKLCH lightness, relative chroma and hue
 * drift over the steps, passes through its base colour when locked, and keeps any single cell the user set by hand; a
 * column may carry a contrast target, which the solver meets by moving the lightness of that column's cells
 * (solveSystem.ts).
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { readExact } from '../exact/exactColor.ts';
import { exactGamut } from '../exact/exactConvert.ts';
import type { SystemCurve } from './curves.ts';
import type { ThemeTarget } from '../theme/roles.ts';

export const SYSTEM_APPEARANCES = ['light', 'dark'] as const;
export type SystemAppearance = (typeof SYSTEM_APPEARANCES)[number];

/**
 * How a target is measured: the WCAG 2 ratio (1–21) or the magnitude of APCA Lc (10–108: APCA clips contrast under
 * about Lc 7.3 to 0, so no colour lands within 1 of a lower target).
 */
export const SYSTEM_METHODS = ['wcag', 'apca'] as const;
export type SystemMethod = (typeof SYSTEM_METHODS)[number];
export const SYSTEM_TARGET_RANGE: Record<SystemMethod, readonly [number, number]> = { wcag: [1, 21], apca: [10, 108] };

/**
 * The gamut a system's colours live in: sRGB (every cell a '#rrggbb' code), or Display P3 (a cell beyond sRGB is its
 * P3 value with its sRGB fallback, p3Cells.ts). A system without one is sRGB, as every system before the choice.
 */
export const SYSTEM_GAMUTS = ['srgb', 'p3'] as const;
export type SystemGamut = (typeof SYSTEM_GAMUTS)[number];

/** How far above its target a solved cell may land: 0.05 of a WCAG ratio, 1 Lc of APCA. */
export const SYSTEM_TARGET_SLACK: Record<SystemMethod, number> = { wcag: 0.05, apca: 1 };

/** Limits: rows (hues) and columns (steps) of one system, and the length of a name. */
export const SYSTEM_MAX_ROWS = 24;
export const SYSTEM_MAX_STEPS = 24;
export const SYSTEM_MIN_STEPS = 2;
export const SYSTEM_NAME_MAX = 60;

/** A column's contrast target: `value` by `method` against the background (`against` null) or the same row's step `against`. */
export type StepTarget = { readonly method: SystemMethod; readonly value: number; readonly against: number | null };

/** A row's curves in one appearance: OKLCH lightness (0–1), chroma relative to the row's peak (0–1), hue drift (degrees). */
export type ChannelCurves = { readonly lightness: SystemCurve; readonly chroma: SystemCurve; readonly hue: SystemCurve };

/** One hue of the system. */
export type SystemRow = {
  readonly id: string;
  readonly name: string;
  /** The row's base colour '#rrggbb': its hue, and its chroma at `step` (the row's peak chroma follows from it). */
  readonly color: string;
  /** The step (index) the base colour belongs to. */
  readonly step: number;
  /** The base colour is that step's cell exactly, in light and dark, and the lightness curves pass through it. */
  readonly locked: boolean;
  readonly curves: Readonly<Record<SystemAppearance, ChannelCurves>>;
  /**
   * Cells set by hand, by appearance and step index: '#rrggbb', or the exact text of an opaque colour beyond sRGB
   * (`readOverride`), which a Display P3 system keeps as it is and an sRGB one shows as its fallback. They survive curve
   * edits.
   */
  readonly overrides: Readonly<Record<SystemAppearance, Readonly<Record<number, string>>>>;
};

/** Where a theme role's colour comes from: a row's step (by index), or the appearance's background. */
export type RoleSource = { readonly row: string; readonly step: number } | 'background';

/** The theme made of a system: its contrast target and the roles chosen by hand, per appearance (systemTheme.ts chooses the rest). */
export type SystemThemeChoice = {
  readonly target: ThemeTarget;
  readonly roles: Readonly<Record<SystemAppearance, Readonly<Record<string, RoleSource>>>>;
};

/** A whole system. */
export type ColorSystem = {
  readonly name: string;
  readonly steps: readonly string[];
  /** One per step: its contrast target, or null. */
  readonly targets: readonly (StepTarget | null)[];
  readonly background: Readonly<Record<SystemAppearance, string>>;
  readonly rows: readonly SystemRow[];
  /** The curves a new hue is given: a design system's character, fitted from its hues (presets.ts); absent, a new hue takes the selected one's. */
  readonly template?: Readonly<Record<SystemAppearance, ChannelCurves>>;
  /** The theme made of it, where the user has set its target or chosen a role. */
  readonly theme?: SystemThemeChoice;
  /** Its gamut; absent, sRGB. */
  readonly gamut?: SystemGamut;
};

/** Why a target cell did not land on its target: no colour of its hue and chroma reaches it, or its colour was fixed (locked or set by hand). */
export type CellMiss = 'unreachable' | 'fixed';

/** A solved cell. */
export type SystemCell = {
  /** '#rrggbb', in the sRGB gamut: the cell, or a wide cell's fallback. */
  readonly hex: string;
  /** In a Display P3 system, a cell beyond sRGB: its P3 value as `oklch(L% C H)` (p3Cells.ts); else null. */
  readonly p3: string | null;
  /** Where it comes from: its curves, its column's target, the row's locked base, or the user's hand. */
  readonly source: 'curve' | 'target' | 'locked' | 'override';
  /** The curves' OKLCH before the gamut (chroma reduced to fit the system's gamut when `clipped`). */
  readonly lightness: number;
  readonly chroma: number;
  readonly hue: number;
  readonly clipped: boolean;
  /** Its WCAG ratio and APCA Lc as text on the appearance's background (a wide cell's lesser over its value and its fallback). */
  readonly onBackground: { readonly wcag: number; readonly apca: number };
  /** Its column's target, what it reached against the target's reference (ratio or |Lc|), and why it missed, if it did. */
  readonly target: StepTarget | null;
  readonly reached: number | null;
  readonly miss: CellMiss | null;
};

/** A solved system: per row (in order) and appearance, one cell per step. */
export type SystemSolution = { readonly rows: readonly { readonly id: string; readonly light: readonly SystemCell[]; readonly dark: readonly SystemCell[] }[] };

/** Thrown for a system the editor cannot solve; the message says what is wrong. */
export class SystemError extends Error {}

/** A cell set by hand, read: its code (a wide colour's fallback) and, for a colour beyond sRGB, its exact text. */
export type ReadOverride = { readonly code: string; readonly exact: string | null };

/**
 * Reads a colour set by hand: a code, or any CSS colour the app reads exactly. An opaque colour beyond sRGB keeps its
 * exact text; one sRGB holds is its code (a system's sRGB cells are codes). A translucent colour is not a cell: null.
 */
export function readOverride(input: unknown): ReadOverride | null {
  const authored = tryAuthoredColor(input);
  if (authored === null) return null;
  if (authored.exact === undefined) return { code: authored.code, exact: null };
  const color = readExact(authored.exact);
  if (color === null || color.alpha < 1) return null;
  return { code: authored.code, exact: exactGamut(color) === 'srgb' ? null : authored.exact };
}

/** Returns how a cell set by hand is stored: its exact text when it has one, else its code; null for what `readOverride` refuses. */
export function overrideText(input: unknown): string | null {
  const read = readOverride(input);
  return read === null ? null : (read.exact ?? read.code);
}

/** Checks a colour code, naming `where` when it is not one. */
function checkCode(code: unknown, where: string): void {
  try {
    normalizeColorCode(String(code));
  } catch {
    throw new SystemError(`${where}: not a colour code`);
  }
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkCurve(curve: unknown, where: string): asserts curve is SystemCurve {
  const c = curve as SystemCurve;
  if (c?.kind === 'bezier') {
    const p = c.points;
    if (!Array.isArray(p) || p.length !== 4 || !p.every(isNumber) || p[0] < 0 || p[0] > 1 || p[2] < 0 || p[2] > 1) throw new SystemError(`${where}: a Bézier's x lie in 0–1`);
    if (!isNumber(c.start) || !isNumber(c.end)) throw new SystemError(`${where}: a curve's start and end are numbers`);
  } else if (c?.kind === 'points') {
    if (!Array.isArray(c.values) || c.values.length === 0 || c.values.length > SYSTEM_MAX_STEPS || !c.values.every(isNumber)) throw new SystemError(`${where}: free points are 1–${SYSTEM_MAX_STEPS} numbers`);
  } else throw new SystemError(`${where}: a curve is a Bézier or free points`);
}

/** Returns true when following `against` links from step `from` comes back to it. */
export function targetLoops(targets: readonly (StepTarget | null)[], from: number): boolean {
  let at: number | null = targets[from]?.against ?? null;
  for (let k = 0; at !== null && k <= targets.length; k++) {
    if (at === from) return true;
    at = targets[at]?.against ?? null;
  }
  return at !== null;
}

/**
 * Checks a system: names, 2–24 steps with unique names, 1–24 rows with unique ids, colours, curves, base steps and
 * overrides in range, targets in their method's range against the background or another step, without a loop.
 * @throws SystemError naming the first fault.
 */
export function validateSystem(system: ColorSystem): void {
  const { steps, targets, rows, background } = system;
  if (typeof system.name !== 'string' || system.name.length > SYSTEM_NAME_MAX) throw new SystemError('the name is text of at most 60 characters');
  if (!Array.isArray(steps) || steps.length < SYSTEM_MIN_STEPS || steps.length > SYSTEM_MAX_STEPS) throw new SystemError(`a system has ${SYSTEM_MIN_STEPS}–${SYSTEM_MAX_STEPS} steps`);
  if (!steps.every((s) => typeof s === 'string' && s.trim() !== '' && s.length <= 16) || new Set(steps).size !== steps.length) throw new SystemError('step names are unique, 1–16 characters');
  if (!Array.isArray(targets) || targets.length !== steps.length) throw new SystemError('one target (or null) per step');
  targets.forEach((t, i) => {
    if (t === null) return;
    if (!(SYSTEM_METHODS as readonly string[]).includes(t.method)) throw new SystemError(`step ${steps[i]}: unknown method`);
    const [min, max] = SYSTEM_TARGET_RANGE[t.method as SystemMethod];
    if (!isNumber(t.value) || t.value < min || t.value > max) throw new SystemError(`step ${steps[i]}: a ${t.method} target lies in ${min}–${max}`);
    if (t.against !== null && (!Number.isInteger(t.against) || t.against < 0 || t.against >= steps.length || t.against === i)) throw new SystemError(`step ${steps[i]}: a target is against the background or another step`);
    if (targetLoops(targets, i)) throw new SystemError(`step ${steps[i]}: its targets' references go round in a loop`);
  });
  for (const appearance of SYSTEM_APPEARANCES) checkCode(background?.[appearance], `the ${appearance} background`);
  if (system.gamut !== undefined && !(SYSTEM_GAMUTS as readonly string[]).includes(system.gamut)) throw new SystemError('the gamut is srgb or p3');
  if (system.template !== undefined) {
    for (const appearance of SYSTEM_APPEARANCES) {
      for (const channel of ['lightness', 'chroma', 'hue'] as const) checkCurve(system.template?.[appearance]?.[channel], `the template's ${appearance} ${channel}`);
    }
  }
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > SYSTEM_MAX_ROWS) throw new SystemError(`a system has 1–${SYSTEM_MAX_ROWS} rows`);
  if (new Set(rows.map((r) => r.id)).size !== rows.length) throw new SystemError('row ids are unique');
  for (const row of rows) {
    if (typeof row.id !== 'string' || row.id === '' || typeof row.name !== 'string' || row.name.length > SYSTEM_NAME_MAX) throw new SystemError('a row has an id and a name of at most 60 characters');
    checkCode(row.color, row.name);
    if (!Number.isInteger(row.step) || row.step < 0 || row.step >= steps.length) throw new SystemError(`${row.name}: its base step is one of the steps`);
    if (typeof row.locked !== 'boolean') throw new SystemError(`${row.name}: locked is true or false`);
    for (const appearance of SYSTEM_APPEARANCES) {
      const curves = row.curves?.[appearance];
      for (const channel of ['lightness', 'chroma', 'hue'] as const) checkCurve(curves?.[channel], `${row.name} ${appearance} ${channel}`);
      for (const [key, code] of Object.entries(row.overrides?.[appearance] ?? {})) {
        const index = Number(key);
        if (!Number.isInteger(index) || index < 0 || index >= steps.length) throw new SystemError(`${row.name}: an override names a step`);
        if (overrideText(code) !== code) throw new SystemError(`${row.name}: an override is a colour code or an opaque colour beyond sRGB`);
      }
    }
  }
}
