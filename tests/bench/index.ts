/**
 * `npm run bench`: runs the bench tasks (tasks/index.ts) one after the other, prints one table with the
 * ratios and the performance targets, and with `--json FILE` writes `{ task: { impl: opsPerSecond } }`.
 * Builds the wasm first when it is missing. Reports only: missed targets never fail the run.
 *
 * Usage: tsx tests/bench/index.ts [--json FILE] [--only task1,task2] [--quick]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildWasm, wasmExists } from '../../src/build/buildWasm.ts';
import { createTsEngine, createWasmEngine, type ColorEngine } from '../../src/engine/index.ts';
import { formatTable, formatTargets } from './report.ts';
import { TASKS } from './tasks/index.ts';
import type { BenchContext, BenchTask, TaskResult } from './types.ts';
import { NAMES } from '../support/colorNames.ts';
import { JAPANESE } from '../support/japaneseColors.ts';

type Options = { json: string | null; only: string[] | null; quick: boolean };

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { json: null, only: null, quick: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = argv[++i] ?? null;
    else if (arg.startsWith('--json=')) options.json = arg.slice('--json='.length);
    else if (arg === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg === '--quick') options.quick = true;
    else throw new Error(`unknown argument ${arg} (expected --json FILE, --only a,b, --quick)`);
  }
  if (options.json === '') throw new Error('--json needs a file name');
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const log = (message: string) => process.stderr.write(`${message}\n`);
  if (!(await wasmExists())) {
    log('bench: wasm not built yet, building it');
    await buildWasm();
  }
  let engines: Promise<{ wasm: ColorEngine; ts: ColorEngine }> | null = null;
  const context: BenchContext = {
    quick: options.quick,
    engines: () => (engines ??= createWasmEngine().then((wasm) => ({ wasm, ts: createTsEngine(NAMES, JAPANESE) }))),
    log,
  };
  const selected = options.only === null ? TASKS : TASKS.filter((task) => options.only?.includes(task.id));
  const rows: { task: BenchTask; result: TaskResult }[] = [];
  for (const task of selected) {
    log(`bench: ${task.id}`);
    try {
      rows.push({ task, result: await task.run(context) });
    } catch (error) {
      log(`bench: ${task.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      rows.push({ task, result: { opsPerSecond: {}, notes: [`failed: ${error instanceof Error ? error.message : String(error)}`] } });
      process.exitCode = 1;
    }
  }
  console.log(formatTable(rows));
  const targets = formatTargets(rows);
  if (targets.length > 0) console.log(`\nTargets (reported, not enforced):\n  ${targets.join('\n  ')}`);
  if (options.json !== null) {
    const file = resolve(options.json);
    const report = Object.fromEntries(rows.map(({ task, result }) => [task.id, result.opsPerSecond]));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`bench: wrote ${file}`);
  }
}

await main();
