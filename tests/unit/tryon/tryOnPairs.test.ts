import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { apcaContrast } from '../../../src/core/contrast/apca';
import { contrastScore } from '../../../src/core/contrast/contrast';
import { contrastRatio } from '../../../src/core/contrast/wcag';
import { fallbackOf, tryAuthoredColor } from '../../../src/core/exact/authoredColor';
import { IRODORI_ROLES } from '../../../src/core/theme/roles';
import { NO_OVERRIDES, paletteRoles, wornAssignment, wornAuthored } from '../../../src/core/tryon/paletteRoles';
import { fixPair, measurePair } from '../../../src/core/tryon/tryOnPairs';

/** A vivid magenta outside sRGB: its fallback reads on black (4.77:1), the colour on a Display P3 screen does not (4.49:1). */
const WIDE = 'oklch(60% 0.3 330)';

describe('a try-on pair judged on both screens', () => {
  it('measures two codes as before: the one screen, the same ratio and Lc', () => {
    fc.assert(
      fc.property(hex, hex, (fg, bg) => {
        const measured = measurePair(fg, bg, 'body', 'aa');
        expect(measured.ratio).toBe(contrastScore(contrastRatio(fg, bg)));
        expect(measured.apca).toBe(apcaContrast(fg, bg));
        expect(measured.ratioFrom).toBe('srgb');
        expect(measured.apcaFrom).toBe('srgb');
      }),
    );
  });

  it('reports a wide pair that passes on an sRGB screen but fails on a P3 one as failing, from P3', () => {
    expect(fallbackOf(WIDE)).not.toBe(WIDE);
    const onSrgb = measurePair(fallbackOf(WIDE), '#000000', 'body', 'aa');
    expect(onSrgb.passes).toBe(true);
    expect(onSrgb.ratio).toBe(4.77);
    for (const [fg, bg] of [
      [WIDE, '#000000'],
      ['#000000', WIDE],
    ]) {
      const judged = measurePair(fg, bg, 'body', 'aa');
      expect(judged.passes).toBe(false);
      expect(judged.ratio).toBe(4.49);
      expect(judged.ratioFrom).toBe('p3');
    }
  });

  it('fixes such a pair so that it passes on both screens, a wide colour with a wide colour', () => {
    const colors = { primary: WIDE, onPrimary: '#000000' };
    // No grey text reads on this ground at AA: the wide ground changes, and its fix stays wide (OKLCH inside Display
    // P3), never its fallback.
    const fix = fixPair({ fg: 'onPrimary', bg: 'primary', kind: 'body' }, colors, { primary: 0, onPrimary: 1 }, 'aa');
    expect(fix?.role).toBe('primary');
    expect(fix?.to).toMatch(/^oklch\(/);
    expect(tryAuthoredColor(fix!.to)?.exact).toBe(fix!.to);
    const after = { ...colors, [fix!.role]: fix!.to };
    expect(measurePair(after.onPrimary, after.primary, 'body', 'aa').passes).toBe(true);
  });
});

describe('a palette of wide colours worn by an interface', () => {
  it('assigns roles on the fallbacks and keeps each palette role as authored', () => {
    const authored = ['#fafafa', WIDE, '#111111', 'color(display-p3 0 0.8 0.3)'];
    const codes = authored.map(fallbackOf);
    for (const mode of ['light', 'dark'] as const) {
      const worn = paletteRoles(codes, wornAssignment(codes), NO_OVERRIDES[mode], mode);
      const shown = wornAuthored(worn, authored);
      for (const role of IRODORI_ROLES) {
        const index = worn.sources[role];
        expect(shown[role]).toBe(index === null ? worn.colors[role] : authored[index]);
        expect(fallbackOf(shown[role])).toBe(worn.colors[role]);
      }
    }
  });
});
