import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';

/** A local-variables response as Figma's REST API gives it: two modes, a group, an alias and a number variable. */
const FIGMA_REST = JSON.stringify({
  status: 200,
  error: false,
  meta: {
    variableCollections: {
      'VariableCollectionId:2:1': { id: 'VariableCollectionId:2:1', name: 'Brand', modes: [{ modeId: '2:0', name: 'Light' }, { modeId: '2:1', name: 'Dark' }], defaultModeId: '2:0', variableIds: ['VariableID:2:2', 'VariableID:2:3', 'VariableID:2:4'] },
    },
    variables: {
      'VariableID:2:2': { id: 'VariableID:2:2', name: 'surface/base', resolvedType: 'COLOR', variableCollectionId: 'VariableCollectionId:2:1', valuesByMode: { '2:0': { r: 1, g: 1, b: 1, a: 1 }, '2:1': { r: 0.0705882, g: 0.0705882, b: 0.0784314, a: 1 } } },
      'VariableID:2:3': { id: 'VariableID:2:3', name: 'accent', resolvedType: 'COLOR', variableCollectionId: 'VariableCollectionId:2:1', valuesByMode: { '2:0': { type: 'VARIABLE_ALIAS', id: 'VariableID:2:2' }, '2:1': { r: 0.2274, g: 0.4823, b: 0.8352, a: 0.5 } } },
      'VariableID:2:4': { id: 'VariableID:2:4', name: 'radius', resolvedType: 'FLOAT', variableCollectionId: 'VariableCollectionId:2:1', valuesByMode: { '2:0': 8, '2:1': 8 } },
    },
  },
});

describe('Figma variables', () => {
  it('reads every mode of the REST shape, names "name (mode)", lists an alias, drops alpha with a word', () => {
    const result = parseImport(FIGMA_REST);
    expect(result.format).toBe('figma');
    expect(result.title).toBe('Brand');
    expect(result.colors.map((c) => [c.name, c.code, c.alphaDropped])).toEqual([
      ['surface/base (Light)', '#ffffff', false],
      ['surface/base (Dark)', '#121214', false],
      ['accent (Dark)', '#3a7bd5', true],
    ]);
    expect(result.unreadable).toHaveLength(1);
    expect(result.unreadable[0].text).toContain('VARIABLE_ALIAS');
  });

  it('reads the plugin shape: collections of { name, type: "COLOR", value: { r, g, b, a } }', () => {
    const plugin = [{ name: 'Palette', modes: [{ name: 'Mode 1', variables: [{ name: 'Red', type: 'COLOR', value: { r: 0.8392, g: 0.1569, b: 0.1569, a: 1 } }, { name: 'Gap', type: 'FLOAT', value: 4 }] }] }];
    const result = parseImport(JSON.stringify(plugin));
    expect(result.format).toBe('figma');
    expect(result.colors.map((c) => [c.name, c.code])).toEqual([['Red', '#d62828']]);
  });
});

describe('Figma variables as CSS strings (an exporting plugin)', () => {
  it('reads RRGGBBAA strings: an opaque one as its code, a translucent one kept exactly; modes named from an object', () => {
    const file = {
      name: 'Mobile',
      modes: { light: 'Light', dark: 'Dark' },
      defaultModeId: 'light',
      variables: [
        { name: 'color/primary', resolvedType: 'COLOR', valuesByMode: { light: '#6835e7ff', dark: '#cfbcffff' } },
        { name: 'color/scrim', resolvedType: 'COLOR', valuesByMode: { light: '#00000080', dark: 'oklch(0.2 0 0 / 0.5)' } },
        { name: 'color/broken', resolvedType: 'COLOR', valuesByMode: { light: 'not a colour', dark: '#fff' } },
      ],
    };
    const result = parseImport(JSON.stringify(file));
    expect(result.format).toBe('figma');
    expect(result.title).toBe('Mobile');
    expect(result.colors.map((c) => [c.name, c.code, c.exact ?? null, c.alphaDropped])).toEqual([
      ['color/primary (Light)', '#6835e7', null, false],
      ['color/primary (Dark)', '#cfbcff', null, false],
      ['color/scrim (Light)', '#000000', '#00000080', true],
      ['color/scrim (Dark)', '#161616', 'oklch(0.2 0 0 / 0.5)', true],
      ['color/broken (Dark)', '#ffffff', null, false],
    ]);
    expect(result.unreadable.map((u) => u.text)).toEqual(['color/broken: "not a colour"']);
  });
});

describe('Tokens Studio', () => {
  it('reads sets in their order, tokens named by their path, references followed, other types aside', () => {
    const file = {
      core: { blue: { 500: { value: '#3A7BD5', type: 'color' } }, space: { value: '8', type: 'spacing' }, fade: { value: '0.5', type: 'opacity' } },
      semantic: {
        accent: { value: '{blue.500}', type: 'color' },
        danger: { value: 'rgba(214, 40, 40, 1)', type: 'color', description: 'Errors' },
        link: { value: '{accent}', type: 'color' },
        veil: { value: 'rgba({blue.500}, {fade})', type: 'color' },
        lost: { value: '{red.500}', type: 'color' },
        loop: { value: '{loop}', type: 'color' },
        light: { value: '{blue.500}', type: 'color', $extensions: { 'studio.tokens': { modify: { type: 'lighten', value: '0.5', space: 'lch' } } } },
        onLight: { value: '{light}', type: 'color' },
      },
      $themes: [],
      $metadata: { tokenSetOrder: ['semantic', 'core'] },
    };
    const result = parseImport(JSON.stringify(file));
    expect(result.format).toBe('tokensStudio');
    expect(result.colors.map((c) => [c.name, c.exact ?? c.code])).toEqual([
      ['accent', '#3a7bd5'],
      ['danger', '#d62828'],
      ['link', '#3a7bd5'],
      ['veil', 'rgb(58 123 213 / 0.5)'],
      ['blue.500', '#3a7bd5'],
    ]);
    // A missing token, a cycle and a modified colour (Tokens Studio computes it) are listed, never taken for their base.
    expect(result.unreadable.map((u) => u.text)).toEqual(['lost: {red.500}', 'loop: {loop}', 'light: {blue.500} (lighten 0.5 lch)', 'onLight: {light}']);
  });

  it('a token named in two sets is read from its own set, else from the last set that has it', () => {
    const file = {
      base: { brand: { value: '#111111', type: 'color' }, ink: { value: '{brand}', type: 'color' } },
      theme: { brand: { value: '#222222', type: 'color' } },
      usage: { button: { value: '{brand}', type: 'color' } },
      $metadata: { tokenSetOrder: ['base', 'theme', 'usage'] },
    };
    expect(parseImport(JSON.stringify(file)).colors.map((c) => [c.name, c.code])).toEqual([
      ['brand', '#111111'],
      ['ink', '#111111'],
      ['brand', '#222222'],
      ['button', '#222222'],
    ]);
  });

  it('a file of tokens without sets or metadata is read too; DTCG ($value) files stay DTCG', () => {
    expect(parseImport('{ "red": { "value": "#ff0000", "type": "color" } }').colors.map((c) => [c.name, c.code])).toEqual([['red', '#ff0000']]);
    expect(parseImport('{ "red": { "$value": "#ff0000", "$type": "color" } }').format).toBe('tokens');
  });
});

describe('Material Theme Builder', () => {
  it('reads an export as the palette it was made from: the core colours by role, then the custom colours', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../fixtures/theme/material-theme.json', import.meta.url), 'utf8');
    const result = parseImport(text);
    expect(result.format).toBe('material');
    expect(result.colors.map((c) => [c.name, c.code])).toEqual([
      ['primary', '#1d5bee'],
      ['Custom Color 1', '#00d68a'],
    ]);
    const file = JSON.parse(text) as Record<string, unknown>;
    delete file.coreColors;
    expect(parseImport(JSON.stringify(file)).colors.map((c) => [c.name, c.code])).toEqual([
      ['seed', '#1d5bee'],
      ['Custom Color 1', '#00d68a'],
    ]);
  });
});

describe('Style Dictionary', () => {
  it('reads `value` tokens named by their path, references followed (also to `.value`), broken ones listed, other values aside', () => {
    const file = {
      color: {
        base: { red: { value: '#d62828', comment: 'Errors' }, ink: { value: 'rgba(0, 0, 0, 0.5)' } },
        font: { value: '{color.base.red.value}' },
        link: { value: '{color.font}' },
        lost: { value: '{color.base.blue}' },
      },
      size: { small: { value: '12px' } },
    };
    const result = parseImport(JSON.stringify(file, null, 2));
    expect(result.format).toBe('styleDictionary');
    expect(result.colors.map((c) => [c.name, c.exact ?? c.code])).toEqual([
      ['color-base-red', '#d62828'],
      ['color-base-ink', 'rgb(0 0 0 / 0.5)'],
      ['color-font', '#d62828'],
      ['color-link', '#d62828'],
    ]);
    expect(result.unreadable.map((u) => u.text)).toEqual(['color.lost: {color.base.blue}']);
  });
});
