/**
 * A theme's contrast report: every role pair of THEME_PAIRS and each custom colour's pairs (`extendedPairs`) in light
 * and dark, with its WCAG ratio and its APCA Lc as the contrast checker gives them, and whether it meets the target
 * (text pairs: the target's text level; component pairs: WCAG 1.4.11's 3:1 or APCA Lc 45).
 */
import { apcaContrast } from '../contrast/apca.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { extendedRoleTable } from './export/names.ts';
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

/**
 * Returns the pairs the custom colours of a theme (their names, in order) are read in, three each: the colour as text
 * on the surface (a status colour is read as text and icons on the page), its on-colour on it, and its on-container
 * colour on its container; roles named by export/names.ts's `extendedRoleTable`, as the theme names them.
 */
export function extendedPairs(names: readonly string[]): RolePair[] {
  return extendedRoleTable(names).flatMap(([color, on, container, onContainer]): RolePair[] => [
    { fg: color, bg: 'surface', kind: 'text' },
    { fg: on, bg: color, kind: 'text' },
    { fg: onContainer, bg: container, kind: 'text' },
  ]);
}

/** Returns every pair a theme with these custom colours (their names) is checked on: THEME_PAIRS, then `extendedPairs`. */
export function themePairs(extended: readonly string[] = []): RolePair[] {
  return [...THEME_PAIRS, ...extendedPairs(extended)];
}

/** Returns the report of every pair (`themePairs` of the custom colours' names) whose two roles the colours have. */
export function themeReport(colors: RoleColors, target: ThemeTarget, extended: readonly string[] = []): PairReport[] {
  const { method, text, component } = targetLevel(target);
  return themePairs(extended)
    .filter((pair) => colors[pair.fg] !== undefined && colors[pair.bg] !== undefined)
    .map((pair) => {
      const fgHex = colors[pair.fg];
      const bgHex = colors[pair.bg];
      const wcag = contrastRatio(fgHex, bgHex);
      const apca = apcaContrast(fgHex, bgHex);
      const level = pair.kind === 'text' ? text : component;
      const measure = method === 'wcag' ? wcag : Math.abs(apca);
      return { ...pair, fgHex, bgHex, wcag, apca, level, passes: measure >= level };
    });
}

/**
 * Returns the pair a role is first read in among `pairs` (as fg, else as bg), for the role table's contrast column;
 * null if none. `pairs` is a theme's report (or `themePairs` of its custom colours) so a custom colour's roles are
 * found too; THEME_PAIRS alone by default.
 */
export function pairOfRole(role: string, pairs: readonly RolePair[] = THEME_PAIRS): RolePair | null {
  return pairs.find((pair) => pair.fg === role) ?? pairs.find((pair) => pair.bg === role) ?? null;
}
