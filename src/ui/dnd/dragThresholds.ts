/**
 * The thresholds of the app-wide colour drag's sensors (SPEC §4, §9): read by the swatch side in the entry
 * (colorDragSource.ts) and by ColorDragRoot, so the geometry (colorDragGeometry.ts) stays in the drag's own chunk.
 */

/** Mouse and pen: movement (px) before a press becomes a drag, so a click still follows the link (SPEC §4). */
export const DRAG_DISTANCE = 5;
/** Touch: how long (ms) a finger rests on a swatch before the press becomes a drag. */
export const TOUCH_DELAY = 250;
/** Touch: movement (px) allowed while waiting for TOUCH_DELAY; more is a scroll and no drag. */
export const TOUCH_TOLERANCE = 5;
/** Side (px) of the square preview that follows the pointer, centred on it (SPEC: drag preview anchor 0.5). */
export const PREVIEW_SIZE = 56;
/** How long (ms) after a mouse drag a click is taken as the drag's own (SPEC §9: drag source check delay). */
export const CLICK_GUARD_MS = 1000;
