import { describe, expect, it } from 'vitest';
import { categoryOf, hexToSrgb, rgbToHsv } from '../../../src/core';
import { japaneseColorTable } from '../../../src/core/names/japaneseColors';
import { groupColors, groupOf } from '../../../src/features/japanese/groups';
import { JAPANESE_COLORS, byKanji } from '../../support/japaneseColors';

const table = japaneseColorTable(JAPANESE_COLORS);
const indexOf = (kanji: string) => JAPANESE_COLORS.indexOf(byKanji(kanji));

describe("the Japanese colours page's groups", () => {
  it('puts the greys and the greyish colours together, under a name that says so, never as Neutral', () => {
    // 藍鼠 (#5c544e) has a trace of orange: its colour page files it under Orange (the SPEC's rule), and this page
    // lists it among the greyish colours, not under Neutral, so the two pages do not contradict each other.
    const aiNezumi = indexOf('藍鼠');
    expect(groupOf(table, aiNezumi)).toBe('greyish');
    expect(categoryOf(rgbToHsv(hexToSrgb(byKanji('藍鼠').code))[0])).toBe('orange');
    for (const kanji of ['黒色', '素鼠']) expect(groupOf(table, indexOf(kanji))).toBe('greyish');
    expect(groupOf(table, indexOf('緋'))).toBe('red');
  });

  it('lists every colour once, in the categories’ order with the greyish group where Neutral stands (first), light to dark', () => {
    const all = JAPANESE_COLORS.map((_, i) => i);
    const groups = groupColors(table, all);
    expect(groups.flatMap((group) => group.indices).sort((a, b) => a - b)).toEqual(all);
    expect(groups.map((group) => group.id)).not.toContain('neutral');
    expect(groups[0].id).toBe('greyish');
    for (const { indices } of groups) {
      const lightness = indices.map((i) => table.oklab[i][0]);
      expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
    }
  });
});
