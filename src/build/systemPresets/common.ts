/**
 * What the preset readers share: a package's installed version, any CSS colour as '#rrggbb' (culori parses it; a
 * colour outside sRGB is brought in by the core's CSS Color 4 gamut mapping, as the web shows it), a package file's
 * text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { converter, parse } from 'culori';
import { oklchToHexInGamut } from '../../core/convert/gamutMap.ts';

export const require = createRequire(import.meta.url);
const toOklch = converter('oklch');

/**
 * Returns the directory of an installed package, looked up where Node looks for it (a package whose `exports` leave out
 * its package.json cannot be resolved by name).
 */
export function packageDir(name: string): string {
  const modules = require.resolve.paths(name)?.find((dir) => existsSync(join(dir, name, 'package.json')));
  if (!modules) throw new Error(`${name} is not installed`);
  return join(modules, name);
}

/** Returns the version of an installed package. */
export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Returns the text of a file of an installed package. */
export function packageFile(name: string, path: string): string {
  return readFileSync(join(packageDir(name), path), 'utf8');
}

/** Returns '#rrggbb' of a CSS colour text (hex, rgb(), hsl(), oklch()…; its alpha dropped). @throws Error when it is not one. */
export function hexOf(css: string): string {
  const color = toOklch(parse(css.trim()));
  if (!color) throw new Error(`not a CSS colour: ${css}`);
  return oklchToHexInGamut(color.l, color.c ?? 0, color.h ?? 0);
}
