import { describe, expect, it } from 'vitest';
import { tryAuthoredColor } from '../../../src/core/exact/authoredColor';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab';
import { fallbackLayerCss, gradientCss, gradientDeclarations, layerCss, modernStops } from '../../../src/core/gradient/css';
import { EASING_PRESETS, HUE_METHODS, layerOf, type Easing, type GradientLayer, type HueMethod, type InterpolationSpace } from '../../../src/core/gradient/gradient';
import { hintProgress, layerColorAt, mixInSpace, spaceColorToSrgb, toSpaceColor, type SpaceColor } from '../../../src/core/gradient/interpolate';

const color = (text: string) => tryAuthoredColor(text)!;

function layer(stops: Array<[string, number]>, settings: Partial<GradientLayer> = {}, easings: Easing[] = [], hints: number[] = []): GradientLayer {
  const base = layerOf(stops.map(([text, position]) => ({ color: color(text), position })), settings);
  return { ...base, segments: base.segments.map((segment, i) => ({ hint: hints[i] ?? segment.hint, easing: easings[i] ?? segment.easing })) };
}

/**
 * Reads the stops the modern form writes back, as a browser would: each `<colour> <position>%`, and a bare
 * `<position>%` a hint; then paints the gradient from them at a position, interpolating as CSS does between written
 * stops (in the layer's space, with the written hue method). The written colours are read with the app's exact grammar.
 */
function paintWritten(target: GradientLayer): (position: number) => SpaceColor {
  const { stops, hue } = modernStops(target);
  const written: Array<{ color: SpaceColor; position: number; hint: number }> = [];
  let hintAt: number | null = null;
  for (const token of stops) {
    const at = token.lastIndexOf(' ');
    if (at < 0) {
      hintAt = Number.parseFloat(token);
      continue;
    }
    const position = Number.parseFloat(token.slice(at + 1));
    const previous = written[written.length - 1];
    const hint = hintAt !== null && previous ? (hintAt - previous.position) / (position - previous.position) : 0.5;
    written.push({ color: toSpaceColor(color(token.slice(0, at)), target.space), position, hint });
    hintAt = null;
  }
  return (position) => {
    let i = 0;
    while (i + 2 < written.length && written[i + 1].position <= position) i++;
    const [a, b] = [written[i], written[i + 1]];
    const t = b.position === a.position ? 1 : Math.min(1, Math.max(0, (position - a.position) / (b.position - a.position)));
    return mixInSpace(a.color, b.color, hintProgress(t, b.hint), hue as HueMethod);
  };
}

const oklabOf = (c: SpaceColor) => srgbToOklab(spaceColorToSrgb(c).slice(0, 3) as [number, number, number]);
const distance = (a: SpaceColor, b: SpaceColor) => Math.hypot(...oklabOf(a).map((v, i) => v - oklabOf(b)[i]));

/** The largest OKLab difference between the model and the written CSS, at every 0.5 % of the layer. */
function worstDifference(target: GradientLayer): number {
  const paint = paintWritten(target);
  let worst = 0;
  for (let x = 0; x <= 100; x += 0.5) worst = Math.max(worst, distance(layerColorAt(target, x), paint(x)));
  return worst;
}

describe('the modern CSS of a layer', () => {
  it('writes the geometry, the space and a hue method other than the default', () => {
    expect(layerCss(layer([['#4f46e5', 0], ['#f59e0b', 100]], { angle: 120 }))).toBe('linear-gradient(120deg in oklch, #4f46e5 0%, #f59e0b 100%)');
    expect(layerCss(layer([['#ff0000', 0], ['#0000ff', 100]], { space: 'hsl', hue: 'longer' }))).toBe('linear-gradient(90deg in hsl longer hue, #ff0000 0%, #0000ff 100%)');
    expect(layerCss(layer([['#ff0000', 0], ['#0000ff', 100]], { kind: 'radial', shape: 'circle', size: 'closest-side', center: [30, 20], space: 'srgb' }))).toBe(
      'radial-gradient(circle closest-side at 30% 20% in srgb, #ff0000 0%, #0000ff 100%)',
    );
    expect(layerCss(layer([['#ff0000', 0], ['#0000ff', 25]], { kind: 'conic', repeating: true, angle: 45, space: 'oklab' }))).toBe(
      'repeating-conic-gradient(from 45deg in oklab, #ff0000 0%, #0000ff 25%)',
    );
  });

  it('keeps a wide colour as authored, and traces a hint with stops (Chromium draws CSS hints coarsely)', () => {
    const hinted = layer([['oklch(70% 0.3 150)', 0], ['#2a9d8f', 100]], {}, [], [0.25]);
    const { stops } = modernStops(hinted);
    expect(stops[0]).toBe('oklch(70% 0.3 150) 0%');
    expect(stops[stops.length - 1]).toBe('#2a9d8f 100%');
    expect(stops.length).toBeGreaterThan(4);
    expect(stops.every((stop) => stop.includes(' '))).toBe(true);
    expect(worstDifference(hinted)).toBeLessThan(0.004);
  });

  it('writes a grey in OKLCH and LCH in the hue of the stop beside it, twice between two hues', () => {
    const blue = toSpaceColor(color('#2563eb'), 'oklch').coords[2];
    const orange = toSpaceColor(color('#f97316'), 'oklch').coords[2];
    const hue = (value: number) => String(Number(value.toFixed(2)));
    expect(layerCss(layer([['#ffffff', 0], ['#f97316', 100]]))).toBe(`linear-gradient(90deg in oklch, oklch(100% 0.001 ${hue(orange)}) 0%, #f97316 100%)`);
    expect(modernStops(layer([['#2563eb', 0], ['#808080', 50], ['#f97316', 100]])).stops).toEqual([
      '#2563eb 0%',
      expect.stringMatching(new RegExp(`^oklch\\([\\d.]+% 0\\.001 ${hue(blue)}\\) 50%$`)),
      expect.stringMatching(new RegExp(`^oklch\\([\\d.]+% 0\\.001 ${hue(orange)}\\) 50%$`)),
      '#f97316 100%',
    ]);
    expect(layerCss(layer([['rgb(0 0 0 / 0.5)', 0], ['#f97316', 100]], { space: 'lch' }))).toMatch(/^linear-gradient\(90deg in lch, lch\(0 0\.5 [\d.]+ \/ 0\.5\) 0%, #f97316 100%\)$/);
    // HSL and HWB read greys as CSS says; and a space without hue needs nothing.
    expect(layerCss(layer([['#ffffff', 0], ['#f97316', 100]], { space: 'hsl' }))).toBe('linear-gradient(90deg in hsl, #ffffff 0%, #f97316 100%)');
    expect(layerCss(layer([['#ffffff', 0], ['#f97316', 100]], { space: 'oklab' }))).toBe('linear-gradient(90deg in oklab, #ffffff 0%, #f97316 100%)');
    // Two greys side by side: nothing to borrow.
    expect(layerCss(layer([['#ffffff', 0], ['#000000', 100]]))).toBe('linear-gradient(90deg in oklch, #ffffff 0%, #000000 100%)');
  });

  it('traces every easing within a thousandth of OKLab of the model', () => {
    for (const easing of Object.keys(EASING_PRESETS) as Easing[]) {
      const eased = layer([['#4f46e5', 0], ['#ec4899', 40], ['#f59e0b', 100]], {}, [easing, easing]);
      expect(worstDifference(eased), String(easing)).toBeLessThan(0.004);
    }
    const custom = layer([['#0f172a', 10], ['#38bdf8', 90]], { space: 'oklab' }, [[0.9, -0.4, 0.1, 1.4]]);
    expect(worstDifference(custom)).toBeLessThan(0.004);
  });

  it('writes a linear segment as its two stops only', () => {
    expect(modernStops(layer([['#4f46e5', 0], ['#f59e0b', 100]])).stops).toHaveLength(2);
    expect(modernStops(layer([['#4f46e5', 0], ['#f59e0b', 100]], {}, ['ease-in'])).stops.length).toBeGreaterThan(4);
  });

  it('keeps the path of every hue method when eased segments need extra stops', () => {
    const spaces: InterpolationSpace[] = ['oklch', 'lch'];
    for (const space of spaces) {
      for (const hue of HUE_METHODS) {
        const target = layer([['#ff0000', 0], ['#00a0ff', 50], ['#ffcc00', 100]], { space, hue }, ['ease-out', 'linear']);
        expect(worstDifference(target), `${space} ${hue}`).toBeLessThan(0.004);
        if (hue !== 'shorter') expect(layerCss(target)).not.toContain(`${hue} hue`);
      }
    }
  });

  it('keeps a hue method that needs no extra stops', () => {
    const target = layer([['#ff0000', 0], ['#0000ff', 100]], { hue: 'longer' });
    expect(layerCss(target)).toContain('in oklch longer hue');
    expect(worstDifference(target)).toBeLessThan(0.002);
  });

  it('mixes translucent stops and a missing hue as the model does', () => {
    const target = layer([['rgb(255 0 0 / 0.2)', 0], ['#ffffff', 60], ['oklch(60% 0.2 260 / 0.8)', 100]], {}, ['ease-in-out', 'expo-out']);
    expect(worstDifference(target)).toBeLessThan(0.004);
  });
});

describe('the declarations', () => {
  const gradient = { layers: [layer([['#ffffff', 0], ['rgb(255 255 255 / 0)', 60]], { kind: 'radial', space: 'oklab' }), layer([['#4f46e5', 0], ['#f59e0b', 100]])] };

  it('joins the layers, the top one first', () => {
    expect(gradientCss(gradient)).toBe(`${layerCss(gradient.layers[0])}, ${layerCss(gradient.layers[1])}`);
  });

  it('puts the classic fallback first, each layer with its fitted stops, translucent ones as #rrggbbaa', () => {
    const fits = [
      [{ position: 0, rgba: [255, 255, 255, 255] as const }, { position: 60, rgba: [255, 255, 255, 0] as const }],
      [{ position: 0, rgba: [79, 70, 229, 255] as const }, { position: 55.5, rgba: [236, 72, 153, 255] as const }, { position: 100, rgba: [245, 158, 11, 255] as const }],
    ];
    const css = gradientDeclarations(gradient, fits);
    const [fallback, modern] = css.split('\n').filter((line) => line.startsWith('background-image'));
    expect(fallback).toBe('background-image: radial-gradient(ellipse, #ffffff 0%, #ffffff00 60%),');
    expect(modern.startsWith('background-image: radial-gradient(ellipse in oklab')).toBe(true);
    expect(css).toContain('    linear-gradient(90deg, #4f46e5 0%, #ec4899 55.5%, #f59e0b 100%);');
    expect(fallbackLayerCss(gradient.layers[1], fits[1])).toBe('linear-gradient(90deg, #4f46e5 0%, #ec4899 55.5%, #f59e0b 100%)');
  });

  it('writes the modern form alone while no fallback is fitted', () => {
    expect(gradientDeclarations(gradient, null).split('\n')[0]).toMatch(/^background-image: radial-gradient\(ellipse in oklab/);
    expect(gradientDeclarations(gradient, null)).not.toContain('#ffffff00');
  });
});
