/**
 * Identifier generation without DOM or Node imports: `globalThis.crypto.randomUUID()` exists in browsers,
 * workers and Node ≥ 19.
 */

/** Returns a fresh RFC 4122 v4 uuid from `globalThis.crypto.randomUUID()`. */
export function newUuid(): string {
  return globalThis.crypto.randomUUID();
}
