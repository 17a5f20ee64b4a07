/**
 * A list of named colours with the OKLab coordinates of each, as the nearest-colour searches read it (the colour
 * names, the traditional Japanese colours).
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';

/** Entries in their source order with the OKLab coordinates of each. */
export type OklabTable<Entry extends { readonly code: string }> = { readonly entries: readonly Entry[]; readonly oklab: readonly Vec3[] };

/**
 * Returns the table of `entries`: each entry's OKLab via `srgbToOklab(hexToSrgb(code))`, computed on the first read
 * of `oklab`. Making the table calls no colour maths, so a module that waits for a list at its top level
 * (src/ui/colorNames.ts) needs nothing but the loader to be ready.
 */
export function oklabTable<Entry extends { readonly code: string }>(entries: readonly Entry[]): OklabTable<Entry> {
  let oklab: Vec3[] | undefined;
  return {
    entries,
    get oklab() {
      return (oklab ??= entries.map((entry) => srgbToOklab(hexToSrgb(entry.code))));
    },
  };
}
