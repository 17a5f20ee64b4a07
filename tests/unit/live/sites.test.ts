import { describe, expect, it } from 'vitest';
import { LIVE_MAX_SITES, decodeSites, encodeSites, siteOriginOf, withSite } from '../../../src/core/live/sites.ts';

describe('the live link’s sites', () => {
  it('takes http and https addresses only', () => {
    expect(siteOriginOf(' http://localhost:5173/app?x=1 ')).toBe('http://localhost:5173');
    expect(siteOriginOf('https://example.com')).toBe('https://example.com');
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'localhost:5173', '']) expect(siteOriginOf(url)).toBeNull();
  });

  it('round-trips, and reads anything unreadable as none without throwing', () => {
    const sites = withSite({}, 'http://localhost:5173', { url: 'http://localhost:5173/', convention: 'shadcn', manual: { '--brand': 'primary' }, used: 5 });
    expect(decodeSites(encodeSites(sites))).toEqual(sites);
    for (const raw of [null, '', '{', '[]', '42', 'null', '{"x":1}']) expect(decodeSites(raw)).toEqual({});
    // A site under another origin than its address, an unknown convention, a hostile mapping: each dropped.
    const hostile = JSON.stringify({
      'http://a.test': { url: 'http://b.test/', convention: null, manual: {}, used: 1 },
      'http://c.test': { url: 'http://c.test/', convention: 'evil', manual: {}, used: 1 },
      'http://d.test': { url: 'http://d.test/', convention: null, manual: { 'x;y': 'primary', '--ok': 'on primary', '--fine': 'onPrimary' }, used: 1 },
    });
    expect(decodeSites(hostile)).toEqual({ 'http://d.test': { url: 'http://d.test/', convention: null, manual: { '--fine': 'onPrimary' }, used: 1 } });
  });

  it('forgets the least recently used site past the limit', () => {
    let sites = {};
    for (let i = 0; i <= LIVE_MAX_SITES; i++) sites = withSite(sites, `http://s${i}.test`, { url: `http://s${i}.test/`, convention: null, manual: {}, used: i });
    expect(Object.keys(sites)).toHaveLength(LIVE_MAX_SITES);
    expect(sites).not.toHaveProperty('http://s0.test');
  });
});
