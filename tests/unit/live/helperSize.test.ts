/**
 * The live link's helper as people paste it: compiled as the build compiles it, with each language's texts and an
 * origin written in, at most 2 KB gzip (what a person adds to their own page), and nothing in it that reaches the network.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileScript } from '../../../src/build/compileScript.ts';

const helper = await compileScript(new URL('../../../src/live/helper.ts', import.meta.url).pathname);

describe('the live link’s helper', () => {
  for (const lang of ['en', 'ja']) {
    it(`is at most 2 KB gzip with the ${lang} texts`, () => {
      const texts = JSON.parse(readFileSync(new URL(`../../../locales/${lang}/live.json`, import.meta.url), 'utf8')).helper;
      const snippet = `<script>${helper.replace('__IRODORI_ORIGIN__', JSON.stringify('https://irodori.example')).replace('__IRODORI_TEXTS__', JSON.stringify(texts))}</script>`;
      expect(gzipSync(snippet, { level: 9 }).length).toBeLessThanOrEqual(2048);
    });
  }

  it('loads, stores and evaluates nothing', () => {
    for (const word of ['fetch', 'XMLHttpRequest', 'import(', 'eval', 'Function(', 'localStorage', 'sessionStorage', 'indexedDB', 'cookie', 'innerHTML', 'src=', 'WebSocket', 'sendBeacon']) {
      expect(helper, word).not.toContain(word);
    }
  });
});
