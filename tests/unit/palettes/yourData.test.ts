import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { isSafari } from '../../../src/features/palettes/data/useStorageStatus';
import { byteSize, timeAgo } from '../../../src/features/palettes/data/when';

const now = Date.UTC(2026, 10, 25, 12);

describe('Your data: the words it shows', () => {
  it('says how long ago, in the page language', () => {
    expect(timeAgo(now - 5_000, now, 'en')).toBe('now');
    expect(timeAgo(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago');
    expect(timeAgo(now - 2 * 3_600_000, now, 'ja')).toBe('2 時間前');
    expect(timeAgo(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(timeAgo(now - 15 * 86_400_000, now, 'en')).toBe('15 days ago');
    expect(timeAgo(now - 40 * 86_400_000, now, 'en')).toBe('Oct 16, 2026');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(byteSize(512, 'en')).toBe('512 B');
    expect(byteSize(1536, 'en')).toBe('1.5 KB');
    expect(byteSize(214 * 1024, 'en')).toBe('214 KB');
    expect(byteSize(2.4 * 1024 * 1024, 'ja')).toBe('2.4 MB');
  });

  it('tells Safari from the browsers that name it in their user agent', () => {
    expectOutputs(isSafari, [
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', true],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', true],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', false],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', false],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', false],
      ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', false],
    ]);
  });
});
