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
import { pageReport } from '../core/live/pageReport';
import { LIVE_MARK, PAIRING_CODE_DIGITS, readReady, readToIrodori, type LiveNode, type LiveReport, type PairMessage, type ToHelper } from '../core/live/protocol';
import type { ThemeColors } from '../core/theme/roles';
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

/** The page's elements as the helper last reported them for the inspector, and how long the report took to arrive. */
export type LiveNodesReport = { readonly nodes: readonly LiveNode[]; readonly roundTrip: number; readonly at: number };

type LiveState = {
  status: LiveStatus;
  /** The last inspection's elements (null before the first, or once the link ends). */
  inspection: LiveNodesReport | null;
  /** The colour vision the page is shown as (null: as it is). */
  vision: string | null;
  /** The scheme shown on the page. */
  scheme: 'light' | 'dark';
  /** Milliseconds from the last change sent to the page's confirmation that it set it (null before the first). */
  latency: number | null;
  sites: LiveSites;
  /** Opens the address in a window of its own and waits for its helper; ends any link before. */
  open: (url: string) => void;
  /** Puts the page's own values back and ends the link (the page stays open). */
  disconnect: () => void;
  /** Sends the values for the scheme to the paired page (nothing when not connected, or when they are the last sent). */
  apply: (values: Readonly<Record<string, string>>) => void;
  /**
   * Paints a theme on the paired page with the painter the theme's live link set (its mapping of the page), at once:
   * a tool calls it as an edit happens, before its page renders the edit. Nothing when no painter is set.
   */
  paint: (theme: ThemeColors) => void;
  /** Sets (or clears) how a theme becomes the paired page's values, for `paint`. */
  setPainter: (painter: ((theme: ThemeColors) => Readonly<Record<string, string>>) | null) => void;
  setScheme: (scheme: 'light' | 'dark') => void;
  /** Asks the page for its variables again. */
  rescan: () => void;
  /** Asks the page for its elements, for the inspector; again after each change the page confirms, once asked. */
  inspect: () => void;
  /** Stops following the page with inspections (the inspector closed), and takes the outline off. */
  stopInspecting: () => void;
  /** Outlines one element of the last inspection on the page (-1: none). */
  mark: (index: number) => void;
  /** Shows the page through a colour-vision matrix (null: as it is). */
  setVision: (vision: string | null, matrix: readonly number[] | null) => void;
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
/** The last values and scheme sent, so the same change is not sent twice (an edit painted at once, then rendered). */
let lastSent = '';
let painter: ((theme: ThemeColors) => Readonly<Record<string, string>>) | null = null;
/** When the inspection in flight was asked for (null: none), and whether another is wanted once it arrives. */
let inspecting: number | null = null;
let inspectAgain = false;

export const useLiveLinkStore = create<LiveState>()((set, get) => {
  const end = (status: LiveStatus) => {
    stop?.();
    stop = null;
    port?.close();
    port = null;
    sentAt.clear();
    lastSent = '';
    inspecting = null;
    inspectAgain = false;
    set({ status, latency: null, inspection: null, vision: null });
  };
  const send = (message: ToHelper) => port?.postMessage(message);
  const saveSite = (origin: string, site: LiveSite) => {
    const sites = withSite(get().sites, origin, site);
    set({ sites });
    persist(STORAGE_KEYS.liveSites, encodeSites(sites));
  };

  const askNodes = () => {
    if (inspecting !== null) {
      inspectAgain = true;
      return;
    }
    inspecting = performance.now();
    send({ type: 'inspect' });
  };

  return {
    status: { kind: 'idle' },
    inspection: null,
    vision: null,
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
            // The page changed: an inspection shown is brought up to date.
            if (get().inspection !== null) askNodes();
          } else if (message.type === 'nodes') {
            if (inspecting === null) return;
            set({ inspection: { nodes: message.nodes, roundTrip: performance.now() - inspecting, at: performance.now() } });
            inspecting = null;
            if (inspectAgain) {
              inspectAgain = false;
              askNodes();
            }
          } else {
            // A new report (the page paired, reloaded or rescanned): the next values are sent whatever was sent before.
            lastSent = '';
            set({ status: { kind: 'connected', origin, report: pageReport(message.rules) } });
          }
        };
        set({ status: { kind: 'pairing', origin, code } });
        // The code is on screen before the page can ask for it: the helper asks with the browser's prompt, which
        // holds every window of the site's process until it is answered, Irodori's too when both are of one site
        // (two ports of localhost).
        // After the next frame, or after a moment where no frame comes (a window the popup hides has none), once.
        let offered = false;
        const offer = () => {
          if (offered || port !== channel.port1) return;
          offered = true;
          opened.postMessage({ mark: LIVE_MARK, type: 'pair', code } satisfies PairMessage, origin, [channel.port2]);
        };
        requestAnimationFrame(() => setTimeout(offer));
        setTimeout(offer, 250);
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
      const status = get().status;
      if (status.kind !== 'connected') return;
      const key = JSON.stringify([get().scheme, values]);
      if (key === lastSent) return;
      lastSent = key;
      const id = ++sent;
      sentAt.set(id, performance.now());
      send({ type: 'apply', values, scheme: get().scheme, dark: status.report.dark, id });
    },

    paint(theme) {
      if (painter !== null && get().status.kind === 'connected') get().apply(painter(theme));
    },

    setPainter(next) {
      painter = next;
    },

    setScheme: (scheme) => set({ scheme }),

    rescan: () => send({ type: 'scan' }),

    inspect() {
      if (get().status.kind === 'connected') askNodes();
    },

    stopInspecting() {
      inspecting = null;
      inspectAgain = false;
      send({ type: 'mark', index: -1 });
      set({ inspection: null });
    },

    mark: (index) => send({ type: 'mark', index }),

    setVision(vision, matrix) {
      if (get().status.kind !== 'connected') return;
      send({ type: 'vision', matrix });
      set({ vision });
    },

    updateSite(change) {
      const status = get().status;
      if (status.kind !== 'connected') return;
      const site = get().sites[status.origin];
      if (site) saveSite(status.origin, { ...site, ...change, used: Date.now() });
    },
  };
});
