/**
 * Makes sure Playwright has a Chromium to drive, installing one when none is found (used by
 * `npm test` and .ci/run alike): PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell) or full browser (/usr/bin/chromium), else Playwright's bundled
 * browser; if none exists, Debian's `chromium-headless-shell` package via apt-get when running as root,
 * otherwise Playwright's own installer. Exits non-zero with the fix when it cannot.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from './browser';

function run(command: string): boolean {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function bundledChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function found(): string | undefined {
  const configured = chromiumExecutable();
  if (configured && existsSync(configured)) return configured;
  return bundledChromium();
}

const explicit = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
if (explicit && !existsSync(explicit)) {
  console.error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE is set to ${explicit}, which does not exist. Unset it or point it at a Chromium binary.`);
  process.exit(1);
}

let browser = found();
if (!browser) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log('No Chromium found for the browser tests; installing one…');
  if (isRoot && run('command -v apt-get >/dev/null')) {
    // The headless shell, or the full browser where the package does not exist: the tests run on either.
    if (!run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell')) {
      run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    }
  }
  if (!found()) run('npx playwright install chromium');
  browser = found();
}

if (!browser) {
  console.error(
    [
      'Could not find or install Chromium for the end-to-end tests.',
      'Fix: install Debian\'s package as root (`sudo apt-get install chromium-headless-shell`),',
      'or run `npx playwright install chromium`,',
      'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to the path of a Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Browser tests use ${browser}`);
