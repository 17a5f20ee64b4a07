/**
 * `theme`: themes built per second (what one change of the theme tool's source colour asks), in this process
 * (no worker). Irodori's method (`generateTheme`: every role in light and dark, each fitted to its target, and the
 * tonal palettes) by the wasm engine and by the TypeScript core, the five targets in turn; beside them the Material
 * library (`@material/material-color-utilities`) building what its side of the tool shows for one source, all nine
 * scheme variants in light and dark: `material`, as the tool does it (src/features/theme/materialTheme.ts: every role
 * and the six tonal palettes, the dark scheme over the light one's palettes), and `material-classes`, each variant's
 * class made for each appearance with every role of `new MaterialDynamicColors().allColors` read (`getArgb`), the
 * library's plain path. The same seeded source colours for all; `wasm-custom` and `ts-custom` build the same requests
 * with two custom colours (a harmonised success green and an unharmonised warning amber: eight more roles fitted per
 * appearance, step 6 of src/core/theme/irodoriTheme.ts); per-target rates of Irodori's method follow.
 */
import { Hct, MaterialDynamicColors, argbFromHex, type DynamicColor } from '@material/material-color-utilities';
import type { ThemeRequest } from '../../../src/core/index.ts';
import { THEME_TARGETS } from '../../../src/core/theme/roles.ts';
import { MATERIAL_VARIANTS } from '../../../src/core/theme/settings.ts';
import { MATERIAL_SCHEMES, materialTheme } from '../../../src/features/theme/materialTheme.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Distinct source colours cycled through. */
const COLORS = 500;

/** The custom colours of the `-custom` rows: a status green harmonised to the source, an amber kept as it is. */
const CUSTOM: ThemeRequest['extended'] = [
  { name: 'success', hex: '#2e7d32', harmonize: true },
  { name: 'warning', hex: '#f9a825', harmonize: false },
];

/** Material Theme Builder's nine variants, each the library's scheme class. */
const VARIANTS = MATERIAL_VARIANTS.map((variant) => MATERIAL_SCHEMES[variant]);

/** Returns a step that builds the next request's Irodori theme with `engine`. */
function themes(engine: ColorEngine, requests: readonly ThemeRequest[]): () => number {
  return inTurn(requests, (request) => engine.generateTheme(request));
}

/** Folded colours, so no read of a role can be optimised away. */
let sink = 0;

/** Returns a step that builds the nine Material variants of the next source in light and dark, reading every role. */
function materialThemes(codes: readonly string[]): () => number {
  const colors = new MaterialDynamicColors().allColors.filter((color): color is DynamicColor => color !== undefined);
  return inTurn(codes, (code) => {
    const source = Hct.fromInt(argbFromHex(code));
    for (const Variant of VARIANTS) {
      for (const dark of [false, true]) {
        const scheme = new Variant(source, dark, 0);
        for (const color of colors) sink ^= color.getArgb(scheme);
      }
    }
  });
}

/** Returns a step that builds the tool's Material theme of the next source in each of the nine variants. */
function toolMaterialThemes(codes: readonly string[]): () => number {
  return inTurn(codes, (seed) => {
    for (const variant of MATERIAL_VARIANTS) sink ^= materialTheme({ name: 'bench', seed, variant, contrast: 0, extended: [] }).dark.primary.charCodeAt(3);
  });
}

export const themeTask: BenchTask = {
  id: 'theme',
  unit: 'themes built (Irodori: one source, light + dark, every role fitted, the 5 targets in turn; Material: 9 variants × light + dark, every role)',
  reference: 'wasm',
  // Irodori's method: a full theme under 2 ms in the wasm engine; Material's nine variants within a frame (16 ms).
  targets: [
    { impl: 'wasm', atLeast: 500 },
    { impl: 'material', atLeast: 62.5 },
  ],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(COLORS);
    const requests = codes.map((primary, k): ThemeRequest => ({ seeds: { primary }, target: THEME_TARGETS[k % THEME_TARGETS.length] }));
    const custom = requests.map((request): ThemeRequest => ({ ...request, extended: CUSTOM }));
    const timing = context.quick ? QUICK_TIMING : FULL_TIMING;
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: themes(wasm, requests) },
        { name: 'ts', step: themes(ts, requests) },
        { name: 'wasm-custom', step: themes(wasm, custom) },
        { name: 'ts-custom', step: themes(ts, custom) },
        { name: 'material', step: toolMaterialThemes(codes) },
        { name: 'material-classes', step: materialThemes(codes) },
      ],
      timing,
    );
    const perTarget = THEME_TARGETS.map((target) => {
      const only = codes.map((primary): ThemeRequest => ({ seeds: { primary }, target }));
      const rates = sideBySide(
        [
          { name: 'wasm', step: themes(wasm, only) },
          { name: 'ts', step: themes(ts, only) },
        ],
        QUICK_TIMING,
      );
      return `${target}: wasm ${(1000 / rates.wasm).toFixed(3)} ms, ts ${(1000 / rates.ts).toFixed(3)} ms a theme (${(rates.wasm / rates.ts).toFixed(1)}×)`;
    });
    const ms = (rate: number) => (1000 / rate).toFixed(3);
    return {
      opsPerSecond,
      notes: [
        `Irodori's method: ${ms(opsPerSecond.wasm)} ms (wasm), ${ms(opsPerSecond.ts)} ms (ts) a theme, wasm ${(opsPerSecond.wasm / opsPerSecond.ts).toFixed(1)}× the TypeScript core`,
        `with two custom colours: ${ms(opsPerSecond['wasm-custom'])} ms (wasm), ${ms(opsPerSecond['ts-custom'])} ms (ts) a theme, ${(opsPerSecond.wasm / opsPerSecond['wasm-custom']).toFixed(2)}× and ${(opsPerSecond.ts / opsPerSecond['ts-custom']).toFixed(2)}× the time without`,
        ...perTarget,
        `Material: ${ms(opsPerSecond.material)} ms for the nine variants in light and dark as the tool builds them, every role and the tonal palettes; ${ms(opsPerSecond['material-classes'])} ms by each variant's class for each appearance (checksum ${sink >>> 0})`,
        `the same ${COLORS.toLocaleString('en')} seeded source colours for all three (identical Irodori themes, tests/parity/theme.test.ts)`,
      ],
    };
  },
};
