/**
 * A mesh gradient as CSS can say it, approximately: one radial gradient per point, the point's colour fading to
 * transparent around it, layered over a base linear gradient, in OKLab (`in oklab`, as the mesh mixes), with the error
 * of what that CSS paints against the mesh.
 *
 * The layers are the gradient model's (../gradient.ts), written by its writer (../css.ts `gradientCss`), so the CSS
 * is the model digit for digit: every number the model holds is one the writer writes in full (centres and stop
 * positions rounded to 0.01 %, colours as exact texts of 6 decimals read back into the model). The error is measured
 * on that model as the raster paints it (../raster.ts `positionAt` on each layer's geometry, ../interpolate.ts
 * `layerColorAt` and `spaceColorToSrgb`, composited source-over in premultiplied gamma sRGB, as CSS composites
 * background layers), against the mesh as `renderMesh` paints it (both clipped to sRGB), at the centres of a
 * MESH_FIT_SAMPLES × MESH_FIT_SAMPLES grid over the box (the fit searches on a coarser one, MESH_SEARCH_SAMPLES a side): per sample the OKLab distance of the two colours, each
 * premultiplied by its alpha, with the alphas' difference (for opaque colours, ΔE_OK); its mean and its worst.
 *
 * Each point's layer: `radial-gradient(ellipse at x% y% in oklab, C 0%, C a%, C/β·α m%, C/0 b%)`, the ellipse
 * CSS's farthest-corner one (its aspect the same in % of any box, so the fit holds for every box), solid to a, fading
 * through alpha β at the midpoint m to transparent at b; C the point's colour or, where the layers above and below
 * pull the mix away from it, a colour fitted to bring it back. The fit (./approximateFit.ts): the base by least
 * squares, then C, b, a / b and β of every layer by coordinate descent on the mean error.
 */
import type { Gradient } from '../gradient.ts';
import { gradientCss } from '../css.ts';
import { layerColorAt, spaceColorToSrgb } from '../interpolate.ts';
import type { Mesh } from './mesh.ts';
import { MESH_FIT_SAMPLES, MESH_SEARCH_SAMPLES, layerPositions, meshSamples, pointLayer, premultipliedDistance, premultipliedOklab } from './approximateSamples.ts';
import { fitBase, fitLayers, firstGuess } from './approximateFit.ts';

/** A mesh's CSS approximation: a whole `background` value, its layer count (the base included) and its error in ΔE_OK. */
export type MeshApproximation = {
  readonly css: string;
  readonly layers: number;
  readonly error: { readonly mean: number; readonly worst: number };
};

/** Returns the error of a gradient's paint against the mesh's samples, by the model (see the file comment). */
export function approximationError(gradient: Gradient, reference: Float64Array): MeshApproximation['error'] {
  const positions = gradient.layers.map((layer) => layerPositions(layer, MESH_FIT_SAMPLES));
  const count = MESH_FIT_SAMPLES * MESH_FIT_SAMPLES;
  const painted = new Float64Array(4);
  let sum = 0;
  let worst = 0;
  for (let k = 0; k < count; k++) {
    let [r, g, b, a] = [0, 0, 0, 0];
    for (let l = gradient.layers.length - 1; l >= 0; l--) {
      const [cr, cg, cb, ca] = spaceColorToSrgb(layerColorAt(gradient.layers[l], positions[l][k]));
      const keep = 1 - ca;
      [r, g, b, a] = [cr * ca + r * keep, cg * ca + g * keep, cb * ca + b * keep, ca + a * keep];
    }
    const scale = a > 0 ? 1 / a : 0;
    premultipliedOklab(Math.min(1, r * scale), Math.min(1, g * scale), Math.min(1, b * scale), Math.min(1, a), painted, 0);
    const error = premultipliedDistance(painted, 0, reference, k * 4);
    sum += error;
    worst = Math.max(worst, error);
  }
  return { mean: sum / count, worst };
}

/** Returns the approximation of the given layers (the points', top first, then the base). */
function approximationOf(gradient: Gradient, reference: Float64Array): MeshApproximation {
  return { css: gradientCss(gradient), layers: gradient.layers.length, error: approximationError(gradient, reference) };
}

/** Returns the approximation with every point's first guess (its own colour, a straight fade): what the fit improves on. */
export function unfittedApproximation(mesh: Mesh): MeshApproximation {
  const reference = meshSamples(mesh, MESH_FIT_SAMPLES);
  const base = fitBase(meshSamples(mesh, MESH_SEARCH_SAMPLES));
  const layers = mesh.points.map((point) => pointLayer(point.color, point.x, point.y, firstGuess(mesh, point)));
  return approximationOf({ layers: [...layers, base] }, reference.oklab);
}

/** Returns the mesh's fitted CSS approximation (see the file comment). */
export function meshApproximation(mesh: Mesh): MeshApproximation {
  const reference = meshSamples(mesh, MESH_FIT_SAMPLES);
  const search = meshSamples(mesh, MESH_SEARCH_SAMPLES);
  const base = fitBase(search);
  const fits = fitLayers(mesh, base, search);
  const layers = mesh.points.map((point, i) => pointLayer(fits[i].color, point.x, point.y, fits[i].shape));
  return approximationOf({ layers: [...layers, base] }, reference.oklab);
}
