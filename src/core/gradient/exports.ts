/**
 * The gradient's exports beyond its CSS (./css.ts): a Tailwind CSS v4 utility and arbitrary-value class, a standalone
 * SVG image and DTCG design tokens. Each takes the gradient, its layers' fitted sRGB stops (./fallback.ts) and the
 * user's name for it (any text; each format makes its own safe identifier of it).
 */
export type { GradientExportInput } from './export/names.ts';
export { gradientSlug } from './export/names.ts';
export { tailwindClass, tailwindUtility, tailwindUtilityName } from './export/tailwind.ts';
export { gradientSvg } from './export/svg.ts';
export { gradientTokenGroup, gradientTokens, layerTokenName, type DtcgGradientStop, type DtcgGradientToken } from './export/tokens.ts';
