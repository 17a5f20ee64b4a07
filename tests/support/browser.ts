import { existsSync } from 'node:fs';

/** Chromium's flags for headless runs on machines with a closed network (no sandbox for root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium package (`chromium`) installs the browser here. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` package: the same Chromium build (Blink, V8, the network stack) with Chromium's
 * headless-only shell instead of the browser's windows and profile services, the build Playwright itself runs
 * headless tests on. A fresh browser context and its first page load take half the time they take in the full
 * browser (the end-to-end suite: 8.1 minutes against 11.7 on two cores), so the tests prefer it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What a Chromium is for: the tests (the headless shell first) or a measure of what users run (the full browser first). */
export type ChromiumUse = 'tests' | 'measure';

/**
 * The one place that finds the browser for Playwright: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set, else Debian's
 * headless shell or full browser (in the order `use` prefers), else undefined (Playwright's own bundled browser).
 */
export function chromiumExecutable(use: ChromiumUse = 'tests'): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  const order = use === 'tests' ? [HEADLESS_SHELL, SYSTEM_CHROMIUM] : [SYSTEM_CHROMIUM, HEADLESS_SHELL];
  return order.find((path) => existsSync(path));
}

/** Launch options for playwright's chromium.launch(), shared by tests, screenshots and benchmarks. */
export function chromiumLaunchOptions(use: ChromiumUse = 'tests') {
  return { executablePath: chromiumExecutable(use), args: CHROMIUM_ARGS, headless: true };
}
