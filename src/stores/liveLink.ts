/**
 * The live link to the person's own page: the window Irodori opened on it, the pairing, the paired port, and the
 * settings remembered per site. One link at a time, kept while the person moves between Irodori's pages.
 *
 * Irodori's side of the exchange (src/core/live/protocol.ts): the `ready` of the opened window is taken only from that
 * window and the origin of the address the person typed; the pairing code is drawn here and shown in Irodori, and the
 * person types it on the page; every port message is checked before it is acted on. Nothing is sent anywhere else:
 * the window messages go to that origin only.
 */
import { create } from 'zustand';
import { LIVE_MARK, PAIRING_CODE_DIGITS, readReady, readToIrodori, type LiveReport, type PairMessage, type ToHelper } from '../core/live/protocol';
import { decodeSites, encodeSites, siteOriginOf, withSite, type LiveSite, type LiveSites } from '../core/live/sites';
import { persist, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

/** How long a newly opened page has to say `ready` before the link gives up. */
export const LIVE_READY_TIMEOUT_MS = 60_000;

/** Where the link stands. */
export type LiveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'waiting'; readonly origin: string }
  | { readonly kind: 'pairing'; readonly origin: string; readonly code: string }
  | { readonly kind: 'connected'; readonly origin: string; readonly report: LiveReport }
  | { readonly kind: 'ended'; readonly origin: string | null; readonly reason: 'blocked' | 'closed' | 'timeout' | 'address' };

type LiveState = {
  status: LiveStatus;
  /** The scheme shown on the page. */
  scheme: 'light' | 'dark';
  /** Milliseconds from the last change sent to the page's confirmation that it set it (null before the first). */
  latency: number | null;
  sites: LiveSites;
  /** Opens the address in a window of its own and waits for its helper; ends any link before. */
  open: (url: string) => void;
  /** Puts the page's own values back and ends the link (the page stays open). */
  disconnect: () => void;
  /** Sends the values for the scheme to the paired page (nothing when not connected). */
  apply: (values: Readonly<Record<string, string>>) => void;
  setScheme: (scheme: 'light' | 'dark') => void;
  /** Asks the page for its variables again. */
  rescan: () => void;
  /** Changes the remembered settings of the connected site. */
  updateSite: (change: Partial<Pick<LiveSite, 'convention' | 'manual'>>) => void;
};

/** Returns a pairing code of PAIRING_CODE_DIGITS digits, from the browser's random source. */
function pairingCode(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10 ** PAIRING_CODE_DIGITS).padStart(PAIRING_CODE_DIGITS, '0');
}

/** The link's live parts, outside React's state: the window, the port, the listeners and timers. */
let popup: Window | null = null;
let port: MessagePort | null = null;
let stop: (() => void) | null = null;
let sent = 0;
const sentAt = new Map<number, number>();

export const useLiveLinkStore = create<LiveState>()((set, get) => {
  const end = (status: LiveStatus) => {
    stop?.();
    stop = null;
    port?.close();
    port = null;
    sentAt.clear();
    set({ status, latency: null });
  };
  const send = (message: ToHelper) => port?.postMessage(message);
  const saveSite = (origin: string, site: LiveSite) => {
    const sites = withSite(get().sites, origin, site);
    set({ sites });
    persist(STORAGE_KEYS.liveSites, encodeSites(sites));
  };

  return {
    status: { kind: 'idle' },
    scheme: 'light',
    latency: null,
    sites: restore(STORAGE_KEYS.liveSites, decodeSites),

    open(url) {
      const origin = siteOriginOf(url);
      if (port !== null) send({ type: 'restore' });
      end({ kind: 'idle' });
      if (origin === null || origin === window.location.origin) return set({ status: { kind: 'ended', origin, reason: 'address' } });
      const known = get().sites[origin];
      saveSite(origin, { url: url.trim(), convention: known?.convention ?? null, manual: known?.manual ?? {}, used: Date.now() });
      popup = window.open(url.trim(), 'irodori-live', 'popup,width=1280,height=860');
      if (popup === null) return set({ status: { kind: 'ended', origin, reason: 'blocked' } });
      const opened = popup;
      set({ status: { kind: 'waiting', origin } });

      const onMessage = (event: MessageEvent) => {
        // Only that window, from that origin; a `ready` again (the page reloaded) pairs afresh.
        if (event.source !== opened || event.origin !== origin || readReady(event.data) === null) return;
        port?.close();
        const channel = new MessageChannel();
        port = channel.port1;
        const code = pairingCode();
        port.onmessage = (portEvent) => {
          const message = readToIrodori(portEvent.data);
          if (message === null) return;
          if (message.type === 'applied') {
            const at = sentAt.get(message.id);
            sentAt.delete(message.id);
            if (at !== undefined) set({ latency: performance.now() - at });
          } else set({ status: { kind: 'connected', origin, report: message.report } });
        };
        opened.postMessage({ mark: LIVE_MARK, type: 'pair', code } satisfies PairMessage, origin, [channel.port2]);
        set({ status: { kind: 'pairing', origin, code } });
      };
      window.addEventListener('message', onMessage);
      const started = Date.now();
      const watch = window.setInterval(() => {
        if (opened.closed) end({ kind: 'ended', origin, reason: 'closed' });
        else if (get().status.kind === 'waiting' && Date.now() - started > LIVE_READY_TIMEOUT_MS) end({ kind: 'ended', origin, reason: 'timeout' });
      }, 500);
      stop = () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(watch);
      };
    },

    disconnect() {
      send({ type: 'restore' });
      end({ kind: 'idle' });
    },

    apply(values) {
      if (get().status.kind !== 'connected') return;
      const id = ++sent;
      sentAt.set(id, performance.now());
      send({ type: 'apply', values, scheme: get().scheme, id });
    },

    setScheme: (scheme) => set({ scheme }),

    rescan: () => send({ type: 'scan' }),

    updateSite(change) {
      const status = get().status;
      if (status.kind !== 'connected') return;
      const site = get().sites[status.origin];
      if (site) saveSite(status.origin, { ...site, ...change, used: Date.now() });
    },
  };
});
