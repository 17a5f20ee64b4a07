/**
 * Random colours for a mesh: hues spread around a random one (an analogous-to-triadic span, so the surface reads as
 * one family of colours rather than noise), at lightness and chroma a designer's mesh usually has, each gamut-mapped
 * into sRGB (CSS Color 4) and kept as its code. The points stay where they are.
 */
import { tryAuthoredColor } from '../../exact/authoredColor.ts';
import type { Mesh } from './mesh.ts';

/** OKLCH lightness and chroma ranges of the colours, and how far (degrees) the hues spread either side of the base. */
export const RANDOM_MESH_LIGHTNESS = [0.55, 0.88] as const;
export const RANDOM_MESH_CHROMA = [0.08, 0.2] as const;
export const RANDOM_MESH_HUE_SPREAD = 110;

const between = (range: readonly [number, number], t: number) => range[0] + (range[1] - range[0]) * t;

/** Returns the mesh with every point recoloured at random (`random` returns 0–1, Math.random's contract). */
export function withRandomColors(mesh: Mesh, random: () => number): Mesh {
  const base = random() * 360;
  const points = mesh.points.map((point) => {
    const hue = (base + (random() * 2 - 1) * RANDOM_MESH_HUE_SPREAD + 360) % 360;
    const text = `oklch(${(between(RANDOM_MESH_LIGHTNESS, random()) * 100).toFixed(1)}% ${between(RANDOM_MESH_CHROMA, random()).toFixed(3)} ${hue.toFixed(1)})`;
    const color = tryAuthoredColor(text);
    return color ? { ...point, color: { code: color.code } } : point;
  });
  return { ...mesh, points };
}
