/**
 * What the scale exports share (exportScales.ts lists the formats): family names made identifiers once
 * (kebab-case ASCII, unique: 'Brand blue' → 'brand-blue', a second 'brand' → 'brand-2'; code/identifiers.ts, the
 * palette exports' rules), step names made identifier-safe ('4.5' → '4-5'), and the OKLCH of a code as CSS writes it.
 * A family may carry alpha steps (alphaScale.ts) after its solid ones: 'a9', '500a'; a solid step may be wide (a
 * Display P3 colour system's cell): its P3 value beside its hex fallback.
 */
import { uniqueKebabNames } from '../code/identifiers.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { packedToOklch } from './scaleColor.ts';
import type { AlphaStep } from './alphaScale.ts';
import { readExact } from '../exact/exactColor.ts';
import { displayP3Text } from '../exact/exactText.ts';

/** A solid step to export: its name, its '#rrggbb' (a wide step's fallback), and a wide step's P3 value ('oklch(…)'). */
export type ExportStep = { readonly label: string; readonly hex: string; readonly p3?: string | null };

/** One scale to export: its family name ('brand', 'Neutral'), its steps in order, and its alpha steps when asked for. */
export type NamedScale = {
  readonly name: string;
  readonly steps: readonly ExportStep[];
  readonly alpha?: readonly AlphaStep[];
};

/** Options of the exports: `hexFallback` (Tailwind v4 only) writes hex values with the oklch() ones in an @supports block. */
export type ScaleExportOptions = { readonly hexFallback?: boolean };

/** A scale family ready to write: its identifier, its steps and its alpha steps (none unless asked for) with identifier-safe keys. */
export type ExportFamily = {
  readonly id: string;
  readonly steps: readonly { readonly key: string; readonly hex: string; readonly p3: string | null }[];
  readonly alpha: readonly { readonly key: string; readonly step: AlphaExport }[];
};

/** What the exports write of an alpha step: its exact sRGB and P3 texts and its '#rrggbbaa'. */
export type AlphaExport = Pick<AlphaStep, 'srgb' | 'p3' | 'hex'>;

/** Returns a step name as a safe identifier part: lower-case [a-z0-9] runs joined by hyphens ('500', '4.5' → '4-5'); 'step' when empty. */
export function stepKey(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key === '' ? 'step' : key;
}

/** Returns the families to write: unique kebab identifiers, step keys made unique within each family, codes normalised. */
export function exportFamilies(scales: readonly NamedScale[]): ExportFamily[] {
  const ids = uniqueKebabNames(scales.map((scale) => scale.name));
  return scales.map((scale, i) => {
    const used = new Set<string>();
    const keyOf = (label: string) => {
      const base = stepKey(label);
      let key = base;
      for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
      used.add(key);
      return key;
    };
    const steps = scale.steps.map((step) => ({ key: keyOf(step.label), hex: normalizeColorCode(step.hex), p3: step.p3 ?? null }));
    const alpha = (scale.alpha ?? []).map((step) => ({ key: keyOf(step.label), step }));
    return { id: ids[i], steps, alpha };
  });
}

/** Returns whether any family has alpha steps. */
export function hasAlpha(families: readonly ExportFamily[]): boolean {
  return families.some((family) => family.alpha.length > 0);
}

/** Returns a wide step's P3 value as `color(display-p3 r g b)`, the form P3_SUPPORTS asks the browser for. */
export function displayP3Of(p3: string): string {
  const color = readExact(p3);
  if (color === null) throw new Error(`not an exact colour: ${p3}`);
  return displayP3Text(color);
}

/**
 * The condition of Radix's own P3 block (@radix-ui/colors 3.0.0, `blue-alpha.css`): a browser that reads Display P3,
 * on a screen that shows it, takes the alpha steps computed in P3.
 */
export const P3_SUPPORTS = '@supports (color: color(display-p3 1 1 1))';
export const P3_MEDIA = '@media (color-gamut: p3)';

/**
 * Returns the P3 block, Radix's way: custom properties on :root (`name(family, key)`) set to each alpha step's Display
 * P3 text and, with `solid`, each wide solid step's P3 value, under P3_SUPPORTS and P3_MEDIA, optionally inside
 * `@layer {layer}`; '' when there is nothing to set.
 */
export function p3Block(families: readonly ExportFamily[], name: (family: string, key: string) => string, options: { readonly layer?: string; readonly solid?: boolean } = {}): string {
  const { layer, solid = false } = options;
  const inner = layer ? '      ' : '    ';
  const lines = families.flatMap((family) => [
    ...(solid ? family.steps.flatMap((step) => (step.p3 === null ? [] : [`${inner}  ${name(family.id, step.key)}: ${displayP3Of(step.p3)};`])) : []),
    ...family.alpha.map(({ key, step }) => `${inner}  ${name(family.id, key)}: ${step.p3};`),
  ]);
  if (lines.length === 0) return '';
  const root = `${inner}:root {\n${lines.join('\n')}\n${inner}}`;
  const body = layer ? `    @layer ${layer} {\n${root}\n    }` : root;
  return `${P3_SUPPORTS} {\n  ${P3_MEDIA} {\n${body}\n  }\n}\n`;
}

/** Returns a number with at most `digits` decimals, without trailing zeros ('0.1', '62.5', '0'). */
function trim(x: number, digits: number): string {
  const s = x.toFixed(digits).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/**
 * Returns the CSS `oklch()` of a code: lightness in percent (2 decimals), chroma (4) and hue (2, 0 for a grey), so
 * that it parses back within rounding: 'oklch(62.37% 0.1846 259.8)'.
 */
export function oklchCss(code: string): string {
  const [l, c, h] = packedToOklch(Number.parseInt(normalizeColorCode(code).slice(1), 16));
  return `oklch(${trim(l * 100, 2)}% ${trim(c, 4)} ${Number.isNaN(h) ? '0' : trim(h, 2)})`;
}
