/**
 * Brotli copies for the built site. Every text file of the build (scripts, styles, the wasm, the
 * manifest) is written a second time as `<file>.br`, compressed once at the highest level, for a
 * production server or static host that serves precompressed files (nginx `brotli_static`, Netlify,
 * Cloudflare Pages…). For the app's code brotli is some 15 % smaller than gzip. `npm start` (vite
 * preview) sends them as those hosts do, to a browser that asks for brotli (browsers ask over HTTPS only; over
 * plain HTTP vite preview compresses with gzip). The service worker never precaches them.
 */
import { createReadStream, existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
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

/** The type a compressible file is served as (as vite preview serves it plain: a page with its character set). */
function servedType(extension: string): string | undefined {
  return extension === '.html' ? 'text/html; charset=utf-8' : COMPRESSIBLE[extension];
}

export function brotliPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'irodori-brotli',
    // The copies are written at build only, and sent by `vite preview`. After the prerender plugin, whose preview
    // middleware turns an address into its page's file first (a route's HTML is served from its .br copy too).
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    enforce: 'post',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((request, response, next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return next();
        if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return next();
        let file: string;
        try {
          file = join(dist, decodeURIComponent(new URL(request.url, 'http://localhost').pathname));
        } catch {
          return next(); // an address that cannot be decoded is not a file of the build
        }
        const type = servedType(extname(file));
        if (!type || !file.startsWith(dist + sep) || !existsSync(`${file}.br`)) return next();
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Content-Length', statSync(`${file}.br`).size);
        if (request.method === 'HEAD') response.end();
        else createReadStream(`${file}.br`).pipe(response);
      });
    },
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
