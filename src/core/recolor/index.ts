/**
 * Recolor artwork: an SVG's paint colors found (svgPaints.ts), grouped in OKLab (clusterPaints.ts), each group
 * matched to a palette color keeping the order of lightness (mapClusters.ts), and the SVG written back with the new
 * colors, shading inside each group kept (recolorSvg.ts); for photos, the same moves as a 3D lookup table
 * (transferLut.ts). Color values are read by the import's CSS reader (culori), so this module stays out of the
 * core's index: its callers load it lazily.
 */
export { SVG_PAINT_PROPERTIES, scanSvgPaints, svgPaintColors, type SvgPaint, type SvgPaintColor, type SvgPaintProperty, type SvgPaintScan, type SvgPaintSource } from './svgPaints.ts';
export { SVG_PAINT_KEYWORDS, SVG_PAINT_MAX_LENGTH } from './paintValue.ts';
export { RECOLOR_CLUSTER_RADIUS, RECOLOR_MAX_CLUSTERS, clusterPaints, type PaintCluster } from './clusterPaints.ts';
export { RECOLOR_CHROMA_WEIGHT, autoMapping } from './mapClusters.ts';
export { recolorSvg, shiftedColor } from './recolorSvg.ts';
export { RECOLOR_LUT_SIGMA, RECOLOR_LUT_SIZE, applyLut, buildTransferLut, type ColorLut, type ColorShift } from './transferLut.ts';
