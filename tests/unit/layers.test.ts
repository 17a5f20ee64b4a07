/**
 * The layer rule of eslint.config.js reports what it should: an import the rule silently let
 * through (a zone with a wrong path, an import it cannot resolve) would make `npm run lint` pass
 * whatever the code does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** Returns the layer and resolution findings of `source` written as the file `file`. */
async function findings(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, file) });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-unresolved')
    .map((message) => message.ruleId!);
}

const REFUSED: [file: string, from: string][] = [
  ['src/features/contrast/Probe.ts', '../explore/sections'],
  ['src/features/contrast/Probe.ts', '../../app/pages'],
  ['src/ui/Probe.ts', '../features/contrast/Suggestion'],
  ['src/ui/Probe.ts', '../app/i18n'],
  ['src/stores/Probe.ts', '../engine/client'],
  ['src/engine/Probe.ts', '../stores/palettes'],
  ['src/core/Probe.ts', '../ui/theme'],
  ['src/config/Probe.ts', '../stores/storage'],
  ['src/app/Probe.ts', '../build/headScript'],
  ['src/ui/Probe.ts', '../../assembly/layout'],
  ['src/engine/Probe.ts', '../../assembly/memory'],
  ['assembly/Probe.ts', '../src/core/index'],
  ['assembly/Probe.ts', 'comlink'],
  ['src/live/Probe.ts', '../stores/liveLink'],
];

const ALLOWED: [file: string, from: string][] = [
  ['src/features/contrast/Probe.ts', './Suggestion'],
  ['src/features/contrast/Probe.ts', '../../ui/theme'],
  ['src/features/contrast/Probe.ts', '../../engine/client'],
  ['src/ui/Probe.ts', '../stores/palettes'],
  ['src/stores/Probe.ts', '../core/model/palette'],
  ['src/engine/Probe.ts', '../../assembly/layout.ts'],
  ['src/core/Probe.ts', '../config/language'],
  ['src/app/Probe.ts', '../features/explore/ExplorePage'],
  ['src/build/Probe.ts', '../app/pages.ts'],
  ['tests/unit/Probe.ts', '../../src/app/i18n'],
  ['src/live/Probe.ts', '../core/live/protocol'],
];

describe('layer rule', () => {
  // Loading ESLint's plugins takes a few seconds on a busy machine: once, here, not in a test's time.
  beforeAll(() => findings('src/ui/Probe.ts', ''), 60_000);

  it.each(REFUSED)('refuses %s importing %s', async (file, from) => {
    expect(await findings(file, `export * from '${from}';\n`)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each(ALLOWED)('lets %s import %s', async (file, from) => {
    expect(await findings(file, `export * from '${from}';\n`)).toEqual([]);
  });

  it('refuses an import it cannot resolve', async () => {
    expect(await findings('src/ui/Probe.ts', "export * from './NoSuchModule';\n")).toEqual(['import-x/no-unresolved']);
  });
});
