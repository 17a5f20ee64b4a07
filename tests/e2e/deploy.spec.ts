import { rmSync } from 'node:fs';
import { expect, readyPage, test, type BrowserContext, type Page } from './fixtures';
import { BUILD_A, buildB, deploy, serveFolder, tempFolder } from './deploy-support';
import { axeViolations, text } from './helpers';

// One host whose folder is deployed to, and one build B made once: the tests take turns.
test.describe.configure({ mode: 'serial' });

let buildOfB = '';
let served = '';
let host: Awaited<ReturnType<typeof serveFolder>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000); // one production build
  buildOfB = tempFolder('deploy-b');
  buildB(buildOfB);
  served = tempFolder('deploy-host');
  host = await serveFolder(served);
});

test.afterAll(async () => {
  await host?.close();
  for (const folder of [buildOfB, served]) if (folder) rmSync(folder, { recursive: true, force: true });
});

// Every test starts with build A deployed.
test.beforeEach(() => deploy(BUILD_A, served));

/** Counts the page's loads from now on. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

/** The service worker that controls the page (waiting until one does) and whether another waits. */
async function serviceWorkerOf(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    const controller = navigator.serviceWorker.controller!;
    return { scriptURL: controller.scriptURL, state: controller.state, waiting: registration.waiting !== null };
  });
}

async function newTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await readyPage(context);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page;
}

const history = text('en', 'titles.history');

test('a tab left open across a deploy keeps working, offers the new version, and Reload switches to it', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: host!.url, serviceWorkers: 'allow' });
  const page = await newTab(context, '/');
  // Build A's worker installs (precaching A) and takes control of the page.
  await expect.poll(async () => (await serviceWorkerOf(page)).state, { timeout: 30_000 }).toBe('activated');
  // The update notice is in too (loaded once the page is idle): it watches the next navigations.
  await expect(page.getByTestId('update-notice')).toBeAttached();
  const loads = countLoads(page);

  deploy(buildOfB, served);
  // The History page's chunk changed: the open tab still runs A, whose chunk A's worker holds.
  await page.getByRole('link', { name: history }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: history })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-deploy', 'B');

  // The navigation asked the host for a new version: B installs, waits, and is offered.
  const prompt = page.getByRole('status').filter({ hasText: text('en', 'update.available') });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect((await serviceWorkerOf(page)).waiting).toBe(true);
  expect(loads.count).toBe(0);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: text('en', 'theme.toDark') }).click();
    expect(await axeViolations(page), `${theme} theme`).toEqual([]);
  }

  // Reload, from the keyboard: B takes over and the page reloads once, now running B.
  const reload = prompt.getByRole('button', { name: text('en', 'update.reload') });
  await reload.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.locator('html')).toHaveAttribute('data-deploy', 'B');
  await expect(page.getByRole('heading', { level: 1, name: history })).toBeVisible();
  await expect.poll(() => serviceWorkerOf(page)).toEqual({ scriptURL: `${host!.url}/sw.js`, state: 'activated', waiting: false });
  expect(loads.count).toBe(1);
  await expect(prompt).toHaveCount(0);

  // Offline, the worker in control answers from its own precache: B's.
  await context.setOffline(true);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: history })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-deploy', 'B');
  await context.close();
});

test('without a service worker, a chunk gone after a deploy reloads the page once, and never twice', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: host!.url, serviceWorkers: 'block' });
  const page = await newTab(context, '/');
  const loads = countLoads(page);

  deploy(buildOfB, served);
  // A's History chunk is gone from the host: the page reloads (at the new address) and gets B.
  await page.getByRole('link', { name: history }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-deploy', 'B');
  await expect(page.getByRole('heading', { level: 1, name: history })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/history');
  expect(loads.count).toBe(1);
  await expect(page.getByText(text('en', 'errors.somethingWentWrong'))).toHaveCount(0);

  // Another deploy at once: this time the missing chunk is shown as an error, not a reload loop.
  deploy(BUILD_A, served);
  await page.getByRole('link', { name: text('en', 'nav.generator') }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'errors.somethingWentWrong') })).toBeVisible();
  expect(loads.count).toBe(1);
  await context.close();
});
