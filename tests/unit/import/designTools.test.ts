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

describe('Tokens Studio', () => {
  it('reads sets in their order, tokens named by their path, and lists references and other types aside', () => {
    const file = {
      core: { blue: { 500: { value: '#3A7BD5', type: 'color' } }, space: { value: '8', type: 'spacing' } },
      semantic: { accent: { value: '{blue.500}', type: 'color' }, danger: { value: 'rgba(214, 40, 40, 1)', type: 'color', description: 'Errors' } },
      $themes: [],
      $metadata: { tokenSetOrder: ['semantic', 'core'] },
    };
    const result = parseImport(JSON.stringify(file));
    expect(result.format).toBe('tokensStudio');
    expect(result.colors.map((c) => [c.name, c.code])).toEqual([
      ['danger', '#d62828'],
      ['blue.500', '#3a7bd5'],
    ]);
    expect(result.unreadable.map((u) => u.text)).toEqual(['accent: {blue.500}']);
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
