import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS, watchForUpdate } from '../../src/app/serviceWorkerUpdates';
import { mayReloadForStaleChunk, reloadOnStaleChunk, STALE_CHUNK_RELOAD_KEY, STALE_CHUNK_RELOAD_WINDOW_MS } from '../../src/app/staleChunkReload';
import { SKIP_WAITING_MESSAGE } from '../../src/config/serviceWorker';

/** A stand-in ServiceWorker whose state the test moves on. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates++;
  }
  /** A new version starts installing (what the browser does after finding a changed sw.js). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A page with a service worker container; `controlled` says whether a worker controls it. */
function setUp({ controlled = true } = {}) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration),
    controller: controlled ? ({} as ServiceWorker) : null,
  });
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const waiting: unknown[] = [];
  const { check, stop } = watchForUpdate(container, (worker) => waiting.push(worker), page as unknown as Document);
  return { registration, container, page, waiting, check, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('watching for a new version', () => {
  it('reports a version that is already waiting', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker('installed');
    registration.waiting = worker;
    const container = Object.assign(new EventTarget(), { ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration), controller: {} as ServiceWorker });
    const waiting: unknown[] = [];
    watchForUpdate(container, (found) => waiting.push(found), Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document);
    await settle();
    expect(waiting).toEqual([worker]);
  });

  it('reports a version found later once it has installed, not before', async () => {
    const { registration, waiting } = setUp();
    await settle();
    const worker = new FakeWorker('installing');
    registration.found(worker);
    expect(waiting).toEqual([]);
    worker.moveTo('installed');
    expect(waiting).toEqual([worker]);
  });

  it('never reports the first install, which has nothing to replace', async () => {
    const { registration, waiting } = setUp({ controlled: false });
    await settle();
    const worker = new FakeWorker('installing');
    registration.found(worker);
    worker.moveTo('installed');
    worker.moveTo('activated');
    expect(waiting).toEqual([]);
  });

  it('asks for updates when the tab is shown again, every interval and on check, at most once a minute, until stopped', async () => {
    vi.useFakeTimers();
    const { registration, page, check, stop } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(1);
    check();
    expect(registration.updates).toBe(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MIN_GAP_MS);
    page.visibilityState = 'hidden';
    check();
    expect(registration.updates).toBe(1);
    page.visibilityState = 'visible';
    check();
    expect(registration.updates).toBe(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    page.dispatchEvent(new Event('visibilitychange'));
    check();
    expect(registration.updates).toBe(3);
  });

  it('asks for an update once the registration is known when a check came before it', async () => {
    const { registration, check } = setUp();
    check();
    expect(registration.updates).toBe(0);
    await settle();
    expect(registration.updates).toBe(1);
  });

  it('reports nothing once stopped', async () => {
    const { registration, waiting, stop } = setUp();
    await settle();
    const worker = new FakeWorker('installing');
    registration.found(worker);
    stop();
    worker.moveTo('installed');
    expect(waiting).toEqual([]);
  });
});

describe('applying an update', () => {
  it('asks the waiting worker to take over and reloads once it controls the page', () => {
    const container = new EventTarget();
    const worker = new FakeWorker('installed');
    const reload = vi.fn();
    applyUpdate(container as unknown as ServiceWorkerContainer, worker, reload);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk gone after a deploy', () => {
  /** A tab with session storage (or a broken one) whose reloads are counted. */
  function tab(storage: Map<string, string> | 'broken' = new Map()) {
    const reload = vi.fn();
    const sessionStorage = {
      getItem: (key: string) => {
        if (storage === 'broken') throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storage === 'broken') throw new Error('SecurityError');
        storage.set(key, value);
      },
    };
    const target = Object.assign(new EventTarget(), { sessionStorage, location: { reload } });
    return { target, reload, fail: () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true })) };
  }

  it('reloads at most once within the window, then again after it', () => {
    let now = 1_000_000;
    const storage = new Map<string, string>();
    const { target, reload, fail } = tab(storage);
    reloadOnStaleChunk(target, () => now);
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(STALE_CHUNK_RELOAD_KEY)).toBe(String(now));
    now += STALE_CHUNK_RELOAD_WINDOW_MS - 1;
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads of the tab (session storage), so it cannot loop', () => {
    const storage = new Map<string, string>();
    const first = tab(storage);
    reloadOnStaleChunk(first.target, () => 5_000);
    first.fail();
    const afterReload = tab(storage);
    reloadOnStaleChunk(afterReload.target, () => 6_000);
    afterReload.fail();
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('does not reload when there is no storage to guard with', () => {
    const { target, reload, fail } = tab('broken');
    reloadOnStaleChunk(target);
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a malformed stored time as long ago', () => {
    expect(mayReloadForStaleChunk(null, 0)).toBe(true);
    expect(mayReloadForStaleChunk(0, STALE_CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(mayReloadForStaleChunk(100, 100 + STALE_CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
  });
});
