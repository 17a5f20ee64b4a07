import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, MARKETING_PAGES, pagePathPattern } from '../../src/app/pages';

const matches = (path: string, pathname: string) => new RegExp(pagePathPattern(path)!).test(pathname);

describe('page table', () => {
  it('names a module that exists for every page', () => {
    for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
      expect(existsSync(join(import.meta.dirname, '../../src', `${page.module}.tsx`)), page.module).toBe(true);
    }
  });

  it('matches the index in both languages', () => {
    for (const pathname of ['/', '/ja', '/ja/']) expect(matches('', pathname), pathname).toBe(true);
    expect(matches('', '/palettes')).toBe(false);
    expect(matches('', '/japan')).toBe(false);
  });

  it('matches parameters as one segment and static segments exactly', () => {
    expect(matches('colors/:hex', '/colors/3a7bd5')).toBe(true);
    expect(matches('colors/:hex', '/ja/colors/3a7bd5/')).toBe(true);
    expect(matches('colors/:hex', '/colors/3a7bd5/x')).toBe(false);
    expect(matches('colors/:hex', '/colors')).toBe(false);
    expect(matches('tools/contrast-checker', '/tools/contrast-checker')).toBe(true);
    expect(matches('tools/contrast-checker', '/tools/contrastxchecker')).toBe(false);
  });

  it('has no pattern for the catch-all', () => {
    expect(pagePathPattern('*')).toBeNull();
  });
});
