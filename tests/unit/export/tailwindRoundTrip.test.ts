/**
 * Tailwind v4's whole palette (every `--color-*` of its theme.css: 286 OKLCH colours, black and white) exported as CSS,
 * as a Tailwind @theme (through Tailwind's own compiler) and as DTCG colour objects comes back digit for digit.
 */
import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { readExact, shiftDecimal } from '../../../src/core/exact/exactColor.ts';
import { toCss } from '../../../src/ui/export/css.ts';
import { toTailwindTheme } from '../../../src/ui/export/tailwind.ts';
import { toDesignTokensColorObjects } from '../../../src/ui/export/tokens.ts';
import { exactInput, tailwindThemeColors } from './exactPalettes.ts';
import { compileTailwind } from '../../support/tailwindCompile.ts';

const THEME = tailwindThemeColors();
const INPUT = exactInput('Tailwind', THEME.map(([name, value]) => [value, name]));

/** Returns the custom properties of the first rule with this selector. */
function properties(css: string, selector: string): Map<string, string> {
  const out = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.selector === selector && out.size === 0) rule.walkDecls((decl) => void out.set(decl.prop, decl.value));
  });
  return out;
}

/** Expects a written value to be Tailwind's colour: the same text and coordinates (OKLCH), the same code (black, white). */
function expectSame(written: string | undefined, original: string) {
  const exact = readExact(original);
  if (exact === null) {
    expect(written).toBe(original.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3'));
    return;
  }
  expect(written).toBe(exact.text);
  expect(readExact(written)).toEqual(exact);
}

describe("Tailwind v4's palette round trip", () => {
  it('has every colour of theme.css: 286 in OKLCH, black and white', () => {
    expect(THEME).toHaveLength(288);
    expect(THEME.filter(([, value]) => value.startsWith('oklch('))).toHaveLength(286);
  });

  it('CSS custom properties', () => {
    const root = properties(toCss(INPUT), ':root');
    for (const [name, value] of THEME) expectSame(root.get(`--${name}`), value);
  });

  it("a Tailwind @theme, through Tailwind's compiler", async () => {
    const css = await compileTailwind(`@import "tailwindcss/utilities.css" layer(utilities);\n${toTailwindTheme(INPUT)}`, THEME.map(([name]) => `bg-${name}`));
    const theme = properties(css, ':root, :host');
    for (const [name, value] of THEME) expectSame(theme.get(`--color-${name}`), value);
  });

  it('DTCG colour objects: components equal to the written digits (the lightness percentage with its point moved)', () => {
    const tokens = JSON.parse(toDesignTokensColorObjects(INPUT)) as Record<string, { $value: { colorSpace: string; components: (number | 'none')[]; alpha: number; hex: string } }>;
    const digits = (text: string) => (text === 'none' ? '0' : text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
    for (const [name, value] of THEME) {
      const token = tokens[name].$value;
      const m = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+|none)\)$/.exec(value);
      if (m === null) {
        expect(token.colorSpace, value).toBe('srgb');
        continue;
      }
      expect(token.colorSpace).toBe('oklch');
      expect(token.components).toEqual([shiftDecimal(m[1], 2), Number(m[2]), m[3] === 'none' ? 0 : Number(m[3])]);
      // As JSON writes them: the digits of the text (63.7% → 0.637, 0.237 → 0.237, a grey's hue none → 0).
      expect(token.components.map(String)).toEqual([String(shiftDecimal(m[1], 2)), digits(m[2]), digits(m[3])]);
      expect(token.alpha).toBe(1);
      expect(token.hex).toBe(INPUT.colors.find((c) => c.name === name)!.code);
    }
  });
});
