/**
 * The gradient's exports read by the tools they are for, in process: the Tailwind v4 utility and arbitrary-value
 * class compiled by Tailwind's own compiler (each generating exactly the declarations expected, under hostile names,
 * and strict in lightningcss), and the DTCG 2025.10 gradient tokens read by Terrazzo's parser (with `tz build`'s
 * recommended lint rules: no error, no warning) and Style Dictionary 4 (warnings as errors), each stop's colour and
 * position as written.
 */
import { describe, expect, it } from 'vitest';
import postcss, { type Rule } from 'postcss';
import { transform } from 'lightningcss';
import { defineConfig, Logger, parse } from '@terrazzo/parser';
import StyleDictionary from 'style-dictionary';
import { fallbackCss, gradientCss } from '../../../src/core/gradient/css.ts';
import { gradientTokenGroup, gradientTokens, layerTokenName, tailwindClass, tailwindUtility, tailwindUtilityName } from '../../../src/core/gradient/exports.ts';
import type { Gradient } from '../../../src/core/gradient/gradient.ts';
import { compileTailwind } from '../../support/tailwindCompile.ts';
import { LAYERS, TWO_LAYERS, sampledFits } from '../gradient/exportsFixtures.ts';

/** Names that a careless exporter would write into a broken or colliding identifier. */
const NAMES = [
  'Sunset Glow', '桜色', '🎨 party', '1st place', '--', '"quoted" \'name\'', 'constructor', '__proto__', '', ' ', 'a_b', 'x */ y',
  // Tailwind's own background utilities and theme colours: a utility named as one would also set its declarations.
  'cover', 'red-500', 'none', 'linear to r', 'gradient to r', 'radial', 'conic gradient', 'black',
];

/** The gradients: every layer alone, and two layers. */
const GRADIENTS: readonly Gradient[] = [...Object.values(LAYERS).map((layer) => ({ layers: [layer] })), TWO_LAYERS];

/** Returns each rule's declarations (property, value) in a compiled sheet, by selector. */
function declarations(css: string): Map<string, [string, string][]> {
  const rules = new Map<string, [string, string][]>();
  postcss.parse(css).walkDecls((decl) => {
    const { selector } = decl.parent as Rule;
    if (!selector.startsWith('.')) return;
    rules.set(classOf(selector), [...(rules.get(classOf(selector)) ?? []), [decl.prop, decl.value]]);
  });
  return rules;
}

/** Parses CSS with lightningcss, strictly: any error throws, and it must warn of nothing. */
function lightning(css: string) {
  const { warnings } = transform({ filename: 'gradient.css', code: Buffer.from(css), errorRecovery: false });
  expect(warnings).toEqual([]);
}

/** Returns the class a selector of one class names, its CSS escapes read ('.bg-\\[image\\:…' → 'bg-[image:…'). */
const classOf = (selector: string) =>
  selector
    .slice(1)
    .replace(/\\([0-9a-f]{1,6}) ?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/gsu, '$1');

/** Sampling step (%) of the fits here: coarse, since only the formats are under test (and Terrazzo's time grows with a file's size). */
const STEP = 10;

describe('Tailwind v4 compiles the gradient exports', () => {
  it('the utility, under hostile names: exactly its two background images, fallback first', async () => {
    const inputs = NAMES.map((name, i) => {
      const gradient = GRADIENTS[i % GRADIENTS.length];
      return { name, gradient, fits: sampledFits(gradient, STEP) };
    });
    const utilities = new Map(inputs.map((input) => [tailwindUtilityName(input.name), input]));
    // Names of one slug ('桜色', '', '🎨 party'…) make one utility: each is compiled once, its own input.
    const css = await compileTailwind(
      `@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);\n${[...utilities.values()].map(tailwindUtility).join('\n')}`,
      [...utilities.keys()],
    );
    lightning(css);
    const rules = declarations(css);
    for (const [name, input] of utilities) {
      expect(rules.get(name), name).toEqual([
        ['background-image', fallbackCss(input.gradient, input.fits)],
        ['background-image', gradientCss(input.gradient)],
      ]);
    }
    // Nothing else: no rule of Tailwind's own for any of these names.
    expect([...rules.keys()].sort()).toEqual([...utilities.keys()].sort());
  });

  it('the arbitrary-value class of every kind of gradient: exactly the modern background image', async () => {
    const classes = GRADIENTS.map(tailwindClass);
    const css = await compileTailwind('@import "tailwindcss/utilities.css" layer(utilities);', classes);
    lightning(css);
    const rules = declarations(css);
    GRADIENTS.forEach((gradient, i) => expect(rules.get(classes[i]), classes[i]).toEqual([['background-image', gradientCss(gradient)]]));
    expect(rules.size).toBe(GRADIENTS.length);
  });
});

/** A DTCG gradient stop as written and as both tools give it. */
type Stop = { color: { colorSpace: string; components: number[]; alpha: number; hex: string }; position: number };

/** Returns a file's tokens read by Terrazzo's parser with `tz build`'s lint rules: path → resolved value, every error and warning counted. */
async function terrazzo(src: string): Promise<{ values: Map<string, unknown>; errors: number; warnings: number }> {
  const logger = new Logger({ level: 'warn' });
  const config = defineConfig({}, { cwd: new URL('file:///tokens/') });
  let errors = 0;
  let tokens: Awaited<ReturnType<typeof parse>>['tokens'] = {};
  try {
    ({ tokens } = await parse([{ filename: new URL('file:///tokens/gradient.tokens.json'), src }], { config, logger }));
  } catch {
    errors++;
  }
  const stats = logger.stats();
  return { values: new Map(Object.entries(tokens).map(([id, token]) => [id, token.$value])), errors: errors + stats.errorCount, warnings: stats.warnCount };
}

/** Returns a file's tokens read by Style Dictionary 4: path → value; a warning throws. */
async function styleDictionary(src: string): Promise<Map<string, unknown>> {
  const sd = new StyleDictionary({
    tokens: JSON.parse(src),
    log: { warnings: 'error', verbosity: 'silent', errors: { brokenReferences: 'throw' } },
    platforms: { check: { transforms: ['name/kebab'] } },
  });
  const { allTokens } = await sd.getPlatformTokens('check');
  return new Map(allTokens.map((token) => [token.path.join('.'), token.$value as unknown]));
}

/** Expects a tool's value of a gradient token to be the stops written: colours within float noise, positions exactly. */
function expectStops(value: unknown, written: readonly Stop[], where: string) {
  const stops = value as Stop[];
  expect(Array.isArray(stops), where).toBe(true);
  expect(stops.length, where).toBe(written.length);
  stops.forEach((stop, i) => {
    const want = written[i];
    expect(stop.position, `${where} stop ${i}`).toBe(want.position);
    expect(stop.color.colorSpace, `${where} stop ${i}`).toBe('srgb');
    stop.color.components.forEach((c, k) => expect(c, `${where} stop ${i}`).toBeCloseTo(want.color.components[k], 12));
    expect(stop.color.alpha ?? 1, `${where} stop ${i}`).toBeCloseTo(want.color.alpha, 12);
    expect(stop.color.hex?.toLowerCase(), `${where} stop ${i}`).toBe(want.color.hex);
  });
}

describe.each([
  ['Terrazzo', async (src: string) => {
    const read = await terrazzo(src);
    expect([read.errors, read.warnings], 'Terrazzo errors and warnings').toEqual([0, 0]);
    return read.values;
  }],
  ['Style Dictionary 4', styleDictionary],
] as const)('%s reads the DTCG 2025.10 gradient tokens', (_, read) => {
  it('of every kind of layer, under hostile names: each layer a token, its stops as written', async () => {
    const cases = GRADIENTS.map((gradient, i) => ({ gradient, fits: sampledFits(gradient, STEP), name: NAMES[i % NAMES.length] }));
    for (const input of cases) {
      const src = gradientTokens(input);
      const written = JSON.parse(src)[gradientTokenGroup(input.name)] as Record<string, { $value: Stop[] }>;
      const values = await read(src);
      expect(values.size).toBe(input.gradient.layers.length);
      input.gradient.layers.forEach((_, i) => {
        const path = `${gradientTokenGroup(input.name)}.${layerTokenName(i)}`;
        expectStops(values.get(path), written[layerTokenName(i)].$value, `${input.name}: ${path}`);
      });
    }
  });
});
