import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { HUE_METHODS, INTERPOLATION_SPACES, isPolar, type GradientLayer, type HueMethod, type InterpolationSpace } from '../../src/core/gradient/gradient';
import { layerColorAt, spaceColorCss, spaceColorToSrgb, toSpaceColor } from '../../src/core/gradient/interpolate';
import { authoredColor } from '../../src/core/exact/authoredColor';
import { fallbackColorAt, layerFallback } from '../../src/core/gradient/fallback';

/**
 * The gradient model (src/core/gradient/interpolate.ts) is what Chromium paints: one page of 1000 × 4 px strips, each
 * `linear-gradient(to right in <space> [<method> hue], …)` with sRGB stops (two translucent, a last black one whose
 * hue is powerless, a colour hint), one screenshot, and every 5 % of every strip within 2/255 of the model's sRGB
 * rendering composited over the white page. The long hue paths leave sRGB: Chromium clips, as the model does.
 *
 * What Chromium does otherwise than CSS Color 4, and so what the strips avoid (found with this page):
 * - Blink hands Skia every stop in sRGB (a written `none` is lost) and Skia calls a hue powerless from float maths
 *   (OKLCH chroma ≤ 1e-6, LCH ≤ 0.01, HSL saturation 0): black is, but white and most greys keep a noise hue (white's
 *   OKLCH hue comes out near 200°), which bends 'shorter' and spins 'longer' and 'decreasing'; the model calls every
 *   grey powerless, as the spec does. The powerless stop here is black.
 * - A colour hint is drawn as nine stops (WebKit's approximation of the curve): near the curve except at the
 *   segment's steep start, and in 'longer' each short piece goes the long way round. Only 'shorter' strips carry the
 *   hint, and at a stop's position the pixel just before it is read.
 *
 * Below them, each strip's classic fallback (src/core/gradient/fallback.ts, written here as `rgba()` stops) is painted
 * as `fallbackColorAt` says classic CSS paints it — premultiplied sRGB between the stops — the premise of the fit.
 */

/** The stops of every strip: colour, position (%), and a hint after it (% of the strip) where CSS writes one. */
const STOPS: readonly { color: string; position: number; hint?: number }[] = [
  { color: '#e63946', position: 0 },
  { color: '#f1c40f', position: 20, hint: 30 },
  { color: 'rgb(42 157 143 / 0.6)', position: 45 },
  { color: 'rgb(61 90 128 / 0.3)', position: 65 },
  { color: '#7b2cbf', position: 85 },
  { color: '#000000', position: 100 },
];

const WIDTH = 1000;
const HEIGHT = 4;

type Strip = { space: InterpolationSpace; hue: HueMethod };

/** Every space once (hue 'shorter'), and the other hue methods in oklch and hsl. */
const STRIPS: readonly Strip[] = [
  ...INTERPOLATION_SPACES.map((space) => ({ space, hue: 'shorter' as const })),
  ...(['oklch', 'hsl'] as const).flatMap((space) => HUE_METHODS.filter((hue) => hue !== 'shorter').map((hue) => ({ space, hue }))),
];

/** Returns the stops of a strip: only 'shorter' strips carry the hint (see the file comment). */
const stopsOf = ({ hue }: Strip) => STOPS.map((stop) => (hue === 'shorter' ? stop : { ...stop, hint: undefined }));

/** Returns the model layer of a strip. */
function layerOf(strip: Strip): GradientLayer {
  const { space, hue } = strip;
  const stops = stopsOf(strip);
  return {
    kind: 'linear', repeating: false, angle: 90, center: [50, 50], shape: 'ellipse', size: 'farthest-corner', space, hue,
    stops: stops.map(({ color, position }) => ({ color: authoredColor(color), position })),
    segments: stops.slice(1).map((_, i) => ({
      easing: 'linear' as const,
      hint: stops[i].hint === undefined ? 0.5 : (stops[i].hint! - stops[i].position) / (stops[i + 1].position - stops[i].position),
    })),
  };
}

/** Returns the CSS of a strip, written here so that the test does not lean on the tool's own gradient writer. */
function cssOfStrip(strip: Strip): string {
  const { space, hue } = strip;
  const method = isPolar(space) ? ` ${hue} hue` : '';
  const stops = stopsOf(strip).map(({ color, position, hint }) => {
    const text = spaceColorCss(toSpaceColor(authoredColor(color), space));
    return `${text} ${position}%${hint === undefined ? '' : `, ${hint}%`}`;
  });
  return `linear-gradient(to right in ${space}${method}, ${stops.join(', ')})`;
}

/** Returns the classic CSS of a strip's fallback: `rgba()` stops (alpha to four decimals) at their positions. */
function fallbackCss(strip: Strip): string {
  const stops = layerFallback(layerOf(strip)).stops.map(({ position, rgba: [r, g, b, a] }) => `rgba(${r}, ${g}, ${b}, ${Number((a / 255).toFixed(4))}) ${position}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

test('Chromium paints every interpolation space and hue method as the gradient model says, and the fallbacks as classic CSS', async ({ page }) => {
  const backgrounds = [...STRIPS.map(cssOfStrip), ...STRIPS.map(fallbackCss)];
  const strips = backgrounds.map((background) => `<div style="width:${WIDTH}px;height:${HEIGHT}px;background:${background}"></div>`);
  await page.setContent(`<body style="margin:0;background:#fff"><div id="strips" style="width:${WIDTH}px">${strips.join('')}</div></body>`);
  const png = PNG.sync.read(await page.locator('#strips').screenshot());
  expect([png.width, png.height]).toEqual([WIDTH, HEIGHT * backgrounds.length]);
  const misses: string[] = [];
  const rows = [
    ...STRIPS.map((strip) => ({ name: `${strip.space} ${strip.hue}`, colorAt: (x: number) => spaceColorToSrgb(layerColorAt(layerOf(strip), x)) })),
    ...STRIPS.map((strip) => {
      const { stops } = layerFallback(layerOf(strip));
      return { name: `fallback of ${strip.space} ${strip.hue}`, colorAt: (x: number) => fallbackColorAt(stops, x) };
    }),
  ];
  rows.forEach(({ name, colorAt }, row) => {
    for (let position = 0; position <= 100; position += 5) {
      // The pixel whose centre lies nearest the position, and the model at that centre; at a stop's own position the
      // pixel before it, away from a hint's steep start (see the file comment).
      const x = Math.min(WIDTH - 1, Math.max(0, Math.floor((position / 100) * WIDTH - 0.5)));
      const [r, g, b, a] = colorAt(((x + 0.5) / WIDTH) * 100);
      const expected = [r, g, b].map((c) => (c * a + (1 - a)) * 255);
      const offset = ((row * HEIGHT + HEIGHT / 2) * WIDTH + x) * 4;
      const painted = [png.data[offset], png.data[offset + 1], png.data[offset + 2]];
      if (painted.some((p, i) => Math.abs(p - expected[i]) > 2)) {
        misses.push(`${name} at ${position}%: painted ${painted}, model ${expected.map((e) => e.toFixed(1))}`);
      }
    }
  });
  expect(misses).toEqual([]);
});
