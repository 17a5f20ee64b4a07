import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPalette, decodePalettes, encodePalettes, type Palette } from '../../../src/core';
import { keepUnchanged, mergePalettes, samePalette } from '../../../src/stores/palettes';

const a = createPalette('A', { uuid: 'a', colors: ['#ff0000'] });
const b = createPalette('B', { uuid: 'b', colors: ['#00ff00'] });
const c = createPalette('C', { uuid: 'c', colors: ['#0000ff'] });
const renamed = (p: Palette, name: string): Palette => ({ ...p, name });

describe('mergePalettes', () => {
  it('keeps the stored versions of palettes this tab did not touch', () => {
    const storedB = renamed(b, 'B from the other tab');
    const localA = renamed(a, 'A here');
    expect(mergePalettes([a, storedB], [localA, b], new Set(['a']))).toEqual([localA, storedB]);
  });

  it('appends palettes this tab added and keeps palettes the other tab added', () => {
    expect(mergePalettes([a, b], [a, c], new Set(['c']))).toEqual([a, b, c]);
  });

  it('removes palettes this tab deleted, and only those', () => {
    expect(mergePalettes([a, b, c], [a, c], new Set(['b']))).toEqual([a, c]);
    // The other tab deleted c; this tab did not touch it: it stays deleted.
    expect(mergePalettes([a], [a, c], new Set())).toEqual([a]);
  });

  it('keeps the stored order and replaces a changed palette in place', () => {
    const localB = renamed(b, 'B2');
    expect(mergePalettes([c, b, a], [a, localB, c], new Set(['b']))).toEqual([c, localB, a]);
  });

  it('restores a palette this tab edited after the other tab deleted it', () => {
    const localB = renamed(b, 'edited');
    expect(mergePalettes([a], [a, localB], new Set(['b']))).toEqual([a, localB]);
  });

  it('puts a palette this tab put back before the palette that follows it here', () => {
    expect(mergePalettes([a, c], [a, b, c], new Set(['b']))).toEqual([a, b, c]);
    // Two put back side by side keep their order; the other tab's new palette stays where it is.
    const d = createPalette('D', { uuid: 'd' });
    expect(mergePalettes([d, c], [a, b, c], new Set(['a', 'b']))).toEqual([d, a, b, c]);
  });

  it('ignores a pending id nobody holds', () => {
    expect(mergePalettes([a], [a], new Set(['zzz']))).toEqual([a]);
  });
});

describe('keepUnchanged', () => {
  it('reuses the previous objects of palettes with the same content (colour ids stay stable)', () => {
    const decoded = decodePalettes(encodePalettes([a, b]));
    expect(decoded[0]).not.toBe(a);
    const kept = keepUnchanged(decoded, [a, b]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(b);
  });

  it('returns the previous collection itself when nothing differs', () => {
    const previous = [a, b];
    expect(keepUnchanged(decodePalettes(encodePalettes(previous)), previous)).toBe(previous);
  });

  it('takes the new object of a changed palette', () => {
    const next = decodePalettes(encodePalettes([a, renamed(b, 'x')]));
    const kept = keepUnchanged(next, [a, b]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(next[1]);
  });

  it('compares name and codes in order', () => {
    expect(samePalette(a, { ...a, colors: [...a.colors] })).toBe(true);
    expect(samePalette(a, renamed(a, 'other'))).toBe(false);
    expect(samePalette(a, { ...a, colors: [{ uuid: 'x', code: '#ff0001' }] })).toBe(false);
  });
});

/** A minimal Storage that can be told to fail writes. */
class MemoryStorage {
  data = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('usePalettesStore', () => {
  let storage: MemoryStorage;
  let listeners: Array<(event: { key: string | null; newValue: string | null }) => void>;

  /** Loads a fresh store module over the fake window. */
  async function loadStore() {
    vi.resetModules();
    return (await import('../../../src/stores/palettes')).usePalettesStore;
  }
  const stored = () => decodePalettes(storage.getItem('palettes')).map((p) => [p.name, p.colors.map((x) => x.code)]);
  /** Simulates another tab writing the key. */
  const otherTabWrites = (palettes: Palette[]) => {
    const raw = encodePalettes(palettes);
    storage.data.set('palettes', raw);
    for (const listener of listeners) listener({ key: 'palettes', newValue: raw });
  };

  beforeEach(() => {
    storage = new MemoryStorage();
    listeners = [];
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: () => undefined,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads stored palettes at start-up, repairing corrupt entries', async () => {
    storage.data.set('palettes', JSON.stringify([{ uuid: 'a', name: 'A', colors: ['#f00', 'nope'] }, 42, { name: 'x' }]));
    const store = await loadStore();
    expect(store.getState().palettes.map((p) => [p.uuid, p.name, p.colors.map((x) => x.code)])).toEqual([
      ['a', 'A', ['#ff0000']],
    ]);
  });

  it('writes every change through the core models', async () => {
    const store = await loadStore();
    const p = store.getState().create('Mine', ['#123456']);
    expect(stored()).toEqual([['Mine', ['#123456']]]);
    store.getState().rename(p.uuid, 'Renamed');
    store.getState().rename(p.uuid, '   ');
    expect(store.getState().addColor(p.uuid, '#abc')).toBe('added');
    expect(stored()).toEqual([['Renamed', ['#123456', '#aabbcc']]]);
    store.getState().remove(p.uuid);
    expect(stored()).toEqual([]);
  });

  it('reports a full palette and an unknown one without writing', async () => {
    const store = await loadStore();
    const full = store.getState().create('Full', Array.from({ length: 100 }, () => '#000000'));
    const before = storage.getItem('palettes');
    expect(store.getState().addColor(full.uuid, '#ffffff')).toBe('full');
    expect(store.getState().addColor('nope', '#ffffff')).toBe('missing');
    expect(storage.getItem('palettes')).toBe(before);
  });

  it('never overwrites a palette another tab changed', async () => {
    const store = await loadStore();
    const mine = store.getState().create('Mine');
    const theirs = store.getState().create('Theirs');
    // The other tab renames "Theirs" but its storage event has not arrived yet.
    const [m, t] = decodePalettes(storage.getItem('palettes'));
    storage.data.set('palettes', encodePalettes([m, renamed(t, 'Theirs, renamed')]));
    store.getState().rename(mine.uuid, 'Mine, renamed');
    expect(stored()).toEqual([
      ['Mine, renamed', []],
      ['Theirs, renamed', []],
    ]);
    expect(store.getState().palettes.map((p) => p.name)).toEqual(['Mine, renamed', 'Theirs, renamed']);
    expect(theirs.uuid).toBe(t.uuid);
  });

  it("takes another tab's changes and keeps unchanged palettes as the same objects", async () => {
    const store = await loadStore();
    const one = store.getState().create('One', ['#111111']);
    store.getState().create('Two');
    const [o, t] = decodePalettes(storage.getItem('palettes'));
    otherTabWrites([o, renamed(t, 'Two, elsewhere'), createPalette('Three', { uuid: 'three' })]);
    const names = store.getState().palettes.map((p) => p.name);
    expect(names).toEqual(['One', 'Two, elsewhere', 'Three']);
    expect(store.getState().palettes[0]).toBe(one);
  });

  it('keeps everything in memory when writes fail, and saves it all once they work again', async () => {
    const store = await loadStore();
    const first = store.getState().create('First', ['#010101']);
    const savedBefore = storage.getItem('palettes');
    storage.failWrites = true;
    const second = store.getState().create('Second');
    store.getState().addColor(first.uuid, '#020202');
    store.getState().rename(second.uuid, 'Second, renamed');
    expect(storage.getItem('palettes')).toBe(savedBefore);
    expect(store.getState().palettes.map((p) => [p.name, p.colors.map((x) => x.code)])).toEqual([
      ['First', ['#010101', '#020202']],
      ['Second, renamed', []],
    ]);
    // Another tab's event while failing keeps this tab's unsaved work.
    otherTabWrites([...decodePalettes(savedBefore), createPalette('Other', { uuid: 'other' })]);
    expect(store.getState().palettes.map((p) => p.name)).toEqual(['First', 'Other', 'Second, renamed']);
    storage.failWrites = false;
    store.getState().rename(second.uuid, 'Second, final');
    expect(stored()).toEqual([
      ['First', ['#010101', '#020202']],
      ['Other', []],
      ['Second, final', []],
    ]);
  });

  it('replaces a palette with an earlier version (undo) and ignores unknown ids', async () => {
    const store = await loadStore();
    const p = store.getState().create('P', ['#000000']);
    store.getState().update(p.uuid, (x) => ({ ...x, colors: [] }));
    expect(stored()).toEqual([['P', []]]);
    store.getState().replace(p);
    expect(stored()).toEqual([['P', ['#000000']]]);
    expect(store.getState().palettes[0]).toBe(p);
    const before = storage.getItem('palettes');
    store.getState().update('nope', (x) => x);
    store.getState().replace(createPalette('ghost', { uuid: 'ghost' }));
    expect(storage.getItem('palettes')).toBe(before);
  });
});
