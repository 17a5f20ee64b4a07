/**
 * The Tailwind CSS v3 configs (the palette's `tailwind3` and the scales') run by Tailwind v3 itself (tailwindcss 3.4,
 * installed as `tailwindcss3`, through PostCSS in process): each file is loaded by v3's own config loader from a
 * project folder holding an index.html and a src/ component that use the colours' classes, the config's `content`
 * globs resolved in that folder as v3 resolves them against the project. Every `bg-<name>` utility must be generated
 * with the colour it stands for, an opacity modifier must apply to an opaque one, and v3 must not warn (as it does,
 * "No utility classes were detected", when `content` finds nothing).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import Color from 'colorjs.io';
import tailwind from 'tailwindcss3';
import loadConfig from 'tailwindcss3/loadConfig.js';
import type { Config } from 'tailwindcss3';
import { toTailwindConfig } from '../../../src/ui/export/tailwind.ts';
import { codeWithAlpha } from '../../../src/ui/export/authored.ts';
import { uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import { exportFamilies, toTailwindConfig as scaleTailwindConfig, type NamedScale } from '../../../src/core/index.ts';
import { DEFAULT_SCALES, HOSTILE_PALETTE, HOSTILE_SCALES } from './hostileInputs.ts';

const SCRATCH = join(tmpdir(), `tailwind3-${randomUUID()}`);
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/**
 * Writes a project (the config, index.html with half the classes, src/App.tsx with the rest), builds `@tailwind
 * utilities` with v3 and returns each utility's declarations and what v3 warned.
 */
async function build(config: string, classes: readonly string[]): Promise<{ rules: Map<string, Map<string, string>>; warnings: string[] }> {
  const project = join(SCRATCH, randomUUID());
  mkdirSync(join(project, 'src'), { recursive: true });
  const path = join(project, 'tailwind.config.js');
  writeFileSync(path, config);
  const half = Math.ceil(classes.length / 2);
  writeFileSync(join(project, 'index.html'), `<!doctype html><div class="${classes.slice(0, half).join(' ')}"></div>\n`);
  writeFileSync(join(project, 'src', 'App.tsx'), `export const App = () => <div className="${classes.slice(half).join(' ')}" />;\n`);
  const loaded = loadConfig(path) as Config;
  // v3 reads relative content globs against the project's folder (the working directory of its CLI or bundler).
  const content = (loaded.content as string[]).map((glob) => (isAbsolute(glob) ? glob : join(project, glob)));
  const warnings: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
  try {
    const result = await postcss([tailwind({ ...loaded, content })]).process('@tailwind utilities;', { from: join(project, 'src', 'index.css') });
    warnings.push(...result.warnings().map((w) => w.text));
    const rules = new Map<string, Map<string, string>>();
    result.root.walkRules((rule: Rule) => {
      rules.set(rule.selector, new Map(rule.nodes.flatMap((n) => (n.type === 'decl' ? [[n.prop, n.value] as const] : []))));
    });
    return { rules, warnings };
  } finally {
    warn.mockRestore();
  }
}

/** Returns the colour a utility paints: its background-color with its opacity variable put in. */
function painted(rules: Map<string, Map<string, string>>, className: string): Color | null {
  const decls = rules.get(`.${className.replace(/\//g, '\\/')}`);
  const value = decls?.get('background-color');
  if (!decls || !value) return null;
  return new Color(value.replace(/var\(--tw-bg-opacity,\s*1\)|var\(--tw-bg-opacity\)/, decls.get('--tw-bg-opacity') ?? '1'));
}

/** Returns whether a painted colour is a code (with alpha when given), within a byte. */
function paints(color: Color | null, code: string, alpha?: number): boolean {
  if (!color) return false;
  const want = new Color(code);
  return color.deltaEOK(want) < 0.002 && Math.abs(Number(color.alpha) - (alpha ?? Number(want.alpha))) < 0.003;
}

describe('the palette config in Tailwind v3', () => {
  it('generates bg-<name> in each colour (a translucent one with its alpha), and bg-<name>/50 at half opacity, without a warning', async () => {
    const input = HOSTILE_PALETTE;
    const names = uniqueKebabNames(input.colors.map((c) => c.name));
    const { rules, warnings } = await build(toTailwindConfig(input), names.flatMap((name) => [`bg-${name}`, `bg-${name}/50`]));
    expect(warnings).toEqual([]);
    const wrong = input.colors.flatMap((c, i) => {
      const code = codeWithAlpha(c);
      const opaque = new Color(code).alpha === 1;
      const errors = [];
      if (!paints(painted(rules, `bg-${names[i]}`), code)) errors.push(`bg-${names[i]} is not ${code}`);
      if (opaque && !paints(painted(rules, `bg-${names[i]}/50`), code, 0.5)) errors.push(`bg-${names[i]}/50 is not ${code} at 0.5`);
      return errors;
    });
    expect(wrong).toEqual([]);
  });

  it('warns, as the check expects, when content finds no class', async () => {
    const { warnings } = await build(toTailwindConfig(HOSTILE_PALETTE), []);
    expect(warnings.join('\n')).toContain('No utility classes were detected');
  });
});

describe('the scale config in Tailwind v3', () => {
  /** Builds the scales' config with a class a step and expects each to paint its step. */
  async function expectSteps(scales: readonly NamedScale[]) {
    const families = exportFamilies(scales);
    const classes = families.flatMap((f) => f.steps.map((s) => `bg-${f.id}-${s.key}`));
    const { rules, warnings } = await build(scaleTailwindConfig(scales), classes);
    expect(warnings).toEqual([]);
    const wrong = families.flatMap((f) => f.steps.flatMap((s) => (paints(painted(rules, `bg-${f.id}-${s.key}`), s.hex) ? [] : [`bg-${f.id}-${s.key} is not ${s.hex}`])));
    expect(wrong).toEqual([]);
  }

  it('the default families (brand, accent, accent-2 on Radix, dark scales, two neutrals): every step its own utility', async () => {
    await expectSteps(DEFAULT_SCALES);
  });

  it('families under hostile names: every step its own utility', async () => {
    await expectSteps(HOSTILE_SCALES);
  });
});
