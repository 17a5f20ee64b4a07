import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build to serve: dist/ by default; E2E_DIST lets parallel runs serve their own build. */
const DIST = resolve(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist');
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests in a real Chromium against the production build (`npm run build` first), served
 * by `vite preview`. Find the browser in tests/support/browser.ts.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // Three workers even on two cores: a worker waits on the browser part of the time; with three, the browser keeps both
  // cores busy (about 90%). Half the cores above six.
  workers: Math.max(3, Math.floor(availableParallelism() / 2)),
  // A flaky test is fixed, never retried.
  retries: 0,
  // The tests assert behaviour, not speed (the benches measure that): a long story (a reload, an export, a second
  // window) takes two to three times its quiet time when three workers share two cores, so the limit leaves it room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./support/summaryReporter.ts']],
  use: {
    baseURL,
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    // A failure keeps a screenshot and its error. Traces cost a quarter of the suite's time (a DOM snapshot
    // and a screenshot at every step of every test): ask for one when debugging, `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker's install downloads the whole app (200 files) in every test's context: only the
    // suites about it (offline, privacy, deploy) let it run (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    cwd: '..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
