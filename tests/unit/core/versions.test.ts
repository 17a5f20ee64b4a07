import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_VERSIONS, canRedo, canUndo, createVersions, currentVersion, pushVersion, redo, replaceVersion, undo, type Versions } from '../../../src/core/index.ts';

type Op = { kind: 'push'; value: number } | { kind: 'undo' } | { kind: 'redo' };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.integer().map((value) => ({ kind: 'push' as const, value })),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

describe('undo/redo versions', () => {
  it('behaves like a past/future model, bounded to MAX_VERSIONS', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        let v: Versions<number> = createVersions(0);
        let past: number[] = [];
        let present = 0;
        let future: number[] = [];
        for (const o of ops) {
          if (o.kind === 'push') {
            v = pushVersion(v, o.value);
            past = [...past, present].slice(-(MAX_VERSIONS - 1));
            present = o.value;
            future = [];
          } else if (o.kind === 'undo') {
            expect(canUndo(v)).toBe(past.length > 0);
            v = undo(v);
            if (past.length > 0) {
              future = [present, ...future];
              present = past[past.length - 1];
              past = past.slice(0, -1);
            }
          } else {
            expect(canRedo(v)).toBe(future.length > 0);
            v = redo(v);
            if (future.length > 0) {
              past = [...past, present];
              present = future[0];
              future = future.slice(1);
            }
          }
          expect(currentVersion(v)).toBe(present);
          expect(v.entries.length).toBeLessThanOrEqual(MAX_VERSIONS);
          expect(v.entries).toEqual([...past, present, ...future]);
        }
      }),
    );
  });

  it('discards the redo tail on push', () => {
    let v = pushVersion(pushVersion(createVersions('a'), 'b'), 'c');
    v = undo(undo(v));
    expect(currentVersion(v)).toBe('a');
    v = pushVersion(v, 'd');
    expect(canRedo(v)).toBe(false);
    expect(v.entries).toEqual(['a', 'd']);
    expect(currentVersion(undo(v))).toBe('a');
    expect(undo(undo(v))).toEqual(undo(v));
  });

  it('replaces the current entry (one gesture, one version) and drops the redo tail', () => {
    let v = pushVersion(pushVersion(createVersions('a'), 'b'), 'c');
    v = replaceVersion(v, 'c2');
    expect(v.entries).toEqual(['a', 'b', 'c2']);
    v = replaceVersion(undo(v), 'b2');
    expect(v.entries).toEqual(['a', 'b2']);
    expect(canRedo(v)).toBe(false);
    expect(currentVersion(undo(v))).toBe('a');
  });
});
