import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Loads a fresh drawer store over a window whose storage holds `stored`. */
async function loadDrawer(stored: Record<string, string>) {
  const data = new Map(Object.entries(stored));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
  });
  vi.resetModules();
  const { useDrawerStore } = await import('../../../src/stores/drawer');
  return { store: useDrawerStore, data };
}

describe('useDrawerStore', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('starts closed on the list when no palette was opened before', async () => {
    const { store } = await loadDrawer({});
    expect(store.getState()).toMatchObject({ visible: false, view: 'list', paletteId: null, wide: false });
  });

  it('restores the last opened palette in the detail view (still closed)', async () => {
    const { store } = await loadDrawer({ lastOpenedPaletteId: 'abc' });
    expect(store.getState()).toMatchObject({ visible: false, view: 'detail', paletteId: 'abc' });
  });

  it('ignores an empty stored id', async () => {
    const { store } = await loadDrawer({ lastOpenedPaletteId: '' });
    expect(store.getState()).toMatchObject({ view: 'list', paletteId: null });
  });

  it('stores the id when a palette is opened and forgets it on going back', async () => {
    const { store, data } = await loadDrawer({});
    store.getState().openPalette('p1');
    expect(store.getState()).toMatchObject({ view: 'detail', paletteId: 'p1' });
    expect(data.get('lastOpenedPaletteId')).toBe('p1');
    store.getState().showList();
    expect(store.getState()).toMatchObject({ view: 'list', paletteId: null });
    expect(data.has('lastOpenedPaletteId')).toBe(false);
  });

  it('opens, closes, toggles and widens', async () => {
    const { store } = await loadDrawer({});
    store.getState().toggle();
    expect(store.getState().visible).toBe(true);
    store.getState().close();
    expect(store.getState().visible).toBe(false);
    store.getState().open();
    store.getState().toggleWide();
    expect(store.getState()).toMatchObject({ visible: true, wide: true });
  });
});
