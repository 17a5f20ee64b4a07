/**
 * CSS's `light-dark(light, dark)`: one value for both colour schemes, picked by the element's `color-scheme`
 * (https://developer.mozilla.org/en-US/docs/Web/CSS/color_value/light-dark). Read where a style sheet's values are
 * read: an import, our own exports read back, a page over the live link.
 */

/**
 * Returns the two colours of a `light-dark(light, dark)` value (split at its one top-level comma, so colours that hold
 * commas, `rgb(0, 0, 0)`, stay whole), or null for any other value.
 */
export function lightDarkPair(value: string): [string, string] | null {
  if (!/^light-dark\(.*\)$/is.test(value)) return null;
  const inner = value.slice('light-dark('.length, -1);
  const commas: number[] = [];
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')' && --depth < 0) return null;
    else if (inner[i] === ',' && depth === 0) commas.push(i);
  }
  if (depth !== 0 || commas.length !== 1) return null;
  const [light, dark] = [inner.slice(0, commas[0]).trim(), inner.slice(commas[0] + 1).trim()];
  return light && dark ? [light, dark] : null;
}
