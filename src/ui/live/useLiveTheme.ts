import { useLayoutEffect, useMemo } from 'react';
import type { ThemeColors } from '../../core/theme/roles';
import { useLiveLinkStore } from '../../stores/liveLink';
import { useLiveModel, usePageConventions } from './useLiveModel';

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
  const report = status.kind === 'connected' ? status.report : null;
  const page = useMemo(() => new Map(report?.variables.map((variable) => [variable.name, { light: variable.light, dark: variable.dark }])), [report]);
  const found = usePageConventions(model, report, theme)[0]?.convention ?? null;
  // How a theme becomes the page's values: set for a tool to paint an edit at once (the store's `paint`), and used
  // here as each change is committed, before Irodori paints it (a change already painted is not sent again).
  useLayoutEffect(() => {
    const { setPainter, paint } = useLiveLinkStore.getState();
    if (model === null || status.kind !== 'connected') return setPainter(null);
    const site = sites[status.origin];
    const convention = site?.convention === 'none' ? null : (site?.convention ?? found);
    setPainter((next) => model.liveValues(next, scheme, page, convention, site?.manual ?? {}));
    if (theme !== null) paint(theme);
  }, [theme, model, status, scheme, sites, page, found]);
  useLayoutEffect(() => () => useLiveLinkStore.getState().setPainter(null), []);
}
