/**
 * The palette's JavaScript module imported by Node's own module loader under hostile names (JavaScript's
 * `constructor`, `__proto__` and `prototype`, keywords of other languages, duplicates, Japanese, emoji, empty): every
 * colour an own key of `palette` with its CSS, none lost to the prototype, and `colors` in order.
 */
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../../../src/ui/export/javascript.ts';
import { cssOf } from '../../../src/core/exact/authoredColor.ts';
import { HOSTILE_PALETTE, JAPANESE_PALETTE } from './hostileInputs.ts';

/** Imports a module's text as Node would a file. */
const load = async (text: string) =>
  (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as { colors: string[]; palette: Record<string, string> };

describe('the palette module in Node', () => {
  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('holds every colour under a key of its own ($name)', async (input) => {
    const { colors, palette } = await load(toJavaScript(input));
    expect(colors).toEqual(input.colors.map(cssOf));
    expect(Object.getPrototypeOf(palette)).toBe(Object.prototype);
    expect(Object.keys(palette)).toHaveLength(input.colors.length);
    expect(Object.values(palette)).toEqual(input.colors.map(cssOf));
    for (const key of Object.keys(palette)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});
