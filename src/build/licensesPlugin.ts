import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file the license page links to, emitted at the root of the build. */
export const LICENSES_FILE = 'licenses.txt';

type LockPackage = { version?: string; license?: string; dev?: boolean; optional?: boolean };

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

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
 * (the packages that can end up in the bundle), one block per package.
 */
export function collectLicenses(root: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const blocks = Object.entries(lock.packages)
    .filter(([path, pkg]) => path.startsWith('node_modules/') && !pkg.dev)
    .map(([path, pkg]) => {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const text = licenseText(join(root, path));
      return `${name}@${pkg.version ?? '?'} (${pkg.license ?? 'see text'})\n\n${text || '(no license file shipped)'}`;
    })
    .sort((a, b) => a.localeCompare(b));
  const header =
    'Irodori bundles the following open-source packages. Their licenses follow.\n' +
    'Color names: Name that Color by Chirag Mehta (CC BY 2.5), via the color-namer package.\n';
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
