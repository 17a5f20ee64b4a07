import fc from 'fast-check';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { describe, expect, it } from 'vitest';
import { IRODORI_ROLES } from '../../../src/core/theme/roles';
import { contrastRatio } from '../../../src/core/contrast/wcag';
import { BASELINE_ERROR, NO_OVERRIDES, paletteRoles, wornAssignment, wornPalette } from '../../../src/core/tryon/paletteRoles';
import { measurePair, TRY_ON_LEVELS } from '../../../src/core/tryon/tryOnPairs';
import { contrast } from '../../../src/core/contrast/contrast';

const palette = fc.array(hex, { minLength: 1, maxLength: 12 });
const HEX = /^#[0-9a-f]{6}$/;

describe('a palette worn by an interface', () => {
  it('gives every role a colour in both appearances, palette roles pointing at the palette', () => {
    fc.assert(
      fc.property(palette, fc.integer({ min: 0, max: 1000 }), (colors, shuffle) => {
        const worn = wornPalette(colors, wornAssignment(colors, shuffle), NO_OVERRIDES);
        for (const mode of ['light', 'dark'] as const) {
          for (const role of IRODORI_ROLES) {
            expect(worn[mode].colors[role]).toMatch(HEX);
            const source = worn[mode].sources[role];
            if (source !== null) expect(worn[mode].colors[role]).toBe(colors[source].toLowerCase());
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the designer’s colours: the most chromatic is primary, the lightest the background, the darkest the text', () => {
    const colors = ['#f7f3ea', '#1f2a44', '#e4572e', '#76b041', '#9aa3ad'];
    const light = paletteRoles(colors, wornAssignment(colors), {}, 'light');
    expect(light.colors.primary).toBe('#e4572e');
    expect(light.colors.background).toBe('#f7f3ea');
    expect(light.colors.onBackground).toBe('#1f2a44');
    expect(light.sources.primary).toBe(2);
    // Dark turns the palette round: the darkest is the ground, the lightest the text.
    const dark = paletteRoles(colors, wornAssignment(colors), {}, 'dark');
    expect(dark.colors.background).toBe('#1f2a44');
    expect(dark.colors.onBackground).toBe('#f7f3ea');
    expect(dark.colors.primary).toBe('#e4572e');
    // No red in the palette: Material's baseline error.
    expect(light.colors.error).toBe(BASELINE_ERROR.light);
    expect(light.sources.error).toBeNull();
  });

  it('derives grounds of the primary’s hue where the palette has none', () => {
    const colors = ['#e4572e', '#76b041'];
    const light = paletteRoles(colors, wornAssignment(colors), {}, 'light');
    const dark = paletteRoles(colors, wornAssignment(colors), {}, 'dark');
    expect(light.sources.background).toBeNull();
    expect(contrastRatio(light.colors.onBackground, light.colors.background)).toBeGreaterThan(12);
    expect(contrastRatio(dark.colors.onBackground, dark.colors.background)).toBeGreaterThan(12);
  });

  it('a chosen colour goes to its role everywhere, and what derives from it follows', () => {
    const colors = ['#ffffff', '#111111', '#3451d1', '#f2c14e'];
    const chosen = paletteRoles(colors, wornAssignment(colors), { primary: 3 }, 'light');
    expect(chosen.colors.primary).toBe('#f2c14e');
    expect(chosen.sources.primary).toBe(3);
    // Yellow reads better with the dark text than with white.
    expect(chosen.colors.onPrimary).toBe('#111111');
    expect(chosen.sources.onPrimary).toBe(1);
  });

  it('derived pairs pass wherever the palette’s own text and ground do', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 6 }), (accents) => {
        const colors = ['#fbfaf7', '#16161a', ...accents];
        for (const mode of ['light', 'dark'] as const) {
          const { colors: c } = paletteRoles(colors, wornAssignment(colors), {}, mode);
          const body = TRY_ON_LEVELS.aa.body;
          expect(contrastRatio(c.onSurfaceVariant, c.surface)).toBeGreaterThanOrEqual(body);
          expect(contrastRatio(c.onSurfaceVariant, c.surfaceContainer)).toBeGreaterThanOrEqual(body);
          expect(contrastRatio(c.onPrimaryContainer, c.primaryContainer)).toBeGreaterThanOrEqual(body);
          expect(contrastRatio(c.outline, c.surface)).toBeGreaterThanOrEqual(TRY_ON_LEVELS.aa.component);
          expect(contrastRatio(c.inversePrimary, c.inverseSurface)).toBeGreaterThanOrEqual(body);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('shuffles only the accents, the same way for the same seed', () => {
    const colors = ['#ffffff', '#000000', '#ff0000', '#00aa00', '#0000ff', '#ffaa00'];
    const base = wornAssignment(colors);
    const one = wornAssignment(colors, 7);
    expect(wornAssignment(colors, 7)).toEqual(one);
    expect(one.background).toBe(base.background);
    expect(one.text).toBe(base.text);
    const accents = [one.primary, one.secondary, one.tertiary];
    expect(new Set(accents).size).toBe(3);
    for (const index of accents) expect([2, 3, 4, 5]).toContain(index);
    const seen = new Set(Array.from({ length: 20 }, (_, seed) => wornAssignment(colors, seed + 1).primary));
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('a pair measured on the mock', () => {
  it('shows the palette check’s score and Lc, and judges each kind by its own level', () => {
    const fg = '#777777';
    const bg = '#ffffff';
    const result = contrast(fg, bg);
    const body = measurePair(fg, bg, 'body', 'aa');
    expect(body.ratio).toBe(result.score);
    expect(body.apca).toBe(result.apca);
    expect(body.passes).toBe(false); // 4.47:1
    expect(measurePair(fg, bg, 'large', 'aa').passes).toBe(true);
    expect(measurePair(fg, bg, 'component', 'aa').passes).toBe(true);
    expect(measurePair(fg, bg, 'large', 'aaa').passes).toBe(false);
    expect(measurePair(fg, bg, 'large', 'apca').passes).toBe(Math.abs(result.apca) >= 60);
  });
});

describe('the APCA fix', () => {
  it('moves the text (or the ground) to the smallest change that reaches the Lc, or says none can', async () => {
    const { fixApca } = await import('../../../src/core/check/paletteFix');
    const { apcaContrast } = await import('../../../src/core/contrast/apca');
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(45, 60, 75), fc.boolean(), (code, other, target, asText) => {
        const fixed = fixApca(code, other, asText, target);
        if (fixed === null) return;
        const lc = asText ? apcaContrast(fixed, other) : apcaContrast(other, fixed);
        expect(Math.abs(lc)).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: 200 },
    );
    expect(fixApca('#ffffff', '#fefefe', true, 75)).not.toBeNull();
    expect(fixApca('#000000', '#ffffff', true, 75)).toBe('#000000');
  });
});

describe('a failing pair’s fix', () => {
  it('changes the text when it can, else a palette ground, and the pair then passes', async () => {
    const { fixPair } = await import('../../../src/core/tryon/tryOnPairs');
    const colors = { onPrimary: '#ffffff', primary: '#7fa7ff', surface: '#ffffff', onSurfaceVariant: '#bbbbbb' };
    // A theme: every role can change; the text moves.
    const themeFix = fixPair({ fg: 'onPrimary', bg: 'primary', kind: 'body' }, colors, null, 'aa');
    expect(themeFix?.side).toBe('fg');
    expect(contrastRatio(themeFix!.to, colors.primary)).toBeGreaterThanOrEqual(4.5);
    // A palette whose text is derived: the ground (a palette colour) moves, and says which colour of the palette.
    const sources = { onPrimary: null, primary: 2, surface: 0, onSurfaceVariant: null };
    const paletteFix = fixPair({ fg: 'onPrimary', bg: 'primary', kind: 'body' }, colors, sources, 'aa');
    expect(paletteFix).toMatchObject({ side: 'bg', role: 'primary', index: 2, from: '#7fa7ff' });
    expect(contrastRatio(paletteFix!.to, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Passing pairs and pairs of derived colours only have none.
    expect(fixPair({ fg: 'onPrimary', bg: 'primary', kind: 'component' }, { onPrimary: '#000000', primary: '#ffffff' }, null, 'aa')).toBeNull();
    expect(fixPair({ fg: 'onSurfaceVariant', bg: 'onPrimary', kind: 'body' }, colors, sources, 'aa')).toBeNull();
    // APCA: the Lc its kind needs.
    const apca = fixPair({ fg: 'onSurfaceVariant', bg: 'surface', kind: 'body' }, colors, null, 'apca');
    expect(Math.abs(measurePair(apca!.to, '#ffffff', 'body', 'apca').apca)).toBeGreaterThanOrEqual(75);
  });
});
