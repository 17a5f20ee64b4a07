/**
 * What the live link remembers of each site the person connected: its last address, the convention chosen for it
 * (null: found automatically each time) and the variables mapped by hand to theme roles. Stored by origin; the codec
 * never throws, and drops anything that is not a site's settings.
 */
import { isVariableName } from './protocol.ts';

/**
 * The conventions the link recognises (their variables: conventions.ts), in the order it prefers them when two match a
 * page equally. Here, not beside the variables, so the settings' model loads without the library exports.
 */
export const LIVE_CONVENTIONS = ['shadcn', 'daisyui', 'bootstrap', 'mui', 'radix', 'ionic', 'tailwind', 'material'] as const;
export type LiveConvention = (typeof LIVE_CONVENTIONS)[number];

/** The page's variables mapped by hand to theme roles: name → role. */
export type ManualMapping = Readonly<Record<string, string>>;

/** The most sites remembered (the oldest forgotten first) and mapped variables per site. */
export const LIVE_MAX_SITES = 50;
export const LIVE_MAX_MAPPED = 500;

/** One site's settings. */
export type LiveSite = {
  /** The address last opened on it (http or https). */
  readonly url: string;
  /** The convention chosen by hand ('none': map by hand only), or null to find it on each connection. */
  readonly convention: LiveConvention | 'none' | null;
  /** Variables mapped by hand: name → theme role. */
  readonly manual: ManualMapping;
  /** When it was last used (ms since 1970), to forget the oldest first. */
  readonly used: number;
};

/** The sites by origin. */
export type LiveSites = Readonly<Record<string, LiveSite>>;

/** Returns the origin of an http(s) address, or null for anything else (another scheme, no host, not an address). */
export function siteOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host !== '' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Returns a site read from stored data (or a backup), or null when it is not one. */
export function readSite(origin: string, value: unknown): LiveSite | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, convention, manual, used } = value as Record<string, unknown>;
  if (typeof url !== 'string' || siteOriginOf(url) !== origin || typeof used !== 'number' || !Number.isFinite(used)) return null;
  if (convention !== null && convention !== 'none' && !LIVE_CONVENTIONS.includes(convention as LiveConvention)) return null;
  if (typeof manual !== 'object' || manual === null) return null;
  const entries = Object.entries(manual).filter(([name, role]) => isVariableName(name) && typeof role === 'string' && /^[A-Za-z][\w]{0,80}$/.test(role));
  return { url, convention: convention as LiveSite['convention'], manual: Object.fromEntries(entries.slice(0, LIVE_MAX_MAPPED)), used };
}

/** Returns the sites of stored text; anything unreadable reads as none (never throws). */
export function decodeSites(raw: string | null): LiveSites {
  if (raw === null) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const sites: Record<string, LiveSite> = {};
    for (const [origin, value] of Object.entries(data)) {
      const site = readSite(origin, value);
      if (site !== null) sites[origin] = site;
    }
    return sites;
  } catch {
    return {};
  }
}

/** Returns the sites as stored text. */
export function encodeSites(sites: LiveSites): string {
  return JSON.stringify(sites);
}

/** Returns the sites with one site's settings set, the oldest forgotten past LIVE_MAX_SITES. */
export function withSite(sites: LiveSites, origin: string, site: LiveSite): LiveSites {
  const next = { ...sites, [origin]: site };
  const origins = Object.keys(next).sort((a, b) => next[b].used - next[a].used);
  return Object.fromEntries(origins.slice(0, LIVE_MAX_SITES).map((o) => [o, next[o]]));
}

/** Returns the library's sites with the backup's added for origins it lacks (the library's own settings kept). */
export function mergeSites(library: LiveSites, backup: LiveSites): LiveSites {
  let merged = library;
  for (const [origin, site] of Object.entries(backup)) if (!Object.hasOwn(merged, origin)) merged = withSite(merged, origin, site);
  return merged;
}

/**
 * Returns the sites of a backup's `liveSites` field (an object by origin), each checked as the store reads it; for the
 * first that is not one (or another shape, or more than LIVE_MAX_SITES) calls `fail` with its path, which throws.
 */
export function readBackupSites(value: unknown, fail: (path: string, reason: 'type' | 'tooMany') => never): LiveSites {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('liveSites', 'type');
  const entries = Object.entries(value);
  if (entries.length > LIVE_MAX_SITES) fail('liveSites', 'tooMany');
  const sites: Record<string, LiveSite> = {};
  for (const [origin, entry] of entries) sites[origin] = readSite(origin, entry) ?? fail(`liveSites.${origin}`, 'type');
  return sites;
}
