import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file the license page links to, emitted at the root of the build. */
export const LICENSES_FILE = 'licenses.txt';

type LockPackage = { version?: string; license?: string; dev?: boolean; optional?: boolean };

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

/**
 * Development packages whose data the app ships: the Japanese colour data (src/build/japaneseColorData.ts, Wada's names
 * spelt as Ridgway's list spells them), Tailwind's palette, its theme.css bundled into the import dialog
 * (src/ui/import/tailwindPalette.ts), and d3-scale-chromatic's chart colour sets, kept as data in src/core/charts/curated.ts
 * (its licence text carries ColorBrewer's Apache licence).
 */
const DATA_PACKAGES = new Set(['color-name-lists', 'dictionary-of-colour-combinations', 'color-standards-and-color-nomenclature', 'tailwindcss', 'd3-scale-chromatic']);

/** Returns the license text files shipped in a package folder, joined. */
function licenseText(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((file) => LICENSE_FILE.test(file))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8').trim())
    .join('\n\n');
}

/**
 * Returns the open-source licences of every production dependency in package-lock.json
 * (the packages that can end up in the bundle) and of the data packages, one block per package.
 */
export function collectLicenses(root: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const blocks = Object.entries(lock.packages)
    .map(([path, pkg]) => ({ path, pkg, name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length) }))
    .filter(({ path, pkg, name }) => path.startsWith('node_modules/') && (!pkg.dev || DATA_PACKAGES.has(name)))
    .map(({ path, pkg, name }) => {
      const text = licenseText(join(root, path));
      return `${name}@${pkg.version ?? '?'} (${pkg.license ?? 'see text'})\n\n${text || '(no license file shipped)'}`;
    })
    .sort((a, b) => a.localeCompare(b));
  const header =
    'Irodori bundles the following open-source packages. Their licenses follow.\n' +
    'Color names: Name that Color by Chirag Mehta (CC BY 2.5), via the color-namer package.\n' +
    'Japanese traditional colors: names, romaji, English translations and colors from the Wikipedia article\n' +
    '"Traditional colors of Japan" (https://en.wikipedia.org/wiki/Traditional_colors_of_Japan, CC BY-SA 3.0),\n' +
    'via the color-name-lists package (MIT), changed: a few codes, romaji and translations corrected, a doubled\n' +
    'entry removed, hiragana readings generated from the romaji.\n' +
    "Wada Sanzo's A Dictionary of Colour Combinations: color names and codes from https://sanzo-wada.dmbk.io/ (CC0 1.0)\n" +
    'via color-name-lists; combinations from the dictionary-of-colour-combinations package by Matt DesLauriers (MIT);\n' +
    "misspelt names corrected as Robert Ridgway's Color Standards and Color Nomenclature (1912) spells them, via the\n" +
    'color-standards-and-color-nomenclature package (MIT).\n';
  return [header, ...blocks].join('\n\n' + '-'.repeat(72) + '\n\n') + '\n';
}

/** Vite plugin: writes licenses.txt into the build, generated from the dependency tree. */
export function licensesPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'irodori-licenses',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: collectLicenses(root) });
    },
  };
}
