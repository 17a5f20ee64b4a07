/**
 * Every CSS export under hostile names, read by lightningcss (strictly: errorRecovery off, no warning) — the palette's
 * CSS, the theme's light-dark() and fallback CSS, the scales' CSS — and the Tailwind v4 exports (palette, theme,
 * scales, with and without the hex fallback) compiled by Tailwind's own compiler, each utility painting its colour
 * and the compiled CSS strict in lightningcss too. (tests/unit/export/exactFormats.test.ts and
 * tests/unit/theme/themeExport.test.ts read the same files' values for wide colours and fixed themes.)
 */
import { describe, expect, it } from 'vitest';
import { transform } from 'lightningcss';
import postcss, { type AtRule, type Rule } from 'postcss';
import Color from 'colorjs.io';
import { toCss } from '../../../src/ui/export/css.ts';
import { toTailwindTheme } from '../../../src/ui/export/tailwind.ts';
import { cssOf } from '../../../src/core/exact/authoredColor.ts';
import { uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import { exportFamilies, toCssVariables, toTailwindTheme as scaleTailwindTheme, type NamedScale } from '../../../src/core/index.ts';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { paletteProperties, roleProperties } from '../../../src/core/theme/export/css.ts';
import { buildUtilities } from '../../support/tailwindCompile.ts';
import { DEFAULT_SCALES, HOSTILE_PALETTE, HOSTILE_SCALES, HOSTILE_THEMES, JAPANESE_PALETTE } from './hostileInputs.ts';

/** Parses CSS with lightningcss, strictly: any error throws, and it must warn of nothing. */
function lightning(css: string, filename: string) {
  const { warnings } = transform({ filename, code: Buffer.from(css), errorRecovery: false });
  expect(warnings).toEqual([]);
}

/** Returns whether two CSS colours are the same colour and alpha (ΔE_OK < 0.0005: oklch() written to 4 decimals). */
function sameColor(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = new Color(a);
  const y = new Color(b);
  return x.deltaEOK(y) < 5e-4 && Math.abs(Number(x.alpha) - Number(y.alpha)) < 5e-3;
}

/**
 * Returns the custom properties a compiled Tailwind style sheet sets, by where: 'theme' (Tailwind's theme layer on the
 * root), 'dark' (under the dark variant), 'supports' (inside an @supports rule), and each utility's declarations.
 */
function compiled(css: string) {
  const theme = new Map<string, string>();
  const dark = new Map<string, string>();
  const supports = new Map<string, string>();
  const utilities = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl) => {
    const rule = decl.parent as Rule;
    const ancestors: (Rule | AtRule)[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) ancestors.push(node as Rule | AtRule);
    if (decl.prop.startsWith('--color-')) {
      const where = ancestors.some((n) => n.type === 'rule' && n.selector.includes('.dark'))
        ? dark
        : ancestors.some((n) => n.type === 'atrule' && n.name === 'supports')
          ? supports
          : theme;
      where.set(decl.prop, decl.value);
    } else if (rule.type === 'rule' && rule.selector.startsWith('.')) {
      if (!utilities.has(rule.selector)) utilities.set(rule.selector, new Map());
      utilities.get(rule.selector)!.set(decl.prop, decl.value);
    }
  });
  return { theme, dark, supports, utilities };
}

/** Returns the problems of utilities `bg-<name>` against their expected colours in a compiled sheet's theme. */
function utilityProblems(css: string, expected: readonly (readonly [name: string, color: string])[], where: 'theme' | 'supports' = 'theme'): string[] {
  const sheet = compiled(css);
  return expected.flatMap(([name, color]) => {
    const problems: string[] = [];
    if (sheet.utilities.get(`.bg-${name}`)?.get('background-color') !== `var(--color-${name})`) problems.push(`.bg-${name} does not use --color-${name}`);
    if (!sameColor(sheet[where].get(`--color-${name}`), color)) problems.push(`--color-${name} is ${sheet[where].get(`--color-${name}`)}, expected ${color}`);
    return problems;
  });
}

describe('lightningcss reads every CSS export strictly', () => {
  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('the palette CSS ($name)', (input) => lightning(toCss(input), 'palette.css'));

  it.each(HOSTILE_THEMES.map((theme, i) => [i, theme] as const))('the theme CSS, light-dark() and fallback (theme %i)', (_, theme) => {
    for (const id of ['css', 'css-fallback'] as const) for (const file of themeFiles(id, theme)) lightning(file.content as string, file.path);
  });

  it.each([
    ['default', DEFAULT_SCALES],
    ['hostile', HOSTILE_SCALES],
  ] as const)('the %s scales\' CSS', (_, scales: readonly NamedScale[]) => {
    const css = toCssVariables(scales);
    lightning(css, 'scales.css');
    const families = exportFamilies(scales);
    expect(new Set(css.match(/^ {2}--[a-z0-9-]+(?=:)/gm)).size).toBe(families.reduce((n, f) => n + f.steps.length, 0));
  });
});

describe('Tailwind v4 compiles the exports, each utility its colour', () => {
  it('the palette @theme', async () => {
    const names = uniqueKebabNames(HOSTILE_PALETTE.colors.map((c) => c.name));
    const css = await buildUtilities(toTailwindTheme(HOSTILE_PALETTE), names.map((name) => `bg-${name}`));
    lightning(css, 'palette-tailwind.css');
    expect(utilityProblems(css, HOSTILE_PALETTE.colors.map((c, i) => [names[i], cssOf(c)]))).toEqual([]);
  });

  it.each(HOSTILE_THEMES.map((theme, i) => [i, theme] as const))('the theme, light in the theme and dark under .dark (theme %i)', async (_, theme) => {
    const roles = roleProperties(theme);
    const tones = paletteProperties(theme);
    const all = [...roles, ...tones].map((p) => p.name.replace(/^color-/, ''));
    const css = await buildUtilities(themeFiles('tailwind', theme)[0].content as string, all.map((name) => `bg-${name}`));
    lightning(css, 'theme-tailwind.css');
    expect(utilityProblems(css, [...roles, ...tones].map((p) => [p.name.replace(/^color-/, ''), p.light]))).toEqual([]);
    const { dark } = compiled(css);
    expect(roles.filter((p) => !sameColor(dark.get(`--${p.name}`), p.dark)).map((p) => p.name)).toEqual([]);
  });

  it.each([
    ['default', DEFAULT_SCALES],
    ['hostile', HOSTILE_SCALES],
  ] as const)('the %s scales, oklch() in @theme and with the hex fallback', async (_, scales: readonly NamedScale[]) => {
    const families = exportFamilies(scales);
    const steps = families.flatMap((f) => f.steps.map((s) => [`${f.id}-${s.key}`, s.hex] as const));
    for (const hexFallback of [false, true]) {
      const css = await buildUtilities(scaleTailwindTheme(scales, { hexFallback }), steps.map(([name]) => `bg-${name}`));
      lightning(css, 'scales-tailwind.css');
      expect(utilityProblems(css, steps)).toEqual([]);
      // With the fallback, the same colours again in oklch() for the browsers that read it.
      if (hexFallback) expect(utilityProblems(css, steps, 'supports')).toEqual([]);
    }
  });
});
