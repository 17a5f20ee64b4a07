/**
 * Scale exports (core/scale/export*.ts): several named scales together in each format, parseable (JSON.parse for
 * tokens and JSON, the v3 config run as CommonJS, culori reading the oklch() values back to the codes within
 * rounding), names made safe identifiers, the steps' order kept.
 */
import { describe, expect, it } from 'vitest';
import { parse, formatHex } from 'culori';
import { SCALE_EXPORT_FORMATS, exportScales, generateScale, oklchCss, stepKey, type NamedScale } from '../../../src/core/index.ts';
import { deltaEOk } from './scaleHelpers.ts';

/** Three scales: a Tailwind brand, its neutral, and a contrast scale with fractional targets; awkward names. */
function scales(): NamedScale[] {
  const brand = generateScale({ kind: 'tailwind', color: '#3b82f6', neutral: true });
  const accent = generateScale({ kind: 'contrast', color: '#e11d48', targets: [1.5, 3, 4.5, 7], background: '#ffffff' });
  return [
    { name: 'Brand Blue', steps: brand.steps },
    { name: 'Neutral', steps: brand.neutral ?? [] },
    { name: 'Rosé */ accent', steps: accent.steps },
    { name: '青', steps: brand.steps.slice(0, 2) },
    { name: 'brand blue', steps: brand.steps.slice(0, 1) },
  ];
}

/** Returns every `--name: value;` declaration of a style sheet. */
function declarations(css: string): Map<string, string> {
  return new Map(Array.from(css.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g), (m) => [m[1], m[2]]));
}

describe('scale exports', () => {
  it('write Tailwind v4 @theme variables as oklch() that read back to the codes', () => {
    const css = exportScales('tailwind', scales());
    expect(css.startsWith('@theme {\n')).toBe(true);
    const vars = declarations(css);
    expect([...vars.keys()].slice(0, 3)).toEqual(['--color-brand-blue-50', '--color-brand-blue-100', '--color-brand-blue-200']);
    expect(vars.has('--color-rose-accent-4-5')).toBe(true);
    expect(vars.has('--color-color-50')).toBe(true);
    expect(vars.has('--color-brand-blue-2-50')).toBe(true);
    const input = scales();
    const hexes = input.flatMap((s) => s.steps.map((step) => step.hex));
    expect(vars.size).toBe(hexes.length);
    [...vars.values()].forEach((value, i) => {
      expect(value).toMatch(/^oklch\([0-9.]+% [0-9.]+ [0-9.]+\)$/);
      const back = formatHex(parse(value));
      expect(back, value).toBeDefined();
      expect(deltaEOk(back as string, hexes[i]), `${value} ${hexes[i]}`).toBeLessThan(0.3);
    });
  });

  it('write oklch() of greys with hue 0 and of white as 100%', () => {
    expect(oklchCss('#ffffff')).toBe('oklch(100% 0 0)');
    expect(oklchCss('#000')).toBe('oklch(0% 0 0)');
    expect(oklchCss('#808080')).toMatch(/^oklch\(59\.99% 0 0\)$/);
  });

  it('offer hex values with the oklch() ones behind @supports', () => {
    const css = exportScales('tailwind', scales(), { hexFallback: true });
    const [theme, supports] = css.split('@supports (color: oklch(0% 0 0))');
    expect(declarations(theme).get('--color-brand-blue-600')).toBe('#3b82f6');
    expect(supports).toContain('@layer theme');
    expect(declarations(supports).get('--color-brand-blue-600')).toMatch(/^oklch\(/);
  });

  it('write a Tailwind v3 config that runs and holds every step', () => {
    const text = exportScales('tailwind3', scales());
    const module = { exports: {} as { content: string[]; theme: { extend: { colors: Record<string, Record<string, string>> } } } };
    new Function('module', text)(module);
    // Without content, Tailwind v3 generates no utility ("No utility classes were detected").
    expect(module.exports.content).toEqual(['./index.html', './src/**/*.{html,js,jsx,ts,tsx,vue,svelte}']);
    const colors = module.exports.theme.extend.colors;
    expect(Object.keys(colors)).toEqual(['brand-blue', 'neutral', 'rose-accent', 'color', 'brand-blue-2']);
    expect(colors['brand-blue']['600']).toBe('#3b82f6');
    expect(Object.keys(colors['rose-accent'])).toEqual(expect.arrayContaining(['1-5', '3', '4-5', '7']));
  });

  it('write CSS custom properties and SCSS variables with maps', () => {
    const css = declarations(exportScales('css', scales()));
    expect(css.get('--brand-blue-600')).toBe('#3b82f6');
    expect(css.get('--neutral-950')).toMatch(/^#[0-9a-f]{6}$/);
    const scss = exportScales('scss', scales());
    expect(scss).toContain('$brand-blue-600: #3b82f6;');
    expect(scss).toContain("$rose-accent-scale: (\n  '1-5': $rose-accent-1-5,");
    expect(scss).not.toContain('*/');
  });

  it('never give an SCSS step variable and a family map one name (the default families on Radix: accent and accent-2)', () => {
    const radix = generateScale({ kind: 'radix', color: '#3a7bd5', neutral: true });
    const names = ['brand', 'accent', 'accent', 'neutral', 'neutral dark', 'neutral', 'neutral dark', 'Scale 1', 'scale'];
    const scss = exportScales('scss', names.map((name) => ({ name, steps: name === 'Scale 1' ? [{ label: 'scale', hex: '#123456' }] : radix.steps })));
    // Sass reads '-' and '_' in a name as the same character.
    const declared = [...scss.matchAll(/^\$([a-z0-9_-]+):/gm)].map((m) => m[1].replaceAll('_', '-'));
    expect(declared).toContain('accent-2');
    expect(declared).toContain('accent-2-scale');
    expect(declared).toContain('neutral-dark-2-12');
    expect(declared).toContain('scale-1-scale-2');
    expect(new Set(declared).size, declared.filter((name, i) => declared.indexOf(name) !== i).join(', ')).toBe(declared.length);
    // Every map entry names a step variable declared before it.
    for (const [, variable] of scss.matchAll(/^ {2}'[a-z0-9-]+': \$([a-z0-9-]+),$/gm)) expect(declared.indexOf(variable)).toBeGreaterThanOrEqual(0);
  });

  it('write DTCG tokens grouped by family and plain JSON, in step order', () => {
    const tokens = JSON.parse(exportScales('tokens', scales()));
    expect(tokens['brand-blue']['600']).toEqual({ $type: 'color', $value: '#3b82f6' });
    const json = exportScales('json', scales());
    const plain = JSON.parse(json);
    expect(plain.neutral['50']).toMatch(/^#[0-9a-f]{6}$/);
    // Written in the steps' order, though JSON.parse puts integer-like keys first again.
    expect(json.indexOf('"1-5"')).toBeLessThan(json.indexOf('"3"', json.indexOf('"rose-accent"')));
    expect(JSON.parse(exportScales('json', []))).toEqual({});
  });

  it('list every format, and refuse an unknown one', () => {
    expect(SCALE_EXPORT_FORMATS.map((f) => f.id)).toEqual(['tailwind', 'tailwind3', 'css', 'scss', 'tokensColor', 'tokens', 'json']);
    for (const format of SCALE_EXPORT_FORMATS) expect(format.generate(scales()).length).toBeGreaterThan(0);
    expect(() => exportScales('ase' as never, scales())).toThrow();
    expect(stepKey('4.5')).toBe('4-5');
    expect(stepKey('—')).toBe('step');
  });
});
