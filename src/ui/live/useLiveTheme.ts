import { useEffect } from 'react';
import type { ThemeColors } from '../../core/theme/roles';
import { useLiveLinkStore } from '../../stores/liveLink';
import { useLiveModel } from './useLiveModel';

/**
 * Repaints the connected page with a theme: on connection and on every change of the theme (an edit, an undo), the
 * scheme shown or the site's mapping, the page's variables are set to the theme's values (liveValues: the convention
 * found or chosen, then the variables mapped by hand). Nothing happens while no page is connected.
 */
export function useLiveTheme(theme: ThemeColors | null): void {
  const status = useLiveLinkStore((state) => state.status);
  const scheme = useLiveLinkStore((state) => state.scheme);
  const sites = useLiveLinkStore((state) => state.sites);
  const model = useLiveModel(status.kind === 'connected');
  useEffect(() => {
    if (theme === null || model === null || status.kind !== 'connected') return;
    const page = new Map(status.report.variables.map((variable) => [variable.name, { light: variable.light, dark: variable.dark }]));
    const site = sites[status.origin];
    const found = model.matchConventions(new Set(page.keys()), theme)[0]?.convention ?? null;
    const convention = site?.convention === 'none' ? null : (site?.convention ?? found);
    useLiveLinkStore.getState().apply(model.liveValues(theme, scheme, page, convention, site?.manual ?? {}));
  }, [theme, model, status, scheme, sites]);
}
