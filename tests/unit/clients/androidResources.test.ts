/**
 * The Android resource exports (the palette's colors.xml, the theme's values/colors.xml, values-night/colors.xml and
 * values/themes.xml) held to the rules of Android's resource compiler, aapt2: well-formed XML (saxes, a strict
 * parser); a `<resources>` root; resource names `[a-z_][a-z0-9_]*` and never a Java keyword (each becomes a field of
 * R.java, and aapt2 refuses "invalid symbol name 'app:color/class'"); each name once per type in a configuration;
 * colour values `#RRGGBB` or `#AARRGGBB`; every `@color/` reference resolved by the export's own files, a night
 * resource having its default. And the values are the colours: the palette's codes with their alpha.
 */
import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { toAndroidColors } from '../../../src/ui/export/platforms.ts';
import { codeWithAlpha } from '../../../src/ui/export/authored.ts';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { HOSTILE_PALETTE, HOSTILE_THEMES, JAPANESE_PALETTE } from './hostileInputs.ts';

/** Java's keywords and literals (JLS §3.9, §3.10.3, §3.10.7): no resource may be named by one. */
const JAVA_KEYWORDS = new Set(
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends false final finally float for goto if implements import instanceof int interface long native new null package private protected public return short static strictfp super switch synchronized this throw throws transient true try void volatile while'.split(' '),
);

/** One resource: its type (the element), name, value (its text) and, for a style, its items. */
type Resource = { type: string; name: string; value: string; items: { name: string; value: string }[] };

/** Parses a resource file strictly and returns its resources; a malformed file throws. */
function readResources(xml: string): Resource[] {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const resources: Resource[] = [];
  const stack: string[] = [];
  let text = '';
  let current: Resource | null = null;
  let item: { name: string; value: string } | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const name = String(tag.attributes.name ?? '');
    if (stack.length === 0) expect(tag.name).toBe('resources');
    else if (stack.length === 1) current = { type: tag.name, name, value: '', items: [] };
    else if (stack.length === 2 && tag.name === 'item') item = { name, value: '' };
    else throw new Error(`unexpected <${tag.name}> in <${stack.at(-1)}>`);
    stack.push(tag.name);
    text = '';
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
    if (stack.length === 2 && item && current) {
      current.items.push({ ...item, value: text.trim() });
      item = null;
    } else if (stack.length === 1 && current) {
      if (current.items.length === 0) current.value = text.trim();
      resources.push(current);
      current = null;
    }
    text = '';
  });
  parser.write(xml).close();
  return resources;
}

/** Returns what breaks aapt2's rules in a set of files keyed by path ('values/colors.xml'). */
function resourceProblems(files: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  const byConfig = new Map<string, Resource[]>();
  for (const [path, xml] of Object.entries(files)) {
    const config = path.split('/')[0];
    byConfig.set(config, [...(byConfig.get(config) ?? []), ...readResources(xml)]);
  }
  const colors = new Set((byConfig.get('values') ?? []).filter((r) => r.type === 'color').map((r) => r.name));
  const resolves = (value: string) => !value.startsWith('@color/') || colors.has(value.slice('@color/'.length));
  for (const [config, resources] of byConfig) {
    const seen = new Set<string>();
    for (const r of resources) {
      if (seen.has(`${r.type}/${r.name}`)) out.push(`${config}: ${r.type}/${r.name} defined twice`);
      seen.add(`${r.type}/${r.name}`);
      if (r.type === 'color') {
        if (!/^[a-z_][a-z0-9_]*$/.test(r.name)) out.push(`${config}: invalid name color/${r.name}`);
        if (JAVA_KEYWORDS.has(r.name)) out.push(`${config}: color/${r.name} is a Java keyword`);
        if (!/^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/.test(r.value) && !r.value.startsWith('@color/')) out.push(`${config}: color/${r.name} = ${r.value}`);
        if (!resolves(r.value)) out.push(`${config}: color/${r.name} refers to a missing ${r.value}`);
        if (config !== 'values' && !colors.has(r.name)) out.push(`${config}: color/${r.name} has no default in values/`);
      } else if (r.type === 'style') {
        if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(r.name)) out.push(`${config}: invalid name style/${r.name}`);
        const items = new Set<string>();
        for (const i of r.items) {
          if (items.has(i.name)) out.push(`${config}: style/${r.name} sets ${i.name} twice`);
          items.add(i.name);
          if (!resolves(i.value)) out.push(`${config}: style/${r.name} ${i.name} refers to a missing ${i.value}`);
        }
      } else {
        out.push(`${config}: unexpected resource type ${r.type}`);
      }
    }
  }
  return out;
}

/** Returns an Android colour value of a palette colour: '#RRGGBB', or '#AARRGGBB' with its alpha. */
function androidValue(code: string): string {
  const hex = code.slice(1).toUpperCase();
  return hex.length === 8 ? `#${hex.slice(6)}${hex.slice(0, 6)}` : `#${hex}`;
}

describe('the checker', () => {
  it('finds what it looks for', () => {
    const xml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body}\n</resources>\n`;
    expect(() => readResources('<resources><color name="a">#000000</color>')).toThrow();
    expect(resourceProblems({ 'values/colors.xml': xml('<color name="a">#000000</color><color name="a">#000000</color><color name="Bad">#000</color><color name="new">#000000</color><color name="b">@color/c</color>') })).toEqual([
      'values: color/a defined twice',
      'values: invalid name color/Bad',
      'values: color/Bad = #000',
      'values: color/new is a Java keyword',
      'values: color/b refers to a missing @color/c',
    ]);
    expect(resourceProblems({ 'values/colors.xml': xml(''), 'values-night/colors.xml': xml('<color name="a">#000000</color>') })).toEqual(['values-night: color/a has no default in values/']);
  });
});

describe('the palette colors.xml', () => {
  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('keeps aapt2\'s rules and each colour\'s value ($name)', (input) => {
    const xml = toAndroidColors(input);
    expect(resourceProblems({ 'values/colors.xml': xml })).toEqual([]);
    const resources = readResources(xml);
    expect(resources.map((r) => r.value)).toEqual(input.colors.map((c) => androidValue(codeWithAlpha(c))));
  });

  it('names a colour named by a Java keyword with "_color" after it, and keeps the names unique', () => {
    const input = { name: 'Keywords', colors: ['class', 'Class color', 'new', 'default', 'Red', 'red'].map((name) => ({ code: '#1ab385', name })) };
    expect(readResources(toAndroidColors(input)).map((r) => r.name)).toEqual(['class_color', 'class_color_2', 'new_color', 'default_color', 'red', 'red_2']);
  });
});

describe('the theme resources', () => {
  it.each(HOSTILE_THEMES.map((theme, i) => [i, theme] as const))('keep aapt2\'s rules in every configuration (theme %i)', (_, theme) => {
    const files = Object.fromEntries(themeFiles('android', theme).map((f) => [f.path, f.content as string]));
    expect(Object.keys(files)).toEqual(['values/colors.xml', 'values-night/colors.xml', 'values/themes.xml']);
    expect(resourceProblems(files)).toEqual([]);
    // Every role in both appearances, every palette tone once.
    const tones = theme.palettes.reduce((n, p) => n + p.tones.length, 0);
    expect(readResources(files['values/colors.xml'])).toHaveLength(theme.roles.length + tones);
    expect(readResources(files['values-night/colors.xml'])).toHaveLength(theme.roles.length);
  });
});
