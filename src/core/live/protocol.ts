/**
 * The live link's messages: what Irodori and the helper on the person's own page say to each other, and the checks
 * each side runs on every message it receives before acting on it (nothing is evaluated; anything that fails a check
 * is ignored). Read by the page (src/features/live/) and compiled into the helper (src/live/helper.ts), so it stays
 * small and free of imports.
 *
 * The exchange: the helper, loaded in a window Irodori opened, tells its opener it is `ready`, addressed to the one
 * Irodori origin written into it; Irodori answers with `pair`, a short code and one end of a MessageChannel; the
 * person types the code Irodori shows into the helper's prompt; on a match the helper keeps that port, answers
 * `paired` with its `report` of the page's colour custom properties, and from then on listens to the port only.
 */

/** The protocol's version: a helper and an Irodori of different versions do not pair. */
export const LIVE_VERSION = 1;

/**
 * The mark the window messages carry, with the version, so neither side mistakes another script's messages for the
 * link's, nor pairs with a helper of another version.
 */
export const LIVE_MARK = `irodori-live/${LIVE_VERSION}`;

/** Digits of the pairing code. */
export const PAIRING_CODE_DIGITS = 4;

/** The most custom properties a report lists, and the longest name and value each may have. */
export const LIVE_MAX_VARIABLES = 2000;
export const LIVE_MAX_NAME = 100;
export const LIVE_MAX_VALUE = 200;

/** One colour custom property of the page: its name ('--primary'), and its value under each scheme the page declares. */
export type LiveVariable = { readonly name: string; readonly light: string | null; readonly dark: string | null };

/**
 * How the page switches to its dark scheme, as the helper found it in the page's rules: a class on the root element
 * ('dark', shadcn/ui and Tailwind), an attribute with a value (`data-theme="dark"` for daisyUI, `data-bs-theme="dark"`
 * for Bootstrap, `data-mui-color-scheme="dark"` for MUI), or none found.
 */
export type DarkSwitch = { readonly kind: 'class'; readonly name: string } | { readonly kind: 'attribute'; readonly name: string; readonly value: string } | null;

/** The page as the helper reports it: its colour custom properties and its dark switch. */
export type LiveReport = { readonly variables: readonly LiveVariable[]; readonly dark: DarkSwitch };

/** The helper's prompt texts, written into the snippet in the language of the page it was copied from. */
export type LiveTexts = { readonly title: string; readonly code: string; readonly connect: string; readonly cancel: string; readonly wrong: string };

/** Helper → Irodori, through the window (before pairing). */
export type ReadyMessage = { readonly mark: typeof LIVE_MARK; readonly type: 'ready' };
/** Irodori → helper, through the window, with a MessagePort. */
export type PairMessage = { readonly mark: typeof LIVE_MARK; readonly type: 'pair'; readonly code: string };

/** Irodori → helper, on the port. */
export type ToHelper =
  | { readonly type: 'apply'; readonly values: Readonly<Record<string, string>>; readonly scheme: 'light' | 'dark'; readonly id: number }
  | { readonly type: 'restore' }
  | { readonly type: 'scan' };

/** Helper → Irodori, on the port. */
export type ToIrodori =
  | { readonly type: 'paired'; readonly report: LiveReport }
  | { readonly type: 'report'; readonly report: LiveReport }
  | { readonly type: 'applied'; readonly id: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a text is a custom property's name: '--' and then letters, digits, '-' or '_', at most LIVE_MAX_NAME long. */
export function isVariableName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= LIVE_MAX_NAME && /^--[A-Za-z0-9_-]+$/.test(name);
}

/**
 * Whether a text may be set as a colour value: at most LIVE_MAX_VALUE long, and none of the characters that could
 * close the declaration or open another (`;`, braces, quotes, backslash, `<`, `/*`). The helper also asks the
 * browser whether it is a colour (CSS.supports) before setting it.
 */
export function isSafeValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= LIVE_MAX_VALUE && !/[;{}"'\\<]|\/\*/.test(value);
}

/** Whether a value is a channel triple ('64, 95, 144' or '64 95 144': Bootstrap's and Ionic's `-rgb`, MUI's `…Channel`). */
export function isChannelTriple(value: string): boolean {
  return /^\d{1,3}(,\s*|\s+)\d{1,3}(,\s*|\s+)\d{1,3}$/.test(value.trim());
}

/** Returns a message as a ReadyMessage, or null. */
export function readReady(data: unknown): ReadyMessage | null {
  return isRecord(data) && data.mark === LIVE_MARK && data.type === 'ready' ? (data as ReadyMessage) : null;
}

/** Returns a message as a PairMessage, or null (its code PAIRING_CODE_DIGITS digits). */
export function readPair(data: unknown): PairMessage | null {
  if (!isRecord(data) || data.mark !== LIVE_MARK || data.type !== 'pair') return null;
  return typeof data.code === 'string' && data.code.length === PAIRING_CODE_DIGITS && /^\d+$/.test(data.code) ? (data as PairMessage) : null;
}

/** Returns a port message to the helper, checked field by field, or null. */
export function readToHelper(data: unknown): ToHelper | null {
  if (!isRecord(data)) return null;
  if (data.type === 'restore' || data.type === 'scan') return data as ToHelper;
  if (data.type !== 'apply' || (data.scheme !== 'light' && data.scheme !== 'dark') || !Number.isSafeInteger(data.id) || !isRecord(data.values)) return null;
  const entries = Object.entries(data.values);
  return entries.length <= LIVE_MAX_VARIABLES && entries.every(([name, value]) => isVariableName(name) && isSafeValue(value)) ? (data as ToHelper) : null;
}

/** Returns a report, checked field by field, or null. */
export function readReport(data: unknown): LiveReport | null {
  if (!isRecord(data) || !Array.isArray(data.variables)) return null;
  if (data.variables.length > LIVE_MAX_VARIABLES) return null;
  const optional = (value: unknown) => value === null || isSafeValue(value);
  const variables = data.variables.every((v: unknown) => isRecord(v) && isVariableName(v.name) && optional(v.light) && optional(v.dark));
  return variables && readDarkSwitch(data.dark) !== undefined ? (data as LiveReport) : null;
}

/** Returns a dark switch, checked, or undefined when it is not one. */
function readDarkSwitch(data: unknown): DarkSwitch | undefined {
  if (data === null) return null;
  if (!isRecord(data) || typeof data.name !== 'string' || !/^[A-Za-z][\w-]{0,60}$/.test(data.name)) return undefined;
  if (data.kind === 'class') return { kind: 'class', name: data.name };
  return data.kind === 'attribute' && typeof data.value === 'string' && /^[\w-]{1,60}$/.test(data.value) ? { kind: 'attribute', name: data.name, value: data.value } : undefined;
}

/** Returns a port message to Irodori, checked, or null. */
export function readToIrodori(data: unknown): ToIrodori | null {
  if (!isRecord(data)) return null;
  if (data.type === 'applied') return Number.isSafeInteger(data.id) ? { type: 'applied', id: data.id as number } : null;
  if (data.type !== 'paired' && data.type !== 'report') return null;
  const report = readReport(data.report);
  return report ? { type: data.type, report } : null;
}
