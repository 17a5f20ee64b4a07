/**
 * Scale exports with alpha steps (core/scale/export*.ts, alphaScale.ts), each read back by what consumes it: CSS by
 * lightningcss (strict) and PostCSS, with Radix's P3 block; Tailwind v4 through its own compiler (bg-brand-a9 uses the
 * variable, the P3 block survives in the theme layer); the v3 config run as CommonJS; DTCG tokens against the 2025.10
 * colour module's rules and read by colorjs.io back to the step; plain JSON. Every value laid over its background
 * gives the solid step within 1/255. Without alpha steps every format is what it was (scaleExport.test.ts).
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import postcss, { type AtRule, type Declaration, type Rule } from 'postcss';
import { transform } from 'lightningcss';
import { exportScales, generateScale, hexToSrgb, type NamedScale, type Vec3 } from '../../../src/core/index.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { srgbToDisplayP3 } from '../../../src/core/convert/wideGamut.ts';
import { ALPHA_BACKGROUND_DARK, ALPHA_BACKGROUND_LIGHT, compositeOver, scaleAlpha, type AlphaStep } from '../../../src/core/scale/alphaScale.ts';
import { buildUtilities } from '../../support/tailwindCompile.ts';

/** A Radix brand with its dark scale, each with alpha steps, and a Tailwind scale without. */
function scales(): NamedScale[] {
  const radix = generateScale({ kind: 'radix', color: '#3a7bd5' });
  const alpha = scaleAlpha(radix);
  const tailwind = generateScale({ kind: 'tailwind', color: '#e76f51' });
  return [
    { name: 'brand', steps: radix.steps, alpha: alpha.steps },
    { name: 'brand-dark', steps: radix.dark!, alpha: alpha.dark! },
    { name: 'accent', steps: tailwind.steps, alpha: scaleAlpha(tailwind).steps },
    { name: 'plain', steps: tailwind.steps },
  ];
}

/** Every alpha step of the scales by its CSS name ('brand-a9'). */
function alphaByName(): Map<string, AlphaStep> {
  const names: [string, AlphaStep][] = scales().flatMap((scale) => (scale.alpha ?? []).map((step) => [`${scale.name}-${step.label}`, step] as [string, AlphaStep]));
  return new Map(names);
}

/** Returns the declarations of each rule, keyed by the at-rules around it and its selector ('@supports … > @media … > :root'). */
function cssBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl: Declaration) => {
    const path: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      path.unshift(node.type === 'rule' ? (node as Rule).selector : `@${(node as AtRule).name} ${(node as AtRule).params}`);
    }
    const key = path.join(' > ');
    if (!blocks.has(key)) blocks.set(key, new Map());
    blocks.get(key)!.set(decl.prop, decl.value);
  });
  return blocks;
}

/** Parses CSS with lightningcss, strictly: any error throws, and it must warn of nothing. */
function lightning(css: string) {
  const { warnings } = transform({ filename: 'scales.css', code: Buffer.from(css), errorRecovery: false });
  expect(warnings).toEqual([]);
}

/** Expects a written value (exact text or '#rrggbbaa', in sRGB or P3) laid over the step's background to give the solid step. */
function expectGives(value: string, step: AlphaStep) {
  const color = readExact(value);
  expect(color, value).not.toBeNull();
  const p3 = color!.space === 'display-p3';
  const convert = (hex: string): Vec3 => (p3 ? srgbToDisplayP3(hexToSrgb(hex)) : hexToSrgb(hex));
  const shown = compositeOver({ rgb: color!.coords, alpha: color!.alpha }, convert(step.background));
  const solid = convert(step.solid);
  for (let i = 0; i < 3; i++) expect(Math.abs(shown[i] - solid[i]), `${value} for ${step.solid}`).toBeLessThanOrEqual(1 / 255);
}

const P3_BLOCK = '@supports (color: color(display-p3 1 1 1)) > @media (color-gamut: p3)';

describe('alpha steps in the scale exports', () => {
  it('CSS: sRGB on :root after the solid steps, Display P3 in Radix’s block, each giving its step', () => {
    const css = exportScales('css', scales());
    lightning(css);
    const blocks = cssBlocks(css);
    expect([...blocks.keys()]).toEqual([':root', `${P3_BLOCK} > :root`]);
    const root = blocks.get(':root')!;
    const p3 = blocks.get(`${P3_BLOCK} > :root`)!;
    const alpha = alphaByName();
    expect([...root.keys()].slice(0, 13)).toEqual([...Array.from({ length: 12 }, (_, i) => `--brand-${i + 1}`), '--brand-a1']);
    expect(root.get('--brand-9')).toBe('#3a7bd5');
    expect([...p3.keys()]).toEqual([...alpha.keys()].map((name) => `--${name}`));
    expect(root.has('--plain-500a')).toBe(false);
    for (const [name, step] of alpha) {
      expect(root.get(`--${name}`)).toBe(step.srgb);
      expect(p3.get(`--${name}`)).toBe(step.p3);
      expectGives(step.srgb, step);
      expectGives(step.p3, step);
    }
    expect(alpha.get('brand-a1')!.background).toBe(ALPHA_BACKGROUND_LIGHT);
    expect(alpha.get('brand-dark-a1')!.background).toBe(ALPHA_BACKGROUND_DARK);
    expect(alpha.has('accent-500a')).toBe(true);
  });

  it('SCSS: a variable per alpha step, in sRGB, and in the family’s map', () => {
    const scss = exportScales('scss', scales());
    const step = alphaByName().get('brand-a9')!;
    expect(scss).toContain(`$brand-a9: ${step.srgb};`);
    expect(scss).toContain("  'a9': $brand-a9,");
    expect(scss).toContain("  '950a': $accent-950a,");
  });

  /** Compiles a @theme with Tailwind's own compiler and returns the CSS of some utilities. */
  const build = buildUtilities;

  it('Tailwind v4: utilities on the alpha steps, their sRGB values in the theme, the P3 block in the theme layer', async () => {
    const alpha = alphaByName();
    const css = await build(exportScales('tailwind', scales()), ['bg-brand-a9', 'border-brand-dark-a6', 'bg-accent-500a', 'bg-brand-9']);
    lightning(css);
    const blocks = cssBlocks(css);
    const theme = blocks.get('@layer theme > :root, :host')!;
    expect(theme.get('--color-brand-a9')).toBe(alpha.get('brand-a9')!.srgb);
    expect(theme.get('--color-accent-500a')).toBe(alpha.get('accent-500a')!.srgb);
    expect(css).toContain('.bg-brand-a9 {\n    background-color: var(--color-brand-a9);');
    expect(css).toContain('.border-brand-dark-a6 {');
    expect(blocks.get(`${P3_BLOCK} > @layer theme > :root`)!.get('--color-brand-a9')).toBe(alpha.get('brand-a9')!.p3);
  });

  it('Tailwind v4 with hex fallbacks: #rrggbbaa in @theme, exact sRGB behind @supports, then P3, through the compiler', async () => {
    const text = exportScales('tailwind', scales(), { hexFallback: true });
    expect(text.indexOf('color-gamut')).toBeGreaterThan(text.indexOf('oklch(0% 0 0)'));
    const css = await build(text, ['bg-brand-a4']);
    lightning(css);
    const blocks = cssBlocks(css);
    const step = alphaByName().get('brand-a4')!;
    expect(blocks.get('@layer theme > :root, :host')!.get('--color-brand-a4')).toBe(step.hex);
    expectGives(step.hex, step);
    expect(blocks.get('@supports (color: oklch(0% 0 0)) > @layer theme > :root')!.get('--color-brand-a4')).toBe(step.srgb);
    expect(blocks.get(`${P3_BLOCK} > @layer theme > :root`)!.get('--color-brand-a4')).toBe(step.p3);
  });

  it('Tailwind v3: the config runs, alpha steps as #rrggbbaa giving their steps', () => {
    const module = { exports: {} as { theme: { extend: { colors: Record<string, Record<string, string>> } } } };
    new Function('module', exportScales('tailwind3', scales()))(module);
    const colors = module.exports.theme.extend.colors;
    expect(Object.keys(colors.brand)).toEqual([...Array.from({ length: 12 }, (_, i) => `${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `a${i + 1}`)]);
    for (const [name, step] of alphaByName()) {
      const [family, key] = [name.slice(0, name.lastIndexOf('-')), name.slice(name.lastIndexOf('-') + 1)];
      expect(colors[family][key]).toBe(step.hex);
      expectGives(step.hex, step);
    }
  });

  it('DTCG: alpha steps as 2025.10 colour objects in sRGB, read by colorjs.io back to the exact text', () => {
    const text = exportScales('tokensColor', scales());
    const tokens = JSON.parse(text) as Record<string, Record<string, { $type: string; $value: unknown }>>;
    expect(tokens.brand['9']).toEqual({ $type: 'color', $value: { colorSpace: 'srgb', components: [0x3a / 255, 0x7b / 255, 0xd5 / 255], alpha: 1, hex: '#3a7bd5' } });
    for (const [name, step] of alphaByName()) {
      const [family, key] = [name.slice(0, name.lastIndexOf('-')), name.slice(name.lastIndexOf('-') + 1)];
      const token = tokens[family][key] as { $type: string; $value: { colorSpace: string; components: number[]; alpha: number; hex: string } };
      expect(token.$type).toBe('color');
      const value = token.$value;
      expect(Object.keys(value).sort()).toEqual(['alpha', 'colorSpace', 'components', 'hex']);
      expect(value.colorSpace).toBe('srgb');
      expect(value.components).toHaveLength(3);
      for (const c of value.components) expect(c >= 0 && c <= 1).toBe(true);
      expect(value.alpha >= 0 && value.alpha <= 1).toBe(true);
      expect(value.alpha).toBe(step.alpha);
      expect(value.hex).toBe(step.code);
      const read = new Color('srgb', value.components as [number, number, number], value.alpha);
      const exact = new Color(step.srgb);
      expect(read.deltaEOK(exact)).toBeLessThan(1e-9);
      expect(Number(read.alpha)).toBe(Number(exact.alpha));
    }
    expect(text).toMatch(/"components": \[[0-9.]+, [0-9.]+, [0-9.]+\]/);
  });

  it('DTCG for older tools: every step a hex string, alpha steps as #rrggbbaa', () => {
    const tokens = JSON.parse(exportScales('tokens', scales())) as Record<string, Record<string, { $type: string; $value: string }>>;
    expect(tokens.brand['9']).toEqual({ $type: 'color', $value: '#3a7bd5' });
    for (const [name, step] of alphaByName()) {
      const [family, key] = [name.slice(0, name.lastIndexOf('-')), name.slice(name.lastIndexOf('-') + 1)];
      expect(tokens[family][key]).toEqual({ $type: 'color', $value: step.hex });
    }
  });

  it('plain JSON: the exact sRGB text after the codes', () => {
    const json = JSON.parse(exportScales('json', scales())) as Record<string, Record<string, string>>;
    expect(json.brand.a9).toBe(alphaByName().get('brand-a9')!.srgb);
    expect(json.accent['50a']).toBe(alphaByName().get('accent-50a')!.srgb);
    expect(Object.keys(json.plain)).toHaveLength(11);
  });

  it('no alpha steps, no P3 block', () => {
    const plain = scales().slice(3);
    expect(exportScales('css', plain)).not.toContain('@supports');
    expect(exportScales('tailwind', plain)).not.toContain('color-gamut');
  });
});
