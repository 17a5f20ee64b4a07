import { describe, expect, it } from 'vitest';
import { fromCmyk, fromHsv, fromRgb } from '../../../src/core/index.ts';
import {
  PICKER_CHANNELS,
  channelTrack,
  codeOf,
  codeOfHsv,
  displayChannel,
  hsvOfCode,
  parseChannelInput,
  pickerColorOf,
  readChannels,
  writeChannel,
} from '../../../src/ui/picker/pickerModel.ts';

const hsvOf = (code: string) => hsvOfCode(code);
const colorOf = (code: string) => pickerColorOf(code);

describe('picker channel tables', () => {
  it('follow SPEC §9 ranges with the decimals of SPEC §5', () => {
    const summary = Object.fromEntries(
      Object.entries(PICKER_CHANNELS).map(([space, channels]) => [space, channels.map((c) => [c.id, c.min, c.max, c.decimals])]),
    );
    expect(summary).toEqual({
      hsv: [['h', 0, 360, 0], ['s', 0, 100, 2], ['v', 0, 100, 2]],
      rgb: [['r', 0, 255, 0], ['g', 0, 255, 0], ['b', 0, 255, 0]],
      cmyk: [['c', 0, 100, 0], ['m', 0, 100, 0], ['y', 0, 100, 0], ['k', 0, 100, 0]],
      hsl: [['h', 0, 360, 0], ['s', 0, 100, 2], ['l', 0, 100, 2]],
      oklch: [['l', 0, 100, 2], ['c', 0, 0.4, 4], ['h', 0, 360, 2]],
    });
    expect(PICKER_CHANNELS.rgb.map((c) => c.labelKey)).toEqual(['picker.channels.rgb.r', 'picker.channels.rgb.g', 'picker.channels.rgb.b']);
  });
});

describe('working colour (HSV) ⇄ codes', () => {
  it('round-trips codes through the working colour', () => {
    for (const code of ['#3a7bd5', '#ff0000', '#000000', '#ffffff', '#808080', '#010203', '#fedcba']) {
      expect(codeOfHsv(hsvOf(code))).toBe(code);
    }
  });

  it('keeps the previous hue for greys and the previous saturation for black', () => {
    const previous = { hue: 210, saturation: 64, value: 50 };
    expect(hsvOfCode('#808080', previous)).toEqual({ hue: 210, saturation: 0, value: (128 / 255) * 100 });
    expect(hsvOfCode('#000000', previous)).toEqual({ hue: 210, saturation: 64, value: 0 });
    expect(hsvOfCode('#808080').hue).toBe(0);
  });

  it('shows a number in every channel of every grey (hue 0, never NaN)', () => {
    for (let v = 0; v <= 255; v += 17) {
      const color = colorOf(`#${v.toString(16).padStart(2, '0').repeat(3)}`);
      for (const space of ['hsv', 'rgb', 'cmyk', 'hsl', 'oklch'] as const) {
        const shown = readChannels(space, color).map((value, i) => displayChannel(value, PICKER_CHANNELS[space][i]));
        for (const value of shown) expect(Number.isFinite(value)).toBe(true);
        if (space === 'hsv' || space === 'hsl') expect(shown[0]).toBe(0);
      }
    }
  });

  it('reads each tab from the working colour', () => {
    const color = colorOf('#3a7bd5');
    const { hsv } = color;
    expect(readChannels('rgb', color)).toEqual([58, 123, 213]);
    expect(readChannels('hsv', color)).toEqual([hsv.hue, hsv.saturation, hsv.value]);
    const cmyk = readChannels('cmyk', color);
    expect(fromCmyk({ cyan: cmyk[0], magenta: cmyk[1], yellow: cmyk[2], black: cmyk[3] })).toBe('#3a7bd5');
  });

  it('writes one channel of a tab and keeps the others', () => {
    const color = colorOf('#3a7bd5');
    expect(codeOf(writeChannel('rgb', color, 0, 255))).toBe(fromRgb({ red: 255, green: 123, blue: 213 }));
    expect(writeChannel('hsv', color, 0, 120).hsv).toEqual({ ...color.hsv, hue: 120 });
    const cmyk = readChannels('cmyk', color);
    expect(codeOf(writeChannel('cmyk', color, 3, 100))).toBe('#000000');
    expect(codeOf(writeChannel('cmyk', color, 2, 50))).toBe(
      fromCmyk({ cyan: cmyk[0], magenta: cmyk[1], yellow: 50, black: cmyk[3] }),
    );
  });

  it('moving an RGB channel of a grey does not lose the hue the user had', () => {
    const grey = { hsv: hsvOfCode('#808080', { hue: 200, saturation: 50, value: 50 }), exact: null };
    const next = writeChannel('rgb', grey, 1, 128);
    expect(next.hsv.hue).toBe(200);
  });
});

describe('numeric input (SPEC §5)', () => {
  const [red] = PICKER_CHANNELS.rgb;
  const [hue, saturation] = PICKER_CHANNELS.hsv;
  it('clamps to the range and rounds to integers; empty is 0', () => {
    expect(parseChannelInput('300', red)).toBe(255);
    expect(parseChannelInput('-4', red)).toBe(0);
    expect(parseChannelInput('12.5', red)).toBe(13);
    expect(parseChannelInput('', red)).toBe(0);
    expect(parseChannelInput('  ', red)).toBe(0);
    expect(parseChannelInput('abc', red)).toBeNull();
    expect(parseChannelInput('400', hue)).toBe(360);
  });
  it('keeps two decimals for HSV saturation and value', () => {
    expect(parseChannelInput('50.456', saturation)).toBe(50.46);
    expect(parseChannelInput('101', saturation)).toBe(100);
    expect(displayChannel(72.7699530516432, saturation)).toBe(72.77);
    expect(displayChannel(214.83870967741936, hue)).toBe(215);
  });
});

describe('slider tracks', () => {
  it('run from the channel minimum to maximum with the other channels held', () => {
    const color = colorOf('#3a7bd5');
    const { hsv } = color;
    const red = channelTrack('rgb', color, 0);
    expect(red[0]).toBe('#007bd5');
    expect(red.at(-1)).toBe('#ff7bd5');
    const value = channelTrack('hsv', color, 2);
    expect(value[0]).toBe('#000000');
    expect(value.at(-1)).toBe(fromHsv({ hue: hsv.hue, saturation: hsv.saturation, value: 100 }));
    expect(channelTrack('cmyk', color, 3).at(-1)).toBe('#000000');
  });
});
