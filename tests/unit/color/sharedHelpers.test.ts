import { describe, expect, it } from 'vitest';
import { categoryOf, contrastRatio, foregroundOf, hueOf } from '../../../src/core/index.ts';
import { APCA_LEVELS, apcaLevel, formatLc } from '../../../src/ui/contrast/apcaLevels.ts';
import { VERDICT_COLORS } from '../../../src/ui/contrast/verdictColors.ts';
import { randomDefaultColor } from '../../../src/ui/randomColor.ts';
import { mulberry32 } from '../../../src/core/index.ts';
import { AA_LARGE_TEXT, readableTextOn } from '../../../src/core/index.ts';

describe('apcaLevel (APCA Bronze Simple Mode)', () => {
  it('maps |Lc| to the strongest level reached', () => {
    expect(APCA_LEVELS.map((level) => level.min)).toEqual([90, 75, 60, 45, 30, 15]);
    expect(apcaLevel(106)).toBe('bodyPreferred');
    expect(apcaLevel(90)).toBe('bodyPreferred');
    expect(apcaLevel(89.9)).toBe('body');
    expect(apcaLevel(-75)).toBe('body');
    expect(apcaLevel(60)).toBe('content');
    expect(apcaLevel(-45.2)).toBe('large');
    expect(apcaLevel(30)).toBe('spot');
    expect(apcaLevel(15)).toBe('nonText');
    expect(apcaLevel(14.9)).toBe('none');
    expect(apcaLevel(0)).toBe('none');
  });
  it('formats |Lc| with one decimal', () => {
    expect(formatLc(-107.884)).toBe('107.9');
    expect(formatLc(71.06)).toBe('71.1');
    expect(formatLc(0)).toBe('0.0');
  });
});

describe('VERDICT_COLORS', () => {
  it('reach 4.5:1 on their backgrounds in both themes', () => {
    for (const colors of Object.values(VERDICT_COLORS)) {
      expect(contrastRatio(colors.pass, colors.passBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.fail, colors.failBg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('readableTextOn', () => {
  it('keeps the preferred colour when it reaches the ratio, else black or white', () => {
    for (let i = 0; i < 4096; i += 7) {
      const fill = `#${(i * 4099).toString(16).padStart(6, '0').slice(-6)}`;
      expect(contrastRatio(readableTextOn(fill), fill)).toBeGreaterThanOrEqual(4.5);
      const large = readableTextOn(fill, foregroundOf(fill), AA_LARGE_TEXT);
      expect(contrastRatio(large, fill)).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
    }
    expect(readableTextOn('#ffffff', '#333333')).toBe('#333333');
    expect(readableTextOn('#ffffff', '#cccccc')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });
});

describe('randomDefaultColor', () => {
  it('is a valid colour of a hue category, reproducible for a seeded source', () => {
    const a = randomDefaultColor(mulberry32(7));
    const b = randomDefaultColor(mulberry32(7));
    expect(a).toBe(b);
    for (let seed = 0; seed < 200; seed++) {
      const code = randomDefaultColor(mulberry32(seed));
      expect(code).toMatch(/^#[0-9a-f]{6}$/);
      expect(categoryOf(hueOf(code))).not.toBe('neutral');
    }
  });
});
