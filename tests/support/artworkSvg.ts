/**
 * A seeded SVG illustration of any size, for the recolor tests and bench: a `<style>` block with classes, two
 * gradients, then paths and circles painted in shades of a few base colors (fill and stroke attributes, style
 * attributes, classes, translucent rgba()), as an exported drawing holds them.
 */
import { oklchToHexInGamut } from '../../src/core/convert/gamutMap.ts';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';

/** The seed of the generated artwork. */
export const ARTWORK_SEED = 0x5e6f7a8b;

/** The base colors of the artwork as OKLCH: a light background, a dark outline and six hues. */
const BASES: readonly [number, number, number][] = [
  [0.97, 0.01, 90],
  [0.22, 0.02, 260],
  [0.62, 0.19, 25],
  [0.72, 0.15, 70],
  [0.68, 0.14, 145],
  [0.58, 0.13, 240],
  [0.55, 0.16, 310],
  [0.8, 0.08, 200],
];

/** Returns the shades of each base: seven steps of lightness 0.015 apart, each with three slight hue variants. */
function shades(): string[][] {
  return BASES.map(([l, c, h]) => {
    const out: string[] = [];
    for (let step = -3; step <= 3; step++) for (const dh of [-2, 0, 2]) out.push(oklchToHexInGamut(Math.min(0.99, l + step * 0.015), c, h + dh));
    return out;
  });
}

/** Returns a seeded SVG of at least `bytes` characters (a few hundred more at most). */
export function artworkSvg(bytes: number, seed = ARTWORK_SEED): string {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const palette = shades();
  const coordinate = () => (random() * 1000).toFixed(1);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">\n',
    `<style><![CDATA[\n  .bg { fill: ${palette[0][10]}; }\n  .ink { stroke: ${palette[1][10]}; fill: none; }\n  .accent { fill: ${palette[2][10]}; stroke: rgb(40 40 60); }\n]]></style>\n`,
    '<defs>\n',
    `  <linearGradient id="sky"><stop offset="0" stop-color="${palette[7][4]}"/><stop offset="1" stop-color="${palette[7][16]}"/></linearGradient>\n`,
    `  <radialGradient id="sun"><stop offset="0" style="stop-color:${palette[3][19]}"/><stop offset="1" stop-color="${palette[3][1]}" stop-opacity="0"/></radialGradient>\n`,
    '</defs>\n<rect class="bg" width="1000" height="1000"/>\n<rect fill="url(#sky) #9cc" width="1000" height="400"/>\n',
  ];
  let length = parts.reduce((sum, part) => sum + part.length, 0);
  let n = 0;
  while (length < bytes) {
    const base = palette[2 + Math.floor(random() * 6)];
    const d = `M${coordinate()} ${coordinate()} C${coordinate()} ${coordinate()} ${coordinate()} ${coordinate()} ${coordinate()} ${coordinate()}Z`;
    let part: string;
    switch (n % 6) {
      case 0:
      case 1:
        part = `<path d="${d}" fill="${pick(base)}" stroke="${pick(palette[1])}" stroke-width="2"/>\n`;
        break;
      case 2:
        part = `<path d="${d}" style="fill:${pick(base).toUpperCase()};stroke:${pick(palette[1])};stroke-width:1.5"/>\n`;
        break;
      case 3:
        part = `<circle cx="${coordinate()}" cy="${coordinate()}" r="${(random() * 40).toFixed(1)}" fill='${pick(base)}'/>\n`;
        break;
      case 4:
        part = `<path class="ink" d="${d}"/>\n<path class="accent" d="${d}" fill-rule="evenodd"/>\n`;
        break;
      default: {
        const hex = pick(base);
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        part = `<path d="${d}" fill="rgba(${r}, ${g}, ${b}, 0.6)" stroke="none"/>\n`;
      }
    }
    parts.push(part);
    length += part.length;
    n++;
  }
  parts.push('</svg>\n');
  return parts.join('');
}
