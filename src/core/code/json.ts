/** Reading parsed JSON: the one test every reader of files and stored data starts from. */

/** Returns true for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
