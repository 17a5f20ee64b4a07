/**
 * The SCSS exports compiled by Sass itself (Dart Sass, the `sass` package, in process): the palette's, the scales'
 * (the Scale mode's default families, and families under hostile names) and the theme's. Each variable and each map
 * entry the export declares is read back through probe rules appended to the file, and must be the colour it stands for.
 */
import { describe, expect, it } from 'vitest';
import * as sass from 'sass';
import postcss, { type Rule } from 'postcss';
import Color from 'colorjs.io';
import { toScss } from '../../../src/ui/export/css.ts';
import { cssOf } from '../../../src/core/exact/authoredColor.ts';
import { uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import { exportFamilies, toScssVariables, type NamedScale } from '../../../src/core/index.ts';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { kebab, themeNames, toneKey } from '../../../src/core/theme/export/names.ts';
import type { ThemeColors } from '../../../src/core/theme/roles.ts';
import type { ExportInput } from '../../../src/ui/export/types.ts';
import { DEFAULT_SCALES, HOSTILE_PALETTE, HOSTILE_SCALES, HOSTILE_THEMES, JAPANESE_PALETTE } from './hostileInputs.ts';

/** One read-back: a Sass expression and the colour it must give. */
type Probe = { readonly expression: string; readonly expected: string };

/**
 * Compiles an SCSS file with the probes appended (`.p<i> { v: <expression>; }`) and returns each probe's value; a
 * warning of Sass (a deprecation, a dubious expression) fails the test.
 */
function compileProbes(scss: string, probes: readonly Probe[], extra = ''): { values: string[]; css: string } {
  const warnings: string[] = [];
  const source = `@use 'sass:list';\n@use 'sass:map';\n${scss}\n${extra}\n${probes.map((p, i) => `.p${i} { v: ${p.expression}; }`).join('\n')}\n`;
  const { css } = sass.compileString(source, { logger: { warn: (message) => warnings.push(message), debug: () => {} } });
  expect(warnings).toEqual([]);
  const values = new Map<string, string>();
  postcss.parse(css).walkDecls('v', (decl) => {
    values.set((decl.parent as Rule).selector, decl.value);
  });
  return { values: probes.map((_, i) => values.get(`.p${i}`) ?? '(missing)'), css };
}

/** Returns whether two CSS colours are the same colour and alpha, within the rounding Sass writes (ΔE_OK < 0.0005). */
function sameColor(a: string, b: string): boolean {
  const x = new Color(a);
  const y = new Color(b);
  return x.deltaEOK(y) < 5e-4 && Math.abs(Number(x.alpha) - Number(y.alpha)) < 5e-3;
}

/** Compiles and expects every probe to resolve to its colour; returns the compiled CSS. */
function expectProbes(scss: string, probes: readonly Probe[], extra = ''): string {
  const { values, css } = compileProbes(scss, probes, extra);
  const wrong = probes.flatMap((p, i) => (sameColor(values[i], p.expected) ? [] : [`${p.expression} → ${values[i]}, expected ${p.expected}`]));
  expect(wrong).toEqual([]);
  return css;
}

/** The probes of a palette's SCSS: each colour's variable and its entry in the one map the file declares. */
function paletteProbes(input: ExportInput, scss: string): Probe[] {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const maps = [...declaredMaps(scss).keys()];
  expect(maps).toHaveLength(1);
  return input.colors.flatMap((c, i) => [
    { expression: `$${names[i]}`, expected: cssOf(c) },
    { expression: `map.get($${maps[0]}, '${names[i]}')`, expected: cssOf(c) },
  ]);
}

/** Returns the maps a scale export declares (`$name: (`) with the step variables each lists. */
function declaredMaps(scss: string): Map<string, string[]> {
  const maps = new Map<string, string[]>();
  for (const m of scss.matchAll(/^\$([a-z0-9-]+): \(\n((?: {2}.*\n)*)\);/gm)) {
    maps.set(m[1], [...m[2].matchAll(/'([a-z0-9-]+)': \$([a-z0-9-]+),/g)].map((e) => `${e[1]}=${e[2]}`));
  }
  return maps;
}

describe('the palette SCSS in Sass', () => {
  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('gives every variable and map entry its colour ($name)', (input) => {
    const scss = toScss(input);
    expectProbes(scss, paletteProbes(input, scss));
  });

  it('keeps a colour named "Palette" its variable: the map is $palette-2 then (a second $palette replaced the colour)', () => {
    const input: ExportInput = { name: 'P', colors: [{ code: '#1ab385', name: 'Palette' }, { code: '#d4587a', name: 'Palette 2' }, { code: '#3a7bd5', name: 'Sky' }] };
    const scss = toScss(input);
    expect([...declaredMaps(scss).keys()]).toEqual(['palette-3']);
    expectProbes(scss, paletteProbes(input, scss));
    expect(toScss({ name: 'P', colors: [{ code: '#1ab385', name: 'Sky' }] })).toContain('$palette: (');
  });
});

describe('the scale SCSS in Sass', () => {
  /** The probes of scales: every step variable, and the entry of each step in its family's map. */
  function scaleProbes(scales: readonly NamedScale[], scss: string): Probe[] {
    const families = exportFamilies(scales);
    const maps = declaredMaps(scss);
    // One map a family, each listing exactly that family's steps.
    expect(maps.size).toBe(families.length);
    const mapOf = new Map([...maps].map(([name, entries]) => [entries.join(' '), name]));
    return families.flatMap((family) => {
      const map = mapOf.get(family.steps.map((s) => `${s.key}=${family.id}-${s.key}`).join(' '));
      expect(map, `the map of ${family.id}`).toBeDefined();
      return family.steps.flatMap((step) => [
        { expression: `$${family.id}-${step.key}`, expected: step.hex },
        { expression: `map.get($${map}, '${step.key}')`, expected: step.hex },
      ]);
    });
  }

  it('the default families (brand, accent, accent-2 on Radix, with their dark scales and two neutrals) each keep their steps', () => {
    expect(DEFAULT_SCALES.map((s) => s.name)).toEqual(['brand', 'brand-dark', 'neutral', 'neutral-dark', 'accent', 'accent-dark', 'accent-2', 'accent-2-dark']);
    const scss = toScssVariables(DEFAULT_SCALES);
    expectProbes(scss, scaleProbes(DEFAULT_SCALES, scss));
  });

  it('families under hostile names each keep their steps', () => {
    const scss = toScssVariables(HOSTILE_SCALES);
    expectProbes(scss, scaleProbes(HOSTILE_SCALES, scss));
  });
});

describe('the theme SCSS in Sass', () => {
  /** The probes of a theme: each role's light and dark variable and map entry, each palette tone's variable and entry. */
  function themeProbes(theme: ThemeColors): Probe[] {
    const names = themeNames(theme);
    const roles = theme.roles.flatMap((role) => {
      const key = kebab(names.role(role));
      return [
        { expression: `$color-${key}`, expected: theme.light[role] },
        { expression: `$color-${key}-dark`, expected: theme.dark[role] },
        { expression: `map.get($theme-light, '${key}')`, expected: theme.light[role] },
        { expression: `map.get($theme-dark, '${key}')`, expected: theme.dark[role] },
      ];
    });
    const tones = theme.palettes.flatMap((p) => {
      const key = kebab(names.palette(p.name));
      return p.tones.flatMap(({ tone, hex }) => [
        { expression: `$palette-${key}-${toneKey(tone, '-')}`, expected: hex },
        { expression: `map.get($theme-palettes, '${key}', '${toneKey(tone, '-')}')`, expected: hex },
      ]);
    });
    return [...roles, ...tones];
  }

  it.each(HOSTILE_THEMES.map((theme, i) => [i, theme] as const))('gives every role, dark role and palette tone its colour (theme %i)', (_, theme) => {
    const file = themeFiles('scss', theme)[0].content as string;
    const css = expectProbes(file, themeProbes(theme), '.light { @include theme-custom-properties($theme-light); }\n.dark { @include theme-custom-properties($theme-dark); }');
    // The mixin writes each scheme as custom properties, one a role.
    const names = themeNames(theme);
    const blocks = new Map<string, Map<string, string>>();
    postcss.parse(css).walkRules((rule) => {
      if (rule.selector === '.light' || rule.selector === '.dark') {
        blocks.set(rule.selector, new Map(rule.nodes.flatMap((n) => (n.type === 'decl' ? [[n.prop, n.value] as const] : []))));
      }
    });
    for (const appearance of ['light', 'dark'] as const) {
      const block = blocks.get(`.${appearance}`)!;
      expect(block.size).toBe(theme.roles.length);
      for (const role of theme.roles) expect(sameColor(block.get(`--color-${kebab(names.role(role))}`)!, theme[appearance][role]), role).toBe(true);
    }
  });
});
