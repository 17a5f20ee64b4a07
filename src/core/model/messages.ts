/**
 * Japanese error and log messages of the models (SPEC §8). Each is followed by ': ' and the offending value.
 */

/** Thrown when a palette colour id is unknown. */
export const COLOR_NOT_FOUND_MESSAGE = 'パレットに色が見つかりません';
/** Thrown when a palette index is out of range. */
export const INDEX_OUT_OF_RANGE_MESSAGE = 'インデックスが範囲外です';
/** Logged (removal) or thrown (update) when a palette id is unknown. */
export const PALETTE_NOT_FOUND_MESSAGE = 'パレットが見つかりません';
/** Logged when a history entry id is unknown. */
export const HISTORY_ENTRY_NOT_FOUND_MESSAGE = '履歴に色が見つかりません';
