import { describe, expect, it } from 'vitest';
import { gradientCss } from '../../../src/core/gradient/css';
import { gradientText, readGradientText } from '../../../src/core/gradient/address';
import { parseGradientCss, type PasteResult } from '../../../src/core/gradient/parse';
import { resolvePositions } from '../../../src/core/gradient/parseLayer';
import { readPosition, readSideOrCorner } from '../../../src/core/gradient/parseValues';
import type { Gradient, GradientLayer } from '../../../src/core/gradient/gradient';

/** The gradient of a text that must read; fails the test with the problem otherwise. */
function read(text: string): Gradient {
  const result = parseGradientCss(text);
  if (!result.ok) throw new Error(`${text}: ${result.problem.code} ${result.problem.text}`);
  return result.gradient;
}
const first = (text: string): GradientLayer => read(text).layers[0];
const problem = (text: string) => {
  const result: PasteResult = parseGradientCss(text);
  return result.ok ? null : result.problem;
};
const notes = (text: string) => {
  const result = parseGradientCss(text);
  return result.ok ? result.notes.map((note) => note.code) : null;
};
/** The CSS after a trip through the address. */
const trip = (gradient: Gradient) => gradientCss(readGradientText(gradientText(gradient))!);

describe('parseGradientCss: what it reads', () => {
  it('reads a linear gradient with an angle, its stops and the default sRGB of legacy colours', () => {
    const layer = first('linear-gradient(45deg, #ff9a9e 0%, #fad0c4 99%, #fad0c4 100%)');
    expect(layer).toMatchObject({ kind: 'linear', repeating: false, angle: 45, space: 'srgb', hue: 'shorter' });
    expect(layer.stops.map((stop) => [stop.color.code, stop.position])).toEqual([['#ff9a9e', 0], ['#fad0c4', 99], ['#fad0c4', 100]]);
    expect(gradientCss({ layers: [layer] })).toBe('linear-gradient(45deg in srgb, #ff9a9e 0%, #fad0c4 99%, #fad0c4 100%)');
  });

  it('keeps a side or a corner as written beside its angle, and an omitted direction as none', () => {
    expect(first('linear-gradient(to top right, red, blue)')).toMatchObject({ angle: 45, authored: { angle: { text: 'to top right', value: 45 } } });
    expect(gradientCss(read('linear-gradient(to top right, red, blue)'))).toBe('linear-gradient(to top right in srgb, #ff0000, #0000ff)');
    expect(first('linear-gradient(red, blue)').angle).toBe(180);
    expect(gradientCss(read('linear-gradient(red, blue)'))).toBe('linear-gradient(in srgb, #ff0000, #0000ff)');
    expect(first('linear-gradient(0.25turn, red, blue)').angle).toBe(90);
    expect(first('linear-gradient(-45deg, red, blue)').angle).toBe(315);
    expect(readSideOrCorner(['bottom', 'left'])).toBe(225);
    expect(readSideOrCorner(['left', 'right'])).toBeNull();
  });

  it('reads the interpolation space and hue method, and OKLab by default once a colour is not legacy', () => {
    expect(first('linear-gradient(in oklch longer hue, red, blue)')).toMatchObject({ space: 'oklch', hue: 'longer' });
    expect(first('linear-gradient(90deg in hsl decreasing hue, red, blue)')).toMatchObject({ space: 'hsl', hue: 'decreasing', angle: 90 });
    expect(first('linear-gradient(in xyz, red, blue)').space).toBe('xyz-d65');
    expect(first('linear-gradient(oklch(0.7 0.1 200), red)').space).toBe('oklab');
    expect(first('radial-gradient(farthest-side at 30% 40% in lab, red, blue)')).toMatchObject({ space: 'lab', size: 'farthest-side', center: [30, 40] });
  });

  it('places stops without positions as CSS does, and moves one before an earlier one up to it', () => {
    expect(first('linear-gradient(red, yellow, blue, orange)').stops.map((stop) => stop.position)).toEqual([0, 33.3333, 66.6667, 100]);
    expect(resolvePositions([null, 20, null, null, 80, 10, null])).toEqual([0, 20, 40, 60, 80, 80, 100]);
    const layer = first('linear-gradient(to left, lime 28px, red 77%, cyan)');
    expect(layer.stops.map((stop) => stop.position)).toEqual([7, 77, 100]);
    expect(gradientCss({ layers: [layer] })).toBe('linear-gradient(to left in srgb, #00ff00 28px, #ff0000 77%, #00ffff)');
  });

  it('reads double positions as two stops and a hint as the fraction of its segment', () => {
    const layer = first('linear-gradient(to left, lime 20%, red 30% 45%, cyan 55% 70%, yellow 80%)');
    expect(layer.stops.map((stop) => stop.position)).toEqual([20, 30, 45, 55, 70, 80]);
    const hinted = first('linear-gradient(blue, 10%, pink)');
    expect(hinted.segments[0].hint).toBe(0.1);
    expect(gradientCss({ layers: [hinted] })).toBe('linear-gradient(in srgb, #0000ff, 10%, #ffc0cb)');
  });

  it('reads radial shapes, sizes and positions, keeping lengths as written', () => {
    expect(first('radial-gradient(circle at top left, red, blue)')).toMatchObject({ kind: 'radial', shape: 'circle', center: [0, 0] });
    expect(first('radial-gradient(ellipse closest-side, red, blue)')).toMatchObject({ shape: 'ellipse', size: 'closest-side' });
    const sized = first('radial-gradient(circle 40px at 10px 20px, red, blue)');
    expect(sized).toMatchObject({ shape: 'circle', authored: { extent: { text: 'circle 40px' }, at: { text: '10px 20px' } } });
    expect(gradientCss({ layers: [sized] })).toBe('radial-gradient(circle 40px at 10px 20px in srgb, #ff0000, #0000ff)');
    expect(readPosition('right 10% bottom 20%')).toEqual([90, 80]);
    expect(readPosition('bottom')).toEqual([50, 100]);
  });

  it('reads conic gradients with a start angle and stops in degrees, and repeating ones', () => {
    const conic = first('conic-gradient(from 0.25turn at 30% 40%, red 0deg, blue 90deg)');
    expect(conic).toMatchObject({ kind: 'conic', angle: 90, center: [30, 40] });
    expect(conic.stops.map((stop) => stop.position)).toEqual([0, 25]);
    const stripes = first('repeating-linear-gradient(45deg, #000 0 10px, #fff 10px 20px)');
    expect(stripes.repeating).toBe(true);
    expect(stripes.stops).toHaveLength(4);
    expect(gradientCss({ layers: [stripes] })).toBe('repeating-linear-gradient(45deg in srgb, #000000 0, #000000 10px, #ffffff 10px, #ffffff 20px)');
  });

  it('reads colours with the project readers: names, rgba(), hsl() as Chromium rounds it, transparent, exact texts', () => {
    const [named, translucent, hsl, clear, wide] = first('linear-gradient(rebeccapurple, rgba(0,0,0,.5), hsl(214 100% 50%), transparent, oklch(70% 0.1 200))').stops;
    expect(named.color).toEqual({ code: '#663399' });
    expect(translucent.color.exact).toBe('rgb(0 0 0 / 0.5)');
    expect(hsl.color).toEqual({ code: '#006fff' });
    expect(clear.color).toEqual({ code: '#000000', exact: '#00000000' });
    expect(wide.color.exact).toBe('oklch(70% 0.1 200)');
    // A non-legacy text a code says exactly keeps its text: written as a code it would change the default space.
    expect(first('linear-gradient(oklch(1 0 0), red)').stops[0].color).toEqual({ code: '#ffffff', exact: 'oklch(1 0 0)' });
  });

  it('reads declarations, rules and comments; skips prefixed duplicates; leaves a base colour and url() out with notes', () => {
    const rule = '.hero {\n  /* brand */\n  background: -webkit-linear-gradient(left, red, blue);\n  background-image: linear-gradient(to right, red, blue) !important;\n  color: white;\n}';
    expect(first(rule).authored?.angle?.text).toBe('to right');
    expect(notes(rule)).toEqual(['prefixed']);
    expect(first('background-image: linear-gradient(red, blue);').stops).toHaveLength(2);
    expect(notes('background: linear-gradient(red, blue), #fff')).toEqual(['base-color']);
    expect(notes('background: linear-gradient(to right, transparent, mistyrose), url("critters.png");')).toEqual(['url-layer']);
    expect(notes('radial-gradient(circle 40px, red, blue)')).toEqual(['approximate']);
    expect(notes('linear-gradient(color-mix(in oklab, red 40%, blue), white)')).toEqual(['mixed']);
    expect(notes('linear-gradient(red, blue) top / 100% 100px no-repeat, linear-gradient(red, blue)')).toEqual(['shorthand']);
  });

  it('keeps the first MAX_LAYERS layers and MAX_STOPS stops and says so', () => {
    const layers = Array.from({ length: 6 }, () => 'linear-gradient(red, blue)').join(', ');
    expect(read(layers).layers).toHaveLength(4);
    expect(notes(layers)).toEqual(['layers-dropped']);
    const many = `linear-gradient(${Array.from({ length: 20 }, (_, i) => (i % 2 ? 'red' : 'blue')).join(', ')})`;
    expect(first(many).stops).toHaveLength(16);
    expect(parseGradientCss(many)).toMatchObject({ notes: [{ code: 'stops-dropped', text: '4' }] });
  });
});

describe('parseGradientCss: what it cannot keep', () => {
  it.each([
    ['', 'empty'],
    ['color: red;', 'no-gradient'],
    ['linear-gradient(var(--a), blue)', 'var'],
    ['background: linear-gradient(red env(safe-area-inset-top), blue)', 'var'],
    ['linear-gradient(red calc(100% - 2px), blue)', 'calc'],
    ['linear-gradient(red, blue max(10px, 5%))', 'calc'],
    ['linear-gradient(attr(data-color type(<color>)), blue)', 'attr'],
    ['linear-gradient(currentColor, transparent)', 'currentcolor'],
    ['url(a.png)', 'no-gradient'],
    ['linear-gradient(red, blue), url(a.png) no-repeat, image(red)', 'function'],
    ['radial-gradient(randomColor() 15%, blue)', 'color'],
    ['linear-gradient(red)', 'stops'],
    ['linear-gradient(red, 10%)', 'syntax'],
    ['linear-gradient(red, , blue)', 'syntax'],
    ['linear-gradient(red 10% 20% 30%, blue)', 'position'],
    ['linear-gradient(in cmyk, red, blue)', 'space'],
    ['radial-gradient(circle at nowhere, red, blue)', 'position'],
  ])('%s gives %s', (text, code) => {
    expect(problem(text)?.code).toBe(code);
  });

  it('names what it could not keep', () => {
    expect(problem('linear-gradient(var(--from), blue)')).toEqual({ code: 'var', text: 'var(--from)' });
    expect(problem('linear-gradient(red calc(100% - 2px), blue)')).toEqual({ code: 'calc', text: 'calc(100% - 2px)' });
  });
});

describe('a pasted gradient in the model', () => {
  it('keeps its authored texts through the address', () => {
    const text = 'radial-gradient(circle 40px at left 10px top 20px, red 10px, 30%, blue 3em), linear-gradient(to right top, rgba(0,0,0,.5), 20%, transparent)';
    const gradient = read(text);
    expect(trip(gradient)).toBe(gradientCss(gradient));
    expect(readGradientText(gradientText(gradient))!.layers[1].authored?.angle?.text).toBe('to right top');
  });

  it('writes the model once an edit changes what an authored text said', () => {
    const layer = first('linear-gradient(to right, red 10px, blue)');
    expect(gradientCss({ layers: [{ ...layer, angle: 100 }] })).toBe('linear-gradient(100deg in srgb, #ff0000 10px, #0000ff)');
    const moved = { ...layer, stops: [{ ...layer.stops[0], position: 20 }, layer.stops[1]] };
    expect(gradientCss({ layers: [moved] })).toBe('linear-gradient(to right in srgb, #ff0000 20%, #0000ff 100%)');
    // A colour edit keeps the positions as written.
    const recoloured = { ...layer, stops: [{ ...layer.stops[0], color: { code: '#00ff00' } }, layer.stops[1]] };
    expect(gradientCss({ layers: [recoloured] })).toBe('linear-gradient(to right in srgb, #00ff00 10px, #0000ff)');
  });

  it('lets no text hold once the layer is another kind', () => {
    const linear = first('linear-gradient(to right, red, blue)');
    expect(gradientCss({ layers: [{ ...linear, kind: 'conic' }] })).toBe('conic-gradient(from 90deg in srgb, #ff0000 0%, #0000ff 100%)');
    const conic = first('conic-gradient(red, blue)');
    expect(gradientCss({ layers: [{ ...conic, kind: 'linear' }] })).toBe('linear-gradient(0deg in srgb, #ff0000 0%, #0000ff 100%)');
  });

  it('writes a pasted grey in OKLCH as authored (no tiny chroma) while its stops are as pasted', () => {
    expect(gradientCss(read('linear-gradient(in oklch, white, blue)'))).toBe('linear-gradient(in oklch, #ffffff, #0000ff)');
  });
});
