/**
 * The core stays pure: no React, DOM, storage or Vite-only APIs, and it loads in plain Node through tsx.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');
const CORE = join(ROOT, 'src/core');

/** Returns every .ts file under a directory. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * The core imports no package (even the colour names are data it is given, src/build/colorNameList.ts), but for two
 * in src/core/import, both pure and in the import dialog's lazy chunk: culori's tree-shakable build, which reads CSS
 * colour values, and fflate, which unzips Procreate's .swatches.
 */
const ALLOWED_PACKAGES = new Set<string>(['culori/fn', 'fflate']);

describe('src/core purity', () => {
  const files = tsFiles(CORE);

  it('imports only relative modules', () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // `from '…'`, `import '…'` and `import('…')`; not a string 'from' in code (`params.get('from')`).
      for (const [, spec] of source.matchAll(/(?:\bfrom\s+|^import\s+|\bimport\s*\(\s*)'([^']+)'/gm)) {
        if (!spec.startsWith('.')) expect(ALLOWED_PACKAGES.has(spec), `${relative(ROOT, file)} imports ${spec}`).toBe(true);
      }
    }
  });

  it('uses no DOM, storage or Vite-only globals', () => {
    const banned = /\b(window|document|localStorage|sessionStorage|navigator)\b|import\.meta\.env|from 'react'/;
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(banned.exec(code)?.[0], relative(ROOT, file)).toBeUndefined();
    }
  });

  it('keeps files small (under 300 lines)', () => {
    for (const file of files) expect(readFileSync(file, 'utf8').split('\n').length, relative(ROOT, file)).toBeLessThan(300);
  });

  it('loads from plain Node via tsx', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./src/core/index.ts').then((m) => console.log(JSON.stringify(m.createColor('#f80', { uuid: 'u', names: m.colorNameTable([{ name: 'Orange', code: '#ff8000' }]) }))))",
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ colorCode: '#ff8800', uuid: 'u', categoryId: 'orange', name: 'Orange' });
  });
});
