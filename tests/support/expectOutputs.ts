/**
 * A table of a function's expected outputs, for the tests that check a pure function on chosen inputs.
 */
import { expect } from 'vitest';

/**
 * Asserts that `fn` returns each case's output for its input, compared as `toBe` compares (so `null` and `undefined`
 * too); a failure names the input.
 */
export function expectOutputs<Input, Output>(fn: (input: Input) => Output, cases: readonly (readonly [input: Input, output: Output])[]): void {
  for (const [input, output] of cases) expect(fn(input), JSON.stringify(input)).toBe(output);
}
