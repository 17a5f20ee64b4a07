import { nearestName } from '../../core';

const cache = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code, memoised (a colour page shows some 80 swatches). */
export function nameOf(code: string): string {
  let name = cache.get(code);
  if (name === undefined) {
    name = nearestName(code).name;
    cache.set(code, name);
  }
  return name;
}
