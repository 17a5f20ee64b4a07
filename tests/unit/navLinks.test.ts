/**
 * The sidebar's and mobile menu's links mark their page as the router's NavLink did (src/ui/i18n.tsx, isActivePath):
 * the same path, or a path below it unless the link is `end`; letters' case and a trailing slash do not matter, and a
 * path that only starts with the same letters is another page.
 */
import { describe, expect, it } from 'vitest';
import { isActivePath } from '../../src/ui/i18n';

describe('active navigation links', () => {
  it('marks the same page, with or without a trailing slash, in any case', () => {
    expect(isActivePath('/palettes', '/palettes')).toBe(true);
    expect(isActivePath('/palettes/', '/palettes')).toBe(true);
    expect(isActivePath('/Palettes', '/palettes/')).toBe(true);
    expect(isActivePath('/ja', '/ja', true)).toBe(true);
    expect(isActivePath('/ja/', '/ja', true)).toBe(true);
  });

  it('marks the pages below a link unless it is `end`', () => {
    expect(isActivePath('/tools/generator/x', '/tools/generator')).toBe(true);
    expect(isActivePath('/tools/generator/x', '/tools/generator', true)).toBe(false);
    expect(isActivePath('/colors/3a7bd5', '/', false)).toBe(true);
    expect(isActivePath('/colors/3a7bd5', '/', true)).toBe(false);
    expect(isActivePath('/ja/palettes', '/ja', true)).toBe(false);
  });

  it('does not mark a page whose path only begins with the same letters', () => {
    expect(isActivePath('/palettes-old', '/palettes')).toBe(false);
    expect(isActivePath('/tools/charts', '/tools/chart')).toBe(false);
    expect(isActivePath('/history', '/palettes')).toBe(false);
  });
});
