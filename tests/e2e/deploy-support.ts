/**
 * A deploy in a test: a static host serving one folder whose contents can be swapped for another
 * build (as a host does on deploy), and "build B", the app built again with one page changed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, createReadStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The build the suite runs against (tests/playwright.config.ts): build A. */
export const BUILD_A = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A fresh temporary folder. */
export function tempFolder(name: string): string {
  return mkdtempSync(join(tmpdir(), `irodori-${name}-`));
}

/**
 * Serves `root` on 127.0.0.1 like a static host with an app rewrite: files as they are (no caching),
 * addresses without an extension get index.html, anything else missing is a 404. The port is
 * E2E_DEPLOY_PORT, else a free one.
 */
export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const base = resolve(root);
  const server = createServer((request, response) => {
    const pathname = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    let file = join(base, pathname);
    const found = (path: string) => path.startsWith(base + sep) && statSync(path, { throwIfNoEntry: false })?.isFile();
    if (!found(file) && extname(pathname) === '') file = join(base, 'index.html');
    if (!found(file)) {
      response.writeHead(404, { 'cache-control': 'no-cache' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(Number(process.env.E2E_DEPLOY_PORT ?? 0), '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Deploys `build` into the served folder `target`: its files replace all of the previous ones. */
export function deploy(build: string, target: string): void {
  for (const name of readdirSync(target)) rmSync(join(target, name), { recursive: true, force: true });
  cpSync(build, target, { recursive: true });
}

/**
 * Builds "B" into `outDir`: the production build (tests/e2e/deploy-b.vite.config.ts) with the History
 * page marking the document `data-deploy="B"`. Its chunk, the entry that imports it, index.html,
 * every route's HTML and the service worker's precache list all change, as in a real deploy.
 */
export function buildB(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--config', 'tests/e2e/deploy-b.vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
