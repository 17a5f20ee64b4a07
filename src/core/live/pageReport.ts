/**
 * The page as the live link reads it: from the colour custom properties its style rules declare (the helper's
 * rules, ./protocol.ts), the ones that speak of the root or of a colour scheme, with their light and dark values, and
 * how the page switches to dark (the class or the attribute its dark rules name).
 */
import type { DarkSwitch, LiveReport, LiveRule, LiveVariable } from './protocol.ts';
import { lightDarkPair } from '../code/lightDark.ts';

/** Dark markers in a selector: a class, a data attribute whose value says dark, or one whose name does (MUI's `[data-dark]`). */
const DARK_CLASS = /\.([\w-]*dark[\w-]*)/i;
const DARK_ATTRIBUTE = /\[(data-[\w-]+)=["']?([\w-]*dark[\w-]*)["']?\]/i;
const DARK_NAMED_ATTRIBUTE = /\[(data-[\w-]*dark[\w-]*)\]/i;

/**
 * Whether a rule's selector speaks of the root or of a scheme, and whether of the dark one: every part one compound
 * (no combinator) naming the root (`:root`, `html`) or a scheme (`.dark`, `.light-theme`, MUI's `[data-dark]`, or a
 * class or attribute of a theme, palette, scheme or mode: `[data-bs-theme=dark]`, `.ion-palette-dark`, `.dark-mode`,
 * `[data-color-mode=dark]`; not `.btn-dark`).
 */
export function ruleScope(selector: string): 'light' | 'dark' | null {
  const parts = selector.split(',').map((part) => part.trim());
  if (!parts.every((part) => !/[\s>+~]/.test(part) && /:root|html|^\.(dark|light)(-theme)?$|^\[data-(dark|light)\]$|theme|palette|scheme|mode\b/i.test(part))) return null;
  return parts.every((part) => DARK_CLASS.test(part) || DARK_ATTRIBUTE.test(part) || DARK_NAMED_ATTRIBUTE.test(part)) ? 'dark' : 'light';
}

/** The dark switch a dark rule's selector names: its data attribute and value (an empty value for `[data-dark]`), else its class. */
function darkSwitchOf(selector: string): DarkSwitch {
  const attribute = DARK_ATTRIBUTE.exec(selector);
  const named = DARK_NAMED_ATTRIBUTE.exec(selector);
  const className = DARK_CLASS.exec(selector);
  return attribute ? [attribute[1], attribute[2]] : named ? [named[1], ''] : className ? ['class', className[1]] : null;
}

/** Conditions under which a page's colours are not its scheme's: print, and the high-contrast and forced-colour modes. */
const OTHER_MODE = /print|forced-colors|prefers-contrast|inverted-colors/i;
/** A condition on the colour scheme, `(prefers-color-scheme: dark)`, and `not` before it. */
const SCHEME_CONDITION = /prefers-color-scheme:\s*(dark|light)/i;

/**
 * The scheme of a rule as its conditions say (the helper's `condition{selector`, ./protocol.ts): 'dark' or 'light' under
 * a media query of the colour scheme (`not` turning it round), null where they say nothing of it, 'other' under a
 * condition of another mode (print, forced colours, more contrast), whose values are not the page's colours.
 */
function conditionScope(conditions: readonly string[]): 'light' | 'dark' | 'other' | null {
  let scope: 'light' | 'dark' | null = null;
  for (const condition of conditions) {
    if (OTHER_MODE.test(condition)) return 'other';
    const scheme = SCHEME_CONDITION.exec(condition);
    if (scheme) scope = (scheme[1].toLowerCase() === 'dark') !== /^\s*not\b/i.test(condition) ? 'dark' : 'light';
  }
  return scope;
}

/**
 * Returns the page's colour custom properties (in the order first declared; a later rule of the same scope wins, as
 * in the cascade of equal specificity) and its dark switch (the first dark rule's that names one). A rule under a media
 * query of the dark scheme is dark: such a page turns dark with the device, with no switch on its root (Irodori's
 * values, set on the root, then show either scheme). A `light-dark()` value gives both schemes' values.
 */
export function pageReport(rules: readonly LiveRule[]): LiveReport {
  const found = new Map<string, { name: string; light: string | null; dark: string | null }>();
  let dark: DarkSwitch = null;
  for (const [conditioned, name, value] of rules) {
    const parts = conditioned.split('{');
    const selector = parts.pop()!;
    const byCondition = conditionScope(parts);
    const bySelector = ruleScope(selector);
    if (bySelector === null || byCondition === 'other') continue;
    const scope = bySelector === 'dark' ? 'dark' : (byCondition ?? bySelector);
    const entry = found.get(name) ?? { name, light: null, dark: null };
    // A light-dark() value holds both schemes (picked by the page's color-scheme); under a scheme's rule, that one's.
    const pair = lightDarkPair(value);
    if (pair && bySelector !== 'dark' && byCondition === null) [entry.light, entry.dark] = pair;
    else entry[scope] = pair ? pair[scope === 'light' ? 0 : 1] : value;
    found.set(name, entry);
    if (scope === 'dark' && dark === null) dark = darkSwitchOf(selector);
  }
  return { variables: [...found.values()] as LiveVariable[], dark };
}
