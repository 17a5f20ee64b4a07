/**
 * The design-tokens files (DTCG 2025.10) of a palette, the scales and a theme, read by two of the format's tools in
 * process: Terrazzo's parser (`@terrazzo/parser`, what `tz build` runs, with its recommended lint rules) and Style
 * Dictionary 4 (warnings as errors, a broken reference thrown). Each must read every file with no error and no
 * warning, and give every colour its expected value: a palette's colour as authored (its space, components and alpha,
 * `hex` its fallback), a scale's step its code and an alpha step its exact text, and a theme's role its colour, through
 * the palette tone it refers to where it is one. Names are built to break them (keywords, Japanese, emoji, duplicates,
 * dots, braces, '$'). The hex-string form for older tools is refused by Terrazzo's rules (which is why it is not the
 * default) and is what Style Dictionary 4's built-in colour transforms write as CSS: they take a colour only as a
 * string (an object comes out as '[object Object]'; Style Dictionary 5, which converts the objects, needs Node 22).
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { defineConfig, Logger, parse } from '@terrazzo/parser';
import StyleDictionary from 'style-dictionary';
import { exportScales, exportFamilies, generateScale, type NamedScale } from '../../../src/core/index.ts';
import { scaleAlpha, type AlphaStep } from '../../../src/core/scale/alphaScale.ts';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { toneKey } from '../../../src/core/theme/export/names.ts';
import { dtcgKeys, themeTokenKeys } from '../../../src/core/theme/export/tokens.ts';
import type { ThemeColors } from '../../../src/core/theme/roles.ts';
import { materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { alphaOf } from '../../../src/ui/export/authored.ts';
import { toDesignTokens, toDesignTokensColorObjects, tokenNames } from '../../../src/ui/export/tokens.ts';
import type { ExportInput } from '../../../src/ui/export/types.ts';
import { HOSTILE_NAMES, HOSTILE_WIDE, WIDE, exactInput } from './exactPalettes.ts';
import { HOSTILE_EXTENDED_NAMES, IRODORI_THEME, MATERIAL_THEME } from '../theme/themeArbitraries.ts';

/** A resolved DTCG colour as both tools give it. */
type DtcgValue = { colorSpace: string; components: number[]; alpha?: number; hex?: string };

/** Names a token file could trip on. */
const NAMES = ['constructor', '__proto__', '$value', '$type', 'primary', 'palette', '藍色', '藍色', '🎨', 'a.b', '{x}', '}', 'Red', 'red', 'RED 2', ...HOSTILE_NAMES];

/** Returns a file's tokens read by Terrazzo's parser with `tz build`'s lint rules: path → resolved value; every error and warning counted. */
async function terrazzo(src: string): Promise<{ values: Map<string, unknown>; aliases: Map<string, string>; errors: number; warnings: number }> {
  const logger = new Logger({ level: 'warn' });
  const config = defineConfig({}, { cwd: new URL('file:///tokens/') });
  let errors = 0;
  let tokens: Awaited<ReturnType<typeof parse>>['tokens'] = {};
  try {
    ({ tokens } = await parse([{ filename: new URL('file:///tokens/file.tokens.json'), src }], { config, logger }));
  } catch {
    errors++;
  }
  const stats = logger.stats();
  const values = new Map(Object.entries(tokens).map(([id, token]) => [id, token.$value]));
  const aliases = new Map(Object.entries(tokens).flatMap(([id, token]) => (token.aliasOf ? [[id, token.aliasOf]] : [])));
  return { values, aliases, errors: errors + stats.errorCount, warnings: stats.warnCount };
}

/** Returns a file's tokens read by Style Dictionary 4, references resolved: path → value; a warning or a broken reference throws. */
async function styleDictionary(src: string): Promise<Map<string, unknown>> {
  const sd = new StyleDictionary({
    tokens: JSON.parse(src),
    log: { warnings: 'error', verbosity: 'silent', errors: { brokenReferences: 'throw' } },
    platforms: { check: { transforms: ['name/kebab'] } },
  });
  const { allTokens } = await sd.getPlatformTokens('check');
  return new Map(allTokens.map((token) => [token.path.join('.'), token.$value as unknown]));
}

/** colorjs.io's id of a DTCG colour space. */
const SPACE: Record<string, string> = { srgb: 'srgb', 'display-p3': 'p3', rec2020: 'rec2020', oklch: 'oklch', oklab: 'oklab', lab: 'lab', lch: 'lch' };

/** Returns a DTCG colour as colorjs.io reads it. */
const colorOf = (value: DtcgValue) => new Color(SPACE[value.colorSpace], value.components as [number, number, number], value.alpha ?? 1);

/** Expects a resolved DTCG colour to be a colour (as authored, within float noise) with its sRGB fallback. */
function expectColor(value: unknown, expected: string, fallback: string, where: string) {
  const color = value as DtcgValue;
  expect(typeof color === 'object' && color !== null && SPACE[color.colorSpace] !== undefined, `${where}: ${JSON.stringify(value)}`).toBe(true);
  const want = new Color(expected);
  expect(colorOf(color).deltaEOK(want), where).toBeLessThan(1e-9);
  expect(color.alpha ?? 1, where).toBeCloseTo(Number(want.alpha), 12);
  expect(color.hex, where).toBe(fallback.toLowerCase());
}

// ——— The files ———

/** A palette under hostile names: wide and translucent colours, and plain codes. */
const PALETTE: ExportInput = exactInput('Tokens', [
  ...HOSTILE_WIDE.colors.map((c, i) => [c.exact ?? c.code, NAMES[i % NAMES.length]] as const),
  ...NAMES.map((name, i) => [`#${(0x123456 + i * 0x0a0b0c).toString(16).slice(-6)}`, name] as const),
]);

/** Scales under hostile names, one with alpha steps, two with the same name. */
function scales(): NamedScale[] {
  const radix = generateScale({ kind: 'radix', color: '#3a7bd5' });
  const tailwind = generateScale({ kind: 'tailwind', color: '#e76f51' });
  return [
    { name: 'constructor', steps: radix.steps, alpha: scaleAlpha(radix).steps },
    { name: '藍色 🎨', steps: tailwind.steps },
    { name: '{brand}.v2', steps: tailwind.steps.map((s, i) => ({ ...s, label: ['4.5', '$value', '4-5', '', ...tailwind.steps.map((t) => t.label)][i] })) },
    { name: '{brand}.v2', steps: radix.dark! },
  ];
}

const hostileTheme: ThemeColors = materialTheme({
  name: 'Ocean {dark}.v2 🌊',
  seed: '#3a7bd5',
  variant: 'tonalSpot',
  contrast: 0,
  extended: [...HOSTILE_EXTENDED_NAMES, 'value', 'type', 'constructor', 'toString'].map((name, i) => ({ name, hex: `#${(0x2e7d32 + i * 0x10305).toString(16)}`, harmonize: i % 2 === 0 })),
});

// ——— The tests ———

describe.each([
  ['Terrazzo', async (src: string) => {
    const read = await terrazzo(src);
    expect([read.errors, read.warnings], 'Terrazzo errors and warnings').toEqual([0, 0]);
    return read.values;
  }],
  ['Style Dictionary 4', styleDictionary],
] as const)('%s reads the DTCG 2025.10 design tokens', (_, read) => {
  it('of a palette: each colour as authored, hex its fallback, under hostile names', async () => {
    for (const input of [PALETTE, WIDE]) {
      const values = await read(toDesignTokensColorObjects(input));
      const names = tokenNames(input);
      expect(values.size).toBe(input.colors.length);
      input.colors.forEach((c, i) => {
        expectColor(values.get(names[i]), c.exact ?? c.code, c.code, names[i]);
        expect((values.get(names[i]) as DtcgValue).alpha ?? 1).toBe(alphaOf(c));
      });
    }
  });

  it('of the scales: each step its code, each alpha step its exact text, families and steps in their safe names', async () => {
    const values = await read(exportScales('tokensColor', scales()));
    const families = exportFamilies(scales());
    const ids = dtcgKeys(families.map((f) => f.id));
    expect(ids).toEqual(['constructor-color', 'color', 'brand-v2', 'brand-v2-2']);
    let count = 0;
    families.forEach((family, i) => {
      for (const step of family.steps) expectColor(values.get(`${ids[i]}.${step.key}`), step.hex, step.hex, `${ids[i]}.${step.key}`);
      for (const { key, step } of family.alpha) expectColor(values.get(`${ids[i]}.${key}`), step.srgb, (step as AlphaStep).code, `${ids[i]}.${key}`);
      count += family.steps.length + family.alpha.length;
    });
    expect(values.size).toBe(count);
  });

  it.each([
    ['a Material theme', MATERIAL_THEME],
    ['an Irodori theme', IRODORI_THEME],
    ['a theme of hostile names', hostileTheme],
  ])('of %s: every role in light and dark (through the tones it refers to) and every tone', async (__, theme) => {
    const keys = themeTokenKeys(theme);
    for (const [index, appearance] of (['light', 'dark'] as const).entries()) {
      const values = await read(themeFiles('dtcg', theme)[index].content as string);
      for (const role of theme.roles) {
        const path = `color.${keys.role(role)}`;
        expectColor(values.get(path), theme[appearance][role], theme[appearance][role], `${appearance} ${path}`);
      }
      for (const p of theme.palettes) {
        for (const t of p.tones) {
          const path = `palette.${keys.palette(p.name)}.${toneKey(t.tone, '-')}`;
          expectColor(values.get(path), t.hex, t.hex, path);
        }
      }
    }
  });
});

describe('the theme’s references', () => {
  it('are aliases to palette tones in Terrazzo wherever a role is a tone, and only there', async () => {
    for (const theme of [MATERIAL_THEME, hostileTheme]) {
      const keys = themeTokenKeys(theme);
      const tones = new Map(theme.palettes.flatMap((p) => p.tones.map((t) => [t.hex.toLowerCase(), t])));
      for (const [index, appearance] of (['light', 'dark'] as const).entries()) {
        const { aliases } = await terrazzo(themeFiles('dtcg', theme)[index].content as string);
        for (const role of theme.roles) {
          const alias = aliases.get(`color.${keys.role(role)}`);
          expect(alias !== undefined, `${appearance} ${role}`).toBe(tones.has(theme[appearance][role].toLowerCase()));
          if (alias) expect(alias).toMatch(/^palette\.[a-z0-9-]+\.[0-9-]+$/);
        }
        expect(aliases.size).toBeGreaterThan(20);
      }
    }
    const { aliases } = await terrazzo(themeFiles('dtcg', MATERIAL_THEME)[0].content as string);
    expect([aliases.get('color.primary'), aliases.get('color.on-primary')]).toEqual(['palette.primary.40', 'palette.primary.100']);
  });
});

describe('the hex strings for older tools', () => {
  it('are read by Style Dictionary 4 as the codes, alpha as #rrggbbaa', async () => {
    const values = await styleDictionary(toDesignTokens(HOSTILE_WIDE));
    const names = tokenNames(HOSTILE_WIDE);
    HOSTILE_WIDE.colors.forEach((c, i) => expect((values.get(names[i]) as string).slice(0, 7)).toBe(c.code));
    const scaleValues = await styleDictionary(exportScales('tokens', scales()));
    expect(scaleValues.get('constructor-color.a9')).toMatch(/^#[0-9a-f]{8}$/);
  });

  it('are what Style Dictionary 4’s css transform group writes as the codes (the colour objects it cannot)', async () => {
    const css = async (src: string) => {
      const sd = new StyleDictionary({
        tokens: JSON.parse(src),
        log: { warnings: 'error', verbosity: 'silent', errors: { brokenReferences: 'throw' } },
        platforms: { css: { transformGroup: 'css', files: [{ destination: 'tokens.css', format: 'css/variables' }] } },
      });
      return String((await sd.formatPlatform('css'))[0].output);
    };
    const input = exactInput('x', [['#1ab385', 'Mountain Meadow'], ['#ff000080', 'Glass']]);
    const hex = await css(toDesignTokens(input));
    expect(hex).toContain('--mountain-meadow: #1ab385;');
    expect(hex).toMatch(/--glass: (#ff000080|rgba\(255, 0, 0, 0\.5\d*\));/);
    expect(await css(toDesignTokensColorObjects(input))).toContain('[object Object]');
  });

  it('are refused by Terrazzo’s rules (the 2025.10 format has colour objects only)', async () => {
    const { errors } = await terrazzo(toDesignTokens(WIDE));
    expect(errors).toBeGreaterThan(0);
  });
});
