import { describe, expect, it } from 'vitest';
import { conventionVariables, liveValues, matchConventions, readCssVariables } from '../../../src/core/live/conventions.ts';
import { SHADCN_VARIABLES } from '../../../src/core/theme/export/libraries/shadcn.ts';
import { IRODORI_THEME, MATERIAL_THEME } from '../theme/themeArbitraries.ts';

describe('reading custom properties back from CSS', () => {
  it('sorts blocks into light and dark by their selector, at-rule, color-scheme or light-dark()', () => {
    const css = `/* :root { --commented: red } */
      :root, [data-bs-theme=light] { --a: #111; --b: light-dark(#222, #333); color: red }
      [data-bs-theme=dark] { --a: #eee }
      @layer theme { :root { @variant dark { --c: #444 } } }
      @plugin "daisyui/theme" { name: "x"; color-scheme: dark; --d: oklch(0.5 0.1 20) }
      $sass: #fff;`;
    const read = readCssVariables(css);
    expect(Object.fromEntries(read)).toEqual({
      '--a': { light: '#111', dark: '#eee' },
      '--b': { light: '#222', dark: '#333' },
      '--c': { light: null, dark: '#444' },
      '--d': { light: null, dark: 'oklch(0.5 0.1 20)' },
    });
  });
});

describe('the conventions a page follows', () => {
  it('finds shadcn/ui on a page with its names, and Material’s tokens by role', () => {
    const page = new Set<string>(SHADCN_VARIABLES.map((name) => `--${name}`));
    const [best] = matchConventions(page, IRODORI_THEME);
    expect(best).toEqual({ convention: 'shadcn', matched: SHADCN_VARIABLES.length, total: SHADCN_VARIABLES.length });
    expect(matchConventions(new Set(['--md-sys-color-primary', '--md-sys-color-on-primary', '--md-sys-color-surface']), MATERIAL_THEME)[0].convention).toBe('material');
    expect(matchConventions(new Set(['--brand', '--ink']), IRODORI_THEME)).toEqual([]);
  });

  it('writes what each library’s export writes, references to other variables left to the page', () => {
    const shadcn = conventionVariables('shadcn', IRODORI_THEME);
    expect(shadcn.get('--primary')?.light).toMatch(/^oklch\(/);
    expect(shadcn.get('--primary')?.dark).toMatch(/^oklch\(/);
    expect([...shadcn.values()].some((value) => /var\(/.test(`${value.light}${value.dark}`))).toBe(false);
    const bootstrap = conventionVariables('bootstrap', IRODORI_THEME);
    expect(bootstrap.get('--bs-primary')?.light).toBe(IRODORI_THEME.light.primary.toLowerCase());
    expect(bootstrap.get('--bs-primary-rgb')?.light).toMatch(/^\d+, \d+, \d+$/);
  });
});

describe('the values set on a page', () => {
  const page = new Map([
    ['--primary', { light: 'oklch(0.2 0 0)', dark: 'oklch(0.9 0 0)' }],
    ['--brand', { light: '#000000', dark: null }],
    ['--brand-rgb', { light: '0, 0, 0', dark: null }],
    ['--unused', { light: '#ffffff', dark: null }],
  ]);

  it('sets the convention’s variables the page has, and the variables mapped by hand in the page’s own form', () => {
    const values = liveValues(IRODORI_THEME, 'dark', page, 'shadcn', { '--brand': 'tertiary', '--brand-rgb': 'tertiary' });
    expect(values['--primary']).toBe(conventionVariables('shadcn', IRODORI_THEME).get('--primary')!.dark);
    expect(values['--brand']).toBe(IRODORI_THEME.dark.tertiary);
    expect(values['--brand-rgb']).toMatch(/^\d+, \d+, \d+$/);
    expect(values).not.toHaveProperty('--unused');
    expect(values).not.toHaveProperty('--background');
  });

  it('sets only the hand mapping without a convention, and ignores a role the theme lacks', () => {
    expect(liveValues(IRODORI_THEME, 'light', page, null, { '--brand': 'primary', '--unused': 'noSuchRole' })).toEqual({ '--brand': IRODORI_THEME.light.primary });
  });
});

describe('MUI’s CSS variables', () => {
  it('are the ones MUI itself writes for the theme’s MUI module, in light and dark', async () => {
    const { createTheme } = await import('@mui/material/styles');
    const { themeFiles } = await import('../../../src/core/theme/export/index.ts');
    for (const theme of [MATERIAL_THEME, IRODORI_THEME]) {
      // The module's own options, with the dark scheme under a data attribute (a page that switches by hand).
      const source = String(themeFiles('mui', theme)[0].content)
        .replace(/^import .*$/m, '')
        .replace(/export (const|default) /g, 'const ')
        .replace(/const theme = createTheme\(themeOptions\);|const theme;/g, '');
      const options = new Function(`${source}; return themeOptions;`)() as Record<string, unknown>;
      const built = createTheme({ ...options, cssVariables: { colorSchemeSelector: 'data' } } as Parameters<typeof createTheme>[0]) as unknown as { generateStyleSheets: () => Record<string, Record<string, string>>[] };
      const written: Record<'light' | 'dark', Map<string, string>> = { light: new Map(), dark: new Map() };
      for (const sheet of built.generateStyleSheets()) {
        for (const [selector, body] of Object.entries(sheet)) {
          const scheme = /dark/.test(selector) ? 'dark' : 'light';
          for (const [name, value] of Object.entries(body)) if (name.startsWith('--mui-palette-')) written[scheme].set(name, String(value));
        }
      }
      const ours = conventionVariables('mui', theme);
      expect(ours.size).toBeGreaterThan(30);
      for (const [name, values] of ours) {
        for (const scheme of ['light', 'dark'] as const) expect(values[scheme], `${name} ${scheme}`).toBe(written[scheme].get(name));
      }
      expect(ours.get('--mui-palette-primary-mainChannel')?.light).toMatch(/^\d+ \d+ \d+$/);
    }
  });
});
