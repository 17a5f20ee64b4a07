// Minimal types for the independent file readers the tests check our binary exports with (they ship none).

declare module 'procreate-swatches' {
  /** Reads a .swatches file; each colour is [values, space], or null for an empty slot. */
  export function readSwatchesFile(data: Uint8Array | ArrayBuffer, space?: string): Promise<{ name: string; colors: Array<[number[], string] | null> }>;
}
