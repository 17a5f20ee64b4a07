import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/core/contrast/wcag';
import { apcaContrast } from '../../../src/core/contrast/apca';
import { layerOf } from '../../../src/core/gradient/gradient';
import { renderGradient } from '../../../src/core/gradient/raster';
import { TEXT_CELL, TEXT_TARGETS, judgeTextOver, textFixes, type GradientImage } from '../../../src/core/gradient/textOver';

/** An image of two flat halves: left `left`, right `right` (bytes with alpha). */
function halves(width: number, height: number, left: number[], right: number[]): GradientImage {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(x < width / 2 ? left : right, (y * width + x) * 4);
  return { rgba, width, height };
}

describe('text over a gradient', () => {
  const image = halves(40, 20, [255, 255, 255, 255], [17, 24, 39, 255]);

  it('takes the worst pixel under the text and marks the cells that fail', () => {
    const judged = judgeTextOver(image, { x0: 0, y0: 0, x1: 40, y1: 20 }, '#ffffff', TEXT_TARGETS.body);
    expect(judged.ratio).toBeCloseTo(1, 6);
    expect(judged.lc).toBe(0);
    expect(judged.passes).toBe(false);
    // Only the white half fails: every failing cell lies in it, and it is covered.
    expect(judged.failing.every((cell) => cell.x1 <= 20)).toBe(true);
    expect(judged.failing).toHaveLength((20 / TEXT_CELL) * (20 / TEXT_CELL));
    const dark = judgeTextOver(image, { x0: 24, y0: 2, x1: 38.5, y1: 9 }, '#ffffff', TEXT_TARGETS.body);
    expect(dark.passes).toBe(true);
    expect(dark.ratio).toBeCloseTo(contrastRatio('#ffffff', '#111827'), 9);
    expect(dark.lc).toBeCloseTo(Math.abs(apcaContrast('#ffffff', '#111827')), 9);
  });

  it('shows a translucent gradient over the backdrop, and a scrim over both', () => {
    const clear = halves(8, 8, [0, 0, 0, 0], [0, 0, 0, 0]);
    const area = { x0: 0, y0: 0, x1: 8, y1: 8 };
    expect(judgeTextOver(clear, area, '#000000', TEXT_TARGETS.body, '#ffffff').ratio).toBeCloseTo(21, 6);
    expect(judgeTextOver(clear, area, '#000000', TEXT_TARGETS.body, '#000000').ratio).toBeCloseTo(1, 6);
    const scrimmed = judgeTextOver(clear, area, '#ffffff', TEXT_TARGETS.body, '#ffffff', { code: '#000000', alpha: 0.5 });
    expect(scrimmed.ratio).toBeCloseTo(contrastRatio('#ffffff', '#808080'), 1);
  });

  it('suggests the text colour and the lightest scrim that pass', () => {
    const light = halves(40, 20, [255, 255, 255, 255], [200, 220, 255, 255]);
    const parts = [{ area: { x0: 0, y0: 0, x1: 40, y1: 20 }, target: TEXT_TARGETS.body }];
    const fixes = textFixes(light, parts, '#ffffff');
    expect(fixes.color?.code).toBe('#000000');
    expect(fixes.scrim?.code).toBe('#000000');
    const alpha = fixes.scrim!.alpha;
    expect(judgeTextOver(light, parts[0].area, '#ffffff', TEXT_TARGETS.body, '#ffffff', { code: '#000000', alpha }).passes).toBe(true);
    expect(judgeTextOver(light, parts[0].area, '#ffffff', TEXT_TARGETS.body, '#ffffff', { code: '#000000', alpha: alpha - 0.05 }).passes).toBe(false);
    // Over black and white at once neither black nor white text passes: only a scrim does.
    expect(textFixes(image, parts, '#ffffff').color).toBeNull();
  });

  it('judges a rendered gradient: white text passes over its dark end only', () => {
    const gradient = { layers: [layerOf([{ color: { code: '#0f172a' }, position: 0 }, { color: { code: '#e0f2fe' }, position: 100 }])] };
    const rendered: GradientImage = { rgba: renderGradient(gradient, 100, 20, { dither: false }), width: 100, height: 20 };
    expect(judgeTextOver(rendered, { x0: 2, y0: 2, x1: 30, y1: 18 }, '#ffffff', TEXT_TARGETS.heading).passes).toBe(true);
    expect(judgeTextOver(rendered, { x0: 2, y0: 2, x1: 98, y1: 18 }, '#ffffff', TEXT_TARGETS.heading).passes).toBe(false);
  });
});
