/**
 * Saved gradients: the model's rules (texts kept canonical, unreadable entries dropped, names cleaned, the cap, a
 * backup's merged by id) and the store's storage (corrupt data reads as none without throwing, a failed write keeps
 * what was stored before).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_GRADIENT_NAME,
  MAX_GRADIENT_TEXT,
  MAX_SAVED_GRADIENTS,
  canonicalGradientText,
  decodeGradients,
  encodeGradients,
  gradientName,
  mergeGradients,
  newSavedGradient,
  readSavedGradient,
  type SavedGradient,
} from '../../src/core/model/gradients.ts';

/** A canonical text (as the gradient tool writes it) and a short one that reads as another canonical text. */
const CANONICAL = 'linear_90_oklch_shorter_50_50_ellipse_farthest-corner~4f46e5@0~ec4899@50!h35!ease-in~f59e0b@100';
const SHORT = 'linear~f00@0~00f@100';
const SHORT_CANONICAL = 'linear_90_oklch_shorter_50_50_ellipse_farthest-corner~ff0000@0~0000ff@100';
const WIDE = 'radial_0_srgb_longer_20_30_circle_closest-side~oklch(70%_0.3_150_/_0.5)@0~0000ff@100*conic_90_oklch_shorter_50_50_ellipse_farthest-corner~000000@0~ffffff@100';

const gradient = (i: number, fields: Partial<SavedGradient> = {}): SavedGradient => ({ id: `g${i}`, savedAt: i, name: `G${i}`, text: CANONICAL, ...fields });

describe('the model', () => {
  it('keeps a gradient’s text canonical, and reads nothing from a text with no gradient in it', () => {
    expect(canonicalGradientText(CANONICAL)).toBe(CANONICAL);
    expect(canonicalGradientText(SHORT)).toBe(SHORT_CANONICAL);
    expect(canonicalGradientText(WIDE)).toBe(WIDE);
    for (const text of ['', 'nope', 'linear~f00@0', 'spiral~f00@0~00f@100', `${SHORT}~${'0'.repeat(MAX_GRADIENT_TEXT)}`]) expect(canonicalGradientText(text), text.slice(0, 40)).toBeNull();
  });

  it('round-trips a list through its stored text', () => {
    const list = [gradient(1), gradient(2, { name: 'Sunset “夕焼け” <b>', text: WIDE })];
    expect(decodeGradients(encodeGradients(list))).toEqual(list);
  });

  it('drops entries it cannot read, a repeated id, and reads the rest with their texts made canonical', () => {
    const raw = JSON.stringify([
      gradient(1, { text: SHORT }),
      gradient(2, { text: 'not a gradient' }),
      gradient(3, { text: 42 as unknown as string }),
      { ...gradient(4), id: '' },
      { ...gradient(5), savedAt: Number.NaN },
      { ...gradient(6), savedAt: -1 },
      gradient(7, { name: '' }),
      gradient(8, { name: ' padded ' }),
      gradient(9, { name: 'a\nb' }),
      gradient(10, { name: 'n'.repeat(MAX_GRADIENT_NAME + 1) }),
      gradient(1, { name: 'Same id' }),
      'junk',
      null,
      [gradient(11)],
      gradient(12),
    ]);
    expect(decodeGradients(raw)).toEqual([gradient(1, { text: SHORT_CANONICAL }), gradient(12)]);
    for (const corrupt of [null, '', '{not json', '{}', '"text"', 'null']) expect(decodeGradients(corrupt)).toEqual([]);
  });

  it('says which field is wrong and why', () => {
    expect(readSavedGradient({ ...gradient(1), id: 'x'.repeat(101) })).toEqual({ field: 'id', reason: 'tooLong' });
    expect(readSavedGradient({ ...gradient(1), name: 'n'.repeat(MAX_GRADIENT_NAME + 1) })).toEqual({ field: 'name', reason: 'tooLong' });
    expect(readSavedGradient({ ...gradient(1), name: 'a\u0007b' })).toEqual({ field: 'name', reason: 'markup' });
    expect(readSavedGradient({ ...gradient(1), text: 'x'.repeat(MAX_GRADIENT_TEXT + 1) })).toEqual({ field: 'text', reason: 'tooLong' });
    expect(readSavedGradient({ ...gradient(1), text: 'linear~f00@0' })).toEqual({ field: 'text', reason: 'type' });
  });

  it('keeps at most the cap, the first ones', () => {
    const many = Array.from({ length: MAX_SAVED_GRADIENTS + 5 }, (_, i) => gradient(i));
    const decoded = decodeGradients(encodeGradients(many));
    expect(decoded).toHaveLength(MAX_SAVED_GRADIENTS);
    expect(decoded.at(-1)!.id).toBe(`g${MAX_SAVED_GRADIENTS - 1}`);
  });

  it('cleans a new gradient’s name and refuses a text that is not a gradient', () => {
    expect(newSavedGradient('a', 5, '  Dawn\tsky\n', SHORT)).toEqual({ id: 'a', savedAt: 5, name: 'Dawn sky', text: SHORT_CANONICAL });
    expect(newSavedGradient('a', 5, 'x', 'nope')).toBeNull();
    expect(gradientName(' \n ')).toBe('Untitled');
    // Cut at the limit, never between the halves of a surrogate pair.
    expect(gradientName(`${'a'.repeat(MAX_GRADIENT_NAME - 1)}🎨`)).toBe('a'.repeat(MAX_GRADIENT_NAME - 1));
    expect(gradientName('b'.repeat(MAX_GRADIENT_NAME + 9))).toHaveLength(MAX_GRADIENT_NAME);
  });

  it('merges a backup’s gradients after the library’s, by id, up to the cap', () => {
    expect(mergeGradients([gradient(1)], [gradient(1, { name: 'Other' }), gradient(2), gradient(3)]).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    const full = Array.from({ length: MAX_SAVED_GRADIENTS - 1 }, (_, i) => gradient(i + 100));
    expect(mergeGradients(full, [gradient(1), gradient(2)]).map((g) => g.id).slice(-2)).toEqual([`g${MAX_SAVED_GRADIENTS + 98}`, 'g1']);
  });
});

describe('the store', () => {
  let stored: Map<string, string>;
  let failWrites: boolean;
  beforeEach(() => {
    vi.resetModules();
    stored = new Map();
    failWrites = false;
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (failWrites) throw new DOMException('full', 'QuotaExceededError');
        stored.set(key, value);
      },
      removeItem: (key: string) => stored.delete(key),
    };
    vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts empty from corrupt data without throwing, and saves the canonical text, newest first', async () => {
    stored.set('gradients', '{not json');
    const { useGradientsStore } = await import('../../src/stores/gradients.ts');
    expect(useGradientsStore.getState().gradients).toEqual([]);
    const first = useGradientsStore.getState().add('First', CANONICAL);
    const second = useGradientsStore.getState().add('Second', SHORT);
    expect(second.text).toBe(SHORT_CANONICAL);
    expect(decodeGradients(stored.get('gradients')!)).toEqual([second, first]);
    expect(() => useGradientsStore.getState().add('Bad', 'nope')).toThrow(RangeError);
    expect(useGradientsStore.getState().gradients).toEqual([second, first]);
  });

  it('keeps what was stored when a write fails, and the change in memory; Undo puts a gradient back in its place', async () => {
    stored.set('gradients', encodeGradients([gradient(1), gradient(2)]));
    const { useGradientsStore } = await import('../../src/stores/gradients.ts');
    failWrites = true;
    useGradientsStore.getState().remove('g1');
    expect(useGradientsStore.getState().gradients).toEqual([gradient(2)]);
    expect(decodeGradients(stored.get('gradients')!)).toEqual([gradient(1), gradient(2)]);
    failWrites = false;
    useGradientsStore.getState().remove('g2');
    expect(decodeGradients(stored.get('gradients')!)).toEqual([]);
    useGradientsStore.getState().restoreAt(gradient(2), 0);
    useGradientsStore.getState().restoreAt(gradient(1), 0);
    expect(decodeGradients(stored.get('gradients')!)).toEqual([gradient(1), gradient(2)]);
  });
});
