import type { TFunction } from 'i18next';
import { extendedNames, extendedRoles } from '../../core/theme/export/names';
import type { ThemeColors } from '../../core/theme/roles';

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

/** Returns a role's label in the page's language; an extended colour's roles are named after it. */
export function roleLabel(t: TFunction, role: string, theme: ThemeColors): string {
  for (const x of theme.extended) {
    const names = extendedRoles(x.name, extendedNames(theme));
    const index = names.indexOf(role);
    if (index >= 0) return t(`theme:extendedRole.${['color', 'on', 'container', 'onContainer'][index]}`, { name: x.name });
  }
  return t(`theme:role.${role}`, { defaultValue: role });
}
