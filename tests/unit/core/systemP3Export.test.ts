/**
 * A Display P3 colour system's exports, each read back by what consumes it: CSS by lightningcss (strict) with the hex
 * fallback on :root and the P3 value in Radix's P3 block; Tailwind v4 through its own compiler with each wide step's
 * own oklch(); DTCG 2025.10 colour objects in OKLCH with the hex fallback, read by colorjs.io; the hex-only formats
 * with the fallback; alpha steps laid over their background giving the wide step's P3 value in P3 and its fallback in
 * sRGB, within 1/255.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import postcss, { type AtRule, type Declaration, type Rule } from 'postcss';
import { transform } from 'lightningcss';
import { exportFamilies, exportScales, hexToSrgb, type NamedScale, type Vec3 } from '../../../src/core/index.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { exactToDisplayP3 } from '../../../src/core/exact/exactConvert.ts';
import { srgbToDisplayP3 } from '../../../src/core/convert/wideGamut.ts';
import { compositeOver } from '../../../src/core/scale/alphaScale.ts';
import { createSystem, setGamut } from '../../../src/core/system/systemModel.ts';
import { solveSystem } from '../../../src/core/system/solveSystem.ts';
import { systemScales } from '../../../src/core/system/systemScales.ts';
import { buildUtilities } from '../../support/tailwindCompile.ts';

function p3Scales(alpha: boolean): NamedScale[] {
  const system = setGamut(createSystem('radix'), 'p3');
  return systemScales(system, solveSystem(system), { alpha, name: (row) => row.id, darkName: (name) => `${name} dark` });
}

/** Every wide step: its CSS name ('brand-9', 'brand-dark-9'), its fallback and its P3 value. */
function wideSteps(scales: readonly NamedScale[]) {
  return exportFamilies(scales).flatMap((family) => family.steps.flatMap((step) => (step.p3 === null ? [] : [{ name: `${family.id}-${step.key}`, hex: step.hex, p3: step.p3 }])));
}

/** Returns the declarations of each rule, keyed by the at-rules around it and its selector. */
function cssBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl: Declaration) => {
    const path: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      path.unshift(node.type === 'rule' ? (node as Rule).selector : `@${(node as AtRule).name} ${(node as AtRule).params}`.trim());
    }
    const key = path.join(' > ');
    if (!blocks.has(key)) blocks.set(key, new Map());
    blocks.get(key)!.set(decl.prop, decl.value);
  });
  return blocks;
}

const P3_BLOCK = '@supports (color: color(display-p3 1 1 1)) > @media (color-gamut: p3) > :root';

/** Returns ΔE_OK between two CSS colours (colorjs.io). */
function distance(a: string, b: string): number {
  return new Color(a).deltaE(new Color(b), 'OK');
}

describe('a Display P3 colour system’s exports', () => {
  const scales = p3Scales(false);
  const wide = wideSteps(scales);

  it('has wide steps in light and dark to write', () => {
    expect(wide.length).toBeGreaterThan(20);
    expect(wide.some((step) => step.name.includes('-dark-'))).toBe(true);
  });

  it('CSS: the fallback on :root, the P3 value in Radix’s P3 block, strictly valid', () => {
    const css = exportScales('css', scales);
    const { warnings } = transform({ filename: 'system.css', code: Buffer.from(css), errorRecovery: false });
    expect(warnings).toEqual([]);
    const blocks = cssBlocks(css);
    for (const step of wide) {
      expect(blocks.get(':root')!.get(`--${step.name}`)).toBe(step.hex);
      const p3 = blocks.get(P3_BLOCK)!.get(`--${step.name}`)!;
      expect(p3).toMatch(/^color\(display-p3 /);
      expect(distance(p3, step.p3), step.name).toBeLessThan(0.0005);
    }
    // Only the wide steps are set again for P3 screens.
    expect(blocks.get(P3_BLOCK)!.size).toBe(wide.length);
  });

  it('Tailwind v4: each wide step its own oklch() in @theme, through the compiler; with the hex fallback, the fallback first', async () => {
    const css = await buildUtilities(exportScales('tailwind', scales), wide.map((step) => `bg-${step.name}`));
    for (const step of wide) expect(css).toContain(`--color-${step.name}: ${step.p3};`);
    const fallback = exportScales('tailwind', scales, { hexFallback: true });
    const blocks = cssBlocks(fallback);
    for (const step of wide) {
      expect(blocks.get('@theme')!.get(`--color-${step.name}`)).toBe(step.hex);
      expect(blocks.get('@supports (color: oklch(0% 0 0)) > @layer theme > :root')!.get(`--color-${step.name}`)).toBe(step.p3);
    }
  });

  it('DTCG: a wide step is an OKLCH colour object with its hex fallback, read back by colorjs.io; hex tokens, SCSS and the v3 config write the fallback', () => {
    const tokens = JSON.parse(exportScales('tokensColor', scales)) as Record<string, Record<string, { $value: { colorSpace: string; components: number[]; hex: string } }>>;
    const hexTokens = JSON.parse(exportScales('tokens', scales)) as Record<string, Record<string, { $value: string }>>;
    const scss = exportScales('scss', scales);
    for (const step of wide) {
      const [family, key] = [step.name.replace(/-[^-]+$/, ''), step.name.replace(/^.*-/, '')];
      const value = tokens[family][key].$value;
      expect(value.colorSpace).toBe('oklch');
      expect(value.hex).toBe(step.hex);
      expect(distance(new Color('oklch', value.components as [number, number, number]).toString(), step.p3)).toBeLessThan(0.0005);
      expect(hexTokens[family][key].$value).toBe(step.hex);
      expect(scss).toContain(`$${step.name}: ${step.hex};`);
    }
    expect(exportScales('tailwind3', scales)).not.toContain('oklch');
  });

  it('alpha steps: over their background, the sRGB one gives the fallback and the P3 one the P3 value, within 1/255', () => {
    const withAlpha = p3Scales(true);
    let checked = 0;
    for (const scale of withAlpha) {
      scale.steps.forEach((step, i) => {
        if (!step.p3) return;
        const alpha = scale.alpha![i];
        const srgb = readExact(alpha.srgb)!;
        const p3 = readExact(alpha.p3)!;
        const ground = hexToSrgb(alpha.background);
        const overSrgb = compositeOver({ rgb: srgb.coords, alpha: srgb.alpha }, ground);
        const overP3 = compositeOver({ rgb: p3.coords, alpha: p3.alpha }, srgbToDisplayP3(ground));
        const solidSrgb = hexToSrgb(step.hex);
        const solidP3: Vec3 = exactToDisplayP3(readExact(step.p3)!);
        for (let c = 0; c < 3; c++) {
          expect(Math.abs(overSrgb[c] - solidSrgb[c])).toBeLessThanOrEqual(1 / 255);
          expect(Math.abs(overP3[c] - solidP3[c]), `${scale.name} ${step.label}`).toBeLessThanOrEqual(1 / 255);
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
  });
});
