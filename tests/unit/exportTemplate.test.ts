/**
 * "Your template": the view a template sees (every placeholder, every case, names unique and safe whatever they are),
 * Mustache's syntax errors as a kind and a line, and the starter templates' output read by what consumes it: CSS by
 * lightningcss (strict), JSON by JSON.parse, Swift by tree-sitter's Swift grammar (no ERROR or MISSING node).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import { Language, Parser, type Node as SyntaxNode } from 'web-tree-sitter';
import { TEMPLATE_PLACEHOLDERS, namedPlaceholders, paletteView, placeholderText, themeView } from '../../src/core/code/exportTemplate.ts';
import { STARTER_TEMPLATES } from '../../src/core/code/templateStarters.ts';
import { renderTemplate, type RenderResult } from '../../src/ui/export/template/renderTemplate.ts';
import { IRODORI_THEME, MATERIAL_THEME } from './theme/themeArbitraries.ts';

const PALETTE = [
  { code: '#1ab385', name: 'Mountain Meadow' },
  { code: '#ff0000', name: 'Red' },
  { code: '#fe0000', name: 'red' },
  { code: '#9ae600', name: 'Lime', exact: 'oklch(84.1% 0.238 128.85)' },
  { code: '#3a7bd5', name: 'Half', exact: 'rgb(58 123 213 / 0.5)' },
];

/** Names that try to break out of every file a starter writes. */
const HOSTILE = [
  '"}; alert(1) //', '*/ body { color: red } /*', '</style><script>', 'default', 'self', 'class', 'Self', 'Type', '123', '',
  '🎨', '桜色', 'a-bc', 'ab-c', 'defaultColor', 'constructor', '__proto__', '{{name}}', 'Red\nGreen', 'naïve café',
].map((name, i) => ({ code: `#${(0x102030 + i * 0x050403).toString(16).padStart(6, '0')}`, name }));

const ok = (result: RenderResult): string => {
  if (!result.ok) throw new Error(`template error: ${JSON.stringify(result.error)}`);
  return result.text;
};

describe('the palette view', () => {
  const view = paletteView('Brand web', PALETTE);

  it('gives every placeholder the reference lists, in every case', () => {
    const text = ok(renderTemplate('{{name}}|{{kebab}}|{{camel}}|{{pascal}}|{{snake}}|{{constant}}\n{{#colors}}{{index}} {{name}} {{kebab}} {{camel}} {{pascal}} {{snake}} {{constant}} {{hex}} {{hexa}} {{rgb}} {{hsl}} {{oklch}} {{p3}} {{red}} {{green}} {{blue}} {{alpha}}{{^last}};{{/last}}\n{{/colors}}', view));
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Brand web|brand-web|brandWeb|BrandWeb|brand_web|BRAND_WEB');
    expect(lines[1]).toBe('1 Mountain Meadow mountain-meadow mountainMeadow MountainMeadow mountain_meadow MOUNTAIN_MEADOW #1ab385 #1ab385ff rgb(26 179 133) hsl(162 74.6% 40.2%) oklch(68.21% 0.13691 165.87) color(display-p3 0.3292 0.6916 0.5335) 26 179 133 1;');
    // The second 'red' is numbered in every case.
    expect(lines[2]).toMatch(/^2 Red red red Red red RED #ff0000/);
    expect(lines[3]).toMatch(/^3 red red-2 red2 Red2 red_2 RED_2 #fe0000/);
    // A wide colour: its exact value in oklch and p3, its fallback in hex.
    expect(lines[4]).toContain(' #9ae600 #9ae600ff ');
    expect(lines[4]).toContain(' oklch(84.1% 0.238 128.85) color(display-p3 ');
    // A translucent one: alpha in hexa, rgb, hsl and alpha.
    expect(lines[5]).toMatch(/#3a7bd5 #3a7bd580 rgb\(58 123 213 \/ 0\.5\) hsl\([^)]* \/ 0\.5\) .* 58 123 213 0\.5$/);
  });

  it('lists exactly the placeholders it has', () => {
    const item = view.colors[0] as unknown as Record<string, unknown>;
    const listed = TEMPLATE_PLACEHOLDERS.palette.filter((p) => p.startsWith('colors.')).map((p) => p.slice('colors.'.length));
    expect(new Set([...listed, 'first', 'last'])).toEqual(new Set(Object.keys(item)));
    for (const top of TEMPLATE_PLACEHOLDERS.palette.filter((p) => !p.includes('.') && !/^[#^]/.test(p))) expect(view).toHaveProperty(top);
  });

  it('makes hostile names safe identifiers, unique in every case, and reaches nothing but the data', () => {
    const hostile = paletteView('x', HOSTILE);
    for (const key of ['kebab', 'camel', 'pascal', 'snake', 'constant'] as const) {
      const names = hostile.colors.map((c) => c[key]);
      expect(new Set(names).size, key).toBe(names.length);
      for (const name of names) expect(name, key).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
    }
    expect(hostile.colors.map((c) => c.camel)).toEqual(expect.arrayContaining(['defaultColor', 'selfColor', 'classColor']));
    expect(ok(renderTemplate('{{constructor}}{{#colors}}{{constructor}}{{__proto__}}{{/colors}}{{#colors.map}}x{{/colors.map}}{{name.toUpperCase}}', hostile))).toBe('');
    // A name is a value, never a template: braces in it come out as they are.
    expect(ok(renderTemplate('{{#colors}}{{name}}|{{/colors}}', hostile))).toContain('{{name}}|');
  });

  it('reaches each colour by its camelCase name, numbered names too', () => {
    expect(ok(renderTemplate('{{color.mountainMeadow.hex}} {{color.red2.hex}} {{color.lime.oklch}} {{color.half.hexa}}', view))).toBe('#1ab385 #fe0000 oklch(84.1% 0.238 128.85) #3a7bd580');
    const hostile = paletteView('x', HOSTILE);
    for (const color of hostile.colors) expect(ok(renderTemplate(`{{color.${color.camel}.hex}}`, hostile))).toBe(color.hex);
    expect(namedPlaceholders(view)).toEqual(['color.mountainMeadow.hex']);
    expect(namedPlaceholders(paletteView('x', []))).toEqual([]);
  });

  it('does not escape HTML', () => {
    expect(ok(renderTemplate('{{#colors}}{{name}}{{/colors}}', paletteView('x', [HOSTILE[2]])))).toBe('</style><script>');
  });
});

describe('the theme view', () => {
  const view = themeView(MATERIAL_THEME);

  it('gives every role in both appearances and every tonal palette with its steps', () => {
    expect(view.roles.map((r) => r.role)).toEqual(MATERIAL_THEME.roles);
    const primary = view.roles.find((r) => r.role === 'onPrimaryContainer')!;
    expect([primary.kebab, primary.camel, primary.pascal, primary.snake, primary.constant]).toEqual(['on-primary-container', 'onPrimaryContainer', 'OnPrimaryContainer', 'on_primary_container', 'ON_PRIMARY_CONTAINER']);
    expect(primary.light.hex).toBe(MATERIAL_THEME.light.onPrimaryContainer);
    expect(primary.dark.hex).toBe(MATERIAL_THEME.dark.onPrimaryContainer);
    const text = ok(renderTemplate('{{#roles}}{{role}}:{{light.hex}}/{{dark.hex}} {{light.rgb}} {{light.hsl}} {{light.oklch}} {{dark.p3}}\n{{/roles}}{{#palettes}}{{name}} {{kebab}}{{#steps}} {{step}}={{hex}}{{/steps}}\n{{/palettes}}', view));
    expect(text.split('\n')[0]).toMatch(/^primary:#[0-9a-f]{6}\/#[0-9a-f]{6} rgb\(\d+ \d+ \d+\) hsl\(.*\) oklch\(.*\) color\(display-p3 [\d. ]+\)$/);
    const palette = MATERIAL_THEME.palettes[0];
    expect(text).toContain(`${palette.name} ${view.palettes[0].kebab} ${palette.tones.map((t) => `${t.tone}=${t.hex}`).join(' ')}\n`);
  });

  it('lists exactly the placeholders it has', () => {
    const role = view.roles[0] as unknown as Record<string, unknown>;
    const listed = new Set(TEMPLATE_PLACEHOLDERS.theme.filter((p) => p.startsWith('roles.')).map((p) => p.split('.')[1]));
    expect(new Set([...listed, 'index', 'first', 'last'])).toEqual(new Set(Object.keys(role)));
    const step = view.palettes[0].steps[0] as unknown as Record<string, unknown>;
    const steps = TEMPLATE_PLACEHOLDERS.theme.filter((p) => p.startsWith('steps.')).map((p) => p.slice('steps.'.length));
    expect(new Set([...steps, 'index', 'first', 'last'])).toEqual(new Set(Object.keys(step)));
  });

  it('reaches every role and every tone by name, in every form', () => {
    for (const theme of [MATERIAL_THEME, IRODORI_THEME]) {
      const named = themeView(theme);
      for (const role of named.roles) {
        const text = ok(renderTemplate(`{{role.${role.camel}.light.hex}} {{role.${role.camel}.dark.oklch}} {{role.${role.camel}.kebab}}`, named));
        expect(text, role.role).toBe(`${theme.light[role.role]} ${role.dark.oklch} ${role.kebab}`);
      }
      for (const palette of named.palettes) {
        for (const step of palette.steps) expect(ok(renderTemplate(`{{tone.${palette.camel}.${step.step}.hex}}`, named))).toBe(step.hex);
      }
    }
    const primary40 = MATERIAL_THEME.palettes.find((p) => p.name === 'primary')!.tones.find((t) => t.tone === 40)!.hex;
    expect(ok(renderTemplate('$primary: {{role.primary.light.hex}};\n$primary-40: {{tone.primary.40.p3}};', view))).toBe(`$primary: ${MATERIAL_THEME.light.primary};\n$primary-40: ${themeView(MATERIAL_THEME).tone.primary['40'].p3};`);
    expect(themeView(MATERIAL_THEME).tone.primary['40'].hex).toBe(primary40);
    // Inside a list a name still means the item's own field; a name no role has writes nothing.
    expect(ok(renderTemplate('{{#roles}}{{#first}}{{role}}{{/first}}{{/roles}}|{{role.noSuchRole.light.hex}}|{{role.constructor}}', view))).toBe('primary||');
  });

  it('offers the named placeholders from the view, each filled', () => {
    const examples = namedPlaceholders(view);
    expect(examples).toEqual(['role.primary.light.hex', 'role.primary.dark.hex', expect.stringMatching(/^tone\.primary\.\d+\.hex$/)]);
    for (const example of examples) {
      expect(placeholderText(example)).toBe(`{{${example}}}`);
      expect(ok(renderTemplate(placeholderText(example), view))).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('names custom colours uniquely', () => {
    const names = themeView(IRODORI_THEME).roles.map((r) => r.camel);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('syntax errors', () => {
  const view = paletteView('x', PALETTE);
  const error = (template: string) => {
    const result = renderTemplate(template, view);
    if (result.ok) throw new Error('expected an error');
    return result.error;
  };

  it('say what is wrong and on which line, and never throw', () => {
    expect(error('a\nb\n{{#colors}}\n{{hex}}\n')).toEqual({ kind: 'unclosedSection', name: 'colors', line: 3 });
    expect(error('line\n{{hex}}\n{{/colors}}')).toEqual({ kind: 'unopenedSection', name: 'colors', line: 3 });
    expect(error('{{#colors}}\n\n{{/roles}}')).toEqual({ kind: 'mismatchedSection', name: 'colors', line: 3 });
    expect(error('one\ntwo {{hex\nthree')).toEqual({ kind: 'unclosedTag', name: '', line: 2 });
    expect(error('\n{{=<% =}}')).toMatchObject({ kind: 'badDelimiters', line: 2 });
  });

  it('come back for any text rather than throwing', () => {
    for (const template of ['{{', '}}{{', '{{#}}', '{{/}}', '{{{x}}', '{{&}}', '{{= =}}', '{{#a}}{{#b}}{{/a}}{{/b}}', '{{>partial}}', '{{!', '{{#colors.map}}x{{/colors.map}}']) {
      expect(() => renderTemplate(template, view)).not.toThrow();
    }
  });
});

describe('placeholders', () => {
  it('insert their tag, a section with its end', () => {
    expect(placeholderText('name')).toBe('{{name}}');
    expect(placeholderText('colors.hex')).toBe('{{hex}}');
    expect(placeholderText('roles.light.hex')).toBe('{{light.hex}}');
    expect(placeholderText('#colors')).toBe('{{#colors}}\n{{/colors}}');
    expect(placeholderText('^last')).toBe('{{^last}},{{/last}}');
  });
});

describe('the starter templates', () => {
  let swift: Parser;
  beforeAll(async () => {
    await Parser.init();
    swift = new Parser();
    swift.setLanguage(await Language.load(resolve('node_modules/@cursorless/tree-sitter-wasms/out/tree-sitter-swift.wasm')));
  });
  const errors = (node: SyntaxNode): string[] => [
    ...(node.type === 'ERROR' || node.isMissing ? [node.text] : []),
    ...node.children.flatMap((child) => (child ? errors(child) : [])),
  ];

  const paletteInputs = [paletteView('Brand web', PALETTE), paletteView('*/ "Self"', HOSTILE), paletteView('', [PALETTE[0]])];
  const themeInputs = [themeView(MATERIAL_THEME), themeView(IRODORI_THEME)];

  it.each(STARTER_TEMPLATES.map((s) => [`${s.kind} ${s.id}`, s] as const))('%s writes a valid file', (_, starter) => {
    for (const view of starter.kind === 'palette' ? paletteInputs : themeInputs) {
      const text = ok(renderTemplate(starter.text, view));
      if (starter.extension === 'json') {
        const data = JSON.parse(text) as Record<string, unknown>;
        if (starter.kind === 'palette') expect(Object.keys(data)).toHaveLength((view as ReturnType<typeof paletteView>).colors.length);
        else expect(Object.keys(data.light as object)).toHaveLength((view as ReturnType<typeof themeView>).roles.length);
      } else if (starter.extension === 'css') {
        const { warnings } = transform({ filename: 'template.css', code: Buffer.from(text), errorRecovery: false });
        expect(warnings).toEqual([]);
      } else if (starter.extension === 'swift') {
        const tree = swift.parse(text)!;
        expect(errors(tree.rootNode), text).toEqual([]);
      } else {
        throw new Error(`no client reads .${starter.extension}`);
      }
    }
  });

  it('the palette JSON holds each colour under its kebab name', () => {
    const text = ok(renderTemplate(STARTER_TEMPLATES.find((s) => s.kind === 'palette' && s.id === 'json')!.text, paletteInputs[0]));
    expect(JSON.parse(text)).toEqual({ 'mountain-meadow': '#1ab385', red: '#ff0000', 'red-2': '#fe0000', lime: '#9ae600', half: '#3a7bd5' });
  });
});
