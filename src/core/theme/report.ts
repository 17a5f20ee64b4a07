/**
 * A theme's contrast report: every role pair of THEME_PAIRS in light and dark, with its WCAG ratio and its
 * APCA Lc as the contrast checker gives them, and whether it meets the target (text pairs: the target's text level;
 * component pairs: WCAG 1.4.11's 3:1 or APCA Lc 45).
 */
import { apcaContrast } from '../contrast/apca.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { THEME_PAIRS, targetLevel, type RoleColors, type RolePair, type ThemeTarget } from './roles.ts';

/** One pair in one appearance. */
export type PairReport = RolePair & {
  readonly fgHex: string;
  readonly bgHex: string;
  /** WCAG 2 contrast ratio, unrounded. */
  readonly wcag: number;
  /** APCA Lc of fg as text on bg, signed. */
  readonly apca: number;
  /** The level this pair must meet under the target (a ratio or an |Lc|). */
  readonly level: number;
  readonly passes: boolean;
};

/** A theme's report in each appearance. */
export type ThemeReports = { readonly light: readonly PairReport[]; readonly dark: readonly PairReport[] };

/** Returns the report of every pair whose two roles the colours have. */
export function themeReport(colors: RoleColors, target: ThemeTarget): PairReport[] {
  const { method, text, component } = targetLevel(target);
  return THEME_PAIRS.filter((pair) => colors[pair.fg] !== undefined && colors[pair.bg] !== undefined).map((pair) => {
    const fgHex = colors[pair.fg];
    const bgHex = colors[pair.bg];
    const wcag = contrastRatio(fgHex, bgHex);
    const apca = apcaContrast(fgHex, bgHex);
    const level = pair.kind === 'text' ? text : component;
    const measure = method === 'wcag' ? wcag : Math.abs(apca);
    return { ...pair, fgHex, bgHex, wcag, apca, level, passes: measure >= level };
  });
}

/** Returns the pair a role is first read in (as fg, else as bg), for the role table's contrast column; null if none. */
export function pairOfRole(role: string): RolePair | null {
  return THEME_PAIRS.find((pair) => pair.fg === role) ?? THEME_PAIRS.find((pair) => pair.bg === role) ?? null;
}
