import { WCAG_LUMINANCE_WEIGHTS } from '../../core/contrast/wcag';
import type { Matrix3 } from '../../core/convert/types';
import { MACHADO_DEUTAN, MACHADO_PROTAN, MACHADO_TRITAN } from '../../core/vision/machado';
import { VISION_TYPES, type VisionType } from '../../core/vision/simulate';

/** Each vision's matrix on linear sRGB: Machado 2009 at full severity, and the luminance grey for achromatopsia. */
const MATRICES: Record<VisionType, Matrix3> = {
  protanopia: MACHADO_PROTAN[10],
  deuteranopia: MACHADO_DEUTAN[10],
  tritanopia: MACHADO_TRITAN[10],
  achromatopsia: [[...WCAG_LUMINANCE_WEIGHTS], [...WCAG_LUMINANCE_WEIGHTS], [...WCAG_LUMINANCE_WEIGHTS]],
};

/** The SVG colour matrix (4 × 5, row by row, alpha kept) that shows colours as people with `type` see them. */
export function visionMatrix(type: VisionType): number[] {
  return [...MATRICES[type].flatMap((row) => [...row, 0, 0]), 0, 0, 0, 1, 0];
}

/** The CSS filter that shows an element as people with `type` see it (the filters of VisionFilters with this `id`). */
export function visionFilter(id: string, type: VisionType): string {
  return `url(#${id}-${type})`;
}

/**
 * The app's colour-vision simulation as SVG filters the browser applies to anything on the page (CSS `filter`, see
 * visionFilter): the same matrices as core/vision/simulate, on linear light (color-interpolation-filters), so what
 * they show matches the app's own simulated colours. Rendered once, invisible; `id` keeps two sets apart.
 */
export function VisionFilters({ id }: { id: string }) {
  return (
    <svg width="0" height="0" aria-hidden focusable="false" style={{ position: 'absolute' }}>
      {VISION_TYPES.map((type) => (
        <filter key={type} id={`${id}-${type}`} colorInterpolationFilters="linearRGB">
          <feColorMatrix type="matrix" values={visionMatrix(type).join(' ')} />
        </filter>
      ))}
    </svg>
  );
}
