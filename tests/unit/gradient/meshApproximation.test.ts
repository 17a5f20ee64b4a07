/**
 * The mesh gradient's CSS approximation (src/core/gradient/mesh/approximate.ts): one radial layer per point over a
 * base, fitted so its error is lower than the first guess's; exact for a mesh of one colour; the CSS the error is
 * measured on, readable CSS (lightningcss, strictly, once the colour interpolation method it does not know is
 * taken out; tests/e2e/meshCss.spec.ts has Chromium read it whole).
 */
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { DEFAULT_MESH, meshOf, withMeshPoint } from '../../../src/core/gradient/mesh/mesh.ts';
import { meshApproximation, unfittedApproximation } from '../../../src/core/gradient/mesh/approximate.ts';

const TRANSLUCENT_WIDE = withMeshPoint(
  meshOf(3, 2, (column, row) => authoredColor(['color(display-p3 0.1 0.85 0.3)', 'rgb(236 72 153 / 0.6)', '#0ea5e9', '#f97316', 'oklch(60% 0.25 300)', '#14b8a6'][row * 3 + column])),
  4,
  (point) => ({ ...point, x: 38, y: 80 }),
);

/** Returns the properties lightningcss reads a `background` declaration of the value into ('unparsed' if it cannot). */
function lightningProperties(value: string): string[] {
  const properties: string[] = [];
  const { warnings } = transform({
    filename: 'mesh.css',
    code: Buffer.from(`.mesh { background: ${value}; }`),
    errorRecovery: false,
    visitor: { Declaration: (declaration) => void properties.push(declaration.property) },
  });
  expect(warnings).toEqual([]);
  return properties;
}

describe('meshApproximation', () => {
  it('fits layers whose error is lower than the first guess’s', () => {
    for (const mesh of [DEFAULT_MESH, TRANSLUCENT_WIDE]) {
      const fitted = meshApproximation(mesh);
      const guess = unfittedApproximation(mesh);
      expect(fitted.error.mean).toBeLessThan(guess.error.mean * 0.8);
      expect(fitted.layers).toBe(mesh.points.length + 1);
    }
  });

  it('is exact for a mesh of one colour, wide or translucent', () => {
    for (const text of ['#3366cc', 'color(display-p3 0.2 0.8 0.4)', 'rgb(200 40 90 / 0.5)']) {
      const { error } = meshApproximation(meshOf(4, 3, () => authoredColor(text)));
      expect(error.worst).toBeLessThan(1e-5);
    }
  });

  it('writes one radial layer per point in OKLab over a linear base, as CSS reads it', () => {
    const { css, layers } = meshApproximation(TRANSLUCENT_WIDE);
    const items = css.split(/, (?=(?:radial|linear)-gradient\()/);
    expect(items).toHaveLength(layers);
    expect(items.slice(0, -1).every((item) => item.startsWith('radial-gradient(ellipse at '))).toBe(true);
    expect(items.at(-1)).toMatch(/^linear-gradient\(\d+deg in oklab, /);
    expect(lightningProperties(css.replaceAll(' in oklab', ''))).toEqual(['background']);
  });
});
