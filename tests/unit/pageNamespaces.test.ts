/**
 * Translations before render: every page declares in src/app/pages.ts the namespaces it renders with besides the
 * frame's (src/config/namespaces.ts), so the router loads them with the page and its HTML preloads them, instead
 * of the page suspending on its first render. Checked on the source's import graph, as the data files are
 * (tests/unit/pageData.test.ts): what a page loads statically asks for no namespace it does not declare; a key
 * named with a prefix outside a `useTranslation` that asks for its namespace (where nothing would load it) is in a
 * namespace every page reaching it declares; the entry uses the frame's namespace only.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, MARKETING_PAGES, type PageRoute } from '../../src/app/pages';
import { FRAME_NAMESPACE, NAMESPACES, type Namespace } from '../../src/config/namespaces';
import { SRC, pageFile, sourceName, sources, staticClosure, wholeClosure } from '../support/sourceGraph';
import { askedFor, prefixed } from '../support/translationUse';

const PAGES: readonly PageRoute[] = [...APP_PAGES, ...MARKETING_PAGES];
// The page table names its titles' and descriptions' keys: checked against the declarations below, not as a use.
const PAGE_TABLE = join(SRC, 'app', 'pages.ts');

/** The namespaces the modules in `files` ask for or name. */
function used(files: Iterable<string>): Set<Namespace> {
  const found = new Set<Namespace>();
  for (const file of files) {
    if (file === PAGE_TABLE) continue;
    const source = sources.get(file) ?? '';
    for (const namespace of [...askedFor(source), ...prefixed(source)]) found.add(namespace);
  }
  return found;
}

/** Each module in `files` with the namespaces its keys name that its own `useTranslation` does not ask for. */
function unasked(files: Iterable<string>): { file: string; namespaces: Namespace[] }[] {
  return [...files]
    .filter((file) => file !== PAGE_TABLE)
    .map((file) => {
      const source = sources.get(file) ?? '';
      const asked = askedFor(source);
      return { file, namespaces: [...prefixed(source)].filter((namespace) => !asked.has(namespace) && namespace !== FRAME_NAMESPACE) };
    })
    .filter((item) => item.namespaces.length > 0);
}

const entry = join(SRC, 'main.tsx');

describe('translations before render', () => {
  it('finds the namespaces pages use', () => {
    // The check below cannot pass for want of finding anything: the colour page asks for its own.
    expect([...used(staticClosure(pageFile('features/color/ColorPage')))]).toContain('color');
  });

  it("keeps the entry to the frame's namespace", () => {
    expect([...used(staticClosure(entry))]).toEqual([FRAME_NAMESPACE]);
    // What the frame loads later (the drawer's content, the search) asks for its own namespaces.
    expect(unasked(wholeClosure(entry)).map(({ file, namespaces }) => `${sourceName(file)}: ${namespaces.join(', ')}`)).toEqual([]);
  });

  it('has every page declare the namespaces it renders with', () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      const declared: readonly Namespace[] = page.namespaces ?? [];
      for (const namespace of used(staticClosure(pageFile(page.module)))) {
        if (namespace !== FRAME_NAMESPACE && !declared.includes(namespace)) missing.push(`${page.module} uses '${namespace}'`);
      }
      for (const { file, namespaces } of unasked(wholeClosure(pageFile(page.module)))) {
        for (const namespace of namespaces) if (!declared.includes(namespace)) missing.push(`${page.module} loads ${sourceName(file)}, which names '${namespace}' keys`);
      }
      for (const key of [page.head?.title, page.head?.description]) {
        const namespace = key?.split(':')[0] as Namespace | undefined;
        if (namespace !== undefined && namespace !== FRAME_NAMESPACE && !declared.includes(namespace)) missing.push(`${page.module}'s head names '${key}'`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no namespace a page does not use, nor the frame’s, nor one twice', () => {
    const needless: string[] = [];
    for (const page of PAGES) {
      const use = used(wholeClosure(pageFile(page.module)));
      const declared = page.namespaces ?? [];
      for (const namespace of declared) {
        if (namespace === FRAME_NAMESPACE || !use.has(namespace) || declared.indexOf(namespace) !== declared.lastIndexOf(namespace)) {
          needless.push(`${page.module} declares '${namespace}'`);
        }
      }
    }
    expect(needless).toEqual([]);
  });

  it('names only namespaces that exist', () => {
    for (const page of PAGES) for (const namespace of page.namespaces ?? []) expect(NAMESPACES).toContain(namespace);
  });
});
