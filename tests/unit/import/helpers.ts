/**
 * Helpers of the import tests: fixtures from tests/fixtures/import and short views of a result.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { join } from 'node:path';
import type { ImportResult } from '../../../src/core/import/importTypes.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures/import');

/** Returns a fixture's bytes, as a dropped file gives them. */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

/** Returns a fixture's text, as a paste gives it. */
export function fixtureText(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

/** Returns [code, name] of each colour. */
export function named(result: ImportResult): [string, string | null][] {
  return result.colors.map((c) => [c.code, c.name]);
}

/** Returns the codes of the colours. */
export function codes(result: ImportResult): string[] {
  return result.colors.map((c) => c.code);
}

/** Returns the bytes of a code. */
const bytes = (code: string) => (code.slice(1).match(/../g) ?? []).map((h) => parseInt(h, 16));

/** Expects two codes within one byte a channel (a channel at exactly half a byte may round either way). */
export function expectClose(ours: string | undefined, theirs: string, label: string): void {
  const a = bytes(ours ?? '#');
  expect(a.length, label).toBe(3);
  a.forEach((byte, k) => expect(Math.abs(byte - bytes(theirs)[k]), label).toBeLessThanOrEqual(1));
}
