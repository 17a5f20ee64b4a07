/**
 * Restoring a backup: the plan shown before the choice (added, conflicting, identical, only in the
 * library, history codes added, saved themes added and deleted) and the merged library (library first and unchanged, then the backup's new palettes
 * and conflict copies in backup order, history capped).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Backup } from '../../../src/core/backup/backupFile.ts';
import { mergeLibrary, planRestore, type MergeOptions } from '../../../src/core/backup/restorePlan.ts';
import type { StoredPalette } from '../../../src/core/model/codecs.ts';
import { MAX_HISTORY } from '../../../src/core/model/history.ts';
import { MAX_SAVED_THEMES } from '../../../src/core/model/themes.ts';
import { codes, palette, savedTheme } from './helpers.ts';

/** Returns a backup of palettes and history, nothing else. */
function backupOf(palettes: readonly StoredPalette[], history: readonly string[] = []): Backup {
  return { exportedAt: '2025-03-14T09:26:53.589Z', palettes, history, settings: { theme: null, language: null }, image: null, themes: [] };
}

/** Returns merge options that count their calls: uuids n1, n2 …, names 'name (restored)'. */
function counting(): MergeOptions & { calls: { uuids: number; names: string[] } } {
  const calls = { uuids: 0, names: [] as string[] };
  return {
    calls,
    newUuid: () => `n${++calls.uuids}`,
    conflictName: (name) => {
      calls.names.push(name);
      return `${name} (restored)`;
    },
  };
}

const a = palette('a', 'Brand');
const b = palette('b', 'Sea');
const c = palette('c', 'Autumn');
const d = palette('d', 'Night');
/** The backup's versions: b renamed, d with other codes, c's content under another uuid, and two new palettes. */
const bRenamed = { ...b, name: 'Sea 2' };
const dRecoloured = { ...d, colors: codes(4, 77) };
const cElsewhere = { ...c, uuid: 'c-copy' };
const e = palette('e', 'Spring');
const g = palette('g', 'Gold');

const library = [a, b, c, d];
const history = ['#ff0000', '#00ff00'];
const backup = backupOf([e, bRenamed, { ...a }, cElsewhere, g, dRecoloured], ['#00ff00', '#0000ff', '#ffffff', '#ff0000']);

describe('planRestore', () => {
  const plan = planRestore(library, history, backup);

  it('lists new palettes as added, in backup order', () => {
    expect(plan.added).toEqual([e, g]);
  });

  it('lists same-uuid palettes with another name or other codes as conflicts, with both versions', () => {
    expect(plan.conflicting).toEqual([
      { current: b, restored: bRenamed },
      { current: d, restored: dRecoloured },
    ]);
    expect(plan.conflicting[0].current).toBe(b);
  });

  it('lists identical palettes both ways: same uuid and content, or same name and codes under another uuid', () => {
    expect(plan.identical).toEqual([a, cElsewhere]);
  });

  it('lists the library palettes whose name and codes the backup does not hold (what Replace takes away)', () => {
    expect(plan.onlyInLibrary).toEqual([b, d]);
  });

  it('counts the backup history codes the library lacks', () => {
    expect(plan.historyAdded).toBe(2);
  });

  it('takes a palette whose codes are in another order, or another name, for different', () => {
    const reordered = { ...a, colors: [...a.colors].reverse() };
    const p = planRestore([a], [], backupOf([reordered, { ...a, uuid: 'z', name: 'Brand ' }]));
    expect(p.conflicting).toEqual([{ current: a, restored: reordered }]);
    expect(p.added).toEqual([{ ...a, uuid: 'z', name: 'Brand ' }]);
    expect(p.identical).toEqual([]);
    expect(p.onlyInLibrary).toEqual([a]);
  });

  it('takes a same-uuid palette whose content the library holds under another uuid for identical, not a conflict', () => {
    const p = planRestore([a, b], [], backupOf([{ ...b, uuid: 'a' }]));
    expect(p.identical).toEqual([{ ...b, uuid: 'a' }]);
    expect(p.conflicting).toEqual([]);
    expect(p.onlyInLibrary).toEqual([a]);
  });

  it('adds everything to an empty library and takes nothing away from an empty backup', () => {
    expect(planRestore([], [], backup)).toMatchObject({ added: backup.palettes, conflicting: [], identical: [], onlyInLibrary: [], historyAdded: 4 });
    expect(planRestore(library, history, backupOf([]))).toEqual({ added: [], conflicting: [], identical: [], onlyInLibrary: library, historyAdded: 0, themesAdded: 0, themesOnlyInLibrary: 0, templatesAdded: 0, templatesOnlyInLibrary: 0, gradientsAdded: 0, gradientsOnlyInLibrary: 0, sitesAdded: 0, sitesOnlyInLibrary: 0 });
  });

  it('counts the saved themes a merge adds (new ids, up to the cap) and those Replace deletes', () => {
    const [t1, t2, t3] = [savedTheme('t1', '#3a7bd5'), savedTheme('t2', '#e76f51'), savedTheme('t3', '#2a9d8f')];
    const restored = { ...backupOf([]), themes: [t2, t3] };
    expect(planRestore([], [], restored, [t1, { ...t2, name: 'Renamed' }])).toMatchObject({ themesAdded: 1, themesOnlyInLibrary: 1 });
    expect(planRestore([], [], restored)).toMatchObject({ themesAdded: 2, themesOnlyInLibrary: 0 });
    expect(planRestore([], [], backupOf([]), [t1, t2])).toMatchObject({ themesAdded: 0, themesOnlyInLibrary: 2 });
    const full = Array.from({ length: MAX_SAVED_THEMES - 1 }, (_, i) => ({ ...t1, id: `own${i}` }));
    expect(planRestore([], [], restored, full)).toMatchObject({ themesAdded: 1, themesOnlyInLibrary: MAX_SAVED_THEMES - 1 });
  });

  it('puts every backup palette in exactly one list (property)', () => {
    const small = fc.record({ uuid: fc.constantFrom('a', 'b', 'c', 'd'), name: fc.constantFrom('X', 'Y'), colors: fc.subarray(['#000000', '#ffffff']) });
    const lists = fc.tuple(fc.uniqueArray(small, { selector: (p) => p.uuid }), fc.uniqueArray(small, { selector: (p) => p.uuid }));
    fc.assert(
      fc.property(lists, ([lib, restored]) => {
        const p = planRestore(lib, [], backupOf(restored));
        const placed = [...p.added, ...p.conflicting.map((x) => x.restored), ...p.identical];
        expect(placed).toHaveLength(restored.length);
        expect(new Set(placed)).toEqual(new Set(restored));
      }),
      { numRuns: 200 },
    );
  });
});

describe('mergeLibrary', () => {
  it('keeps the library first, unchanged, then the added palettes and conflict copies in backup order', () => {
    const options = counting();
    const merged = mergeLibrary(library, history, backup, planRestore(library, history, backup), options);
    expect(merged.palettes).toEqual([
      a,
      b,
      c,
      d,
      e,
      { uuid: 'n1', name: 'Sea 2 (restored)', colors: bRenamed.colors },
      g,
      { uuid: 'n2', name: 'Night (restored)', colors: dRecoloured.colors },
    ]);
    merged.palettes.slice(0, 4).forEach((p, i) => expect(p).toBe(library[i]));
    expect(options.calls).toEqual({ uuids: 2, names: ['Sea 2', 'Night'] });
  });

  it('gives new uuids to conflicts only, and copies the colour lists', () => {
    const options = counting();
    const plan = planRestore([a], [], backupOf([e, g]));
    const merged = mergeLibrary([a], [], backupOf([e, g]), plan, options);
    expect(merged.palettes.map((p) => p.uuid)).toEqual(['a', 'e', 'g']);
    expect(options.calls.uuids).toBe(0);
    expect(merged.palettes[1].colors).not.toBe(e.colors);
  });

  it('cuts a conflict copy name to 100 characters, never inside a surrogate pair', () => {
    const long = { ...a, name: 'x'.repeat(100) };
    const emoji = { ...b, name: `${'y'.repeat(98)}🎨z` };
    const restored = backupOf([long, emoji]);
    const merged = mergeLibrary([a, b], [], restored, planRestore([a, b], [], restored), counting());
    expect(merged.palettes[2].name).toBe('x'.repeat(100));
    expect(merged.palettes[3].name).toBe(`${'y'.repeat(98)}🎨`);
    const split = backupOf([{ ...a, name: 'y'.repeat(99) }]);
    const cut = mergeLibrary([a], [], split, planRestore([a], [], split), { newUuid: () => 'n', conflictName: (name) => `${name}🎨` });
    expect(cut.palettes[1].name).toBe('y'.repeat(99));
  });

  it('names a copy Untitled when the conflict name is blank', () => {
    const restored = backupOf([bRenamed]);
    const merged = mergeLibrary([b], [], restored, planRestore([b], [], restored), { newUuid: () => 'n', conflictName: () => '  ' });
    expect(merged.palettes[1]).toEqual({ uuid: 'n', name: 'Untitled', colors: bRenamed.colors });
  });

  it("appends the backup's history codes the library lacks, in order", () => {
    const merged = mergeLibrary(library, history, backup, planRestore(library, history, backup), counting());
    expect(merged.history).toEqual(['#ff0000', '#00ff00', '#0000ff', '#ffffff']);
  });

  it(`caps the merged history at ${MAX_HISTORY}`, () => {
    const own = codes(95, 1);
    const restored = backupOf([], codes(10, 2));
    const plan = planRestore([], own, restored);
    expect(plan.historyAdded).toBe(10);
    const merged = mergeLibrary([], own, restored, plan, counting());
    expect(merged.history).toEqual([...own, ...codes(5, 2)]);
  });

  it('changes none of its inputs', () => {
    const frozen = <T>(value: T): T => Object.freeze(value);
    const lib = frozen([frozen({ ...a, colors: frozen([...a.colors]) })]);
    const restored = frozen(backupOf(frozen([frozen({ ...a, name: 'Other', colors: frozen([...a.colors]) }), frozen(e)]), frozen(['#123456'])));
    const hist = frozen(['#ff0000']);
    const merged = mergeLibrary(lib, hist, restored, planRestore(lib, hist, restored), counting());
    expect(merged.palettes).toHaveLength(3);
    expect(merged.history).toEqual(['#ff0000', '#123456']);
  });
});
