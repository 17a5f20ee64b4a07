/**
 * The theme tool's fix for a failing text on the live page: when the text or its background is painted in one of the
 * theme's roles (its colour within a byte per channel of the role's, as the page's own CSS rounds it), that role moved
 * by the palette check's fix (its hue kept, lightness moved first) until the pair reaches the level it fails: WCAG's
 * ratio first, else APCA's Lc. The text's role changes when it can, else the background's (as ../theme/pairFix.ts),
 * and only on its own side of the other colour (a light ground stays light).
 */
import { fixSide } from '../check/paletteFix.ts';
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { relativeLuminance } from '../contrast/wcag.ts';
import type { RoleColors } from '../theme/roles.ts';
import type { ThemePairFix } from '../theme/pairFix.ts';
import { LIVE_APCA_LEVEL, type LiveFinding } from './inspect.ts';

/** Returns the role painted in a colour (the first of the theme's order within a byte per channel), or null. */
export function roleOfColor(hex: string, roles: RoleColors): string | null {
  const [r, g, b] = hexToBytes(hex);
  for (const [role, code] of Object.entries(roles)) {
    const [rr, gg, bb] = hexToBytes(code);
    if (Math.abs(r - rr) <= 1 && Math.abs(g - gg) <= 1 && Math.abs(b - bb) <= 1) return role;
  }
  return null;
}

/** Returns the fix of a failing finding in the theme's roles of the scheme shown, or null (it passes, is to review, or no role paints it). */
export function findingFix(finding: LiveFinding, roles: RoleColors): ThemePairFix | null {
  if (finding.review !== null || (finding.wcag && finding.apca)) return null;
  const method = finding.wcag ? 'apca' : 'wcag';
  const level = method === 'wcag' ? finding.needed : LIVE_APCA_LEVEL;
  for (const side of ['fg', 'bg'] as const) {
    const painted = side === 'fg' ? finding.fg : finding.bg;
    const role = roleOfColor(painted, roles);
    if (role === null) continue;
    const from = roles[role];
    const other = side === 'fg' ? finding.bg : finding.fg;
    const to = fixSide(from, other, side, method, level);
    // A fix that crosses to the other side of the pair (a light ground turned dark) changes the page's look: none.
    const lighter = (code: string) => relativeLuminance(code) > relativeLuminance(other);
    if (to !== null && to !== from && lighter(to) === lighter(from)) return { role, from, to };
  }
  return null;
}
