/**
 * The HTML rendered at build time: where each route's file goes, the rewrites that serve a parametrised
 * route's one file for every parameter, how the built index.html takes a route's head and body, and when
 * the browser may hydrate what it was served (src/build/prerenderPlugin.ts, src/app/prerendered.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../support/expectOutputs.ts';
import { htmlFileOf, pageHtml, redirectsFile, shellRules } from '../../src/build/prerenderPlugin';
import { canHydrate, dropPrerenderedHead, prerenderMarks } from '../../src/app/prerendered';
import { APP_PAGES } from '../../src/app/pages';

const explore = APP_PAGES.find((page) => page.path === '')!;
const japanese = APP_PAGES.find((page) => page.path === 'japanese-colors')!;

/** A stand-in #root with the marks the build writes for `path`. */
function root(path: string, page = explore) {
  const marks = prerenderMarks(path, page);
  return { getAttribute: (name: string) => marks[name] ?? null } as unknown as Element;
}

describe('route files', () => {
  it('writes each address to its folder, parametrised routes to one file', () => {
    expectOutputs(htmlFileOf, [
      ['/', 'index.html'],
      ['/ja', 'ja/index.html'],
      ['/ja/tools/contrast-checker', 'ja/tools/contrast-checker/index.html'],
      ['/colors/:hex', 'colors/_hex.html'],
      ['/ja/palettes/:paletteId', 'ja/palettes/_paletteId.html'],
    ]);
  });

  it("serves a parametrised route's file for one segment of any value, in each language", () => {
    const rules = shellRules(['/palettes', '/colors/:hex', '/ja/colors/:hex']);
    expect(rules.map((rule) => rule.from)).toEqual(['/colors/*', '/ja/colors/*']);
    const fileFor = (path: string) => rules.find((rule) => rule.pattern.test(path))?.file;
    expectOutputs(fileFor, [
      ['/colors/3a7bd5', '/colors/_hex.html'],
      ['/colors/3a7bd5/', '/colors/_hex.html'],
      ['/ja/colors/fff', '/ja/colors/_hex.html'],
      ['/colors/3a7bd5/more', undefined],
      ['/colorsx/1', undefined],
    ]);
  });

  it('writes the rewrites for static hosts, the not-found page last', () => {
    const lines = redirectsFile(shellRules(['/colors/:hex'])).trim().split('\n');
    expect(lines).toEqual(['/colors/* /colors/_hex.html 200', '/* /404/index.html 404']);
  });
});

describe('page html', () => {
  const template =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script>theme()</script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

  it("puts the route's head in <head>, its body in #root with the marks, and the language on <html>", () => {
    const html = pageHtml(template, '/ja/japanese-colors', { head: '<title>T</title>', body: '<main>M</main>', page: japanese }, ['assets/Page.js']);
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('<meta name="irodori:start" content="/assets/index.js /assets/runtime.js /assets/Page.js"><title>T</title></head>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root" data-prerendered="/ja/japanese-colors" data-prerender="page"><main>M</main></div>');
  });

  it('lists the JSON before the scripts, so the preloads start before the app asks for the files', () => {
    const html = pageHtml(template, '/', { head: '', body: '', page: explore }, ['assets/Page.js', 'assets/common-x.json', 'assets/color-names-y.json']);
    expect(html).toContain('<meta name="irodori:start" content="/assets/index.js /assets/common-x.json /assets/color-names-y.json /assets/runtime.js /assets/Page.js">');
  });

  it('refuses a template without an empty #root or a module script', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', ''), '/', { head: '', body: '', page: explore })).toThrow(/root/);
    expect(() => pageHtml('<html lang="en"><head></head><body><div id="root"></div></body></html>', '/', { head: '', body: '', page: explore })).toThrow(/module script/);
  });
});

describe('hydration', () => {
  it('hydrates the HTML of this very address, with or without a trailing slash', () => {
    expect(canHydrate(root('/palettes'), { pathname: '/palettes', search: '' })).toBe(true);
    expect(canHydrate(root('/palettes'), { pathname: '/palettes/', search: '' })).toBe(true);
    expect(canHydrate(root('/'), { pathname: '/', search: '' })).toBe(true);
  });

  it("replaces another address's HTML, a parametrised route's and none", () => {
    expect(canHydrate(root('/'), { pathname: '/colors/3a7bd5', search: '' })).toBe(false);
    expect(canHydrate(root('/404'), { pathname: '/nope', search: '' })).toBe(false);
    expect(canHydrate(root('/colors/:hex'), { pathname: '/colors/:hex', search: '' })).toBe(false);
    expect(canHydrate({ getAttribute: () => null } as unknown as Element, { pathname: '/', search: '' })).toBe(false);
  });

  it('hydrates a whole page only without a query (its content may follow it); a frame with any', () => {
    expect(canHydrate(root('/japanese-colors', japanese), { pathname: '/japanese-colors', search: '?q=ai' })).toBe(false);
    expect(canHydrate(root('/japanese-colors', japanese), { pathname: '/japanese-colors', search: '' })).toBe(true);
    expect(canHydrate(root('/'), { pathname: '/', search: '?x=1' })).toBe(true);
  });

  it("drops the build's page head (the app renders its own), nothing else", () => {
    const removed: string[] = [];
    const element = (name: string) => ({ remove: () => removed.push(name) });
    const head = { querySelectorAll: (selector: string) => (selector.includes('link[rel="canonical"]') ? [element('title'), element('canonical')] : []) };
    dropPrerenderedHead(head as unknown as ParentNode);
    expect(removed).toEqual(['title', 'canonical']);
  });
});
