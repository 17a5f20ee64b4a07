import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apcaContrast } from '../../../src/core/contrast/apca';
import { contrastRatio } from '../../../src/core/contrast/wcag';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab';
import { labToLch } from '../../../src/core/convert/labToLch';
import { themePairFix } from '../../../src/core/theme/pairFix';
import { themeReport } from '../../../src/core/theme/report';
import { THEME_TARGETS, type RoleColors } from '../../../src/core/theme/roles';

const hueOf = (hex: string) => labToLch(oklabOfCode(hex))[2];
const hexArb = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('themePairFix', () => {
  it('fixes the text of a failing pair, keeping its hue, so that the pair meets the target', () => {
    const colors: RoleColors = { onPrimary: '#8a8aff', primary: '#6750a4' };
    const [pair] = themeReport(colors, 'wcag-4.5').filter((p) => p.fg === 'onPrimary');
    expect(pair.passes).toBe(false);
    const fix = themePairFix(pair, 'wcag-4.5');
    expect(fix).not.toBeNull();
    expect(fix!.role).toBe('onPrimary');
    expect(fix!.from).toBe('#8a8aff');
    expect(contrastRatio(fix!.to, '#6750a4')).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hueOf(fix!.to) - hueOf('#8a8aff'))).toBeLessThan(3);
  });

  it('gives nothing for a passing pair', () => {
    const [pair] = themeReport({ onPrimary: '#ffffff', primary: '#000000' }, 'wcag-7').filter((p) => p.fg === 'onPrimary');
    expect(themePairFix(pair, 'wcag-7')).toBeNull();
  });

  it('changes the ground when no colour of the text’s hue reaches the target', () => {
    // At 7:1 neither white nor black text passes on #777777 (4.48 and 4.68), so the ground moves.
    const [pair] = themeReport({ onPrimary: '#000000', primary: '#777777' }, 'wcag-7').filter((p) => p.fg === 'onPrimary');
    const fix = themePairFix(pair, 'wcag-7');
    expect(fix?.role).toBe('primary');
    expect(contrastRatio('#000000', fix!.to)).toBeGreaterThanOrEqual(7);
  });

  it('meets every target on random pairs whenever it offers a fix (APCA judged as text on its ground)', () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.constantFrom(...THEME_TARGETS), (fg, bg, target) => {
        const [pair] = themeReport({ onSurface: fg, surface: bg }, target).filter((p) => p.fg === 'onSurface' && p.bg === 'surface');
        const fix = themePairFix(pair, target);
        if (pair.passes) return fix === null;
        if (fix === null) return true;
        const after = { fg: fix.role === 'onSurface' ? fix.to : fg, bg: fix.role === 'surface' ? fix.to : bg };
        return target.startsWith('apca') ? Math.abs(apcaContrast(after.fg, after.bg)) >= pair.level : contrastRatio(after.fg, after.bg) >= pair.level;
      }),
      { numRuns: 120 },
    );
  });
});
