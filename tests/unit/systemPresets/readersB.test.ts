/**
 * The preset readers of Spectrum, Open Props, Pico, Chakra UI, Mantine, Bootstrap and Material 3, run on the installed
 * packages: each returns its documented steps, a '#rrggbb' per step for every hue, neutrals among its hues, scales
 * that run from light to dark (or dark to light) and values checked by hand against the package's own files.
 */
import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { bootstrapPreset } from '../../../src/build/systemPresets/bootstrap.ts';
import { chakraPreset } from '../../../src/build/systemPresets/chakra.ts';
import { mantinePreset } from '../../../src/build/systemPresets/mantine.ts';
import { materialPreset } from '../../../src/build/systemPresets/material.ts';
import { openPropsPreset } from '../../../src/build/systemPresets/openProps.ts';
import { picoPreset } from '../../../src/build/systemPresets/pico.ts';
import { spectrumPreset } from '../../../src/build/systemPresets/spectrum.ts';
import type { PresetSource } from '../../../src/build/systemPresets/types.ts';

const HEX = /^#[0-9a-f]{6}$/;
const lightness = (hex: string) => converter('oklab')(hex)!.l;

type Case = {
  readonly read: () => PresetSource;
  readonly id: string;
  readonly name: string;
  readonly steps: number;
  readonly dark: boolean;
  /** The light and dark page backgrounds. */
  readonly background: readonly [string, string];
  /** The least OKLab lightness between a hue's first and last light step. */
  readonly span: number;
  /** [hue, step, '#rrggbb', 'light' | 'dark'] read from the package's files. */
  readonly known: readonly (readonly [string, string, string, 'light' | 'dark'])[];
};

const CASES: readonly Case[] = [
  // color-palette.json: blue-900 is rgb(59, 99, 251) light and rgb(86, 129, 255) dark.
  { read: spectrumPreset, id: 'spectrum', name: 'Adobe Spectrum', steps: 16, dark: true, background: ['#ffffff', '#111111'], span: 0.4, known: [['blue', '900', '#3b63fb', 'light'], ['blue', '900', '#5681ff', 'dark']] },
  // src/props.colors.js: '--blue-6': '#228be6', '--gray-12': '#030507'.
  { read: openPropsPreset, id: 'open-props', name: 'Open Props', steps: 13, dark: false, background: ['#ffffff', '#030507'], span: 0.4, known: [['blue', '6', '#228be6', 'light'], ['gray', '12', '#030507', 'light']] },
  // css/pico.colors.css: --pico-color-azure-550: #0172ad; --pico-color-red-500: #d93526.
  { read: picoPreset, id: 'pico', name: 'Pico CSS', steps: 19, dark: false, background: ['#ffffff', '#13171f'], span: 0.4, known: [['azure', '550', '#0172ad', 'light'], ['red', '500', '#d93526', 'light']] },
  // dist/esm/theme/tokens/colors.js: red 500 "#ef4444", gray 950 "#111111".
  { read: chakraPreset, id: 'chakra', name: 'Chakra UI', steps: 11, dark: false, background: ['#ffffff', '#09090b'], span: 0.4, known: [['red', '500', '#ef4444', 'light'], ['gray', '950', '#111111', 'light']] },
  // default-colors.mjs: blue[6] "#228be6", dark[7] "#242424". Its warm scales stop short of dark (yellow 9 is
  // #e67700, 0.30 below yellow 0), so the span asked is lower.
  { read: mantinePreset, id: 'mantine', name: 'Mantine', steps: 10, dark: false, background: ['#ffffff', '#242424'], span: 0.25, known: [['blue', '6', '#228be6', 'light'], ['dark', '7', '#242424', 'light']] },
  // scss/_variables.scss: $blue-500 is $blue, #0d6efd; $red-100 is tint-color($red, 80%), #f8d7da.
  { read: bootstrapPreset, id: 'bootstrap', name: 'Bootstrap', steps: 9, dark: false, background: ['#ffffff', '#212529'], span: 0.4, known: [['blue', '500', '#0d6efd', 'light'], ['red', '100', '#f8d7da', 'light']] },
  // The baseline: primary 40 is the seed, secondary 40 #625b71.
  { read: materialPreset, id: 'material', name: 'Material Design 3', steps: 13, dark: false, background: ['#fdf8fd', '#141316'], span: 0.4, known: [['primary', '40', '#6750a4', 'light'], ['secondary', '40', '#625b71', 'light']] },
];

describe.each(CASES)('$id preset', ({ read, id, name, steps, dark, background, span, known }) => {
  const preset = read();

  it('names itself and its package', () => {
    expect(preset.id).toBe(id);
    expect(preset.name).toBe(name);
    expect(preset.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(preset.license).toMatch(/^(MIT|Apache-2\.0)$/);
    expect(preset.homepage).toMatch(/^https:\/\//);
    expect([preset.background.light, preset.background.dark]).toEqual(background);
  });

  it('has the documented steps and one colour per step in every hue', () => {
    expect(preset.steps).toHaveLength(steps);
    expect(new Set(preset.steps).size).toBe(steps);
    expect(preset.hues.length).toBeGreaterThan(0);
    expect(preset.hues.length).toBeLessThanOrEqual(24);
    for (const hue of preset.hues) {
      expect(hue.light, hue.name).toHaveLength(steps);
      for (const hex of hue.light) expect(hex, hue.name).toMatch(HEX);
      if (dark) {
        expect(hue.dark, hue.name).toHaveLength(steps);
        for (const hex of hue.dark ?? []) expect(hex, hue.name).toMatch(HEX);
      } else {
        expect(hue.dark, hue.name).toBeUndefined();
      }
    }
  });

  it('has distinct hue names and neutrals among them', () => {
    const names = preset.hues.map((hue) => hue.name);
    expect(new Set(names).size).toBe(names.length);
    for (const neutral of preset.neutrals) expect(names).toContain(neutral);
  });

  it('runs every hue one way in lightness, first step to last', () => {
    for (const scale of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
      const spans = preset.hues.map((hue) => {
        const colors = hue[scale] ?? [];
        return lightness(colors[0]) - lightness(colors[colors.length - 1]);
      });
      // Every hue of a scale runs the same way: all lighter first, or all darker first.
      expect(new Set(spans.map(Math.sign)).size, scale).toBe(1);
      for (const [i, d] of spans.entries()) expect(Math.abs(d), `${preset.hues[i].name} ${scale}`).toBeGreaterThan(span);
    }
  });

  it('reads the values the package publishes', () => {
    for (const [hueName, step, hex, scale] of known) {
      const hue = preset.hues.find((h) => h.name === hueName);
      expect(hue?.[scale]?.[preset.steps.indexOf(step)], `${hueName} ${step} ${scale}`).toBe(hex);
    }
  });
});
