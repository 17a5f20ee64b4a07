/**
 * `scroll`: how smoothly a category grid scrolls through 2,000 colours in Chromium, on a production build
 * of the app served by `vite preview` on 127.0.0.1 (built into .bench/app/).
 *
 * Figures: frame rate while scrolling (target ≥ 55 fps), the longest main-thread task (target
 * ≤ 50 ms, from PerformanceObserver('longtask')), and per batch of 40 the main-thread work from the
 * worker's answer to the batch on screen, p95 (target < 16.7 ms, one frame). The batch figures come from
 * the marks the grid sets (src/features/category/useColorBatches.ts): main-thread work = (received →
 * committed) + (frame → painted); the waits for the worker and for the next frame are idle time and are
 * reported separately as the wall time from sentinel to painted.
 *
 * On a shared, busy machine wall-clock figures include time the renderer spent waiting for a CPU, so
 * the scroll is also traced (Chromium trace, categories toplevel and blink.user_timing) and the same
 * figures are given in main-thread CPU time (each task's `tdur`): what the page itself costs. A static
 * page scrolled the same way gives the machine's own frame rate for scale. Reports only, never fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/browser.ts';
import type { BenchContext, BenchTask } from './types.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the bench builds the app (git-ignored). */
export const APP_OUT_DIR = fileURLToPath(new URL('../../.bench/app/', import.meta.url));

/**
 * tsx (esbuild, keepNames) wraps named functions in `__name(...)`; functions handed to page.evaluate are
 * sent as source text, so the page needs that helper too.
 */
export const ESBUILD_NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** Targets: scrolling stays smooth. */
export const SCROLL_TARGETS = { fps: 55, longTaskMs: 50, batchP95Ms: 1000 / 60 } as const;

/** Returns a free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let built: Promise<void> | null = null;

/** Builds the app once per bench run into APP_OUT_DIR (production mode, the project's Vite config). */
export function buildApp(context: BenchContext): Promise<void> {
  built ??= (async () => {
    context.log('app: building a production build into .bench/app/');
    const { build } = await import('vite');
    await build({ root: `${ROOT}src`, configFile: `${ROOT}vite.config.ts`, logLevel: 'warn', build: { outDir: APP_OUT_DIR, emptyOutDir: true } });
  })();
  return built;
}

/**
 * A self-signed certificate for 127.0.0.1, made once with openssl into .bench/tls/: Chromium speaks HTTP/2 only over
 * TLS, and the browser the bench drives is told to accept it (--ignore-certificate-errors).
 */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = `${ROOT}.bench/tls/`;
  if (!existsSync(`${dir}cert.pem`)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}key.pem`, '-out', `${dir}cert.pem`], { stdio: 'ignore' });
  }
  return { key: readFileSync(`${dir}key.pem`), cert: readFileSync(`${dir}cert.pem`) };
}

/**
 * Serves the built app with `vite preview` on 127.0.0.1; resolves to its origin and a close function. With `http2`,
 * over TLS and HTTP/2 (Vite's preview server speaks HTTP/2 when given a certificate), as the hosts the build is made
 * for serve it (Netlify and Cloudflare Pages read its _headers and _redirects): one connection carries every chunk at
 * once, where HTTP/1.1 queues them six at a time.
 */
export async function serveApp({ http2 = false }: { http2?: boolean } = {}): Promise<{ origin: string; close: () => Promise<void> }> {
  const { preview } = await import('vite');
  const port = await freePort();
  const server = await preview({
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: APP_OUT_DIR },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false, ...(http2 ? { https: localCertificate() } : {}) },
  });
  return { origin: `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`, close: () => server.close() };
}

/** Opens Chromium with the project's launch options. */
export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  const options = chromiumLaunchOptions('measure');
  return chromium.launch({ ...options, args: [...options.args, ...args] });
}

/**
 * Builds the app (once a bench run), serves it (over HTTP/2 with `http2`: pages then need `ignoreHTTPSErrors`, the
 * certificate being the machine's own) and opens Chromium (with `args` added to its command line), then returns what `measure` returns, given the server's
 * origin and the browser; the browser and the server are closed whatever happens.
 */
export async function withServedApp<T>(
  context: BenchContext,
  measure: (origin: string, browser: Browser) => Promise<T>,
  { http2 = false, args = [] }: { http2?: boolean; args?: readonly string[] } = {},
): Promise<T> {
  await buildApp(context);
  const server = await serveApp({ http2 });
  const browser = await launchChromium(args);
  try {
    return await measure(server.origin, browser);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Waits (at most three minutes) for the machine's 1-minute load to fall under 1, as after the bench's own build: page loads and
 * Lighthouse runs timed right after it share two cores with the build's after-effects.
 */
export async function settleLoad(context: { log: (line: string) => void }): Promise<void> {
  const until = Date.now() + 180_000;
  if (loadavg()[0] >= 1) context.log('waiting for the machine load to fall under 1');
  while (loadavg()[0] >= 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2000));
}

/** Returns the 1-minute load average of the machine, as text (figures are noisy when it is high). */
export function loadAverage(): string {
  return loadavg()[0].toFixed(1);
}

/** Returns the p-th percentile (0–100) of a list, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What the page reports after scrolling. */
type ScrollReport = {
  frames: number[];
  durationMs: number;
  longTasks: number[];
  colours: number;
  batches: { main: number; wall: number }[];
};

/** Runs in the page: scrolls by `stepPx` every frame until `colours` colours are on screen. */
function scrollInPage({ colours, stepPx, timeoutMs }: { colours: number; stepPx: number; timeoutMs: number }): Promise<ScrollReport> {
  const longTasks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const marks = new Map<string, number>();
  let painted = 0;
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      marks.set(entry.name, entry.startTime);
      if (entry.name.startsWith('irodori:batch-painted:')) painted = Math.max(painted, Number(entry.name.split(':').pop()) + 1);
    }
  };
  record(performance.getEntriesByType('mark'));
  new PerformanceObserver((list) => record(list.getEntries())).observe({ type: 'mark' });

  return new Promise((resolve) => {
    const frames: number[] = [];
    const start = performance.now();
    let last = start;
    const step = (now: number) => {
      frames.push(now - last);
      last = now;
      if (painted * 40 >= colours || now - start > timeoutMs) {
        const batches: { main: number; wall: number }[] = [];
        for (let i = 1; i < painted; i++) {
          const at = (name: string) => marks.get(`irodori:batch-${name}:${i}`);
          const [requested, received, committed, frame, done] = ['requested', 'received', 'committed', 'frame', 'painted'].map(at);
          if ([requested, received, committed, frame, done].some((t) => t === undefined)) continue;
          batches.push({ main: committed! - received! + (done! - frame!), wall: done! - requested! });
        }
        resolve({ frames: frames.slice(1), durationMs: now - start, longTasks, colours: painted * 40, batches });
        return;
      }
      window.scrollBy(0, stepPx);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** One event of a Chromium trace (the fields used here; times in µs). */
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/** Main-thread figures of a trace, in CPU time (`tdur`) and wall time (`dur`), ms. */
export type MainThreadCost = {
  cpuMs: number;
  wallMs: number;
  longestCpuMs: number;
  longestWallMs: number;
  /** Main-thread CPU spent on each batch: (received → committed) + (frame → painted), by batch index. */
  batchCpuMs: Map<number, number>;
};

/**
 * Returns the renderer main thread's cost in a trace: the thread is the CrRendererMain of the process
 * that recorded the batch marks; tasks are its top-level ThreadControllerImpl::RunTask events. A task
 * that straddles a batch window counts in proportion to its overlap.
 */
export function mainThreadCost(events: readonly TraceEvent[]): MainThreadCost {
  const marks = new Map<string, { ts: number; pid: number }>();
  for (const e of events) if (e.name.startsWith('irodori:batch-')) marks.set(e.name, { ts: e.ts, pid: e.pid });
  const pid = marks.values().next().value?.pid;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === pid && e.tid === thread?.tid)
    .sort((a, b) => a.ts - b.ts);
  const cost: MainThreadCost = { cpuMs: 0, wallMs: 0, longestCpuMs: 0, longestWallMs: 0, batchCpuMs: new Map() };
  for (const task of tasks) {
    cost.cpuMs += (task.tdur ?? 0) / 1000;
    cost.wallMs += (task.dur ?? 0) / 1000;
    cost.longestCpuMs = Math.max(cost.longestCpuMs, (task.tdur ?? 0) / 1000);
    cost.longestWallMs = Math.max(cost.longestWallMs, (task.dur ?? 0) / 1000);
  }
  const cpuIn = (from: number, to: number) => {
    let sum = 0;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      if (end <= from) continue;
      if (task.ts >= to) break;
      const overlap = Math.min(end, to) - Math.max(task.ts, from);
      if (overlap > 0 && task.dur) sum += ((task.tdur ?? 0) * overlap) / task.dur;
    }
    return sum / 1000;
  };
  for (const [name] of marks) {
    if (!name.startsWith('irodori:batch-received:')) continue;
    const batch = Number(name.split(':').pop());
    const at = (mark: string) => marks.get(`irodori:batch-${mark}:${batch}`)?.ts;
    const [received, committed, frame, painted] = [at('received'), at('committed'), at('frame'), at('painted')];
    if (received === undefined || committed === undefined || frame === undefined || painted === undefined) continue;
    cost.batchCpuMs.set(batch, cpuIn(received, committed) + cpuIn(frame, painted));
  }
  return cost;
}

/** Runs in the page: scrolls by `stepPx` every frame for `ms`; returns the frame intervals. */
function scrollFor({ ms, stepPx }: { ms: number; stepPx: number }): Promise<{ frames: number[]; durationMs: number }> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    const start = performance.now();
    let last = start;
    const step = (now: number) => {
      frames.push(now - last);
      last = now;
      if (now - start > ms) return resolve({ frames: frames.slice(1), durationMs: now - start });
      window.scrollBy(0, stepPx);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** A static page of 3,000 coloured boxes in five columns: what this machine manages without any script. */
const STATIC_PAGE = `<body style="margin:0"><div style="display:grid;grid-template-columns:repeat(5,1fr);gap:16px;padding:16px">${Array.from(
  { length: 3000 },
  (_, i) => `<div style="height:197px;border-radius:14px;background:hsl(${(i * 37) % 360} 60% 60%)"></div>`,
).join('')}</div></body>`;

export const scrollTask: BenchTask = {
  id: 'scroll',
  unit: 'frames while scrolling a category grid through 2,000 colours',
  reference: 'fps',
  targets: [
    { impl: 'fps', atLeast: SCROLL_TARGETS.fps },
    // 1000 / p95 of a batch's main-thread work: at least 60 means p95 under one 16.7 ms frame.
    { impl: 'batches (1/p95)', atLeast: 60 },
  ],
  async run(context) {
    return withServedApp(context, async (origin, browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript({ content: ESBUILD_NAME_SHIM });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(`${origin}/categories/green`);
      await page.waitForFunction(() => performance.getEntriesByName('irodori:batch-painted:0').length > 0);
      // A brisk, steady scroll: 3,000 px per second at 60 fps.
      context.log('scroll: scrolling the green category grid to 2,000 colours (traced)');
      await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      const report = await page.evaluate(scrollInPage, {
        colours: context.quick ? 400 : 2000,
        stepPx: 50,
        timeoutMs: 120_000,
      });
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
      const cost = mainThreadCost(Array.isArray(trace) ? trace : trace.traceEvents);
      const batchCpu = [...cost.batchCpuMs.entries()].filter(([batch]) => batch > 0).map(([, ms]) => ms);
      const domCells = await page.evaluate(() => document.querySelectorAll('[data-testid="category-grid"] [role="listitem"]').length);

      // The same scroll on a static page, for scale: the machine's own frame rate under its current load.
      await page.setContent(STATIC_PAGE);
      await page.evaluate(ESBUILD_NAME_SHIM);
      const baseline = await page.evaluate(scrollFor, { ms: Math.min(report.durationMs, 10_000), stepPx: 50 });
      const baselineFps = (baseline.frames.length * 1000) / baseline.durationMs;

      const fps = (report.frames.length * 1000) / report.durationMs;
      const slowFrames = report.frames.filter((ms) => ms > 1.5 * (1000 / 60)).length;
      const longest = Math.max(0, ...report.longTasks);
      const main = report.batches.map((b) => b.main);
      const wall = report.batches.map((b) => b.wall);
      const p95 = percentile(main, 95);
      const verdict = (holds: boolean) => (holds ? 'HOLDS ' : 'MISSED');
      return {
        opsPerSecond: { fps, 'static page fps': baselineFps, 'batches (1/p95)': 1000 / p95 },
        notes: [
          `${report.colours} colours in ${(report.durationMs / 1000).toFixed(1)} s; ${report.frames.length} frames, ${fps.toFixed(1)} fps; frames over 25 ms: ${slowFrames}; p95 frame ${percentile(report.frames, 95).toFixed(1)} ms`,
          `${verdict(fps >= SCROLL_TARGETS.fps)}  frame rate ≥ ${SCROLL_TARGETS.fps} fps (measured ${fps.toFixed(1)})`,
          `${verdict(longest <= SCROLL_TARGETS.longTaskMs)}  no long task over ${SCROLL_TARGETS.longTaskMs} ms (longest ${longest.toFixed(0)} ms; ${report.longTasks.length} long tasks)`,
          `${verdict(p95 < SCROLL_TARGETS.batchP95Ms)}  batch main-thread work p95 < 16.7 ms (measured p95 ${p95.toFixed(2)} ms, median ${percentile(main, 50).toFixed(2)} ms, max ${Math.max(...main).toFixed(2)} ms over ${main.length} batches)`,
          `sentinel → batch painted, wall time incl. worker and frame wait: median ${percentile(wall, 50).toFixed(1)} ms, p95 ${percentile(wall, 95).toFixed(1)} ms`,
          `main-thread CPU time (what the page costs, without waits for a CPU): ${(cost.cpuMs / report.frames.length).toFixed(2)} ms per frame (${((cost.cpuMs / cost.wallMs) * 100).toFixed(0)}% of task wall time); longest task ${cost.longestCpuMs.toFixed(1)} ms CPU (${cost.longestWallMs.toFixed(0)} ms wall); batch CPU p95 ${percentile(batchCpu, 95).toFixed(2)} ms, max ${Math.max(0, ...batchCpu).toFixed(2)} ms`,
          `grid cells in the DOM at the end: ${domCells}`,
          `for scale, a static page without script scrolled the same way: ${baselineFps.toFixed(1)} fps (machine load: ${loadAverage()})`,
          ...problems,
        ],
      };
    });
  },
};
