import { describe, expect, it } from 'vitest';
import { gradientText, readGradientText } from '../../../src/core/gradient/address';
import { layerCss } from '../../../src/core/gradient/css';
import { endingShape } from '../../../src/core/gradient/export/geometry';
import { layerTokenName, gradientTokens } from '../../../src/core/gradient/exports';
import { layerOf, type GradientLayer } from '../../../src/core/gradient/gradient';
import { parseGradientCss } from '../../../src/core/gradient/parse';

const stops = [{ color: { code: '#4f46e5' }, position: 0 }, { color: { code: '#f59e0b' }, position: 100 }];
const ellipse: GradientLayer = layerOf(stops, { kind: 'radial', center: [30, 40], radii: [25, 60.5] });

describe('an ellipse sized on the preview', () => {
  it('is written with its radii in % and painted with them', () => {
    expect(layerCss(ellipse)).toBe('radial-gradient(ellipse 25% 60.5% at 30% 40% in oklch, #4f46e5 0%, #f59e0b 100%)');
    expect(endingShape(ellipse, 400, 200)).toEqual({ cx: 120, cy: 80, rx: 100, ry: 121 });
  });

  it('keeps its radii through the address, and a circle ignores them', () => {
    const text = gradientText({ layers: [ellipse] });
    expect(text).toContain('_ellipse_r25-60.5~');
    expect(readGradientText(text)!.layers[0].radii).toEqual([25, 60.5]);
    const circle = { ...ellipse, shape: 'circle' as const };
    expect(layerCss(circle)).toBe('radial-gradient(circle at 30% 40% in oklch, #4f46e5 0%, #f59e0b 100%)');
    expect(gradientText({ layers: [circle] })).toContain('_circle_farthest-corner~');
  });

  it('refuses radii out of range in the address', () => {
    const text = gradientText({ layers: [ellipse] }).replace('r25-60.5', 'r0-2000');
    const read = readGradientText(text)!.layers[0];
    expect(read.radii).toBeUndefined();
    expect(read.size).toBe('farthest-corner');
  });

  it('lets a dragged size win over pasted CSS, and says its shape in tokens', () => {
    const pasted = parseGradientCss('radial-gradient(ellipse closest-side at 20% 30%, red, blue)');
    expect(pasted.ok).toBe(true);
    const layer = pasted.ok ? pasted.gradient.layers[0] : ellipse;
    expect(layerCss(layer)).toContain('closest-side');
    expect(layerCss({ ...layer, radii: [10, 20] })).toContain('radial-gradient(ellipse 10% 20% at 20% 30%');
    expect(gradientTokens({ gradient: { layers: [ellipse] }, fits: [[{ position: 0, rgba: [0, 0, 0, 255] }, { position: 100, rgba: [255, 255, 255, 255] }]], name: 'Glow' })).toContain('ellipse 25% 60.5% at 30% 40%');
    expect(layerTokenName(0)).toBe('layer-1');
  });
});
