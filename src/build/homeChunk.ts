import type { Plugin } from 'vite';
import { APP_PAGES } from '../app/pages.ts';

/**
 * The home page's shared modules as one chunk. Most visits start at '/', so its first visit is the one the budget
 * counts (tests/e2e/budget.spec.ts): the small modules it shares with other pages (the page head, the swatch links,
 * colour conversions) would otherwise come as a dozen files of a few hundred bytes each, grouped by the exact set of
 * pages that use them, each with its own compression and request (16 files, 5.2 KB gzip; as one file, 2.7 KB). Another
 * page that uses one of them downloads the others too (at most those 2.7 KB).
 *
 * `plugin` finds, once the module graph is complete, the modules of src/ that the home page imports statically (its
 * own, the entry's and the shared ones); `test` is the chunk group's filter for them (vite.config.ts). Packages are left
 * to the other groups: a package's index re-exports all of it (lucide's every icon), which the graph cannot tell
 * from what the page uses.
 */
export function homeChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const home = APP_PAGES.find((page) => page.path === '');
  if (!home) throw new Error('src/app/pages.ts has no page at /');
  const modules = new Set<string>();
  return {
    test: (id) => modules.has(id),
    plugin: {
      name: 'irodori-home-chunk',
      apply: 'build',
      buildEnd() {
        modules.clear();
        const start = [...this.getModuleIds()].find((id) => id.endsWith(`/src/${home.module}.tsx`));
        if (!start) return;
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (modules.has(id) || id.includes('/node_modules/')) continue;
          modules.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
