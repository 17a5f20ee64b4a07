import type { TFunction } from 'i18next';
import { extendedNames, extendedRoleTable, extendedRoles } from '../core/theme/export/names';
import type { ThemeColors } from '../core/theme/roles';

/** The table's groups of roles, in order. */
export const ROLE_GROUPS = ['accents', 'surfaces', 'outline', 'inverse', 'fixed', 'extended'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

/** Returns the group a role is listed in. */
export function roleGroup(role: string, theme: ThemeColors): RoleGroup {
  if (theme.extended.some((x) => extendedRoles(x.name, extendedNames(theme)).includes(role))) return 'extended';
  if (/Fixed/.test(role)) return 'fixed';
  if (/^inverse/.test(role)) return 'inverse';
  if (/^(outline|shadow|scrim)/.test(role)) return 'outline';
  const base = role.replace(/^on([A-Z])/, (_, letter: string) => letter.toLowerCase());
  return /^(primary|secondary|tertiary|error)/.test(base) || role === 'surfaceTint' ? 'accents' : 'surfaces';
}

/**
 * Returns a role's label in the page's language; an extended colour's roles are named after it (after what `shown`
 * gives for its name, where the page shows it by another: a colour system's row in the page's language).
 */
export function roleLabel(t: TFunction, role: string, theme: ThemeColors, shown: (name: string) => string = (name) => name): string {
  const table = extendedRoleTable(extendedNames(theme));
  for (const [i, roles] of table.entries()) {
    const index = roles.indexOf(role);
    if (index >= 0) return t(`theme:extendedRole.${['color', 'on', 'container', 'onContainer'][index]}`, { name: shown(theme.extended[i].name) });
  }
  return t(`theme:role.${role}`, { defaultValue: role });
}
