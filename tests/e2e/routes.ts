/**
 * A representative address of every route (language-neutral), for suites that visit them all
 * (privacy, offline, accessibility). Palette pages need a stored palette: see PALETTE_FIXTURE.
 */
export const PALETTE_FIXTURE = {
  uuid: '0f5e6a43-8e1f-4c55-9d4e-1a2b3c4d5e6f',
  name: 'Fixture palette',
  colors: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
};

export const ROUTES = [
  '/',
  '/palettes',
  `/palettes/${PALETTE_FIXTURE.uuid}`,
  '/palettes/preview?colors=264653-2a9d8f-e9c46a',
  '/history',
  '/tools/generator?color=3a7bd5&tab=alternative',
  '/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51&locked=1',
  '/tools/generator?mode=scale&color=3a7bd5&steps=radix&neutral=1&scale=e76f51::accent',
  '/tools/image',
  '/tools/theme?from=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51&x=success.2e7d32.1',
  '/tools/system',
  '/tools/charts?type=categorical&n=6&seed=7',
  '/tools/gradient?g=radial_90_oklab_shorter_25_20_ellipse_farthest-corner~rgb(255_255_255_/_0.6)@0~rgb(255_255_255_/_0)@60*linear_120_oklch_longer_50_50_ellipse_farthest-corner~4f46e5@0!ease-in~ec4899@50~f59e0b@100',
  '/tools/gradient/mesh?m=3_2~0f172a~7c3aed@55_8~ec4899~f59e0b@8_~rgb(20_184_166_/_0.7)@48_62~fde68a',
  '/tools/recolor?colors=264653-2a9d8f-e9c46a-f4a261-e76f51',
  '/tools/contrast-checker?fg=ffffff&bg=3a7bd5',
  '/colors/3a7bd5',
  '/colors/808080',
  '/categories/green',
  '/japanese-colors',
  '/combinations',
  '/combinations/270',
  '/about',
  '/about-ads',
  '/privacy',
  '/license',
  '/404',
] as const;

/** Stores the fixture palette before the app starts (run with page.addInitScript). */
export function seedPalette(fixture: typeof PALETTE_FIXTURE) {
  if (!localStorage.getItem('palettes')) localStorage.setItem('palettes', JSON.stringify([fixture]));
}
