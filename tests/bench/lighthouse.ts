/**
 * `lighthouse`: Lighthouse (the npm package, driving the system Chromium) on a production build served over
 * HTTP/2, mobile emulation, for /, a colour page, a category page, /palettes and the generator. Targets:
 * performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.
 *
 * Lighthouse is large and only the bench needs it, so it is installed on first use into
 * .bench/lighthouse/ (git-ignored) rather than being a project dependency; each page's full report is kept
 * there as report-*.json. Reports only, never fails.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/browser.ts';
import { buildApp, loadAverage, serveApp, settleLoad } from './scroll.ts';
import type { BenchContext, BenchTask } from './types.ts';

const TOOL_DIR = fileURLToPath(new URL('../../.bench/lighthouse/', import.meta.url));
const PAGES = [
  '/',
  '/colors/3a7bd5',
  '/categories/green',
  '/palettes',
  '/tools/generator?color=3a7bd5&tab=alternative',
  '/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51',
  '/japanese-colors',
  '/combinations',
];
/** `LIGHTHOUSE_PAGES=/,/colors/3a7bd5 npm run bench -- --only lighthouse` audits only those. */
const SELECTED = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : PAGES;
/**
 * The build is served over HTTP/2, as the hosts it is made for serve it (see serveApp): Lighthouse's simulated
 * network gives an HTTP/1.1 origin six connections, so a page's first wave of chunks (up to 45 on the colour page)
 * queued there, six at a time, a throttled round trip each. `LIGHTHOUSE_HTTP=1` measures over HTTP/1.1 instead.
 * Over HTTPS the browser asks for brotli, and vite preview sends the build's .br copies as those hosts do
 * (src/build/brotliPlugin.ts); over HTTP it compresses with gzip.
 */
const HTTP2 = process.env.LIGHTHOUSE_HTTP !== '1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

type LighthouseResult = {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; score: number | null }> };
};
/** The metrics behind the performance score, printed so a miss says where the time goes. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
] as const;
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
type ChromeLauncher = { launch(options: Record<string, unknown>): Promise<{ port: number; kill(): Promise<void> | void }> };

/** Installs Lighthouse into .bench/lighthouse on first use and loads it. */
async function loadLighthouse(context: BenchContext): Promise<{ lighthouse: LighthouseFn; launcher: ChromeLauncher }> {
  if (!existsSync(`${TOOL_DIR}node_modules/lighthouse`)) {
    context.log('lighthouse: installing the lighthouse package into .bench/lighthouse/ (first run only)');
    mkdirSync(TOOL_DIR, { recursive: true });
    // A package.json of its own, so npm installs here and never touches the project's node_modules.
    writeFileSync(`${TOOL_DIR}package.json`, JSON.stringify({ name: 'irodori-bench-tools', private: true }));
    execSync('npm install --no-audit --no-fund lighthouse@13 chrome-launcher', { cwd: TOOL_DIR, stdio: 'ignore' });
  }
  const require = createRequire(`${TOOL_DIR}package.json`);
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default as LighthouseFn;
  const launcher = (await import(pathToFileURL(require.resolve('chrome-launcher')).href)) as ChromeLauncher;
  return { lighthouse, launcher };
}

export const lighthouseTask: BenchTask = {
  id: 'lighthouse',
  unit: 'Lighthouse score (mobile), lowest over five pages',
  reference: 'performance',
  targets: CATEGORIES.map((category) => ({ impl: category, atLeast: TARGETS[category] })),
  async run(context) {
    const { lighthouse, launcher } = await loadLighthouse(context);
    await buildApp(context);
    await settleLoad(context);
    const server = await serveApp({ http2: HTTP2 });
    const chrome = await launcher.launch({
      chromePath: chromiumExecutable('measure'),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(HTTP2 ? ['--ignore-certificate-errors'] : [])],
    });
    const rows: string[] = [];
    const lowest: Record<string, number> = Object.fromEntries(CATEGORIES.map((category) => [category, 100]));
    try {
      for (const path of SELECTED) {
        context.log(`lighthouse: ${path}`);
        const result = await lighthouse(`${server.origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
        });
        const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        scores.forEach((score, index) => (lowest[CATEGORIES[index]] = Math.min(lowest[CATEGORIES[index]], score)));
        rows.push(`${path.padEnd(48)} ${scores.map((score, index) => `${CATEGORIES[index]} ${score}`).join(', ')}`);
        const audits = result?.lhr.audits ?? {};
        const metrics = METRICS.map(([audit, label, unit]) => {
          const value = audits[audit]?.numericValue;
          return `${label} ${value === undefined ? '?' : unit ? Math.round(value) + unit : value.toFixed(3)}`;
        });
        rows.push(`${''.padEnd(48)} ${metrics.join(', ')}`);
        writeFileSync(`${TOOL_DIR}report-${path.replace(/[^a-z0-9]+/gi, '_')}.json`, JSON.stringify(result?.lhr));
      }
    } finally {
      await chrome.kill();
      await server.close();
    }
    return {
      opsPerSecond: lowest,
      notes: [...rows, `machine load: ${loadAverage()}, served over HTTP/${HTTP2 ? '2' : '1.1'} (performance is simulated-throttled mobile; a loaded 2-core machine lowers it)`, '(figures are scores 0–100, not operations per second)'],
    };
  },
};
