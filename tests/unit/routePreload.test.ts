import { describe, expect, it } from 'vitest';
import { routePreloadSource } from '../../src/build/routePreloadPlugin';

/** Runs the generated script against a stand-in document at `pathname`; returns the preloaded hrefs. */
function preloadsAt(source: string, pathname: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  new Function('document', 'location', source)(document, { pathname });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('route preload script', () => {
  const source = routePreloadSource(
    [
      ['^(?:/ja)?/palettes/preview/?$', ['assets/Shared.js', 'assets/shared-dep.js']],
      ['^(?:/ja)?/palettes/[^/]+/?$', ['assets/Palette.js', 'assets/shared-dep.js']],
      ['^(?:/ja)?/?$', ['assets/Explore.js']],
    ],
    [
      ['', ['assets/en.js']],
      ['^/ja(?:/|$)', ['assets/ja.js']],
    ],
  );

  it("preloads the first matching route's files and the page language", () => {
    expect(preloadsAt(source, '/palettes/preview')).toEqual(['/assets/Shared.js', '/assets/shared-dep.js', '/assets/en.js']);
    expect(preloadsAt(source, '/ja/palettes/abc')).toEqual(['/assets/Palette.js', '/assets/shared-dep.js', '/assets/en.js', '/assets/ja.js']);
    expect(preloadsAt(source, '/ja')).toEqual(['/assets/Explore.js', '/assets/en.js', '/assets/ja.js']);
  });

  it('preloads only the language where no route matches', () => {
    expect(preloadsAt(source, '/no/such/page')).toEqual(['/assets/en.js']);
  });
});
