/**
 * Every design system the colour system editor starts from, read at build time from its own npm package (one reader
 * per file here, types.ts for what each returns). The wasm build writes them to
 * src/engine/generated/system-presets.json.
 */
import type { PresetSource } from './types.ts';
import { antDesignPreset } from './antDesign.ts';
import { atlassianPreset } from './atlassian.ts';
import { bootstrapPreset } from './bootstrap.ts';
import { carbonPreset } from './carbon.ts';
import { chakraPreset } from './chakra.ts';
import { fluentPreset } from './fluent.ts';
import { mantinePreset } from './mantine.ts';
import { materialPreset } from './material.ts';
import { openColorPreset } from './openColor.ts';
import { openPropsPreset } from './openProps.ts';
import { picoPreset } from './pico.ts';
import { primerPreset } from './primer.ts';
import { radixPreset } from './radix.ts';
import { spectrumPreset } from './spectrum.ts';
import { tailwindPreset } from './tailwind.ts';

/** The readers, in the order the editor lists them. */
export const PRESET_READERS: readonly (() => PresetSource)[] = [
  tailwindPreset,
  radixPreset,
  materialPreset,
  primerPreset,
  carbonPreset,
  spectrumPreset,
  fluentPreset,
  atlassianPreset,
  antDesignPreset,
  openColorPreset,
  openPropsPreset,
  picoPreset,
  chakraPreset,
  mantinePreset,
  bootstrapPreset,
];

/** Returns every preset, read now. */
export function systemPresetSources(): PresetSource[] {
  return PRESET_READERS.map((read) => read());
}
