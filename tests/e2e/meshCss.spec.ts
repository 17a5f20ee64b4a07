import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { authoredColor } from '../../src/core/exact/authoredColor';
import { srgbToOklab } from '../../src/core/convert/srgbToOklab';
import { DEFAULT_MESH, meshOf, withMeshPoint, type Mesh } from '../../src/core/gradient/mesh/mesh';
import { meshApproximation } from '../../src/core/gradient/mesh/approximate';
import { renderMesh } from '../../src/core/gradient/mesh/render';

/**
 * The mesh gradient's CSS approximation (src/core/gradient/mesh/approximate.ts) is CSS Chromium reads whole (layered
 * `radial-gradient(ellipse at … in oklab, …)` over a `linear-gradient(… in oklab, …)`), and the error the model
 * reports is what Chromium's paint of it shows: each opaque mesh's approximation painted 480 px square, read at the
 * centres of the 48 × 48 samples the error is measured on, and its mean ΔE_OK against the mesh (as `renderMesh`
 * paints it) within 0.005 of the reported mean.
 */

const SIDE = 480;
const SAMPLES = 48;

const MESHES: readonly [string, Mesh][] = [
  ['default', DEFAULT_MESH],
  ['4 × 3 with a Display P3 point, moved', withMeshPoint(meshOf(4, 3, (column, row) => authoredColor(['#1e3a8a', 'color(display-p3 0.1 0.85 0.3)', '#f59e0b', '#ec4899', '#22d3ee', '#fde047', '#7c3aed', '#ffffff', '#ef4444', '#0f172a', '#14b8a6', '#f97316'][row * 4 + column])), 5, (point) => ({ ...point, x: 40, y: 62 }))],
];

const TRANSLUCENT = meshOf(3, 2, (column, row) => authoredColor(['rgb(236 72 153 / 0.6)', '#0ea5e9', 'oklch(60% 0.25 300 / 0.3)', '#f97316', 'rgb(0 0 0 / 0)', '#14b8a6'][row * 3 + column]));

test('Chromium reads the approximation of a translucent mesh', async ({ page }) => {
  const { css } = meshApproximation(TRANSLUCENT);
  await page.setContent('<body></body>');
  expect(await page.evaluate((value) => CSS.supports('background', value), css)).toBe(true);
});

for (const [name, mesh] of MESHES) {
  test(`Chromium paints the approximation of the ${name} mesh with the error the model reports`, async ({ page }) => {
    const approximation = meshApproximation(mesh);
    await page.setContent(`<body style="margin:0;background:#fff"><div id="mesh" style="width:${SIDE}px;height:${SIDE}px"></div></body>`);
    expect(await page.evaluate((value) => CSS.supports('background', value), approximation.css)).toBe(true);
    await page.locator('#mesh').evaluate((element, value) => ((element as HTMLElement).style.background = value), approximation.css);
    const png = PNG.sync.read(await page.locator('#mesh').screenshot());
    expect([png.width, png.height]).toEqual([SIDE, SIDE]);
    const meshPixels = renderMesh(mesh, SAMPLES, SAMPLES, { dither: false });
    let sum = 0;
    for (let k = 0; k < SAMPLES * SAMPLES; k++) {
      const [x, y] = [k % SAMPLES, Math.floor(k / SAMPLES)];
      // The pixel whose centre is the sample's centre (to half a pixel), averaged with its right and lower neighbours against Chromium's dither.
      const at = (dx: number, dy: number) => ((y * 10 + 4 + dy) * SIDE + x * 10 + 4 + dx) * 4;
      const painted = [0, 1, 2].map((c) => (png.data[at(0, 0) + c] + png.data[at(1, 0) + c] + png.data[at(0, 1) + c] + png.data[at(1, 1) + c]) / 4 / 255);
      const expected = [0, 1, 2].map((c) => meshPixels[k * 4 + c] / 255);
      const [p, q] = [srgbToOklab(painted as [number, number, number]), srgbToOklab(expected as [number, number, number])];
      sum += Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
    }
    const mean = sum / (SAMPLES * SAMPLES);
    expect(Math.abs(mean - approximation.error.mean), `Chromium's mean ${mean.toFixed(4)}, the model's ${approximation.error.mean.toFixed(4)}`).toBeLessThan(0.005);
  });
}
