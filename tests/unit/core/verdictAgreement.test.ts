import { describe, expect, it } from 'vitest';
import { contrast, contrastOfRatio } from '../../../src/core/contrast/contrast.ts';
import { APCA_CONTENT_TEXT_LC, verdictDisagreement } from '../../../src/core/contrast/verdictAgreement.ts';
import { APCA_LEVELS } from '../../../src/ui/contrast/apcaLevels.ts';

describe('verdictDisagreement', () => {
  it('white on orange (#ef6c00, 3.08:1, Lc −62): WCAG fails small text, APCA rates it enough for content text', () => {
    expect(verdictDisagreement(contrast('#ffffff', '#ef6c00'))).toBe('wcagFails');
  });

  it('#777777 on white (4.47:1, Lc 71): WCAG fails, APCA passes', () => {
    expect(verdictDisagreement(contrast('#777777', '#ffffff'))).toBe('wcagFails');
  });

  it('black on blue (#3b82f6, 5.70:1, Lc 40): WCAG passes, APCA does not', () => {
    expect(verdictDisagreement(contrast('#000000', '#3b82f6'))).toBe('apcaFails');
  });

  it('pairs both pass or both fail agree', () => {
    for (const [fg, bg] of [
      ['#000000', '#ffffff'], // 21:1, Lc 106
      ['#ffffff', '#2563eb'], // 5.16:1, Lc −80
      ['#ffffff', '#f28c28'], // 2.45:1, Lc −53: both fail
      ['#000000', '#0000ff'], // 2.44:1, Lc 18
      ['#777777', '#777777'],
    ]) {
      expect(verdictDisagreement(contrast(fg, bg)), `${fg} on ${bg}`).toBeNull();
    }
  });

  it('is decided at 4.5:1 (unrounded) and |Lc| 60, either polarity', () => {
    expect(verdictDisagreement(contrastOfRatio(4.5, 59.9))).toBe('apcaFails');
    expect(verdictDisagreement(contrastOfRatio(4.4999, -60))).toBe('wcagFails');
    expect(verdictDisagreement(contrastOfRatio(4.4999, 60))).toBe('wcagFails');
    expect(verdictDisagreement(contrastOfRatio(4.5, -60))).toBeNull();
  });

  it("APCA's side is the UI's 'content' level", () => {
    expect(APCA_LEVELS.find((level) => level.key === 'content')?.min).toBe(APCA_CONTENT_TEXT_LC);
  });
});
