import { describe, expect, it } from 'vitest';
import { tryAuthoredColor } from '../../../src/core/exact/authoredColor';
import { addStop, gradientOfColors, moveStop, removeStop, reverseStops } from '../../../src/core/gradient/edit';
import { MAX_LAYERS, MAX_STOPS, layerOf, type Gradient } from '../../../src/core/gradient/gradient';
import { layerColorAt } from '../../../src/core/gradient/interpolate';
import { DEFAULT_GRADIENT, gradientQuery, parseGradient } from '../../../src/core/gradient/address';

const read = (g: string) => parseGradient(new URLSearchParams({ g }));
const roundTrip = (gradient: Gradient) => read(gradientQuery(gradient).g!);

describe('the gradient in the address', () => {
  it('leaves the default gradient out and reads an address without one as the default', () => {
    expect(gradientQuery(DEFAULT_GRADIENT)).toEqual({ g: undefined });
    expect(parseGradient(new URLSearchParams())).toBe(DEFAULT_GRADIENT);
  });

  it('carries every setting, wide and translucent colours, hints and easings through a link', () => {
    const gradient: Gradient = {
      layers: [
        {
          ...layerOf(
            [
              { color: tryAuthoredColor('oklch(70% 0.3 150 / 0.5)')!, position: 0 },
              { color: tryAuthoredColor('color(display-p3 1 0 0.2)')!, position: 33.25 },
              { color: { code: '#123456' }, position: 33.25 },
              { color: { code: '#abcdef' }, position: 80 },
            ],
            { kind: 'conic', repeating: true, angle: 12.5, center: [20, 70.5], space: 'hwb', hue: 'decreasing' },
          ),
          segments: [
            { hint: 0.35, easing: 'expo-in-out' },
            { hint: 0.5, easing: 'linear' },
            { hint: 0.5, easing: [0.1, -0.5, 0.9, 1.5] },
          ],
        },
        layerOf([{ color: { code: '#ffffff' }, position: 0 }, { color: { code: '#000000' }, position: 100 }], { kind: 'radial', shape: 'circle', size: 'closest-corner' }),
      ],
    };
    expect(roundTrip(gradient)).toEqual(gradient);
  });

  it('drops what it cannot read and keeps the rest', () => {
    const base = 'linear_90_oklch_shorter_50_50_ellipse_farthest-corner';
    expect(read(`${base}~ff0000@0~nonsense@50~0000ff@100`).layers[0].stops.map((stop) => stop.color.code)).toEqual(['#ff0000', '#0000ff']);
    // A layer left with one stop goes; an unknown kind goes; a gradient with nothing readable is the default.
    expect(read(`${base}~ff0000@0*${base}~ff0000@0~00ff00@100`).layers).toHaveLength(1);
    expect(read('spiral_0~ff0000@0~00ff00@100')).toBe(DEFAULT_GRADIENT);
    expect(read('')).toBe(DEFAULT_GRADIENT);
    // Unknown settings take their defaults; positions are clamped and put in order; easings unknown are linear.
    const odd = read('radial_abc_cmyk_sideways_150_-3_blob_huge~00ff00@120!bounce~ff0000@-5!h300');
    expect(odd.layers[0]).toMatchObject({ kind: 'radial', angle: 90, space: 'oklch', hue: 'shorter', center: [100, 0], shape: 'ellipse', size: 'farthest-corner' });
    expect(odd.layers[0].stops.map((stop) => [stop.color.code, stop.position])).toEqual([['#ff0000', 0], ['#00ff00', 100]]);
    expect(odd.layers[0].segments).toEqual([{ hint: 0.99, easing: 'linear' }]);
  });

  it('keeps at most the model\'s layers and stops', () => {
    const layer = `linear_90_oklch_shorter_50_50_ellipse_farthest-corner${'~ff0000@0'.repeat(30)}`;
    const gradient = read(Array.from({ length: 9 }, () => layer).join('*'));
    expect(gradient.layers).toHaveLength(MAX_LAYERS);
    expect(gradient.layers[0].stops).toHaveLength(MAX_STOPS);
    expect(gradient.layers[0].segments).toHaveLength(MAX_STOPS - 1);
  });
});

describe('edits', () => {
  const layer = DEFAULT_GRADIENT.layers[0];

  it('adds a stop in the colour the gradient has there, so nothing changes until it is edited', () => {
    const added = addStop(layer, 25)!;
    expect(added.index).toBe(1);
    expect(added.layer.stops).toHaveLength(4);
    expect(added.layer.segments).toHaveLength(3);
    for (const x of [10, 25, 40, 75]) {
      const before = layerColorAt(layer, x).coords;
      layerColorAt(added.layer, x).coords.forEach((value, i) => expect(value).toBeCloseTo(before[i], 2));
    }
    expect(addStop(moveStop(layer, 0, 10).layer, 5)!.index).toBe(0);
    expect(addStop(added.layer, 100)!.layer.segments).toHaveLength(4);
  });

  it('moves a stop past its neighbours into order, and a hard stop keeps the side it came from', () => {
    const moved = moveStop(layer, 0, 75);
    expect(moved.index).toBe(1);
    expect(moved.layer.stops.map((stop) => stop.position)).toEqual([50, 75, 100]);
    expect(moveStop(layer, 0, 50).index).toBe(0);
    expect(moveStop(layer, 2, 50).index).toBe(2);
    expect(moveStop(layer, 1, 140).layer.stops[2].position).toBe(100);
  });

  it('removes down to two stops, and reverses', () => {
    const two = removeStop(layer, 1);
    expect(two.stops.map((stop) => stop.color.code)).toEqual(['#4f46e5', '#f59e0b']);
    expect(removeStop(two, 0)).toBe(two);
    expect(reverseStops(layer).stops.map((stop) => [stop.color.code, stop.position])).toEqual([['#f59e0b', 0], ['#ec4899', 50], ['#4f46e5', 100]]);
  });

  it('makes a gradient through a palette, evenly spaced, sampling a long one down to the most stops', () => {
    const five = gradientOfColors(['#264653', 'oklch(70% 0.3 150)', '#e9c46a', 'nonsense', '#e76f51'])!;
    expect(five.layers[0].stops.map((stop) => [stop.color.exact ?? stop.color.code, stop.position])).toEqual([
      ['#264653', 0],
      ['oklch(70% 0.3 150)', 33.33],
      ['#e9c46a', 66.67],
      ['#e76f51', 100],
    ]);
    const long = gradientOfColors(Array.from({ length: 100 }, (_, i) => `#${(i * 2).toString(16).padStart(2, '0')}0000`))!;
    expect(long.layers[0].stops).toHaveLength(MAX_STOPS);
    expect(long.layers[0].stops[0].color.code).toBe('#000000');
    expect(long.layers[0].stops[MAX_STOPS - 1].color.code).toBe('#c60000');
    expect(gradientOfColors(['#ffffff'])).toBeNull();
  });
});
