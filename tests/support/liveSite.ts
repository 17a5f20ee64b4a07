/**
 * The live link's fixture site: the person's own pages (tests/fixtures/live-site/), served on a port of their own
 * (so another origin than Irodori's), with the helper's snippet the test copied from Irodori written in place of
 * `<!--IRODORI-->`, Bootstrap's compiled CSS from its npm package at /bootstrap.css, MUI's CSS variables as MUI writes
 * them for its default theme (light and dark, the dark one under its data selector, `[data-dark]`) at /mui.css, and /many.html, a product page of
 * about 2,000 elements (cards of shadcn/ui variables). Every request is recorded.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Locator } from '@playwright/test';

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
      if (path === '/many.html') {
        const page = await readFile(join(PAGES, 'shadcn.html'), 'utf8');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replace('<!--IRODORI-->', () => `${manyCards(MANY_CARDS)}${snippet}`));
      } else if (path === '/mui.css') {
        response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(await muiCss());
      } else if (path === '/bootstrap.css') {
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

/** Cards on /many.html: with the shadcn/ui page's own elements, about 2,000 elements. */
const MANY_CARDS = 320;

/** `count` product cards in shadcn/ui's variables, six elements each, some of their texts too faint to read. */
function manyCards(count: number): string {
  const card = (i: number) =>
    `<div class="card" style="background: var(--card); color: var(--card-foreground); padding: 8px; margin: 4px 0">` +
    `<h3>Item ${i}</h3><p>Ships in ${(i % 5) + 1} days. <span style="color: var(--muted-foreground)">Free returns</span></p>` +
    `<p style="color: ${i % 4 === 0 ? '#b8b8b8' : 'var(--foreground)'}">Rated ${(i % 50) / 10} of 5</p>` +
    `<a href="#item-${i}" style="color: var(--primary)">View</a></div>`;
  return `<section id="many">${Array.from({ length: count }, (_, i) => card(i)).join('')}</section>`;
}

/**
 * Answers the helper's prompt in every window of the context, as the person does, with the code Irodori's dialog
 * shows (`code`); returns the prompts' messages, in order. Irodori's page must be of another site than the page's
 * (or in a process of its own), so that it can be read while the prompt holds the page.
 */
export function answerPrompts(context: BrowserContext, code: Locator): string[] {
  const asked: string[] = [];
  context.on('dialog', async (prompt) => {
    asked.push(prompt.message());
    await code.waitFor();
    await prompt.accept((await code.textContent())!);
  });
  return asked;
}

/** MUI's own style sheets of its default theme with CSS variables, light and dark (dark under a data attribute), as CSS. */
async function muiCss(): Promise<string> {
  const { createTheme } = await import('@mui/material/styles');
  const theme = createTheme({ cssVariables: { colorSchemeSelector: 'data' }, colorSchemes: { light: true, dark: true } });
  const write = (rules: Record<string, unknown>): string =>
    Object.entries(rules)
      .map(([selector, body]) => {
        const entries = Object.entries(body as Record<string, unknown>);
        const nested = entries.filter(([, value]) => typeof value === 'object');
        // MUI names its plain properties as JavaScript does (colorScheme): CSS's own names (color-scheme).
        const css = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
        const declarations = entries.filter(([, value]) => typeof value !== 'object').map(([name, value]) => `${css(name)}: ${value};`);
        return `${selector} { ${declarations.join(' ')} ${nested.length ? write(Object.fromEntries(nested)) : ''} }`;
      })
      .join('\n');
  return (theme as unknown as { generateStyleSheets: () => Record<string, unknown>[] }).generateStyleSheets().map(write).join('\n');
}
