import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { converter, modeOklch, modeP3, modeRec2020, modeRgb, useMode as registerMode } from 'culori/fn';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import { colorModels } from '../../../src/core/color/models.ts';
import { GAMUTS, narrowestGamut, oklchInGamut, srgbToDisplayP3 } from '../../../src/core/convert/wideGamut.ts';
import {
  PICKER_CHANNELS,
  channelTrack,
  codeOf,
  oklchGamutRanges,
  oklchStatus,
  pickerColorOf,
  readChannels,
  writeChannel,
  type PickerColor,
} from '../../../src/ui/picker/pickerModel.ts';

for (const mode of [modeRgb, modeOklch, modeP3, modeRec2020]) registerMode(mode); // not a React hook
const toP3 = converter('p3');
const toRec2020 = converter('rec2020');

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((bytes) => `#${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`);

describe('OKLCH and HSL through the picker model', () => {
  it('each channel written back as read leaves the code unchanged (every code, both tabs)', () => {
    fc.assert(
      fc.property(hex, fc.constantFrom('hsl', 'oklch' as const), fc.nat(2), (code, space, index) => {
        const color = pickerColorOf(code);
        const values = readChannels(space, color);
        const next = writeChannel(space, color, index, values[index]);
        expect(codeOf(next)).toBe(code);
        expect(readChannels(space, next)).toEqual(values);
      }),
      { numRuns: 2000, seed: 33 },
    );
  });

  it('reads OKLCH as the colour page does, lightness in percent', () => {
    const [l, c, h] = readChannels('oklch', pickerColorOf('#3a7bd5'));
    const { oklch } = colorModels('#3a7bd5');
    expect([l, c, h]).toEqual([oklch.lightness * 100, oklch.chroma, oklch.hue]);
    expect([l.toFixed(2), c.toFixed(5), h.toFixed(2)]).toEqual(['58.62', '0.15327', '257.23']);
  });

  it('keeps what the user set: an HSL saturation at lightness 100, OKLCH chroma past sRGB', () => {
    let color: PickerColor = pickerColorOf('#3a7bd5');
    color = writeChannel('hsl', color, 2, 100);
    expect(codeOf(color)).toBe('#ffffff');
    expect(readChannels('hsl', color)[1]).toBeCloseTo(64.9, 1);
    color = writeChannel('hsl', color, 2, 50);
    expect(codeOf(color)).not.toBe('#ffffff');
    let wide: PickerColor = pickerColorOf('#3a7bd5');
    wide = writeChannel('oklch', wide, 1, 0.3);
    expect(readChannels('oklch', wide)[1]).toBe(0.3);
    const [l, c, h] = readChannels('oklch', wide);
    expect(codeOf(wide)).toBe(oklchToHexInGamut(l / 100, c, h));
  });

  it('an edit in another tab drops the exact values: OKLCH is read from the new code', () => {
    const wide = writeChannel('oklch', pickerColorOf('#3a7bd5'), 1, 0.3);
    const moved = writeChannel('rgb', wide, 0, 10);
    expect(readChannels('oklch', moved)[1]).toBeLessThan(0.3);
    expect(moved.exact?.space).toBe('rgb');
  });

  it('a grey shows the OKLCH hue of the hue it kept, so raising chroma starts from it', () => {
    const blue = pickerColorOf('#0000ff');
    const grey = writeChannel('hsv', blue, 1, 0);
    expect(codeOf(grey)).toBe('#ffffff');
    const hue = readChannels('oklch', grey)[2];
    expect(hue).toBeCloseTo(readChannels('oklch', blue)[2], 6);
  });

  it('the status names the narrowest gamut and the kept colour with its ΔE', () => {
    expect(oklchStatus(pickerColorOf('#3a7bd5'))).toMatchObject({ gamut: 'srgb', kept: '#3a7bd5' });
    expect(oklchStatus(pickerColorOf('#3a7bd5')).deltaE).toBeLessThan(0.3);
    const green = writeChannel('oklch', writeChannel('oklch', writeChannel('oklch', pickerColorOf('#3a7bd5'), 0, 70), 1, 0.25), 2, 140);
    const status = oklchStatus(green);
    expect(status.gamut).toBe('p3');
    expect(status.kept).toBe(oklchToHexInGamut(0.7, 0.25, 140));
    expect(status.deltaE).toBeGreaterThan(1);
    const beyond = writeChannel('oklch', green, 1, 0.4);
    expect(oklchStatus(beyond).gamut).toBeNull();
  });

  it('OKLCH tracks are the gamut-mapped colours along the channel', () => {
    const color = pickerColorOf('#3a7bd5');
    const chroma = channelTrack('oklch', color, 1);
    const [l, , h] = readChannels('oklch', color);
    expect(chroma[0]).toBe(oklchToHexInGamut(l / 100, 0, h));
    expect(chroma.at(-1)).toBe(oklchToHexInGamut(l / 100, 0.4, h));
  });
});

describe('gamut edges on the OKLCH tracks', () => {
  it('agree with the core gamut test on a grid of values, for every channel and gamut', () => {
    let checked = 0;
    for (const l of [5, 25, 50, 70, 90, 98]) {
      for (const c of [0, 0.05, 0.12, 0.2, 0.3]) {
        for (const h of [0, 30, 95, 140, 200, 265, 320]) {
          const values = [l, c, h];
          const color = writeChannel('oklch', writeChannel('oklch', writeChannel('oklch', pickerColorOf('#808080'), 0, l), 1, c), 2, h);
          for (let index = 0; index < 3; index++) {
            const channel = PICKER_CHANNELS.oklch[index];
            const edges = oklchGamutRanges(color, index);
            expect(edges.map((edge) => edge.gamut)).toEqual([...GAMUTS]);
            for (const { gamut, ranges } of edges) {
              for (let i = 0; i <= 40; i++) {
                const value = channel.min + ((channel.max - channel.min) * i) / 40;
                const probe = [...values];
                probe[index] = value;
                const near = ranges.some(([from, to]) => Math.abs(value - from) < 1e-4 || Math.abs(value - to) < 1e-4);
                if (near) continue;
                const inside = ranges.some(([from, to]) => value >= from && value <= to);
                expect(inside, `${gamut} at ${probe.join(' ')}`).toBe(oklchInGamut(probe[0] / 100, probe[1], probe[2], gamut));
                checked++;
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20000);
  });

  it('nest: what lies in sRGB lies in Display P3, and that in Rec. 2020', () => {
    const color = writeChannel('oklch', writeChannel('oklch', pickerColorOf('#808080'), 0, 70), 2, 140);
    const [srgb, p3, rec2020] = oklchGamutRanges(color, 1).map((edge) => edge.ranges);
    expect(srgb).toHaveLength(1);
    expect(srgb[0][1]).toBeLessThan(p3[0][1]);
    expect(p3[0][1]).toBeLessThan(rec2020[0][1]);
  });
});

describe('the core gamut test against culori (an independent implementation)', () => {
  it('agrees with culori on P3 and Rec. 2020 channels and on the narrowest gamut', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.02, max: 0.98, noNaN: true }), fc.double({ min: 0, max: 0.4, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), (l, c, h) => {
        const color = { mode: 'oklch' as const, l, c, h };
        const within = (rgb: { r: number; g: number; b: number }, slack: number) => [rgb.r, rgb.g, rgb.b].every((x) => x >= -slack && x <= 1 + slack);
        // Skip the colours that lie on an edge, where the two libraries' last bits may disagree.
        for (const [gamut, rgb] of [['p3', toP3(color)], ['rec2020', toRec2020(color)]] as const) {
          if (within(rgb, 1e-6) !== within(rgb, -1e-6)) continue;
          expect(oklchInGamut(l, c, h, gamut)).toBe(within(rgb, 0));
        }
        const narrowest = narrowestGamut(l, c, h);
        if (narrowest !== null) expect(oklchInGamut(l, c, h, narrowest)).toBe(true);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('expresses an sRGB colour in Display P3 as culori does', () => {
    const p3 = toP3('#3a7bd5')!;
    const ours = srgbToDisplayP3([58 / 255, 123 / 255, 213 / 255]);
    expect(ours[0]).toBeCloseTo(p3.r, 10);
    expect(ours[1]).toBeCloseTo(p3.g, 10);
    expect(ours[2]).toBeCloseTo(p3.b, 10);
  });
});
