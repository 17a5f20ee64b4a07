/**
 * Brotli for the built site. Every text file of the build (scripts, styles, the wasm, the manifest)
 * is written a second time as `<file>.br`, compressed once at the highest level; `npm start` (vite
 * preview) sends that copy to browsers that accept it, and compresses the rest on the fly with gzip
 * as before. For the app's code brotli is some 15 % smaller than gzip: on a slow connection the
 * first paint waits for those bytes. Static hosts that compress themselves can ignore the .br files
 * (the service worker never precaches them).
 */
import { createReadStream, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Types worth compressing (fonts and images are compressed already) and how they are served. */
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

type Next = (error?: unknown) => void;

/**
 * Middleware: answers GET and HEAD for a file of `root` that has a `.br` copy with that copy, when
 * the request accepts brotli; everything else goes on to the next handler. `headers` are added to
 * every answer (the site's security headers).
 */
export function brotliMiddleware(root: string, headers: Record<string, string> = {}) {
  const base = resolve(root);
  return (request: IncomingMessage, response: ServerResponse, next: Next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    const type = COMPRESSIBLE[extname(pathname)];
    const file = normalize(join(base, pathname));
    if (!type || !file.startsWith(base + sep)) return next();
    let size: number;
    let etag: string;
    try {
      const stats = statSync(`${file}.br`);
      if (!stats.isFile()) return next();
      size = stats.size;
      etag = `W/"br-${stats.size}-${stats.mtime.getTime()}"`;
    } catch {
      return next();
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', size);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(`${file}.br`).on('error', next).pipe(response);
  };
}

export function brotliPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'irodori-brotli',
    // Writes the copies at build, serves them in preview; the dev server has neither.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
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
    configurePreviewServer(server) {
      server.middlewares.use(brotliMiddleware(resolve(server.config.root, server.config.build.outDir), server.config.preview.headers as Record<string, string> | undefined));
    },
  };
}
