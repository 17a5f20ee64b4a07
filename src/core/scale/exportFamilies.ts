/**
 * What the scale exports share (exportScales.ts lists the formats): family names made identifiers once
 * (kebab-case ASCII, unique: 'Brand blue' → 'brand-blue', a second 'brand' → 'brand-2'; code/identifiers.ts, the
 * palette exports' rules), step names made identifier-safe ('4.5' → '4-5'), and the OKLCH of a code as CSS writes it.
 */
import { uniqueKebabNames } from '../code/identifiers.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { packedToOklch } from './scaleColor.ts';

/** One scale to export: its family name ('brand', 'Neutral') and its steps in order. */
export type NamedScale = { readonly name: string; readonly steps: readonly { readonly label: string; readonly hex: string }[] };

/** Options of the exports: `hexFallback` (Tailwind v4 only) writes hex values with the oklch() ones in an @supports block. */
export type ScaleExportOptions = { readonly hexFallback?: boolean };

/** A scale family ready to write: its identifier and its steps with identifier-safe keys. */
export type ExportFamily = { readonly id: string; readonly steps: readonly { readonly key: string; readonly hex: string }[] };

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
    const steps = scale.steps.map((step) => {
      const base = stepKey(step.label);
      let key = base;
      for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
      used.add(key);
      return { key, hex: normalizeColorCode(step.hex) };
    });
    return { id: ids[i], steps };
  });
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
