import type { Gradient } from '../../core/gradient/gradient';
import type { Mesh } from '../../core/gradient/mesh/mesh';
import type { EngineClient } from '../../engine/client';

/**
 * What an exported image is rendered from, in the engine: a gradient's layers or a mesh. The image export
 * (GradientRasterExport.tsx) previews, renders and encodes any source the same way.
 */
export type RasterSource = {
  /** Names what is rendered: a source with another key is another image. */
  readonly key: string;
  /** Returns the image at W × H px, dithered, as RGBA bytes; with `rows`, only those rows of it (where `strips`). */
  readonly render: (engine: EngineClient, width: number, height: number, rows?: readonly [number, number]) => Promise<Uint8ClampedArray>;
  /** Whether the source renders a strip of rows: a big image then goes strip by strip, and the page says how far it is. */
  readonly strips: boolean;
};

/** Returns a gradient as an image source: every layer as the browser paints it, strip by strip. */
export function gradientSource(gradient: Gradient): RasterSource {
  return {
    key: JSON.stringify(gradient),
    render: (engine, width, height, rows) => engine.renderGradient(gradient, width, height, { dither: true, rows }),
    strips: true,
  };
}

/** Returns a mesh gradient as an image source: its surface painted whole (the engine renders a mesh in one go). */
export function meshSource(mesh: Mesh): RasterSource {
  return {
    key: JSON.stringify(mesh),
    render: (engine, width, height) => engine.renderMesh(mesh, width, height, true),
    strips: false,
  };
}
