import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  addPalette,
  findPalette,
  newestFirst,
  removePalette,
  renamePalette,
  searchPalettes,
  updatePalette,
  type Palette,
} from '../../../src/core/index.ts';

const named = (uuid: string, name: string): Palette => ({ uuid, name, colors: [] });
const collection = fc
  .uniqueArray(fc.tuple(fc.uuid(), fc.string({ maxLength: 12 })), { selector: ([id]) => id, maxLength: 20 })
  .map((items) => items.map(([id, name]) => named(id, name)));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('palette collection', () => {
  it('adds at the end (newest) and finds by id', () => {
    const list = addPalette(addPalette([], named('a', 'A')), named('b', 'B'));
    expect(list.map((p) => p.uuid)).toEqual(['a', 'b']);
    expect(findPalette(list, 'b')?.name).toBe('B');
    expect(findPalette(list, 'z')).toBeUndefined();
    expect(addPalette(list, named('a', 'again'))).toBe(list);
    expect(newestFirst(list).map((p) => p.uuid)).toEqual(['b', 'a']);
  });

  it('removes by id; an unknown id logs a Japanese error and changes nothing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = [named('a', 'A'), named('b', 'B')];
    expect(removePalette(list, 'a')).toEqual([list[1]]);
    expect(spy).not.toHaveBeenCalled();
    expect(removePalette(list, 'zz')).toBe(list);
    expect(spy).toHaveBeenCalledWith('パレットが見つかりません: zz');
  });

  it('updates by id with a value or updater, keeping the id; unknown id throws', () => {
    const list = [named('a', 'A'), named('b', 'B')];
    expect(updatePalette(list, 'b', (p) => renamePalette(p, 'Bee'))[1]).toEqual(named('b', 'Bee'));
    expect(updatePalette(list, 'a', named('other', 'X'))[0]).toEqual(named('a', 'X'));
    expect(() => updatePalette(list, 'zz', named('zz', 'Z'))).toThrow('パレットが見つかりません: zz');
  });

  it('search is a case-insensitive substring match, newest first', () => {
    fc.assert(
      fc.property(collection, fc.string({ maxLength: 3 }), (list, query) => {
        const result = searchPalettes(list, query);
        const expected = [...list].reverse().filter((p) => p.name.toLowerCase().includes(query.trim().toLowerCase()));
        expect(result).toEqual(expected);
      }),
    );
    const list = [named('1', 'Brand Blue'), named('2', 'sunset'), named('3', 'BLUEprint')];
    expect(searchPalettes(list, 'blue').map((p) => p.uuid)).toEqual(['3', '1']);
    expect(searchPalettes(list, '').map((p) => p.uuid)).toEqual(['3', '2', '1']);
  });
});
