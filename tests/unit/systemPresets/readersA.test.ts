/**
 * The design system readers for Open Color, IBM Carbon, Ant Design, Atlassian, Fluent 2 and GitHub Primer: each reads
 * its installed package into the preset shape (one '#rrggbb' per step, light and dark, greys among the hues), its
 * scales run from light to dark or dark to light, and a few colours match the ones the packages publish.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { antDesignPreset } from '../../../src/build/systemPresets/antDesign';
import { atlassianPreset } from '../../../src/build/systemPresets/atlassian';
import { carbonPreset } from '../../../src/build/systemPresets/carbon';
import { packageDir } from '../../../src/build/systemPresets/common';
import { fluentPreset } from '../../../src/build/systemPresets/fluent';
import { openColorPreset } from '../../../src/build/systemPresets/openColor';
import { primerPreset } from '../../../src/build/systemPresets/primer';
import type { PresetSource } from '../../../src/build/systemPresets/types';

const HEX = /^#[0-9a-f]{6}$/;
const toOklab = converter('oklab');
const lightness = (hex: string) => toOklab(hex)!.l;

/** Each reader, what it must return, and colours checked against the package's own files. */
const CASES: {
  read: () => PresetSource;
  id: string;
  name: string;
  steps: number;
  hues: string[];
  neutrals: string[];
  dark: 'all' | 'neutrals' | 'none';
  /** The least OKLab lightness between a hue's first and last light step. */
  span: number;
  known: { hue: string; step: string; light?: string; dark?: string }[];
  background: { light: string; dark: string };
}[] = [
  {
    read: openColorPreset,
    id: 'open-color',
    name: 'Open Color',
    steps: 10,
    hues: ['red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'gray'],
    neutrals: ['gray'],
    dark: 'none',
    // Open Color's warm hues stop bright: yellow runs #fff9db to #e67700 (0.30), lime and orange 0.37.
    span: 0.25,
    known: [
      { hue: 'blue', step: '5', light: '#339af0' },
      { hue: 'red', step: '0', light: '#fff5f5' },
    ],
    background: { light: '#ffffff', dark: '#212529' },
  },
  {
    read: carbonPreset,
    id: 'carbon',
    name: 'IBM Carbon',
    steps: 10,
    hues: ['red', 'magenta', 'purple', 'blue', 'cyan', 'teal', 'green', 'gray', 'coolGray', 'warmGray'],
    neutrals: ['gray', 'coolGray', 'warmGray'],
    dark: 'none',
    span: 0.4,
    known: [
      { hue: 'blue', step: '60', light: '#0f62fe' },
      { hue: 'coolGray', step: '10', light: '#f2f4f8' },
    ],
    background: { light: '#ffffff', dark: '#161616' },
  },
  {
    read: antDesignPreset,
    id: 'ant-design',
    name: 'Ant Design',
    steps: 10,
    hues: ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta', 'grey'],
    neutrals: ['grey'],
    dark: 'all',
    span: 0.4,
    known: [
      { hue: 'blue', step: '6', light: '#1677ff', dark: '#1668dc' },
      { hue: 'red', step: '1', light: '#fff1f0', dark: '#2a1215' },
    ],
    background: { light: '#ffffff', dark: '#141414' },
  },
  {
    read: atlassianPreset,
    id: 'atlassian',
    name: 'Atlassian Design System',
    steps: 10,
    hues: ['Blue', 'Teal', 'Green', 'Lime', 'Yellow', 'Orange', 'Red', 'Magenta', 'Purple', 'Neutral'],
    neutrals: ['Neutral'],
    dark: 'neutrals',
    span: 0.4,
    known: [
      { hue: 'Blue', step: '700', light: '#1868db' },
      { hue: 'Red', step: '100', light: '#ffeceb' },
      { hue: 'Neutral', step: '100', light: '#f8f8f8', dark: '#1f1f21' },
    ],
    background: { light: '#ffffff', dark: '#1f1f21' },
  },
  {
    read: fluentPreset,
    id: 'fluent',
    name: 'Fluent 2',
    steps: 12,
    hues: ['darkRed', 'cranberry', 'red', 'darkOrange', 'orange', 'marigold', 'yellow', 'lightGreen', 'green', 'seafoam', 'teal', 'cyan', 'blue', 'royalBlue', 'cornflower', 'navy', 'lavender', 'purple', 'grape', 'berry', 'magenta', 'pink', 'charcoal'],
    neutrals: ['charcoal'],
    dark: 'none',
    span: 0.4,
    known: [
      { hue: 'blue', step: 'primary', light: '#0078d4' },
      { hue: 'red', step: 'tint60', light: '#fdf6f6' },
      { hue: 'charcoal', step: 'primary', light: '#393939' },
    ],
    background: { light: '#ffffff', dark: '#292929' },
  },
  {
    read: primerPreset,
    id: 'primer',
    name: 'GitHub Primer',
    steps: 10,
    hues: ['blue', 'green', 'yellow', 'orange', 'red', 'purple', 'pink', 'coral', 'gray'],
    neutrals: ['gray'],
    dark: 'all',
    span: 0.4,
    known: [
      { hue: 'blue', step: '5', light: '#0969da', dark: '#1f6feb' },
      { hue: 'gray', step: '0', light: '#e8ecf2', dark: '#1c1c1c' },
    ],
    background: { light: '#ffffff', dark: '#0d1117' },
  },
];

describe.each(CASES)('the $name preset', (c) => {
  const preset = c.read();
  const names = preset.hues.map((hue) => hue.name);

  it('names itself and its package, whose installed version and licence it reports', () => {
    expect(preset.id).toBe(c.id);
    expect(preset.name).toBe(c.name);
    const pkg = JSON.parse(readFileSync(join(packageDir(preset.package), 'package.json'), 'utf8')) as { version: string; license: string };
    expect(preset.version).toBe(pkg.version);
    expect(preset.license).toBe(pkg.license);
    expect(preset.homepage).toMatch(/^https:\/\//);
  });

  it('has its documented steps, hues and greys', () => {
    expect(preset.steps).toHaveLength(c.steps);
    expect(new Set(preset.steps).size).toBe(c.steps);
    expect(names).toEqual(c.hues);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThanOrEqual(24);
    expect(preset.neutrals).toEqual(c.neutrals);
    for (const neutral of preset.neutrals) expect(names).toContain(neutral);
  });

  it('gives every hue one #rrggbb per step, light and (where published) dark', () => {
    for (const hue of preset.hues) {
      expect(hue.light, hue.name).toHaveLength(c.steps);
      for (const color of hue.light) expect(color, hue.name).toMatch(HEX);
      const hasDark = c.dark === 'all' || (c.dark === 'neutrals' && c.neutrals.includes(hue.name));
      expect(hue.dark !== undefined, hue.name).toBe(hasDark);
      if (!hue.dark) continue;
      expect(hue.dark, hue.name).toHaveLength(c.steps);
      for (const color of hue.dark) expect(color, hue.name).toMatch(HEX);
    }
    expect(preset.background).toEqual(c.background);
  });

  it('runs each hue one way in lightness, from its first step to its last, all hues the same way', () => {
    const spans = preset.hues.map((hue) => lightness(hue.light[0]) - lightness(hue.light[c.steps - 1]));
    preset.hues.forEach((hue, i) => expect(Math.abs(spans[i]), hue.name).toBeGreaterThan(c.span));
    expect(new Set(spans.map(Math.sign)).size).toBe(1);
  });

  it('holds the colours the package publishes', () => {
    for (const { hue, step, light, dark } of c.known) {
      const found = preset.hues.find((h) => h.name === hue)!;
      const s = preset.steps.indexOf(step);
      expect(s, step).toBeGreaterThanOrEqual(0);
      if (light) expect(found.light[s]).toBe(light);
      if (dark) expect(found.dark?.[s]).toBe(dark);
    }
  });
});
