/** The app's build with one page changed: deploy "B" of tests/e2e/deploy.spec.ts (see deploy-support.ts). */
import { mergeConfig, type Plugin } from 'vite';
import config from '../../vite.config.ts';

const CHANGED_PAGE = '/src/features/history/HistoryPage.tsx';

/** Marks the document when the History page's module runs, so B's chunk differs from A's. */
function changedPage(): Plugin {
  return {
    name: 'e2e-deploy-b',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(CHANGED_PAGE)) return null;
      return { code: `${code}\ndocument.documentElement.dataset.deploy = 'B';\n`, map: null };
    },
  };
}

export default mergeConfig(config, { plugins: [changedPage()] });
