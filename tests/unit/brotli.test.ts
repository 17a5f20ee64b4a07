import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeBrotliFiles } from '../../src/build/brotliPlugin';

/** A build folder with a large script, a small one, a font and a nested stylesheet. */
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'irodori-brotli-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'export const colors = ["#3a7bd5", "#ff6b4a"];\n'.repeat(200));
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'assets', 'app.css'), 'body { color: red; }\n'.repeat(100));
  return dir;
}

describe('brotli copies', () => {
  it('are written for compressible files worth compressing, never for fonts or tiny files', () => {
    const dir = site();
    expect(writeBrotliFiles(dir)).toBe(2);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'app.css.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font.woff2.br'))).toBe(false);
    const original = readFileSync(join(dir, 'assets', 'app.js'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).equals(original)).toBe(true);
  });
});
