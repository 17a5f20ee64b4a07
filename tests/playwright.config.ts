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
  workers: process.env.CI ? 2 : undefined,
  // A flaky test is fixed, never retried.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./support/summaryReporter.ts']],
  use: {
    baseURL,
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
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
