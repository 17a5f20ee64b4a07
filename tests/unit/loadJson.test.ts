import { describe, expect, it } from 'vitest';
import { loadOnce, readJson } from '../../src/engine/loadJson.ts';

describe('readJson', () => {
  it('names the data and the fix when a generated file is missing', async () => {
    await expect(readJson(new URL('file:///nonexistent/wada.json'), 'Wada')).rejects.toThrow(
      'Wada: /nonexistent/wada.json is missing or invalid (run `npm run build:wasm`)',
    );
  });
});

describe('loadOnce', () => {
  it('shares one load, and loads again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    const second = load();
    expect(load()).toBe(second);
    expect(await second).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
