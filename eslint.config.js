// ESLint for the whole repository: `npm run lint`, and any editor (the config is where they look for it).
//
// The layers (README, "Where things are"), each importing only from the ones below it:
//
//   src/app → src/features → src/ui → src/stores, src/engine → src/core, src/config
//
// - a feature folder never imports another feature folder (shared pieces go to src/ui);
// - src/stores and src/engine are siblings: neither imports the other (the engine also runs in the
//   worker, where no store belongs);
// - only src/engine reaches into assembly/ (the shared memory layout); assembly/ imports only
//   assembly/ (its generated tables included);
// - src/live is the live link's helper, compiled into the snippet people paste into their own pages: it imports
//   only src/core (the messages' checks);
// - src/build is build-time code that reads the app (pages, tokens, storage keys) and is imported
//   by nothing in src/; src/main.tsx, vite.config.ts and tests/ may import anything.
//
// typescript-eslint runs without type information (the non-type-aware `recommended` set): its
// parser needs TypeScript's JavaScript API, which TypeScript 7 (the `tsc` of `npm run typecheck`,
// installed as @typescript/native) no longer has, so `typescript` is TypeScript 6 for the linter.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const LAYERS = ['app', 'features', 'ui', 'stores', 'engine', 'core', 'config', 'build'];

/** A zone that forbids `target` to import from the given src/ folders. */
function forbid(target, folders, message) {
  return { target, from: folders.map((folder) => `./src/${folder}`), message };
}

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  forbid('./src/app', ['build'], 'src/build is build-time code.'),
  forbid('./src/features', ['app', 'build'], 'Features sit below src/app.'),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to src/ui (or below).',
  })),
  forbid('./src/ui', ['app', 'features', 'build'], 'src/ui is shared by the features and sits below them.'),
  forbid('./src/stores', ['app', 'features', 'ui', 'engine', 'build'], 'Stores import only src/core and src/config.'),
  forbid('./src/engine', ['app', 'features', 'ui', 'stores', 'build'], 'The engine imports only src/core, src/config and assembly/layout.ts.'),
  forbid('./src/core', ['app', 'features', 'ui', 'stores', 'engine', 'build'], 'src/core is pure and imports only src/core and src/config.'),
  forbid('./src/config', ['app', 'features', 'ui', 'stores', 'engine', 'build'], 'src/config imports only src/config and src/core.'),
  forbid('./src/live', ['app', 'features', 'ui', 'stores', 'engine', 'config', 'build'], "The live link's helper runs on the person's own page: it imports only src/core."),
  ...LAYERS.filter((layer) => layer !== 'engine').map((layer) => ({
    target: `./src/${layer}`,
    from: './assembly',
    message: 'Only src/engine reaches into assembly/.',
  })),
  { target: './src/engine', from: './assembly', except: ['./layout.ts'], message: 'The engine shares only the memory layout with assembly/.' },
  { target: './assembly', from: '.', except: ['./assembly'], message: 'AssemblyScript imports only assembly/.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'build/**', 'coverage/**', '.bench/**', 'assembly/generated/**', 'src/engine/generated/**', 'public/**', '.tmp/**', 'tests/fixtures/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // An import the resolver cannot find would slip past the layer rule: every one must resolve.
      // Build artefacts (made by `npm run build:wasm`, which runs after the linter) and Vite's
      // virtual modules are the exceptions.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '/generated/'] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // End-to-end tests (tests/e2e/fixtures.ts): `test` comes from the fixtures, whose navigations wait
    // for the app's ready signal; tests wait for conditions, never for a fixed time or an idle network.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test, expect and types from './fixtures'." }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for a condition (expect, waitForFunction), not for a fixed time.' },
        { selector: "Literal[value='networkidle']", message: "Wait for the page-ready signal (tests/e2e/fixtures.ts) or a visible condition, not for the network." },
      ],
    },
  },
  {
    // AssemblyScript: TypeScript syntax plus decorators on functions (`@inline`), which TypeScript
    // itself rejects, so the parser is told to accept them and each one carries the usual
    // `// @ts-ignore: decorator` for editors. Integer literals are 64-bit here (i64/u64), not doubles.
    files: ['assembly/**/*.ts'],
    languageOptions: { parserOptions: { allowInvalidAST: true } },
    rules: {
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      'no-loss-of-precision': 'off',
    },
  },
);
