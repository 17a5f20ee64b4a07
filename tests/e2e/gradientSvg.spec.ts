import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { gradientCss } from '../../src/core/gradient/css';
import { gradientSvg } from '../../src/core/gradient/exports';
import type { Gradient } from '../../src/core/gradient/gradient';
import { srgbToOklab } from '../../src/core/convert/srgbToOklab';
import { LAYERS, TWO_LAYERS, sampledFits } from '../unit/gradient/exportsFixtures';

/**
 * The SVG export paints what the modern CSS paints, in Chromium: for every kind of layer (each radial size keyword,
 * repeating, odd angles and centres, stops beyond 0–100 %, translucent stops, an easing, a hint) and two layers, an
 * `<img>` of the SVG (a data URL) beside a `<div>` with the modern `background-image`, both W × H on white, one
 * screenshot, and every 8 × 8 px box's mean colour of the two within ΔE_OK 0.02. The fits are sampled from the model
 * (tests/unit/gradient/exportsFixtures.ts). The page is set, not served: no request leaves it.
 */

const WIDTH = 184;
const HEIGHT = 120;
const GAP = 8;
const BOX = 8;
const PER_ROW = 3;
const TOLERANCE = 0.02;

const CASES: readonly (readonly [string, Gradient])[] = [
  ...Object.entries(LAYERS).map(([name, layer]) => [name, { layers: [layer] }] as const),
  ['twoLayers', TWO_LAYERS],
];

/** Returns the mean sRGB (0–1) of a box of a screenshot. */
function boxMean(png: PNG, x0: number, y0: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + BOX; y++) {
    for (let x = x0; x < x0 + BOX; x++) {
      const i = (y * png.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += png.data[i + c];
    }
  }
  return sum.map((v) => v / (BOX * BOX * 255)) as [number, number, number];
}

test('the SVG export paints each layer as the modern CSS does, within ΔE_OK 0.02 over 8 × 8 px', async ({ page }) => {
  const cells = CASES.map(([name, gradient]) => {
    const svg = gradientSvg({ gradient, fits: sampledFits(gradient), name: `${name} <&> "test"` }, WIDTH, HEIGHT);
    const img = `<img alt="" width="${WIDTH}" height="${HEIGHT}" src="data:image/svg+xml,${encodeURIComponent(svg)}">`;
    const div = `<div style="width:${WIDTH}px;height:${HEIGHT}px;background-image:${gradientCss(gradient)}"></div>`;
    return `<div style="display:flex;gap:${GAP}px">${img}${div}</div>`;
  });
  const width = PER_ROW * (2 * WIDTH + GAP) + (PER_ROW - 1) * GAP;
  await page.setContent(
    `<body style="margin:0;background:#fff"><div id="cases" style="display:grid;grid-template-columns:repeat(${PER_ROW},auto);gap:${GAP}px;width:${width}px">${cells.join('')}</div></body>`,
  );
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  const png = PNG.sync.read(await page.locator('#cases').screenshot());
  const worst: string[] = [];
  CASES.forEach(([name], i) => {
    const left = (i % PER_ROW) * (2 * WIDTH + 2 * GAP);
    const top = Math.floor(i / PER_ROW) * (HEIGHT + GAP);
    let max = 0;
    let where = '';
    for (let y = 0; y + BOX <= HEIGHT; y += BOX) {
      for (let x = 0; x + BOX <= WIDTH; x += BOX) {
        const a = srgbToOklab(boxMean(png, left + x, top + y));
        const b = srgbToOklab(boxMean(png, left + WIDTH + GAP + x, top + y));
        const d = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
        if (d > max) [max, where] = [d, `${x},${y}`];
      }
    }
    if (max > TOLERANCE) worst.push(`${name}: ΔE_OK ${max.toFixed(4)} at ${where}`);
  });
  expect(worst).toEqual([]);
});
