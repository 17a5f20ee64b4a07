/**
 * The Figma variables exports (a palette's, a theme's) are the body of Figma's `POST /v1/files/:file_key/variables`:
 * each generated file, for names built to break it, is written into a TypeScript file as a
 * `PostVariablesRequestBody` (Figma's published `@figma/rest-api-spec`) and type-checked in strict mode by the
 * TypeScript compiler, once for all of them; Figma's documented rules the type cannot say are checked on the JSON
 * (unique names without '.', '{', '}', every temporary id defined before use, a value for every mode, aliases to other
 * variables without cycles); and Import reads every file back to its colours, as it still reads the GET response.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { figmaNamePart, type FigmaVariablesBody } from '../../../src/core/code/figmaVariables.ts';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { figmaVariables } from '../../../src/core/theme/export/figma.ts';
import { kebab, themeNames, toneKey } from '../../../src/core/theme/export/names.ts';
import type { ThemeColors } from '../../../src/core/theme/roles.ts';
import { materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { alphaOf } from '../../../src/ui/export/authored.ts';
import { toFigmaVariables } from '../../../src/ui/export/designTools.ts';
import type { ExportInput } from '../../../src/ui/export/types.ts';
import { HOSTILE_WIDE, HOSTILE_NAMES, exactInput } from './exactPalettes.ts';
import { HOSTILE_EXTENDED_NAMES, IRODORI_THEME, MATERIAL_THEME, TINY_THEME } from '../theme/themeArbitraries.ts';

/** Names Figma's rules or a JSON reader could trip on: keywords, role names, Japanese, emoji, duplicates, dots, braces, slashes. */
const FIGMA_HOSTILE = [
  'constructor', '__proto__', 'toString', 'primary', 'on-primary', 'color/primary', '藍色', '藍色', '🎨 Paint', '🎨 Paint',
  'a.b.c', '{palette.primary.40}', '}{', '/', '//x//', ' Red ', 'Red', 'Red 2', 'Red', 'tab\tand\nline', '\u200b', 'VariableID:1:2',
];

const PALETTES: Record<string, ExportInput> = {
  hostile: exactInput('Palette {v1}.json / 日本 🎨', FIGMA_HOSTILE.map((name, i) => [`#${(i * 0x0b1d3f + 0x102030).toString(16).slice(-6).padStart(6, '0')}`, name])),
  'hostile wide': HOSTILE_WIDE,
  empty: exactInput('', []),
};

const hostileTheme = (names: readonly string[]) =>
  materialTheme({ name: 'Ocean {dark}.v2 / 海 🌊', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended: names.map((name, i) => ({ name, hex: `#${(0x2e7d32 + i * 0x10305).toString(16)}`, harmonize: i % 2 === 0 })) });

const THEMES: Record<string, ThemeColors> = {
  material: MATERIAL_THEME,
  irodori: IRODORI_THEME,
  tiny: TINY_THEME,
  'hostile extended': hostileTheme([...HOSTILE_EXTENDED_NAMES, ...HOSTILE_NAMES.filter((n) => /[a-z]/i.test(n))]),
};

const themeBody = (theme: ThemeColors) => {
  const files = figmaVariables(theme);
  expect(files.map((f) => f.path)).toEqual(['figma-variables.json']);
  return files[0].content as string;
};

/** Every file under test: its label and its JSON text. */
const FILES: [string, string][] = [
  ...Object.entries(PALETTES).map(([label, input]): [string, string] => [`palette: ${label}`, toFigmaVariables(input)]),
  ...Object.entries(THEMES).map(([label, theme]): [string, string] => [`theme: ${label}`, themeBody(theme)]),
];

const root = fileURLToPath(new URL('../../../', import.meta.url));
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules/.cache/figma-variables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Figma variables, as Figma’s REST API types the POST body', () => {
  it('type-check in strict mode as PostVariablesRequestBody, every file', () => {
    const paths = FILES.map(([, json], i) => {
      const path = join(dir, `body${i}.ts`);
      writeFileSync(path, `import type { PostVariablesRequestBody } from '@figma/rest-api-spec';\n\nexport const body: PostVariablesRequestBody = ${json.trimEnd()};\n`);
      return path;
    });
    const program = ts.createProgram(paths, {
      strict: true,
      noEmit: true,
      exactOptionalPropertyTypes: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      lib: ['lib.es2022.d.ts'],
    });
    // Only the bodies' diagnostics (and the options' own): the spec's file is Figma's.
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...paths.flatMap((path) => ts.getPreEmitDiagnostics(program, program.getSourceFile(path)))].map((d) => {
      const where = d.file ? `${FILES[paths.indexOf(d.file.fileName)]?.[0] ?? d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
    // The check can fail: the GET response's shape, which the export wrote before, is refused.
    const wrong = join(dir, 'wrong.ts');
    writeFileSync(wrong, `import type { PostVariablesRequestBody } from '@figma/rest-api-spec';\n\nexport const body: PostVariablesRequestBody = { status: 200, error: false, meta: {} };\n`);
    const again = ts.createProgram([wrong], program.getCompilerOptions(), undefined, program);
    const refused = ts.getPreEmitDiagnostics(again, again.getSourceFile(wrong));
    expect(refused.length).toBeGreaterThan(0);
  });

  it.each(FILES)('keep Figma’s rules the type cannot say: %s', (_, json) => {
    const body = JSON.parse(json) as FigmaVariablesBody;
    expect(Object.keys(body)).toEqual(['variableCollections', 'variableModes', 'variables', 'variableModeValues']);
    const ids = [...body.variableCollections.map((c) => c.id), ...body.variableModes.filter((m) => m.action === 'CREATE').map((m) => m.id), ...body.variables.map((v) => v.id)];
    expect(new Set(ids).size, 'temporary ids are unique').toBe(ids.length);
    for (const id of ids) expect(id).not.toMatch(/^(VariableID|VariableCollectionId):|^\d+:\d+$/);
    const collections = new Map(body.variableCollections.map((c) => [c.id, c]));
    expect(collections.size).toBeGreaterThanOrEqual(1);
    for (const c of body.variableCollections) expect(c.name.trim()).not.toBe('');
    expect(new Set(body.variableCollections.map((c) => c.name)).size, 'collection names are unique').toBe(collections.size);
    // Modes: the collection's initial mode renamed, any other created; each names a collection of the body.
    const modesOf = new Map<string, string[]>();
    for (const mode of body.variableModes) {
      const collection = collections.get(mode.variableCollectionId);
      expect(collection, mode.id).toBeDefined();
      if (mode.action === 'UPDATE') expect(mode.id).toBe(collection!.initialModeId);
      modesOf.set(mode.variableCollectionId, [...(modesOf.get(mode.variableCollectionId) ?? []), mode.id]);
    }
    for (const c of body.variableCollections) {
      expect(modesOf.get(c.id)?.[0]).toBe(c.initialModeId);
      const names = body.variableModes.filter((m) => m.variableCollectionId === c.id).map((m) => m.name);
      expect(new Set(names).size).toBe(names.length);
    }
    // Variables: in a collection of the body, named uniquely within it, without '.', '{', '}' or an empty group.
    const variables = new Map(body.variables.map((v) => [v.id, v]));
    for (const c of body.variableCollections) {
      const names = body.variables.filter((v) => v.variableCollectionId === c.id).map((v) => v.name);
      expect(new Set(names).size, 'names are unique in a collection').toBe(names.length);
    }
    for (const v of body.variables) {
      expect(collections.has(v.variableCollectionId)).toBe(true);
      expect(v.name).not.toMatch(/[.{}]/);
      for (const part of v.name.split('/')) expect(part.trim(), v.name).toBe(part);
      for (const part of v.name.split('/')) expect(part, v.name).not.toBe('');
      expect(v.name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      if (v.codeSyntax) expect(v.codeSyntax.WEB).toMatch(/^var\(--[a-z0-9-]+\)$/);
    }
    // Values: exactly one for each variable in each mode of its collection; colours in 0–1; aliases to others, acyclic.
    const values = new Map<string, FigmaVariablesBody['variableModeValues'][number]['value']>();
    for (const entry of body.variableModeValues) {
      const variable = variables.get(entry.variableId);
      expect(variable, entry.variableId).toBeDefined();
      expect(modesOf.get(variable!.variableCollectionId)).toContain(entry.modeId);
      const key = `${entry.variableId} ${entry.modeId}`;
      expect(values.has(key), key).toBe(false);
      values.set(key, entry.value);
      if ('type' in entry.value) {
        expect(variables.has(entry.value.id), entry.value.id).toBe(true);
        expect(entry.value.id).not.toBe(entry.variableId);
      } else {
        expect(Object.keys(entry.value)).toEqual(['r', 'g', 'b', 'a']);
        for (const channel of Object.values(entry.value)) expect(channel >= 0 && channel <= 1, String(channel)).toBe(true);
      }
    }
    for (const v of body.variables) for (const mode of modesOf.get(v.variableCollectionId)!) expect(values.has(`${v.id} ${mode}`), `${v.name} in ${mode}`).toBe(true);
    // An alias to another collection's variable follows that collection's default (first) mode.
    const valueIn = (id: string, mode: string) => values.get(`${id} ${mode}`) ?? values.get(`${id} ${collections.get(variables.get(id)!.variableCollectionId)!.initialModeId}`)!;
    for (const [key, start] of values) {
      const mode = key.split(' ')[1];
      const seen = new Set([key.split(' ')[0]]);
      for (let value = start; 'type' in value; value = valueIn(value.id, mode)) {
        expect(seen.has(value.id), `alias cycle through ${value.id}`).toBe(false);
        seen.add(value.id);
      }
    }
  });
});

/** Returns a Figma colour as '#rrggbb'. */
const hexOf = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;

describe('a palette’s Figma variables', () => {
  it('hold each colour once, in order, its fallback and alpha, in one mode, with the CSS export’s property', () => {
    const input = PALETTES.hostile;
    const body = JSON.parse(toFigmaVariables(input)) as FigmaVariablesBody;
    expect(body.variableCollections[0].name).toBe('Palette -v1--json - 日本 🎨');
    expect(body.variableModes.map((m) => [m.action, m.name])).toEqual([['UPDATE', 'Value']]);
    expect(body.variables.map((v) => v.name).slice(0, 12)).toEqual(['constructor', '__proto__', 'toString', 'primary', 'on-primary', 'color-primary', '藍色', '藍色 2', '🎨 Paint', '🎨 Paint 2', 'a-b-c', '-palette-primary-40-']);
    expect(body.variables.map((v) => v.name).slice(15, 19)).toEqual(['Red', 'Red 2', 'Red 2 2', 'Red 3']);
    expect(body.variableModeValues.map((v) => hexOf(v.value as { r: number; g: number; b: number }))).toEqual(input.colors.map((c) => c.code));
    const wide = JSON.parse(toFigmaVariables(HOSTILE_WIDE)) as FigmaVariablesBody;
    expect(wide.variableModeValues.map((v) => (v.value as { a: number }).a)).toEqual(HOSTILE_WIDE.colors.map(alphaOf));
    expect(body.variables[0].codeSyntax).toEqual({ WEB: 'var(--constructor)' });
  });

  it('read back by Import: each colour under its name, the collection as the title', () => {
    const input = PALETTES.hostile;
    const result = parseImport(toFigmaVariables(input));
    expect(result.format).toBe('figma');
    expect(result.title).toBe('Palette -v1--json - 日本 🎨');
    expect(result.colors.map((c) => c.code)).toEqual(input.colors.map((c) => c.code));
    expect(result.unreadable).toEqual([]);
  });
});

describe('a theme’s Figma variables', () => {
  it.each(Object.entries(THEMES))('hold every role in Light and Dark and every tone, roles that are tones as aliases of them: %s', (_, theme) => {
    const body = JSON.parse(themeBody(theme)) as FigmaVariablesBody;
    // Two collections: the tones in one mode, the roles in Light and Dark.
    const name = theme.name.trim() || 'Theme';
    expect(body.variableCollections.map((c) => c.name)).toEqual([figmaNamePart(`${name} palettes`, 'Colors'), figmaNamePart(name, 'Colors')]);
    const [tonesCollection, rolesCollection] = body.variableCollections.map((c) => c.id);
    expect(body.variableModes.map((m) => [m.variableCollectionId, m.name])).toEqual([[tonesCollection, 'Value'], [rolesCollection, 'Light'], [rolesCollection, 'Dark']]);
    const [tone, light, dark] = body.variableModes.map((m) => m.id);
    const collectionOf = new Map(body.variables.map((v) => [v.name, v.variableCollectionId]));
    const byName = new Map(body.variables.map((v) => [v.name, v.id]));
    const values = new Map(body.variableModeValues.map((v) => [`${v.variableId} ${v.modeId}`, v.value]));
    const names = themeNames(theme);
    let aliases = 0;
    const resolved = (name: string, mode: string) => {
      let value = values.get(`${byName.get(name)} ${mode}`)!;
      if ('type' in value) {
        aliases++;
        const target = body.variables.find((v) => v.id === (value as { id: string }).id)!;
        expect(target.name.startsWith('palette/'), `${name} aliases a palette tone`).toBe(true);
        expect(target.variableCollectionId).toBe(tonesCollection);
        value = values.get(`${target.id} ${tone}`)!;
      }
      return hexOf(value as { r: number; g: number; b: number });
    };
    for (const role of theme.roles) expect(collectionOf.get(`color/${kebab(names.role(role))}`)).toBe(rolesCollection);
    for (const role of theme.roles) {
      const name = `color/${kebab(names.role(role))}`;
      expect([resolved(name, light), resolved(name, dark)], name).toEqual([theme.light[role].toLowerCase(), theme.dark[role].toLowerCase()]);
    }
    for (const p of theme.palettes) for (const t of p.tones) expect(resolved(`palette/${kebab(names.palette(p.name))}/${toneKey(t.tone, '-')}`, tone)).toBe(t.hex.toLowerCase());
    const tones = new Set(theme.palettes.flatMap((p) => p.tones.map((t) => t.hex.toLowerCase())));
    const tonal = theme.roles.filter((role) => tones.has(theme.light[role].toLowerCase())).length + theme.roles.filter((role) => tones.has(theme.dark[role].toLowerCase())).length;
    expect(aliases, 'every role equal to a tone is an alias').toBe(tonal);
    expect(body.variables.length).toBe(theme.roles.length + theme.palettes.reduce((n, p) => n + p.tones.length, 0));
  });

  it('the Material theme’s primary is an alias of palette tone 40 in Light, 80 in Dark', () => {
    const body = JSON.parse(themeBody(MATERIAL_THEME)) as FigmaVariablesBody;
    const primary = body.variables.find((v) => v.name === 'color/primary')!;
    const [light, dark] = body.variableModeValues.filter((v) => v.variableId === primary.id).map((v) => v.value as { id: string });
    const name = (id: string) => body.variables.find((v) => v.id === id)!.name;
    expect([name(light.id), name(dark.id)]).toEqual(['palette/primary/40', 'palette/primary/80']);
    expect(primary.codeSyntax).toEqual({ WEB: 'var(--color-primary)' });
  });

  it('read back by Import: every role in each mode, aliases followed to their colours', () => {
    const theme = THEMES['hostile extended'];
    const result = parseImport(themeBody(theme));
    expect(result.format).toBe('figma');
    expect(result.unreadable).toEqual([]);
    const names = themeNames(theme);
    const read = new Map(result.colors.map((c) => [c.name, c.code]));
    for (const role of theme.roles) {
      const name = `color/${kebab(names.role(role))}`;
      expect([read.get(`${name} (Light)`), read.get(`${name} (Dark)`)]).toEqual([theme.light[role].toLowerCase(), theme.dark[role].toLowerCase()]);
    }
    // The tones once each (one mode), and the roles' collection as the title.
    for (const p of theme.palettes) for (const t of p.tones) expect(read.get(`palette/${kebab(names.palette(p.name))}/${toneKey(t.tone, '-')}`)).toBe(t.hex.toLowerCase());
    expect(result.colors.length).toBe(2 * theme.roles.length + theme.palettes.reduce((n, p) => n + p.tones.length, 0));
    expect(result.title).toBe(figmaNamePart(theme.name, 'Colors'));
  });
});
