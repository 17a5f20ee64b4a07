/**
 * The fix of a theme's failing pair: the palette check's fix (its hue kept, lightness moved first) of one role, so that
 * the pair reaches the level the theme's target gives it (`themeReport`). The text (or border) changes when it can,
 * since a text role is read on fewer grounds than its ground carries texts; else the ground.
 */
import { fixSide } from '../check/paletteFix.ts';
import type { PairReport } from './report.ts';
import { targetLevel, type ThemeTarget } from './roles.ts';

/** A fix: the role that changes, its colour now and the colour that passes. */
export type ThemePairFix = { readonly role: string; readonly from: string; readonly to: string };

/** Returns the fix of a failing pair under `target`; null when it passes or when no colour of either role's hue can. */
export function themePairFix(pair: PairReport, target: ThemeTarget): ThemePairFix | null {
  if (pair.passes) return null;
  const { method } = targetLevel(target);
  for (const side of ['fg', 'bg'] as const) {
    const role = side === 'fg' ? pair.fg : pair.bg;
    const from = side === 'fg' ? pair.fgHex : pair.bgHex;
    const to = fixSide(from, side === 'fg' ? pair.bgHex : pair.fgHex, side, method, pair.level);
    if (to !== null && to !== from) return { role, from, to };
  }
  return null;
}
