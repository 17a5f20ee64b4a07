import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { MAX_HISTORY, addToHistory, clearHistory, removeFromHistory, type ColorHistory } from '../../../src/core/index.ts';

const code = fc.integer({ min: 0, max: 63 }).map((n) => `#${(n * 0x040404).toString(16).padStart(6, '0')}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('history', () => {
  it('puts the new code first, removes its older entry and keeps at most 100 unique codes', () => {
    fc.assert(
      fc.property(fc.array(code, { maxLength: 300 }), (codes) => {
        let history: ColorHistory = [];
        codes.forEach((c, i) => {
          const before = history;
          history = addToHistory(history, c, `u${i}`);
          expect(history[0]).toEqual({ uuid: `u${i}`, code: c });
          expect(history.filter((e) => e.code === c)).toHaveLength(1);
          expect(history.slice(1)).toEqual(before.filter((e) => e.code !== c).slice(0, MAX_HISTORY - 1));
        });
        expect(history.length).toBeLessThanOrEqual(MAX_HISTORY);
        expect(new Set(history.map((e) => e.code)).size).toBe(history.length);
      }),
    );
  });

  it('caps at 100 entries', () => {
    let history: ColorHistory = [];
    for (let i = 0; i < 150; i++) history = addToHistory(history, `#${i.toString(16).padStart(6, '0')}`);
    expect(history).toHaveLength(100);
    expect(history[0].code).toBe('#000095');
  });

  it('normalises codes, so #FFF and #ffffff are the same entry', () => {
    const history = addToHistory(addToHistory([], '#FFF'), 'ffffff');
    expect(history).toHaveLength(1);
    expect(() => addToHistory([], 'nope')).toThrow('不正なカラーコードの形式です: nope');
  });

  it('removes by uuid; unknown logs a Japanese error and changes nothing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = addToHistory(addToHistory([], '#111', 'a'), '#222', 'b');
    expect(removeFromHistory(history, 'a').map((e) => e.uuid)).toEqual(['b']);
    expect(removeFromHistory(history, 'zz')).toBe(history);
    expect(spy).toHaveBeenCalledWith('履歴に色が見つかりません: zz');
    expect(clearHistory()).toEqual([]);
  });
});
