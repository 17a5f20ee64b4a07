import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectOutputs } from '../support/expectOutputs.ts';
import { pageLinkOrigin, siteOrigin } from '../../src/config/app';

describe('the origin of canonical and alternate links', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("takes the build's setting when it is an http(s) origin, else the page's own (nothing at build)", () => {
    expectOutputs(([configured, page]: readonly [string | undefined, string | undefined]) => siteOrigin(configured, page), [
      [['https://irodori.example', undefined], 'https://irodori.example'],
      [['https://irodori.example/', 'http://127.0.0.1:4173'], 'https://irodori.example'],
      [[' http://localhost:8080 ', undefined], 'http://localhost:8080'],
      [[undefined, 'http://127.0.0.1:4173'], 'http://127.0.0.1:4173'],
      [['', undefined], ''],
      // Not an origin: a path, another scheme, not a URL.
      [['https://irodori.example/app', 'http://127.0.0.1:4173'], 'http://127.0.0.1:4173'],
      [['ftp://irodori.example', undefined], ''],
      [['irodori.example', undefined], ''],
    ]);
  });

  it('reads the setting from the build environment (VITE_SITE_ORIGIN)', () => {
    vi.stubEnv('VITE_SITE_ORIGIN', 'https://irodori.example');
    expect(pageLinkOrigin()).toBe('https://irodori.example');
    vi.stubEnv('VITE_SITE_ORIGIN', '');
    expect(pageLinkOrigin()).toBe('');
  });
});
