import { nearestName } from '../../core';

const cache = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code, memoised (tabs re-render as the base changes). */
export function nameOf(code: string): string {
  let name = cache.get(code);
  if (name === undefined) {
    name = nearestName(code).name;
    cache.set(code, name);
  }
  return name;
}
