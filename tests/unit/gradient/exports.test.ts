/**
 * The gradient's exports (src/core/gradient/exports.ts): the names each format makes of the user's, CSS's geometry
 * (the gradient line, the ending shapes), the stops laid over a stretch of the line and made fit for straight
 * interpolation, the SVG's structure read by a strict XML parser (saxes), and the design tokens' file. Tailwind,
 * Terrazzo and Style Dictionary read the exports in tests/unit/clients/gradientExports.test.ts; Chromium paints the
 * SVG beside the CSS in tests/e2e/gradientSvg.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { fallbackCss, layerCss, type FallbackStop } from '../../../src/core/gradient/css.ts';
import { gradientSlug, gradientSvg, gradientTokens, tailwindClass, tailwindUtility, tailwindUtilityName } from '../../../src/core/gradient/exports.ts';
import { endingShape, gradientLine } from '../../../src/core/gradient/export/geometry.ts';
import { premultipliedMix, stopsOver, straightStops, STRAIGHT_TOLERANCE, type LineStop } from '../../../src/core/gradient/export/stops.ts';
import type { Gradient } from '../../../src/core/gradient/gradient.ts';
import { LAYERS, TWO_LAYERS, sampledFits } from './exportsFixtures.ts';

/** Names built to break a format: markup, quotes, comment ends, Japanese, emoji, digits, keywords, nothing at all. */
const HOSTILE = ['Sunset Glow', '桜色', '🎨', '1st place', '--', '"quoted" \'name\'', 'constructor', '</title><script>', '*/ x /*', '', ' ', 'a\u0000b\u0008c', 'Rosé gradient'];

/** A stretch of stops compared at many points: colour (premultiplied) and alpha. */
function premultipliedAt(stops: readonly LineStop[], x: number, straight: boolean): number[] {
  let i = 0;
  while (i + 2 < stops.length && stops[i + 1].position <= x) i++;
  const [a, b] = [stops[i], stops[i + 1]];
  const t = b.position > a.position ? Math.min(1, Math.max(0, (x - a.position) / (b.position - a.position))) : 1;
  const alpha = a.rgba[3] + (b.rgba[3] - a.rgba[3]) * t;
  const rgb = straight ? [0, 1, 2].map((c) => a.rgba[c] + (b.rgba[c] - a.rgba[c]) * t) : premultipliedMix(a.rgba, b.rgba, t).slice(0, 3);
  return [...rgb.map((v) => (v * alpha) / 255), alpha];
}

describe('names', () => {
  it('are ASCII identifiers that start with a letter, whatever the name', () => {
    expect(HOSTILE.map(gradientSlug)).toEqual([
      'sunset-glow', 'gradient', 'gradient', 'gradient-1st-place', 'gradient', 'quoted-name', 'constructor', 'title-script', 'x', 'gradient', 'gradient', 'a-b-c', 'rose-gradient',
    ]);
    for (const name of HOSTILE) expect(tailwindUtilityName(name)).toMatch(/^bg-([a-z][a-z0-9-]*-)?gradient$/);
    expect(['Sunset', 'Sunset gradient', '桜色', 'gradient'].map(tailwindUtilityName)).toEqual(['bg-sunset-gradient', 'bg-sunset-gradient', 'bg-gradient', 'bg-gradient']);
  });
});

describe('CSS geometry', () => {
  it('puts the corners the angle points from and to on the gradient line’s 0 % and 100 % (CSS Images 3)', () => {
    const right = gradientLine(90, 200, 100);
    expect([right.x, right.y, right.length]).toEqual([0, 50, 200].map((v) => expect.closeTo(v, 9)));
    const down = gradientLine(180, 200, 100);
    expect([down.x, down.y, down.length]).toEqual([100, 0, 100].map((v) => expect.closeTo(v, 9)));
    for (const [angle, width, height] of [[33, 184, 120], [117, 50, 300], [200, 120, 120], [-75, 300, 7], [405, 10, 20]]) {
      const line = gradientLine(angle, width, height);
      const along = [[0, 0], [width, 0], [0, height], [width, height]].map(([x, y]) => (x - line.x) * line.dx + (y - line.y) * line.dy);
      expect(Math.min(...along)).toBeCloseTo(0, 9);
      expect(Math.max(...along)).toBeCloseTo(line.length, 9);
      expect(line.length).toBeCloseTo(Math.abs(width * Math.sin((angle * Math.PI) / 180)) + Math.abs(height * Math.cos((angle * Math.PI) / 180)), 9);
    }
  });

  it('sizes each ending shape as CSS does, an ellipse through a corner keeping its side keyword’s ratio', () => {
    // A 200 × 100 box, the centre at 25 % 40 %: 50 px from the left, 150 from the right, 40 from the top, 60 from the bottom.
    const shape = (shape: 'circle' | 'ellipse', size: 'closest-side' | 'farthest-side' | 'closest-corner' | 'farthest-corner') => {
      const { rx, ry } = endingShape({ center: [25, 40], shape, size }, 200, 100);
      return [rx, ry].map((v) => Number(v.toFixed(9)));
    };
    expect(shape('circle', 'closest-side')).toEqual([40, 40]);
    expect(shape('circle', 'farthest-side')).toEqual([150, 150]);
    expect(shape('circle', 'closest-corner')).toEqual(Array(2).fill(Number(Math.hypot(50, 40).toFixed(9))));
    expect(shape('circle', 'farthest-corner')).toEqual(Array(2).fill(Number(Math.hypot(150, 60).toFixed(9))));
    expect(shape('ellipse', 'closest-side')).toEqual([50, 40]);
    expect(shape('ellipse', 'farthest-side')).toEqual([150, 60]);
    for (const [size, [x, y]] of [['closest-corner', [50, 40]], ['farthest-corner', [150, 60]]] as const) {
      const [rx, ry] = shape('ellipse', size);
      expect(rx / ry).toBeCloseTo(x / y, 9);
      expect((x / rx) ** 2 + (y / ry) ** 2).toBeCloseTo(1, 9);
    }
    // A centre on the left edge: closest-side has no width, so it is very thin and very tall (CSS Images 3 §3.2.3).
    const flat = endingShape({ center: [0, 50], shape: 'ellipse', size: 'closest-side' }, 200, 100);
    expect(flat.rx).toBeLessThan(0.01);
    expect(flat.ry).toBeGreaterThan(1e5);
  });
});

describe('stops over a stretch of the line', () => {
  const red: FallbackStop = { position: 10, rgba: [255, 0, 0, 255] };
  const blue: FallbackStop = { position: 60, rgba: [0, 0, 255, 0] };

  it('hold the end colours beyond the stops and the mix, premultiplied, between them', () => {
    expect(stopsOver([red, blue], false, 0, 100)).toEqual([
      { position: 0, rgba: [255, 0, 0, 255] }, red, blue, { position: 100, rgba: [0, 0, 255, 0] },
    ]);
    const [middle] = stopsOver([red, blue], false, 35, 40);
    expect(middle.rgba).toEqual([255, 0, 0, 127.5]);
    const cut = stopsOver([{ position: -50, rgba: [0, 0, 0, 255] }, { position: 150, rgba: [200, 100, 0, 255] }], false, 0, 100);
    expect(cut.map((stop) => [stop.position, ...stop.rgba])).toEqual([[0, 50, 25, 0, 255], [100, 150, 75, 0, 255]]);
  });

  it('repeat a repeating layer’s period, its hard stops where the periods meet', () => {
    const stops = stopsOver([red, { ...blue, position: 30, rgba: [0, 0, 255, 255] }], true, 0, 100);
    expect(stops.map((stop) => stop.position)).toEqual([0, 10, 10, 30, 30, 50, 50, 70, 70, 90, 90, 100]);
    expect(stops[0].rgba).toEqual([127.5, 0, 127.5, 255]);
    expect(stops[1].rgba).toEqual([0, 0, 255, 255]);
    expect(stops[2].rgba).toEqual([255, 0, 0, 255]);
    expect(stops.at(-1)!.rgba).toEqual([127.5, 0, 127.5, 255]);
  });

  it('paint straight what the stops paint premultiplied, within a quarter of an 8-bit step', () => {
    const cases: LineStop[][] = [
      [{ position: 0, rgba: [255, 0, 0, 255] }, { position: 100, rgba: [0, 0, 255, 0] }],
      [{ position: 0, rgba: [20, 200, 40, 30] }, { position: 40, rgba: [250, 10, 200, 255] }, { position: 40, rgba: [0, 0, 0, 0] }, { position: 100, rgba: [255, 255, 0, 128] }],
      [{ position: 0, rgba: [255, 255, 255, 0] }, { position: 50, rgba: [0, 0, 0, 255] }, { position: 100, rgba: [255, 255, 255, 0] }],
    ];
    for (const stops of cases) {
      const straight = straightStops(stops);
      for (let x = 0; x <= 100; x += 0.25) {
        const want = premultipliedAt(stops, x, false);
        const got = premultipliedAt(straight, x, true);
        want.forEach((v, c) => expect(Math.abs(got[c] - v), `${x}% channel ${c}`).toBeLessThanOrEqual(STRAIGHT_TOLERANCE + 1e-9));
      }
    }
    // Two translucent colours need stops between; a transparent end takes its neighbour's colour and needs none.
    expect(straightStops(cases[1]).length).toBeGreaterThan(cases[1].length + 4);
    expect(straightStops(cases[0]).map((stop) => stop.rgba)).toEqual([[255, 0, 0, 255], [255, 0, 0, 0]]);
    const opaque = [{ position: 0, rgba: [1, 2, 3, 255] }, { position: 100, rgba: [200, 100, 0, 255] }] as const;
    expect(straightStops(opaque)).toEqual(opaque);
  });
});

/** An SVG element as saxes reads it. */
type Element = { name: string; attributes: Record<string, string>; text: string; children: Element[] };

/** Parses an SVG strictly (saxes, namespaces checked) and returns its root and its comments; malformed XML throws. */
function readSvg(svg: string): { root: Element; comments: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Element[] = [{ name: '', attributes: {}, text: '', children: [] }];
  const comments: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: Element = { name: tag.local, attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, typeof v === 'string' ? v : v.value])), text: '', children: [] };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('comment', (comment) => comments.push(comment));
  parser.on('closetag', () => stack.pop());
  parser.write(svg).close();
  return { root: stack[0].children[0], comments };
}

const all = (element: Element, name: string): Element[] => [...(element.name === name ? [element] : []), ...element.children.flatMap((child) => all(child, name))];
const svgOf = (gradient: Gradient, name = 'test', width = 184, height = 120) => gradientSvg({ gradient, fits: sampledFits(gradient), name }, width, height);

describe('the SVG', () => {
  it('is well-formed under hostile names, the name its title, every id unique', () => {
    for (const name of HOSTILE) {
      const { root } = readSvg(svgOf(TWO_LAYERS, name));
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(all(root, 'title')[0]?.text ?? '').toBe(name.replace(/\p{Cc}/gu, '').trim());
      const ids = [...all(root, 'linearGradient'), ...all(root, 'radialGradient')].map((e) => e.attributes.id);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('paints the bottom layer first and the top one last', () => {
    const { root } = readSvg(svgOf(TWO_LAYERS, 'Two'));
    expect(all(root, 'rect').map((rect) => rect.attributes.fill)).toEqual(['url(#two-layer-2)', 'url(#two-layer-1)']);
    expect(all(root, 'radialGradient')[0].attributes.id).toBe('two-layer-2');
  });

  it('lays a linear gradient along CSS’s gradient line, from its 0 % to its 100 %', () => {
    const { root } = readSvg(svgOf({ layers: [LAYERS.linear] }, 'x', 200, 100));
    const [element] = all(root, 'linearGradient');
    const line = gradientLine(LAYERS.linear.angle, 200, 100);
    const { x1, y1, x2, y2, gradientUnits } = element.attributes;
    expect(gradientUnits).toBe('userSpaceOnUse');
    expect([x1, y1, x2, y2].map(Number)).toEqual([line.x, line.y, line.x + line.dx * line.length, line.y + line.dy * line.length].map((v) => expect.closeTo(v, 3)));
    const offsets = all(element, 'stop').map((stop) => Number(stop.attributes.offset));
    expect(offsets[0]).toBe(0);
    expect(offsets.at(-1)).toBe(1);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('widens the line to stops beyond 0–100 %, and spans one period of a repeating layer with spreadMethod="repeat"', () => {
    const beyond = all(readSvg(svgOf({ layers: [LAYERS.linearBeyond] }, 'x', 100, 100)).root, 'linearGradient')[0];
    const line = gradientLine(200, 100, 100);
    expect(Number(beyond.attributes.x1)).toBeCloseTo(line.x + line.dx * line.length * -0.2, 3);
    expect(Number(beyond.attributes.y2)).toBeCloseTo(line.y + line.dy * line.length * 1.3, 3);
    expect(beyond.attributes.spreadMethod).toBeUndefined();
    const repeating = all(readSvg(svgOf({ layers: [LAYERS.repeatingLinear] }, 'x', 100, 100)).root, 'linearGradient')[0];
    const r = gradientLine(75, 100, 100);
    expect(repeating.attributes.spreadMethod).toBe('repeat');
    expect(Math.hypot(Number(repeating.attributes.x2) - Number(repeating.attributes.x1), Number(repeating.attributes.y2) - Number(repeating.attributes.y1))).toBeCloseTo(r.length * 0.2, 2);
    const radial = all(readSvg(svgOf({ layers: [LAYERS.repeatingRadial] }, 'x', 200, 100)).root, 'radialGradient')[0];
    expect(radial.attributes.spreadMethod).toBe('repeat');
    expect(Number(radial.attributes.r)).toBeCloseTo(endingShape(LAYERS.repeatingRadial, 200, 100).rx * 0.14, 3);
  });

  it('squeezes a circle into the ellipse by its transform, and writes a translucent stop’s opacity', () => {
    const element = all(readSvg(svgOf({ layers: [LAYERS.ellipseFarthestCorner] }, 'x', 200, 100)).root, 'radialGradient')[0];
    const { cx, cy, rx, ry } = endingShape(LAYERS.ellipseFarthestCorner, 200, 100);
    expect(element.attributes).toMatchObject({ gradientUnits: 'userSpaceOnUse', cx: String(cx), cy: String(cy) });
    expect(Number(element.attributes.r)).toBeCloseTo(rx, 3);
    const scale = element.attributes.gradientTransform.match(/scale\(1 ([0-9.e-]+)\)/);
    expect(Number(scale?.[1])).toBeCloseTo(ry / rx, 5);
    const circle = all(readSvg(svgOf({ layers: [LAYERS.circleClosestSide] })).root, 'radialGradient')[0];
    expect(circle.attributes.gradientTransform).toBeUndefined();
    const last = all(circle, 'stop').at(-1)!;
    expect(last.attributes).toMatchObject({ 'stop-color': '#023047', 'stop-opacity': '0.302' });
  });

  it('approximates a conic layer by wedges, says so, and masks a translucent one by its alpha', () => {
    const opaque = readSvg(svgOf({ layers: [LAYERS.conic] }));
    expect(opaque.comments.join(' ')).toMatch(/approximated/);
    expect(all(opaque.root, 'mask')).toEqual([]);
    const wedges = all(opaque.root, 'path');
    expect(wedges.length).toBeGreaterThan(360 / 0.5 / 2);
    const translucent = readSvg(svgOf({ layers: [LAYERS.conicTranslucent] }));
    const [mask] = all(translucent.root, 'mask');
    expect(all(mask, 'path').length).toBe(all(translucent.root, 'path').length / 2);
    expect(all(translucent.root, 'g')[0].attributes.mask).toBe(`url(#${mask.attributes.id})`);
  });
});

describe('the design tokens', () => {
  const read = (gradient: Gradient, name = 'Sunset') => JSON.parse(gradientTokens({ gradient, fits: sampledFits(gradient), name }));

  it('are a group named after the gradient with one gradient token per layer, the top one first', () => {
    const file = read(TWO_LAYERS);
    expect(Object.keys(file)).toEqual(['sunset']);
    expect(Object.keys(file.sunset)).toEqual(['layer-1', 'layer-2']);
    expect(file.sunset['layer-1'].$type).toBe('gradient');
    expect(file.sunset['layer-1'].$description).toBe(`Layer 1 of 2, the top one: linear, 160deg. sRGB stops fitted to the CSS ${layerCss(TWO_LAYERS.layers[0])}`);
    expect(file.sunset['layer-2'].$description).toMatch(/^Layer 2 of 2, the bottom one: radial, ellipse farthest-corner at 30% 60%\. /);
    expect(Object.keys(read(TWO_LAYERS, 'constructor'))).toEqual(['constructor-gradient']);
    expect(Object.keys(read(TWO_LAYERS, '桜色'))).toEqual(['gradient']);
  });

  it('hold the fitted stops over 0–1 in sRGB colour objects, a repeating layer’s periods written out', () => {
    for (const layer of Object.values(LAYERS)) {
      const gradient = { layers: [layer] };
      const [fit] = sampledFits(gradient);
      const stops = read(gradient).sunset['layer-1'].$value as { color: { colorSpace: string; components: number[]; alpha: number; hex: string }; position: number }[];
      expect(stops[0].position).toBe(0);
      expect(stops.at(-1)!.position).toBe(1);
      for (let i = 1; i < stops.length; i++) expect(stops[i].position).toBeGreaterThanOrEqual(stops[i - 1].position);
      for (const { color } of stops) {
        expect(color.colorSpace).toBe('srgb');
        expect(color.components.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')).toBe(color.hex.slice(1));
        expect(color.alpha).toBeGreaterThanOrEqual(0);
        expect(color.alpha).toBeLessThanOrEqual(1);
      }
      const inside = fit.filter((stop) => stop.position > 0 && stop.position < 100).length;
      if (layer.repeating) expect(stops.length).toBeGreaterThan(inside * 2);
      else expect(stops.length).toBe(inside + 2);
    }
  });
});

describe('the Tailwind utility', () => {
  it('holds the fallback, then the modern form, under a comment that cannot end early', () => {
    const fits = sampledFits(TWO_LAYERS);
    const css = tailwindUtility({ gradient: TWO_LAYERS, fits, name: 'Dusk */ } @utility x {' });
    expect(css).toBe(`/* Dusk } @utility x { */\n@utility bg-dusk-utility-x-gradient {\n  background-image: ${fallbackCss(TWO_LAYERS, fits)};\n  background-image: ${tailwindClass(TWO_LAYERS).slice(10, -1).replace(/_/g, ' ')};\n}\n`);
  });
});
