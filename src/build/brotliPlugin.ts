/**
 * Brotli copies for the built site. Every text file of the build (scripts, styles, the wasm, the
 * manifest) is written a second time as `<file>.br`, compressed once at the highest level, for a
 * production server or static host that serves precompressed files (nginx `brotli_static`, Netlify,
 * Cloudflare Pages…). For the app's code brotli is some 15 % smaller than gzip. `npm start` (vite
 * preview, not a production server) does not send them. The service worker never precaches them.
 */
import { readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Types worth compressing (fonts and images are compressed already), with the type they are served as. */
export const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Smaller files are not worth a second copy (one packet either way). */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Writes `<file>.br` next to every compressible file of `dir` where it saves space; returns how many. */
export function writeBrotliFiles(dir: string): number {
  let written = 0;
  for (const file of listFiles(dir)) {
    const type = COMPRESSIBLE[extname(file)];
    if (!type) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const compressed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: type === 'application/wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (compressed.length >= source.length * 0.9) continue;
    writeFileSync(`${file}.br`, compressed);
    written++;
  }
  return written;
}

export function brotliPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'irodori-brotli',
    // The copies are written at build only.
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file (public ones included) is in place.
    closeBundle: {
      order: 'post',
      handler() {
        if (outDir) writeBrotliFiles(outDir);
      },
    },
  };
}
