import { describe, expect, it } from 'vitest';
import { BIN_DAYS, daysLeft, decodeBin, encodeBin, findInBin, MAX_BIN_ENTRIES, putInBin, takeFromBin, withoutExpired } from '../../../src/core/model/bin';
import { insertPalette } from '../../../src/core/model/collection';
import { createPalette } from '../../../src/core/model/palette';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);
const a = createPalette('A', { uuid: 'a', colors: ['#ff0000', '#00ff00'] });
const b = createPalette('B', { uuid: 'b', colors: ['#0000ff'] });
const codes = (entries: ReturnType<typeof decodeBin>) => entries.map((e) => [e.palette.uuid, e.palette.name, e.palette.colors.map((c) => c.code), e.deletedAt, e.index]);

describe('the bin', () => {
  it('puts the newest deletion first and replaces an older entry of the same id', () => {
    let bin = putInBin([], a, 0, now - 2 * DAY);
    bin = putInBin(bin, b, 3, now - DAY);
    bin = putInBin(bin, a, 1, now);
    expect(bin.map((e) => [e.palette.uuid, e.index])).toEqual([['a', 1], ['b', 3]]);
    expect(findInBin(bin, 'b')?.deletedAt).toBe(now - DAY);
    expect(takeFromBin(bin, 'a').map((e) => e.palette.uuid)).toEqual(['b']);
  });

  it('keeps a palette 30 days and counts the days left', () => {
    const bin = putInBin(putInBin([], a, 0, now - BIN_DAYS * DAY), b, 0, now - (BIN_DAYS * DAY - 1));
    expect(withoutExpired(bin, now).map((e) => e.palette.uuid)).toEqual(['b']);
    expect(daysLeft({ palette: a, deletedAt: now, index: 0 }, now)).toBe(30);
    expect(daysLeft({ palette: a, deletedAt: now - 29.5 * DAY, index: 0 }, now)).toBe(1);
    const kept = [{ palette: a, deletedAt: now, index: 0 }];
    expect(withoutExpired(kept, now)).toBe(kept);
  });

  it('holds at most MAX_BIN_ENTRIES, the oldest deletions giving way', () => {
    let bin = putInBin([], a, 0, now);
    for (let i = 0; i < MAX_BIN_ENTRIES; i++) bin = putInBin(bin, createPalette(`P${i}`, { uuid: `p${i}` }), 0, now);
    expect(bin).toHaveLength(MAX_BIN_ENTRIES);
    expect(findInBin(bin, 'a')).toBeUndefined();
  });

  it('round-trips through its stored JSON', () => {
    const bin = putInBin(putInBin([], a, 2, now - DAY), b, 0, now);
    expect(codes(decodeBin(encodeBin(bin), now))).toEqual(codes(bin));
  });

  it('reads damaged storage as empty or without the damaged entries, never throwing', () => {
    expect(decodeBin(null, now)).toEqual([]);
    expect(decodeBin('{', now)).toEqual([]);
    expect(decodeBin('{"a":1}', now)).toEqual([]);
    const good = { palette: { uuid: 'g', name: 'G', colors: ['#123456'] }, deletedAt: now - DAY, index: 1 };
    const raw = JSON.stringify([
      good,
      { ...good, palette: { uuid: 'g', name: 'again', colors: [] } },
      { palette: { name: 'no id', colors: [] }, deletedAt: now, index: 0 },
      { palette: { uuid: 'f', colors: [] }, deletedAt: now + DAY, index: 0 },
      { palette: { uuid: 'x', colors: [] }, deletedAt: now - 31 * DAY, index: 0 },
      { palette: { uuid: 'i', colors: [] }, deletedAt: now, index: -1 },
      { palette: { uuid: 's', colors: [] }, deletedAt: 'yesterday', index: 0 },
      null,
      'text',
    ]);
    expect(codes(decodeBin(raw, now))).toEqual([['g', 'G', ['#123456'], now - DAY, 1]]);
  });

  it('puts a palette back where it stood, cut to the end of the list, never twice', () => {
    const c = createPalette('C', { uuid: 'c' });
    expect(insertPalette([a, b], c, 1).map((p) => p.uuid)).toEqual(['a', 'c', 'b']);
    expect(insertPalette([a, b], c, 9).map((p) => p.uuid)).toEqual(['a', 'b', 'c']);
    const list = [a, b];
    expect(insertPalette(list, a, 0)).toBe(list);
  });
});
