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

/** Debian's Chromium package installs the browser here. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The one place that finds the browser for Playwright: PLAYWRIGHT_CHROMIUM_EXECUTABLE if set,
 * else Debian's /usr/bin/chromium, else undefined (Playwright's own bundled browser).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
}

/** Launch options for playwright's chromium.launch(), shared by tests and benchmarks. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true };
}
