/**
 * The live link's messages: what Irodori and the helper on the person's own page say to each other, and the checks
 * each side runs on every message it receives before acting on it (nothing is evaluated; anything that fails a check
 * is ignored). Read by Irodori (src/stores/liveLink.ts) and compiled into the helper (src/live/helper.ts), so it
 * stays small and free of imports.
 *
 * The exchange: the helper, loaded in a window Irodori opened, tells its opener it is `ready`, addressed to the one
 * Irodori origin written into it; Irodori answers with `pair`, a short code and one end of a MessageChannel; the
 * person types the code Irodori shows into the helper's prompt; on a match the helper keeps that port, answers
 * with its first `report` of the page's colour custom properties as its rules declare them, and from then on listens
 * to the port only.
 *
 * For the inspector the helper also reports, on request, every element of the page as a `LiveNode` (its place in
 * the tree, its colours, opacity, font and box); Irodori computes the contrast (./inspect.ts). It outlines one
 * element on request, and shows the page through a colour-vision matrix.
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

/** The most custom properties a change sets, and the longest name and value each may have. */
export const LIVE_MAX_VARIABLES = 2000;
export const LIVE_MAX_NAME = 100;
export const LIVE_MAX_VALUE = 200;

/** One colour custom property of the page: its name ('--primary'), and its value under each scheme the page declares. */
export type LiveVariable = { readonly name: string; readonly light: string | null; readonly dark: string | null };

/**
 * How the page switches to its dark scheme, as its rules say: the root attribute and the value that turn it dark, a
 * class (`['class', 'dark']`: shadcn/ui and Tailwind) or a data attribute (`['data-theme', 'dark']` for daisyUI,
 * `['data-bs-theme', 'dark']` for Bootstrap, `['data-dark', '']` for MUI's data selector); or none found.
 */
export type DarkSwitch = readonly [attribute: string, value: string] | null;

/** The page as Irodori reads it from the helper's rules (./pageReport.ts): its colour custom properties and its dark switch. */
export type LiveReport = { readonly variables: readonly LiveVariable[]; readonly dark: DarkSwitch };

/** The most rules a report keeps, and the longest selector. */
export const LIVE_MAX_RULES = 20_000;
export const LIVE_MAX_SELECTOR = 1000;

/**
 * One colour custom property as a style rule of the page declares it (in the sheets the helper may read, at-rules and
 * nesting included): the rule's selector, the property's name and its value. The selector comes after the condition of
 * each @media, @supports or @container rule it is in, each followed by '{' (`(prefers-color-scheme: dark){:root`:
 * neither a selector nor a condition holds '{'). The helper sends them as they are; which of them speak of the root, of
 * a scheme, and how the page switches to dark is Irodori's to read (./pageReport.ts).
 */
export type LiveRule = readonly [selector: string, name: string, value: string];

/** The most elements an inspection reports (a page with more is inspected up to this many, in document order). */
export const LIVE_MAX_NODES = 50_000;

/**
 * The computed values a LiveNode carries as the browser writes them: opacity ('0.5'), font size ('16px') and weight
 * ('700'); the reader parses them (./inspect.ts).
 */

/**
 * One element of the page as the inspector needs it, in document order (`document.querySelectorAll('*')`): its
 * parent's index (-1 for the root), tag and id (for its selector), `type` (an input's own, else ''), the length
 * of its own text (its direct text nodes, trimmed), its computed text fill colour and background colour, whether it
 * has a background image, its opacity, font size (px) and weight, whether it is shown (not `display: none` or
 * `visibility: hidden`; its opacity is the reader's to carry) and enabled (1) or hidden, disabled or inert itself (0; its descendants are too, which the reader carries down the tree), and its box in page
 * coordinates (px).
 */
export type LiveNode = readonly [
  parent: number,
  tag: string,
  id: string,
  type: string,
  text: number,
  color: string,
  background: string,
  backgroundImage: 0 | 1,
  opacity: string,
  fontSize: string,
  fontWeight: string,
  shown: 0 | 1,
  x: number,
  y: number,
  width: number,
  height: number,
];

/** The helper's prompt texts, written into the snippet in the language of the page it was copied from. */
export type LiveTexts = { readonly ask: string; readonly wrong: string };

/** Helper → Irodori, through the window (before pairing). */
export type ReadyMessage = { readonly mark: typeof LIVE_MARK; readonly type: 'ready' };
/** Irodori → helper, through the window, with a MessagePort. */
export type PairMessage = { readonly mark: typeof LIVE_MARK; readonly type: 'pair'; readonly code: string };

/** Irodori → helper, on the port. */
export type ToHelper =
  /** Sets the values, and the scheme by the page's own dark switch (null: none; the page stays as it is). */
  | { readonly type: 'apply'; readonly values: Readonly<Record<string, string>>; readonly scheme: 'light' | 'dark'; readonly dark: DarkSwitch; readonly id: number }
  | { readonly type: 'restore' }
  | { readonly type: 'scan' }
  | { readonly type: 'inspect' }
  /** Outlines the element of that index in the last inspection and scrolls it into view (-1: none). */
  | { readonly type: 'mark'; readonly index: number }
  /** Shows the page through a 4 × 5 colour matrix (SVG feColorMatrix values, on linear light), or as it is (null). */
  | { readonly type: 'vision'; readonly matrix: readonly number[] | null };

/** Helper → Irodori, on the port. */
export type ToIrodori =
  | { readonly type: 'report'; readonly rules: readonly LiveRule[] }
  | { readonly type: 'applied'; readonly id: number }
  | { readonly type: 'nodes'; readonly nodes: readonly LiveNode[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a text is a custom property's name: '--' and then letters, digits, '-' or '_', at most LIVE_MAX_NAME long. */
export function isVariableName(name: unknown): name is string {
  // LIVE_MAX_NAME written out: the helper carries this check, and a literal is its smallest form.
  return typeof name === 'string' && /^--[\w-]{1,98}$/.test(name);
}

/**
 * Whether a text may be set as a colour value: at most LIVE_MAX_VALUE long, and none of the characters that could
 * close the declaration or open another (`;`, braces, quotes, backslash, `<`, `/*`). The helper also asks the
 * browser whether it is a colour (CSS.supports) before setting it.
 */
export function isSafeValue(value: unknown): value is string {
  // LIVE_MAX_VALUE written out, as above.
  return typeof value === 'string' && /^[^;{}"'\\<]{1,200}$/.test(value) && !value.includes('/*');
}

/** Whether a value is a channel triple ('64, 95, 144' or '64 95 144': Bootstrap's and Ionic's `-rgb`, MUI's `…Channel`). */
export function isChannelTriple(value: string): boolean {
  return /^(\d{1,3}(,\s*|\s+)){2}\d{1,3}$/.test(value.trim());
}

/** Returns a message as a ReadyMessage, or null. */
export function readReady(data: unknown): ReadyMessage | null {
  return isRecord(data) && data.mark === LIVE_MARK && data.type === 'ready' ? (data as ReadyMessage) : null;
}

/** Returns a message as a PairMessage, or null (its code PAIRING_CODE_DIGITS digits, written out). */
export function readPair(data: unknown): PairMessage | null {
  if (!isRecord(data) || data.mark !== LIVE_MARK || data.type !== 'pair') return null;
  return typeof data.code === 'string' && /^\d{4}$/.test(data.code) ? (data as PairMessage) : null;
}

/** Returns a port message to the helper, checked field by field, or null. */
export function readToHelper(data: unknown): ToHelper | null {
  if (!isRecord(data)) return null;
  if (['restore', 'scan', 'inspect'].includes(data.type as string)) return data as ToHelper;
  if (data.type === 'mark') return Number.isSafeInteger(data.index) ? (data as ToHelper) : null;
  if (data.type === 'vision') return data.matrix === null || (Array.isArray(data.matrix) && data.matrix.length === 20 && data.matrix.every(Number.isFinite)) ? (data as ToHelper) : null;
  if (data.type !== 'apply' || (data.scheme !== 'light' && data.scheme !== 'dark') || !Number.isSafeInteger(data.id) || !isRecord(data.values) || !isDarkSwitch(data.dark)) return null;
  const entries = Object.entries(data.values);
  return entries.length <= LIVE_MAX_VARIABLES && entries.every(([name, value]) => isVariableName(name) && isSafeValue(value)) ? (data as ToHelper) : null;
}

/** Returns the rules of a report that pass their checks (a name, a safe value, a selector not too long), at most LIVE_MAX_RULES. */
export function readRules(data: unknown): LiveRule[] | null {
  if (!Array.isArray(data)) return null;
  const rule = (value: unknown): value is LiveRule =>
    Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && value[0].length <= LIVE_MAX_SELECTOR && isVariableName(value[1]) && isSafeValue(value[2]);
  return data.slice(0, LIVE_MAX_RULES).filter(rule);
}

/** Whether a value is a dark switch: null, or `class` or a `data-` attribute, with a value of word characters (an attribute's may be empty). */
function isDarkSwitch(data: unknown): data is DarkSwitch {
  return data === null || (Array.isArray(data) && /^(class|data-[\w-]{1,60})$/.test(data[0]) && /^[\w-]{0,60}$/.test(data[1]) && (data[1] !== '' || data[0] !== 'class'));
}

/** Returns a port message to Irodori, checked, or null. */
export function readToIrodori(data: unknown): ToIrodori | null {
  if (!isRecord(data)) return null;
  if (data.type === 'applied') return Number.isSafeInteger(data.id) ? { type: 'applied', id: data.id as number } : null;
  if (data.type === 'nodes') {
    // A page with more elements is inspected up to LIVE_MAX_NODES of them (parents come before their children).
    const nodes = Array.isArray(data.nodes) ? data.nodes.slice(0, LIVE_MAX_NODES) : null;
    return nodes?.every(isNode) ? { type: 'nodes', nodes } : null;
  }
  if (data.type !== 'report') return null;
  const rules = readRules(data.rules);
  return rules ? { type: 'report', rules } : null;
}

const NODE_TEXTS = [1, 3, 5, 6, 8, 9, 10] as const;
const NODE_NUMBERS = [0, 4, 7, 11, 12, 13, 14, 15] as const;

/** Whether a value is a LiveNode: sixteen fields of the right kinds, texts no longer than LIVE_MAX_VALUE (an id LIVE_MAX_SELECTOR), numbers finite. */
function isNode(value: unknown, index: number): value is LiveNode {
  if (!Array.isArray(value) || value.length !== 16) return false;
  const parent = value[0];
  return (
    Number.isInteger(parent) && parent >= -1 && parent < index &&
    typeof value[2] === 'string' && value[2].length <= LIVE_MAX_SELECTOR &&
    NODE_TEXTS.every((i) => typeof value[i] === 'string' && value[i].length <= LIVE_MAX_VALUE) &&
    NODE_NUMBERS.every((i) => typeof value[i] === 'number' && Number.isFinite(value[i]))
  );
}
