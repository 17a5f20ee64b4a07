/**
 * The live link's fixture site: the person's own pages (tests/fixtures/live-site/), served on a port of their own
 * (so another origin than Irodori's), with the helper's snippet the test copied from Irodori written in place of
 * `<!--IRODORI-->`, and Bootstrap's compiled CSS from its npm package at /bootstrap.css. Every request is recorded.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PAGES = join(import.meta.dirname, '..', 'fixtures', 'live-site');
const BOOTSTRAP_CSS = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.css');

export type LiveSite = {
  /** http://localhost:<port> */
  readonly url: string;
  /** The same pages on another port (another origin), for a page that is not the person's. */
  readonly otherUrl: string;
  /** The paths requested, in order. */
  readonly requests: string[];
  setSnippet(snippet: string): void;
  close(): Promise<void>;
};

/** Starts the fixture site on a free port. */
export async function startLiveSite(): Promise<LiveSite> {
  let snippet = '';
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    try {
      if (path === '/bootstrap.css') {
        response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(await readFile(BOOTSTRAP_CSS));
      } else if (/^\/[a-z]+\.html$/.test(path)) {
        const page = await readFile(join(PAGES, path.slice(1)), 'utf8');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replace('<!--IRODORI-->', () => snippet));
      } else response.writeHead(404).end('not found');
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  const other = createServer((request, response) => server.emit('request', request, response));
  const listen = (target: typeof server) =>
    new Promise<number>((resolve) => target.listen(0, '127.0.0.1', () => resolve((target.address() as { port: number }).port)));
  const [port, otherPort] = [await listen(server), await listen(other)];
  const close = (target: typeof server) => new Promise<void>((resolve) => target.close(() => resolve()));
  return {
    // Another site than Irodori's (127.0.0.1), so the helper's prompt, which holds its own site's windows, leaves
    // Irodori's page free to answer the test.
    url: `http://localhost:${port}`,
    otherUrl: `http://127.0.0.1:${otherPort}`,
    requests,
    setSnippet: (text) => {
      snippet = text;
    },
    close: async () => {
      await Promise.all([close(server), close(other)]);
    },
  };
}
