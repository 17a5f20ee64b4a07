/**
 * Wide and translucent colours in the history: the SPEC's array keeps their fallbacks byte for byte, their exact texts
 * live under a key of their own and come back only while they still stand for the entry they were written for (a tab of
 * the version before, which knows only codes, can at worst leave a colour at its fallback), corrupt data changes no
 * code, and the backup file carries them beside its history of codes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeAuthoredHistory,
  decodeHistory,
  encodeHistory,
  encodeHistoryExact,
  withHistoryExact,
} from '../../../src/core/model/codecs.ts';
import { addToHistory, clearHistory, removeFromHistory, MAX_HISTORY, type ColorHistory } from '../../../src/core/model/history.ts';
import { cssOf, tryAuthoredColor } from '../../../src/core/exact/authoredColor.ts';
import { decodeBackup, encodeBackup, type Backup } from '../../../src/core/backup/backupFile.ts';
import { mergeLibrary, planRestore } from '../../../src/core/backup/restorePlan.ts';
import { hexCode } from '../../support/arbitraries.ts';

/** Display P3's pure green, outside sRGB. */
const P3_GREEN = 'color(display-p3 0 1 0)';
/** A translucent orange. */
const HALF_ORANGE = 'oklch(70% 0.15 50 / 0.5)';
/** An OKLCH grey-green inside sRGB, between two 8-bit steps. */
const BETWEEN = 'oklch(70.3% 0.05 150)';

/** Returns the sRGB fallback of an exact text. */
function fallback(text: string): string {
  const color = tryAuthoredColor(text);
  if (!color?.exact) throw new Error(`not an exact colour: ${text}`);
  return color.code;
}

/** Returns the history as a tab of this version reads it from the two keys. */
function read(array: string, exact: string | null): ColorHistory {
  return withHistoryExact(decodeHistory(array), exact);
}

/** Returns what a history shows: each entry's exact text, else its code. */
const shown = (history: ColorHistory) => history.map(cssOf);

/** Returns the history built by visits, the first visit oldest. */
function visited(...colors: string[]): ColorHistory {
  return colors.reduce<ColorHistory>((history, color) => addToHistory(history, color), []);
}

/** A visited colour: a code, a P3 colour, a translucent one, or one between two 8-bit steps. */
const visit = fc.oneof(
  hexCode,
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(([r, g, b]) => `color(display-p3 ${r / 100} ${g / 100} ${b / 100})`),
  fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 100 })).map(([l, c, h, a]) => `oklch(${l / 10}% ${c / 1000} ${h / 10} / ${a / 100})`),
);

describe('a wide colour entering the history', () => {
  it('keeps its exact text beside its fallback, and moves to the front when visited again', () => {
    const history = visited(P3_GREEN, '#112233', P3_GREEN);
    expect(history.map(({ code, exact }) => ({ code, exact }))).toEqual([
      { code: fallback(P3_GREEN), exact: P3_GREEN },
      { code: '#112233', exact: undefined },
    ]);
    expect(addToHistory([], { code: fallback(P3_GREEN), exact: P3_GREEN })[0]).toMatchObject({ exact: P3_GREEN });
  });

  it('gives its place to the plain hex of its fallback, and to another wide colour with the same fallback', () => {
    expect(shown(visited(P3_GREEN, fallback(P3_GREEN)))).toEqual([fallback(P3_GREEN)]);
    const brighter = 'color(display-p3 0 1 0.001)';
    expect(fallback(brighter)).toBe(fallback(P3_GREEN));
    expect(shown(visited(P3_GREEN, '#000000', brighter))).toEqual([brighter, '#000000']);
  });

  it('an exact text a code says exactly enters as that code; an invalid colour throws the Japanese message', () => {
    expect(visited('color(srgb 1 0 0)')).toEqual([{ uuid: expect.any(String), code: '#ff0000' }]);
    expect(() => addToHistory([], 'oklch(70% 0.1)')).toThrow('不正なカラーコードの形式です: oklch(70% 0.1)');
  });
});

describe('the history in local storage', () => {
  it("keeps the SPEC's array as codes only, each wide colour as its fallback", () => {
    const history = visited('#ABC', P3_GREEN, HALF_ORANGE, BETWEEN);
    expect(encodeHistory(history)).toBe(JSON.stringify([fallback(BETWEEN), fallback(HALF_ORANGE), fallback(P3_GREEN), '#aabbcc']));
    expect(JSON.parse(encodeHistoryExact(history))).toEqual([
      [fallback(BETWEEN), BETWEEN, null],
      [fallback(HALF_ORANGE), HALF_ORANGE, fallback(BETWEEN)],
      [fallback(P3_GREEN), P3_GREEN, fallback(HALF_ORANGE)],
    ]);
    expect(encodeHistoryExact(visited('#111111'))).toBe('[]');
    expect(encodeHistoryExact(clearHistory())).toBe('[]');
  });

  it('reads back every history of visits as it was (property)', () => {
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 150 }), (colors) => {
        const history = visited(...colors);
        const back = read(encodeHistory(history), encodeHistoryExact(history));
        expect(back.map(({ code, exact }) => ({ code, exact }))).toEqual(history.map(({ code, exact }) => ({ code, exact })));
        expect(back.length).toBeLessThanOrEqual(MAX_HISTORY);
      }),
    );
  });

  it('a history stored by the version before (codes only, no second key) reads as before', () => {
    const array = JSON.stringify(['#ff8800', '#3a7bd5', '#000000']);
    expect(read(array, null)).toEqual(decodeHistory(array).map((entry) => ({ uuid: expect.any(String), code: entry.code })));
    expect(shown(read(array, null))).toEqual(['#ff8800', '#3a7bd5', '#000000']);
  });
});

describe('the exact texts left by a tab that knows only codes', () => {
  // Both keys as this version wrote them, then the array as the version before rewrote it (it never writes the texts).
  const history = visited(P3_GREEN, '#222222', HALF_ORANGE, '#444444', '#555555');
  const exact = encodeHistoryExact(history);
  const byOldTab = (change: (codes: ColorHistory) => ColorHistory) => read(encodeHistory(change(decodeHistory(encodeHistory(history)))), exact);

  it('still apply after it visits other colours, or removes other entries', () => {
    expect(shown(byOldTab((h) => addToHistory(addToHistory(h, '#666666'), '#444444')))).toEqual(['#444444', '#666666', '#555555', HALF_ORANGE, '#222222', P3_GREEN]);
    expect(shown(byOldTab((h) => removeFromHistory(h, h[0].uuid)))).toEqual(['#444444', HALF_ORANGE, '#222222', P3_GREEN]);
  });

  it('leave a colour at its fallback once it visits that plain hex (the entry is now that visit)', () => {
    expect(shown(byOldTab((h) => addToHistory(h, fallback(P3_GREEN))))).toEqual([fallback(P3_GREEN), '#555555', '#444444', HALF_ORANGE, '#222222']);
  });

  it('leave a colour at its fallback when it removes the entry just before it, and go with an entry that leaves', () => {
    expect(shown(byOldTab((h) => removeFromHistory(h, h[3].uuid)))).toEqual(['#555555', '#444444', HALF_ORANGE, fallback(P3_GREEN)]);
    expect(shown(byOldTab((h) => removeFromHistory(h, h[2].uuid)))).toEqual(['#555555', '#444444', '#222222', P3_GREEN]);
    expect(shown(byOldTab(() => clearHistory()))).toEqual([]);
    // Pushed out by 100 visits elsewhere, then visited again as the plain hex.
    const pushedOut = byOldTab((h) => addToHistory(Array.from({ length: MAX_HISTORY }, (_, i) => `#00${i.toString(16).padStart(4, '0')}`).reduce((older, code) => addToHistory(older, code), h), fallback(HALF_ORANGE)));
    expect(pushedOut[0]).toEqual({ uuid: expect.any(String), code: fallback(HALF_ORANGE) });
  });

  it('are dropped by this version when it records the plain hex (the entry itself changes)', () => {
    const after = addToHistory(read(encodeHistory(history), exact), fallback(HALF_ORANGE));
    expect(shown(read(encodeHistory(after), encodeHistoryExact(after)))).toEqual([fallback(HALF_ORANGE), '#555555', '#444444', '#222222', P3_GREEN]);
  });
});

describe('corrupt exact texts', () => {
  const array = encodeHistory(visited(P3_GREEN, '#222222'));
  const codes = shown(decodeHistory(array));
  const entry = (...fields: unknown[]) => JSON.stringify([fields]);

  it.each([null, '', 'not json', '42', 'null', '{}', '{"#00ff00":"x"}', '"[]"', '[1, "x", null, {}]', '[[]]'])('%j changes no code and never throws', (raw) => {
    expect(shown(read(array, raw))).toEqual(codes);
  });

  it.each([
    ['a text that is no colour', entry(fallback(P3_GREEN), 'green', '#222222')],
    ['a text a code says exactly', entry(fallback(P3_GREEN), '#00ff00', '#222222')],
    ['a text falling back to another code', entry(fallback(P3_GREEN), 'color(display-p3 1 0 0)', '#222222')],
    ['a code written otherwise', entry(fallback(P3_GREEN).toUpperCase(), P3_GREEN, '#222222')],
    ['a code not in the history', entry('#abcdef', P3_GREEN, '#222222')],
    ['a neighbour that stands after it', entry('#222222', P3_GREEN, fallback(P3_GREEN))],
    ['itself as its neighbour', entry(fallback(P3_GREEN), P3_GREEN, fallback(P3_GREEN))],
    ['a neighbour of the wrong type', entry(fallback(P3_GREEN), P3_GREEN, 7)],
    ['a missing neighbour', JSON.stringify([[fallback(P3_GREEN), P3_GREEN]])],
    ['a fourth field', JSON.stringify([[fallback(P3_GREEN), P3_GREEN, '#222222', 1]])],
  ])('an entry with %s is ignored', (_, raw) => {
    expect(shown(read(array, raw))).toEqual(codes);
  });

  it('the first entry for a code wins; good entries beside bad ones still apply', () => {
    const raw = JSON.stringify([['#222222', 'x', null], [fallback(P3_GREEN), P3_GREEN, '#222222'], [fallback(P3_GREEN), 'color(display-p3 0 1 0.001)', '#222222']]);
    expect(shown(read(array, raw))).toEqual(['#222222', P3_GREEN]);
  });
});

describe('the history in the backup file', () => {
  const backup = (history: string[]): Backup => ({ exportedAt: '2026-11-28T00:00:00.000Z', palettes: [], history, settings: { theme: null, language: null }, image: null, themes: [] });
  const decoded = (text: string) => {
    const result = decodeBackup(text);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.backup;
  };

  it('writes the codes as ever and the exact texts in a field beside them, and reads both back', () => {
    const history = [P3_GREEN, '#222222', HALF_ORANGE];
    const text = encodeBackup(backup(history));
    expect(text).toContain(`\n  "history": ["${fallback(P3_GREEN)}", "#222222", "${fallback(HALF_ORANGE)}"],\n`);
    expect(text).toContain(`\n  "historyExact": [["${fallback(P3_GREEN)}", "${P3_GREEN}"], ["${fallback(HALF_ORANGE)}", "${HALF_ORANGE}"]],\n`);
    expect(decoded(text).history).toEqual(history);
    // A version 2 app that knows only codes reads the same file without the field: the fallbacks.
    const withoutField = JSON.parse(text) as Record<string, unknown>;
    delete withoutField.historyExact;
    expect(decoded(JSON.stringify(withoutField)).history).toEqual([fallback(P3_GREEN), '#222222', fallback(HALF_ORANGE)]);
  });

  it('a history of codes only is written without the field, as before', () => {
    expect(encodeBackup(backup(['#ff0000']))).not.toContain('historyExact');
  });

  it('reads back any history of visits (property)', () => {
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 100 }), (colors) => {
        const history = shown(visited(...colors));
        expect(decoded(encodeBackup(backup(history))).history).toEqual(history);
      }),
    );
  });

  it.each([
    ['not a list', 'x', 'historyExact', 'type'],
    ['an entry not a pair', [[fallback(P3_GREEN)]], 'historyExact[0]', 'type'],
    ['a text that is no wide colour', [['#222222', '#222222']], 'historyExact[0][1]', 'color'],
    ['a text falling back to another code', [['#222222', P3_GREEN]], 'historyExact[0][1]', 'color'],
    ['a code not in the history', [[fallback(HALF_ORANGE), HALF_ORANGE]], 'historyExact[0][0]', 'color'],
    ['a code given twice', [[fallback(P3_GREEN), P3_GREEN], [fallback(P3_GREEN), P3_GREEN]], 'historyExact[1][0]', 'duplicate'],
  ])('refuses a file whose historyExact has %s', (_, value, path, reason) => {
    const file = { ...(JSON.parse(encodeBackup(backup([P3_GREEN, '#222222']))) as object), historyExact: value };
    expect(decodeBackup(JSON.stringify(file))).toEqual({ ok: false, error: { kind: 'invalid', path, reason } });
  });

  it('a merge keeps the library entry of a code and adds the backup colours whose codes it lacks, as they are', () => {
    const library = ['#222222', fallback(P3_GREEN)];
    const restored = backup([P3_GREEN, HALF_ORANGE]);
    const plan = planRestore([], library, restored);
    expect(plan.historyAdded).toBe(1);
    expect(mergeLibrary([], library, restored, plan, { newUuid: () => 'n', conflictName: (name) => name }).history).toEqual(['#222222', fallback(P3_GREEN), HALF_ORANGE]);
  });

  it('a restore reads the backup colours into entries with their exact texts, one per code', () => {
    const history = decodeAuthoredHistory(JSON.stringify([P3_GREEN, fallback(P3_GREEN), 'nope', '#ABC', HALF_ORANGE]));
    expect(shown(history)).toEqual([P3_GREEN, '#aabbcc', HALF_ORANGE]);
  });
});
