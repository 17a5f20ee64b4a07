import { describe, expect, it } from 'vitest';
import { globalCss } from '../../src/ui/globalCss';
import { themeColorValues, tokens } from '../../src/ui/theme';

describe('base styles', () => {
  const css = globalCss();

  it('defines every colour property the tokens use, with each theme its own values', () => {
    for (const [name, reference] of Object.entries(tokens.colors)) {
      const property = /^var\((--[a-z-]+)\)$/.exec(reference)?.[1];
      expect(property, name).toBeDefined();
      for (const mode of ['light', 'dark'] as const) {
        const value = themeColorValues(mode)[name as keyof typeof tokens.colors];
        expect(css, `${mode} ${name}`).toContain(`${property}: ${value};`);
      }
    }
  });

  it('sets the dark values under data-theme="dark"', () => {
    const dark = /:root\[data-theme='dark'\][^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(dark).toContain(`--color-background: ${themeColorValues('dark').background};`);
  });

  it('has no unresolved interpolation', () => {
    expect(css).not.toMatch(/undefined|NaN|\[object/);
  });
});
