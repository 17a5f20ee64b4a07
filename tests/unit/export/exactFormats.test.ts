/**
 * The palette export of wide and translucent colours, each format read back by what consumes it: CSS by lightningcss
 * and PostCSS (the computed values in Chromium are tests/e2e/export-exact.spec.ts), Tailwind v4 by its own compiler,
 * DTCG colour objects against the 2025.10 colour module's rules, Swift, Dart and Android by the grammar of each line
 * and their values against colorjs.io, .aco by an independent reader (adobe-aco), .ase by the strict test reader; and
 * a format that cannot hold a colour lists it, with how far its fallback is.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import postcss, { type Declaration } from 'postcss';
import { transform } from 'lightningcss';
import { DOMParser } from 'linkedom';
import { readAcoFile } from 'adobe-aco';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { exactGamut, fallbackDistance } from '../../../src/core/exact/exactConvert.ts';
import { toCss, toScss, OLD_BROWSERS } from '../../../src/ui/export/css.ts';
import { toTailwindConfig, toTailwindTheme } from '../../../src/ui/export/tailwind.ts';
import { toDesignTokens, toDesignTokensColorObjects } from '../../../src/ui/export/tokens.ts';
import { toAndroidColors, toFlutter, toSwiftUI } from '../../../src/ui/export/platforms.ts';
import { toFigmaVariables, toTokensStudio } from '../../../src/ui/export/designTools.ts';
import { toJasc, toLospecHex, toPaintNet, toSketchPalette } from '../../../src/ui/export/pixelPalettes.ts';
import { toGpl } from '../../../src/ui/export/gpl.ts';
import { toJavaScript } from '../../../src/ui/export/javascript.ts';
import { toAse } from '../../../src/ui/export/ase.ts';
import { toAco } from '../../../src/ui/export/aco.ts';
import { EXPORT_FORMATS } from '../../../src/ui/export/formats.ts';
import { fallbacksOf } from '../../../src/ui/export/fallbacks.ts';
import { uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import type { ExportColor, ExportInput } from '../../../src/ui/export/types.ts';
import { decodeAse } from '../palettes/aseDecoder.ts';
import { HOSTILE_WIDE, WIDE, exactInput } from './exactPalettes.ts';
import { buildUtilities } from '../../support/tailwindCompile.ts';

/** The colour an export colour stands for (colorjs.io reads the exact text itself). */
const colorOf = (c: ExportColor) => new Color(c.exact ?? c.code);
/** Its alpha as colorjs.io reads it. */
const alphaOf = (c: ExportColor) => Number(colorOf(c).alpha);
/** Its code with its alpha as a byte where translucent. */
const hexWithAlpha = (c: ExportColor) => (alphaOf(c) < 1 ? `${c.code}${Math.round(alphaOf(c) * 255).toString(16).padStart(2, '0')}` : c.code);
/** ΔE_OK ×100 between two colours (alpha aside). */
const distance = (a: Color, b: Color) => 100 * a.deltaEOK(b);

/** Returns the declarations of each rule of a style sheet, keyed by its at-rule prelude and selector path. */
function cssBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl: Declaration) => {
    const path: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      path.unshift(node.type === 'rule' ? (node as postcss.Rule).selector : `@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`);
    }
    const key = path.join(' > ');
    if (!blocks.has(key)) blocks.set(key, new Map());
    blocks.get(key)!.set(decl.prop, decl.value);
  });
  return blocks;
}

/** Parses CSS with lightningcss, strictly: any error throws, and it must warn of nothing. */
function lightning(css: string) {
  const { warnings } = transform({ filename: 'palette.css', code: Buffer.from(css), errorRecovery: false });
  expect(warnings).toEqual([]);
}

describe('the wide palette', () => {
  it('holds every case: sRGB, P3, Rec. 2020 and beyond, translucent and opaque', () => {
    const gamuts = WIDE.colors.map((c) => (c.exact ? exactGamut(readExact(c.exact)!) : 'code'));
    expect(new Set(gamuts)).toEqual(new Set(['srgb', 'p3', 'rec2020', 'beyond', 'code']));
    expect(WIDE.colors.filter((c) => alphaOf(c) < 1)).toHaveLength(4);
  });
});

describe('CSS custom properties', () => {
  it('are the colours as authored, digit for digit, and the sRGB fallbacks come after under @supports not (oklch)', () => {
    for (const input of [WIDE, HOSTILE_WIDE]) {
      const css = toCss(input);
      lightning(css);
      const names = uniqueKebabNames(input.colors.map((c) => c.name));
      const blocks = cssBlocks(css);
      expect([...blocks.keys()]).toEqual([':root', `@supports ${OLD_BROWSERS} > :root`]);
      expect([...blocks.get(':root')!]).toEqual(input.colors.map((c, i) => [`--${names[i]}`, c.exact ?? c.code]));
      // Only the colours written with a function an old browser lacks get a fallback; hex and rgb() every browser paints.
      const needing = input.colors.flatMap((c, i) => (c.exact && !/^(#|rgb\()/.test(c.exact) ? [[`--${names[i]}`, hexWithAlpha(c)]] : []));
      expect([...blocks.get(`@supports ${OLD_BROWSERS} > :root`)!]).toEqual(needing);
      expect(css.indexOf('@supports')).toBeGreaterThan(css.indexOf(':root {'));
    }
  });

  it('the fallback block is the only @supports rule, and there is none when every colour is a code or hex with alpha', () => {
    const plain = exactInput('Plain', [['#1ab385', 'Meadow'], ['#ff000080', 'Glass'], ['rgb(0 0 255 / 0.5)', 'Blue']]);
    const css = toCss(plain);
    lightning(css);
    expect(css).not.toContain('@supports');
    expect(css).toContain('--glass: #ff000080;');
    expect(css).toContain('--blue: rgb(0 0 255 / 0.5);');
  });

  it('hostile names stay names: each value is a colour', () => {
    const css = toCss(HOSTILE_WIDE);
    for (const [, block] of cssBlocks(css)) {
      for (const [prop, value] of block) {
        expect(prop).toMatch(/^--[a-z][a-z0-9-]*$/);
        expect(readExact(value) ?? /^#[0-9a-f]{6}$/.exec(value), value).not.toBeNull();
      }
    }
  });
});

describe('SCSS', () => {
  it('gives each variable the colour as authored and keeps the map', () => {
    const scss = toScss(WIDE);
    const names = uniqueKebabNames(WIDE.colors.map((c) => c.name));
    const variables = [...scss.matchAll(/^\$([a-z0-9-]+): (.+);$/gm)].map((m) => [m[1], m[2]]);
    expect(variables).toEqual(WIDE.colors.map((c, i) => [names[i], c.exact ?? c.code]));
    for (const name of names) expect(scss).toContain(`  '${name}': $${name},`);
  });
});

describe('Tailwind v4', () => {
  /** Compiles a @theme with Tailwind's own compiler and returns the CSS of some utilities. */
  const build = buildUtilities;

  it('keeps every colour as written through the compile, and its utilities use it', async () => {
    const names = uniqueKebabNames(WIDE.colors.map((c) => c.name));
    const css = await build(toTailwindTheme(WIDE), names.flatMap((name) => [`bg-${name}`, `text-${name}/50`]));
    lightning(css);
    const theme = cssBlocks(css).get('@layer theme > :root, :host')!;
    WIDE.colors.forEach((c, i) => {
      expect(theme.get(`--color-${names[i]}`)).toBe(c.exact ?? c.code);
      expect(css).toContain(`.bg-${names[i]} {\n    background-color: var(--color-${names[i]});`);
    });
  });

  it('a hostile palette compiles to the same colours', async () => {
    const names = uniqueKebabNames(HOSTILE_WIDE.colors.map((c) => c.name));
    const css = await build(toTailwindTheme(HOSTILE_WIDE), names.map((name) => `bg-${name}`));
    const theme = cssBlocks(css).get('@layer theme > :root, :host')!;
    expect(names.map((name) => theme.get(`--color-${name}`))).toEqual(HOSTILE_WIDE.colors.map((c) => c.exact ?? c.code));
  });
});

describe('Tailwind v3', () => {
  it('writes the sRGB fallback with alpha (what v3 parses) and the colour as authored in a comment', async () => {
    const source = toTailwindConfig(WIDE);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as { default: { theme: { extend: { colors: Record<string, string> } } } };
    const names = uniqueKebabNames(WIDE.colors.map((c) => c.name));
    expect(module.default.theme.extend.colors).toEqual(Object.fromEntries(WIDE.colors.map((c, i) => [names[i], hexWithAlpha(c)])));
    WIDE.colors.forEach((c, i) => {
      const line = source.split('\n').find((l) => l.startsWith(`        '${names[i]}': `))!;
      if (c.exact && c.exact !== hexWithAlpha(c)) expect(line.endsWith(` // ${c.exact}`)).toBe(true);
      else expect(line).not.toContain('//');
    });
  });
});

/** DTCG 2025.10 colour module: each space's component ranges ('hue' is [0, 360)). */
const DTCG_SPACES: Record<string, readonly ([number, number] | 'hue')[]> = {
  srgb: [[0, 1], [0, 1], [0, 1]],
  'srgb-linear': [[0, 1], [0, 1], [0, 1]],
  hsl: ['hue', [0, 100], [0, 100]],
  hwb: ['hue', [0, 100], [0, 100]],
  lab: [[0, 100], [-Infinity, Infinity], [-Infinity, Infinity]],
  lch: [[0, 100], [0, Infinity], 'hue'],
  oklab: [[0, 1], [-Infinity, Infinity], [-Infinity, Infinity]],
  oklch: [[0, 1], [0, Infinity], 'hue'],
  'display-p3': [[0, 1], [0, 1], [0, 1]],
  'a98-rgb': [[0, 1], [0, 1], [0, 1]],
  'prophoto-rgb': [[0, 1], [0, 1], [0, 1]],
  rec2020: [[0, 1], [0, 1], [0, 1]],
  'xyz-d65': [[0, 1], [0, 1], [0, 1]],
  'xyz-d50': [[0, 1], [0, 1], [0, 1]],
};

type DtcgValue = { colorSpace: string; components: (number | 'none')[]; alpha?: number; hex?: string };

/** Checks a colour value against DTCG 2025.10's rules (https://www.designtokens.org/tr/2025.10/color/); throws on the first broken one. */
export function checkDtcgColor(value: DtcgValue): void {
  expect(Object.keys(value).sort()).toEqual(['alpha', 'colorSpace', 'components', 'hex']);
  const ranges = DTCG_SPACES[value.colorSpace];
  expect(ranges, `colorSpace ${value.colorSpace}`).toBeDefined();
  expect(value.components).toHaveLength(3);
  value.components.forEach((component, i) => {
    if (component === 'none') return;
    expect(typeof component).toBe('number');
    const range = ranges[i];
    if (range === 'hue') expect(component >= 0 && component < 360, `hue ${component}`).toBe(true);
    else expect(component >= range[0] && component <= range[1], `${value.colorSpace}[${i}] ${component}`).toBe(true);
  });
  expect(value.alpha! >= 0 && value.alpha! <= 1).toBe(true);
  expect(value.hex).toMatch(/^#[0-9a-f]{6}$/);
}

/** Returns the CSS of a DTCG colour value (its components as CSS Color 4 writes that space), for colorjs.io to read. */
function dtcgCss(value: DtcgValue): string {
  const [a, b, c] = value.components;
  const alpha = value.alpha === 1 ? '' : ` / ${value.alpha}`;
  return ['srgb', 'display-p3', 'rec2020'].includes(value.colorSpace) ? `color(${value.colorSpace} ${a} ${b} ${c}${alpha})` : `${value.colorSpace}(${a} ${b} ${c}${alpha})`;
}

describe('DTCG colour objects', () => {
  it('each colour in its own space with its alpha, valid DTCG 2025.10, the same colour, hex its fallback', () => {
    for (const input of [WIDE, HOSTILE_WIDE]) {
      const tokens = JSON.parse(toDesignTokensColorObjects(input)) as Record<string, { $type: string; $value: DtcgValue }>;
      const names = uniqueKebabNames(input.colors.map((c) => c.name));
      expect(Object.keys(tokens)).toEqual(names);
      input.colors.forEach((c, i) => {
        const token = tokens[names[i]];
        expect(token.$type).toBe('color');
        checkDtcgColor(token.$value);
        expect(token.$value.hex).toBe(c.code);
        expect(token.$value.alpha).toBeCloseTo(alphaOf(c), 12);
        expect(distance(new Color(dtcgCss(token.$value)), colorOf(c)), c.exact).toBeLessThan(1e-7);
        const space = c.exact ? readExact(c.exact)!.space : 'srgb';
        // In range for DTCG, a colour stays in its space; color(display-p3 …) past [0, 1] would not, but the grammar's colours here are in range.
        expect(token.$value.colorSpace).toBe(space);
      });
    }
  });

  it('writes the components as authored: a percentage with its point moved (63.7% is 0.637), none as 0 (the same colour)', () => {
    const tokens = JSON.parse(toDesignTokensColorObjects(WIDE)) as Record<string, { $value: DtcgValue }>;
    expect(tokens['lime-400'].$value).toEqual({ colorSpace: 'oklch', components: [0.841, 0.238, 128.85], alpha: 1, hex: '#9ae600' });
    expect(tokens['red-500'].$value.components).toEqual([0.637, 0.237, 25.331]);
    expect(tokens['p3-red'].$value).toEqual({ colorSpace: 'display-p3', components: [1, 0, 0], alpha: 0.5, hex: '#ff0b0c' });
    expect(tokens.lab.$value.components).toEqual([50, 40, 0]);
    expect(tokens.lch.$value).toEqual({ colorSpace: 'lch', components: [62.5, 80, 40], alpha: 0.75, hex: '#ff5f3f' });
    expect(tokens.grey.$value.components).toEqual([0.55, 0, 0]);
    expect(tokens.mist.$value).toEqual({ colorSpace: 'srgb', components: [26 / 255, 179 / 255, 133 / 255], alpha: 0.25, hex: '#1ab385' });
    expect(toDesignTokensColorObjects(WIDE)).toContain('"components": [0.841, 0.238, 128.85],');
  });

  it('turns a hue past 360 into [0, 360), clamps a lightness past 100%, and writes RGB channels past [0, 1] in OKLCH', () => {
    const tokens = JSON.parse(toDesignTokensColorObjects(exactInput('x', [['oklch(50% 0.1 390)', 'a'], ['oklch(120% 0.1 -30)', 'b'], ['color(display-p3 1.2 0 -0.1)', 'c']]))) as Record<string, { $value: DtcgValue }>;
    expect(tokens.a.$value.components).toEqual([0.5, 0.1, 30]);
    expect(tokens.b.$value.components).toEqual([1, 0.1, 330]);
    expect(tokens.c.$value.colorSpace).toBe('oklch');
    for (const token of Object.values(tokens)) checkDtcgColor(token.$value);
    expect(distance(new Color(dtcgCss(tokens.c.$value)), new Color('color(display-p3 1.2 0 -0.1)'))).toBeLessThan(1e-7);
  });

  it('the hex-string tokens keep their shape: the fallback, with alpha as a hex quartet', () => {
    const tokens = JSON.parse(toDesignTokens(WIDE)) as Record<string, { $type: string; $value: string }>;
    expect(Object.values(tokens).map((t) => t.$value)).toEqual(WIDE.colors.map(hexWithAlpha));
  });
});

/** Reads a line's colour back into colorjs.io: a space, channels as text, alpha as text. */
function platformRead(space: string, channels: readonly string[], alpha: string): Color {
  const value = (text: string) => {
    const m = /^(\d+) \/ 255$/.exec(text);
    return m ? Number(m[1]) / 255 : Number(text.replace(/f$/, ''));
  };
  return new Color(space, channels.map(value) as [number, number, number], value(alpha));
}

/** Returns what a platform should hold of a colour: the colour itself up to Display P3, else its P3 channels clipped. */
function platformExpected(c: ExportColor): Color {
  const color = colorOf(c);
  return color.inGamut('p3') ? color : color.to('p3').toGamut({ method: 'clip' });
}

/** Expects a colour read back from code to be what the platform should hold, alpha included. */
function expectPlatform(read: Color, c: ExportColor, label: string) {
  expect(distance(read, platformExpected(c)), label).toBeLessThan(1e-6);
  expect(Number(read.alpha), label).toBeCloseTo(alphaOf(c), 9);
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;

describe('SwiftUI', () => {
  it('every colour a Color in sRGB or Display P3 with its opacity, holding the colour (clipped into P3 past it)', () => {
    for (const input of [WIDE, HOSTILE_WIDE]) {
      const swift = toSwiftUI(input);
      const line = new RegExp(String.raw`^ {8}static let ([a-z][A-Za-z0-9]*) = Color\(\.(sRGB|displayP3), red: (\d+ / 255|${NUMBER}), green: (\d+ / 255|${NUMBER}), blue: (\d+ / 255|${NUMBER}), opacity: (${NUMBER})\)$`);
      const declarations = swift.split('\n').filter((l) => l.includes('static let') && !l.includes('[Color]'));
      expect(declarations).toHaveLength(input.colors.length);
      declarations.forEach((text, i) => {
        const m = line.exec(text);
        expect(m, text).not.toBeNull();
        expectPlatform(platformRead(m![2] === 'sRGB' ? 'srgb' : 'p3', [m![3], m![4], m![5]], m![6]), input.colors[i], text);
      });
      for (const doc of swift.split('\n').filter((l) => l.trim().startsWith('///'))) expect(doc).not.toMatch(/\*\/|\n/);
    }
  });
});

describe('Flutter', () => {
  it('every colour an ARGB literal or Color.from in sRGB or Display P3, holding the colour', () => {
    for (const input of [WIDE, HOSTILE_WIDE]) {
      const dart = toFlutter(input);
      const literal = /^ {2}static const Color ([a-z][A-Za-z0-9]*) = Color\(0x([0-9A-F]{2})([0-9A-F]{6})\);$/;
      const from = new RegExp(String.raw`^ {2}static const Color ([a-z][A-Za-z0-9]*) = Color\.from\(alpha: (${NUMBER}), red: (${NUMBER}), green: (${NUMBER}), blue: (${NUMBER}), colorSpace: ColorSpace\.(sRGB|displayP3)\);$`);
      const declarations = dart.split('\n').filter((l) => l.startsWith('  static const Color '));
      expect(declarations).toHaveLength(input.colors.length);
      declarations.forEach((text, i) => {
        const a = literal.exec(text);
        const b = from.exec(text);
        expect(a ?? b, text).not.toBeNull();
        const read = a
          ? new Color(`#${a[3]}${a[2]}`)
          : platformRead(b![6] === 'sRGB' ? 'srgb' : 'p3', [b![3], b![4], b![5]], b![2]);
        expectPlatform(read, input.colors[i], text);
      });
    }
  });
});

describe('Android colors.xml', () => {
  it('is sRGB: the fallback as #RRGGBB, #AARRGGBB when translucent, the exact text in a comment', () => {
    const xml = toAndroidColors(HOSTILE_WIDE);
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const values = [...doc.querySelectorAll('color')].map((e) => e.textContent);
    expect(values).toEqual(HOSTILE_WIDE.colors.map((c) => {
      const alpha = alphaOf(c);
      return `#${alpha < 1 ? Math.round(alpha * 255).toString(16).padStart(2, '0') : ''}${c.code.slice(1)}`.toUpperCase();
    }));
    for (const line of xml.trimEnd().split('\n').slice(3, -1)) expect(line).toMatch(/^ {4}<color name="[a-z][a-z0-9_]*">#(?:[0-9A-F]{2})?[0-9A-F]{6}<\/color>(?: <!-- [a-z0-9.%#()/ -]+ -->)?$/);
    for (const comment of xml.match(/<!--[^]*?-->/g)!) expect(comment.slice(4, -3)).not.toContain('--');
  });
});

describe('design tools and pixel palettes', () => {
  it('Figma variables and Sketch keep each fallback with its alpha; Paint.NET writes it as AA', () => {
    const figma = JSON.parse(toFigmaVariables(WIDE)) as { variableModeValues: { value: { r: number; g: number; b: number; a: number } }[] };
    const rgba = figma.variableModeValues.map((v) => v.value);
    expect(rgba.map((v) => v.a)).toEqual(WIDE.colors.map(alphaOf));
    expect(rgba.map(({ r, g, b }) => new Color('srgb', [r, g, b]).toString({ format: 'hex' }))).toEqual(WIDE.colors.map((c) => new Color(c.code).toString({ format: 'hex' })));
    const sketch = JSON.parse(toSketchPalette(WIDE)) as { colors: { alpha: number }[] };
    expect(sketch.colors.map((c) => c.alpha)).toEqual(WIDE.colors.map(alphaOf));
    expect(toPaintNet(WIDE).split('\n').slice(3, -1)).toEqual(WIDE.colors.map((c) => `${Math.round(alphaOf(c) * 255).toString(16).padStart(2, '0')}${c.code.slice(1)}`.toUpperCase()));
    expect(JSON.parse(toTokensStudio(WIDE)).palette['p3-red']).toEqual({ value: '#ff0b0c80', type: 'color' });
  });

  it('GIMP, JASC and Lospec write the fallback codes', () => {
    expect(toLospecHex(WIDE).trimEnd().split('\n')).toEqual(WIDE.colors.map((c) => c.code.slice(1)));
    expect(toJasc(WIDE).split('\r\n').slice(3, -1)).toEqual(WIDE.colors.map((c) => [1, 3, 5].map((k) => parseInt(c.code.slice(k, k + 2), 16)).join(' ')));
    expect(toGpl(WIDE).trimEnd().split('\n').slice(4).map((l) => l.split('\t')[0].trim().split(/\s+/).map(Number))).toEqual(WIDE.colors.map((c) => [1, 3, 5].map((k) => parseInt(c.code.slice(k, k + 2), 16))));
  });

  it('JavaScript evaluates to the colours as authored', async () => {
    const module = (await import(`data:text/javascript;base64,${Buffer.from(toJavaScript(HOSTILE_WIDE)).toString('base64')}`)) as { colors: string[] };
    expect(module.colors).toEqual(HOSTILE_WIDE.colors.map((c) => c.exact ?? c.code));
  });
});

/** CIELAB D50 of a colour as colorjs.io gives it. */
const labOf = (c: ExportColor) => colorOf(c).to('lab').coords.map((v) => v ?? 0);

describe('Adobe swatches', () => {
  it('.ase writes a wide colour as LAB (L 0–1, a, b) and every sRGB colour as RGB at its own value', () => {
    const { swatches } = decodeAse(toAse(WIDE));
    WIDE.colors.forEach((c, i) => {
      const swatch = swatches[i];
      const gamut = c.exact ? exactGamut(readExact(c.exact)!) : 'srgb';
      if (gamut === 'srgb') {
        expect(swatch.model).toBe('RGB ');
        expect(distance(new Color('srgb', swatch.values as [number, number, number]), colorOf(c)), c.exact).toBeLessThan(1e-4);
      } else {
        expect(swatch.model).toBe('LAB ');
        const [l, a, b] = labOf(c);
        expect(swatch.values[0]).toBeCloseTo(l / 100, 6);
        expect(swatch.values[1]).toBeCloseTo(a, 4);
        expect(swatch.values[2]).toBeCloseTo(b, 4);
      }
    });
  });

  it('.aco: an independent reader (adobe-aco) reads a wide colour as Lab, every other as RGB, each the colour', () => {
    const bytes = toAco(WIDE);
    const swatches = readAcoFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    WIDE.colors.forEach((c, i) => {
      const [values, space] = swatches[i];
      const gamut = c.exact ? exactGamut(readExact(c.exact)!) : 'srgb';
      if (gamut === 'srgb') {
        expect(space).toBe('rgb');
        // 16 bits a channel: a colour between two codes within a 65535th.
        expect(distance(new Color('srgb', values.slice(0, 3).map((v) => v / 255) as [number, number, number]), colorOf(c))).toBeLessThan(0.01);
      } else {
        expect(space).toBe('lab');
        // Hundredths of a unit (a colour past the format's a and b range, −128 to 127, is clamped into it).
        const expected = labOf(c).map((v, k) => (k === 0 ? v : Math.min(127, Math.max(-128, v))));
        values.slice(0, 3).forEach((v, k) => expect(Math.abs(v - expected[k]), `${c.exact} ${k}`).toBeLessThanOrEqual(0.005 + 1e-9));
      }
    });
  });
});

describe('what each format cannot hold', () => {
  const byId = (id: string) => EXPORT_FORMATS.find((f) => f.id === id)!;

  it('CSS, SCSS, JavaScript, Tailwind v4 and DTCG colour objects hold every colour', () => {
    for (const id of ['css', 'scss', 'js', 'tailwind', 'tokensColor']) expect(fallbacksOf(WIDE.colors, byId(id).carries), id).toEqual([]);
  });

  it('an sRGB format lists every colour its code cannot say, with the fallback and ΔE, and the opacity it drops', () => {
    const list = fallbacksOf(WIDE.colors, byId('gpl').carries);
    const expected = WIDE.colors.flatMap((c, index) => {
      if (!c.exact) return [];
      const exact = readExact(c.exact)!;
      const recoloured = c.exact !== c.code && !/^#|^rgb\(/.test(c.exact) ? true : false;
      const alpha = exact.alpha < 1 ? { droppedAlpha: exact.alpha } : {};
      return recoloured || exact.alpha < 1 ? [{ index, name: c.name, exact: c.exact, written: recoloured ? c.code : c.exact, distance: recoloured ? fallbackDistance(exact, c.code) : 0, ...alpha }] : [];
    });
    expect(list).toEqual(expected);
    expect(list.find((f) => f.name === 'Rec Green')!.distance).toBeGreaterThan(10);
    expect(list.find((f) => f.name === 'Red 500')!.distance).toBeLessThan(0.5);
    // With alpha (Android, Figma, Tailwind v3) the translucent sRGB colours are held; the wide ones are not.
    expect(fallbacksOf(WIDE.colors, byId('android').carries).map((f) => f.name)).toEqual(list.filter((f) => f.written !== f.exact).map((f) => f.name));
  });

  it('SwiftUI and Flutter clip only the colours beyond Display P3; .ase and .aco drop only the opacity', () => {
    const swift = fallbacksOf(WIDE.colors, byId('swiftui').carries);
    expect(swift.map((f) => f.name)).toEqual(['Rec Green', 'Beyond']);
    for (const f of swift) {
      expect(f.written).toMatch(/^color\(display-p3 [0-9.]+ [0-9.]+ [0-9.]+\)$/);
      expect(f.distance).toBeCloseTo(distance(new Color(f.exact), new Color(f.exact).to('p3').toGamut({ method: 'clip' })), 6);
    }
    expect(fallbacksOf(WIDE.colors, byId('ase').carries).map((f) => [f.name, f.written === f.exact, f.droppedAlpha])).toEqual([
      ['P3 Red', true, 0.5],
      ['Glass', true, 128 / 255],
      ['Mist', true, 0.25],
      ['Lch', true, 0.75],
    ]);
  });

  it('a palette of codes falls back nowhere', () => {
    const codes: ExportInput = { name: 'x', colors: [{ code: '#1ab385', name: 'a' }, { code: '#ff0000', name: 'b' }] };
    for (const format of EXPORT_FORMATS) expect(fallbacksOf(codes.colors, format.carries), format.id).toEqual([]);
  });
});
