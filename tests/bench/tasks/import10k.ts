/**
 * `import10k`: parses of 10,000 lines per second ("Parsing 10,000 lines takes under 100 ms"), in this
 * process, for two inputs of 10,000 lines: a CSS file of custom properties (`--name-n: #rrggbb;`) and a mixed
 * plain list (hex with and without '#', hyphen share-link runs, rgb(), hsl(), oklch() some outside sRGB, named
 * colours, 'Name: #code' lines and prose that holds no colour).
 */
import { parseImport } from '../../../src/core/import/importColors.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Lines in each input. */
const LINES = 10_000;

/** Returns a stylesheet of LINES lines: ':root {', custom properties, '}'. */
function cssInput(codes: readonly string[]): string {
  const lines = codes.slice(0, LINES - 2).map((code, i) => `  --brand-${i}: ${code};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** Returns a plain list of LINES lines mixing every kind of line a paste holds. */
function listInput(codes: readonly string[]): string {
  const kinds = [
    (i: number) => codes[i],
    (i: number) => codes[i].slice(1),
    (i: number) => `${codes[i].slice(1)}-${codes[i + 1].slice(1)}-${codes[i + 2].slice(1)}`,
    (i: number) => `Brand colour ${i}: ${codes[i]}`,
    (i: number) => `rgb(${i % 256} ${(i * 7) % 256} ${(i * 13) % 256})`,
    (i: number) => `hsl(${i % 360} 60% 50% / 0.8), ${codes[i]}`,
    (i: number) => `oklch(${50 + (i % 40)}% ${((i % 30) / 100).toFixed(2)} ${i % 360})`,
    () => 'rebeccapurple, tomato',
    (i: number) => `A line of prose without colours, number ${i}.`,
  ];
  return Array.from({ length: LINES }, (_, i) => kinds[i % kinds.length](i)).join('\n');
}

export const import10kTask: BenchTask = {
  id: 'import10k',
  unit: 'imports of 10,000 lines parsed',
  reference: 'css',
  // 100 ms a parse at most: 10 parses a second.
  targets: [
    { impl: 'css', atLeast: 10 },
    { impl: 'list', atLeast: 10 },
  ],
  async run(context) {
    const codes = colorCodes(LINES + 2);
    const css = cssInput(codes);
    const list = listInput(codes);
    const counts = { css: parseImport(css).colors.length, list: parseImport(list).colors.length };
    const opsPerSecond = sideBySide(
      [
        { name: 'css', step: () => (parseImport(css), 1) },
        { name: 'list', step: () => (parseImport(list), 1) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return {
      opsPerSecond,
      notes: [
        `${(1000 / opsPerSecond.css).toFixed(1)} ms a parse of the CSS file (${counts.css.toLocaleString('en')} colours), ${(1000 / opsPerSecond.list).toFixed(1)} ms of the mixed list (${counts.list.toLocaleString('en')} colours), ${LINES.toLocaleString('en')} lines each`,
      ],
    };
  },
};
