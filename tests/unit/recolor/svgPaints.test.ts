import { describe, expect, it } from 'vitest';
import { readColor } from '../../../src/core/import/colorValue.ts';
import { scanSvgPaints, svgPaintColors, SVG_PAINT_MAX_LENGTH, type SvgPaintScan } from '../../../src/core/recolor/index.ts';

/** Returns each paint as [property, source, value text, '#rrggbb', alpha rounded to 3 places]. */
function found(text: string, scan: SvgPaintScan = scanSvgPaints(text)) {
  return scan.paints.map((p) => [p.property, p.source, text.slice(p.start, p.end), `#${p.rgb.toString(16).padStart(6, '0')}`, Math.round(p.alpha * 1000) / 1000]);
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <path fill="#1E88E5" d="M12 2a10 10 0 1 0 0 20z"/>
  <path fill = '#fff' stroke="#0d47a1"  stroke-width="2" d="M8 12h8"/>
  <circle fill="none" stroke="currentColor" cx="12" cy="12" r="3"/>
</svg>`;

const ILLUSTRATION = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <defs>
    <style>
      .cls-1 { fill: #f4a261; }
      .cls-2{fill:#2A9D8F;stroke:#264653;stroke-width:2px}
      .cls-1:hover, .cls-3 { FILL : rgb(233 196 106) !important; }
      @media (prefers-color-scheme: dark) { .cls-2 { fill: hsl(173 58% 39%) } }
    </style>
  </defs>
  <rect class="cls-1" width="100" height="100"/>
  <circle class="cls-2" cx="50" cy="50" r="20"/>
</svg>`;

const GRADIENTS = `<svg xmlns="http://www.w3.org/2000/svg">
  <linearGradient id="g"><stop offset="0" stop-color="#ff7e5f"/><stop offset="1" stop-color="rgba(254, 180, 123, 0.5)"/><stop offset="1" stop-color="color(display-p3 1 0 0)"/></linearGradient>
  <filter id="f"><feFlood flood-color="oklch(70% 0.1 200)"/><feDiffuseLighting lighting-color="white"/></filter>
  <rect fill="url(#g)" width="10" height="10"/>
</svg>`;

const STYLE_ATTRIBUTES = `<svg><g style="fill:#abc;stroke:rgb(10, 20, 30)"><path style=" opacity: .5 ; fill : tomato ; stroke-width:2"/></g><text style="color:#11223344">a</text></svg>`;

describe('the paints of an SVG', () => {
  it('finds fill and stroke attributes of an icon, in either quote, skipping none and currentColor', () => {
    expect(found(ICON)).toEqual([
      ['fill', 'attribute', '#1E88E5', '#1e88e5', 1],
      ['fill', 'attribute', '#fff', '#ffffff', 1],
      ['stroke', 'attribute', '#0d47a1', '#0d47a1', 1],
    ]);
    expect(scanSvgPaints(ICON).unreadable).toBe(0);
  });

  it('reads the declarations of a <style> element: case-insensitive properties, !important left out, nested rules', () => {
    expect(found(ILLUSTRATION)).toEqual([
      ['fill', 'stylesheet', '#f4a261', '#f4a261', 1],
      ['fill', 'stylesheet', '#2A9D8F', '#2a9d8f', 1],
      ['stroke', 'stylesheet', '#264653', '#264653', 1],
      ['fill', 'stylesheet', 'rgb(233 196 106)', '#e9c46a', 1],
      ['fill', 'stylesheet', 'hsl(173 58% 39%)', '#2a9d90', 1],
    ]);
  });

  it('finds stop, flood and lighting colors, with alpha and a wide color’s sRGB fallback; a paint server alone is no color', () => {
    expect(found(GRADIENTS)).toEqual([
      ['stop-color', 'attribute', '#ff7e5f', '#ff7e5f', 1],
      ['stop-color', 'attribute', 'rgba(254, 180, 123, 0.5)', '#feb47b', 0.5],
      ['stop-color', 'attribute', 'color(display-p3 1 0 0)', readColor('color(display-p3 1 0 0)')?.code, 1],
      ['flood-color', 'attribute', 'oklch(70% 0.1 200)', readColor('oklch(70% 0.1 200)')?.code, 1],
      ['lighting-color', 'attribute', 'white', '#ffffff', 1],
    ]);
  });

  it('reads style attributes, and the color property with an 8-digit hex', () => {
    expect(found(STYLE_ATTRIBUTES)).toEqual([
      ['fill', 'style', '#abc', '#aabbcc', 1],
      ['stroke', 'style', 'rgb(10, 20, 30)', '#0a141e', 1],
      ['fill', 'style', 'tomato', '#ff6347', 1],
      ['color', 'style', '#11223344', '#112233', 0.267],
    ]);
  });

  it('takes the fallback color after a paint server', () => {
    const text = `<rect fill="url(#a) #F00"/><rect stroke='url("#b") rgb(0 0 255)'/><rect style="fill: url(#c) none"/><rect fill="url(#d"/>`;
    expect(found(text)).toEqual([
      ['fill', 'attribute', '#F00', '#ff0000', 1],
      ['stroke', 'attribute', 'rgb(0 0 255)', '#0000ff', 1],
    ]);
    expect(scanSvgPaints(text).unreadable).toBe(1);
  });

  it('skips comments, processing instructions, the DOCTYPE, CDATA outside <style> and scripts', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "<x fill='#111'/>">]><!-- <path fill="#000"/> -->
      <![CDATA[ <path fill="#222"/> ]]><script>document.body.innerHTML = '<path fill="#333"/>';</script>
      <style><!-- .a { fill: #444 } --><![CDATA[ /* fill: #555 */ .b { fill: #666 } ]]></style><path fill="#777"/>`;
    expect(found(text).map((p) => p[2])).toEqual(['#666', '#777']);
  });

  it('reads attribute names as XML does (case-sensitive) and CSS property names as CSS does', () => {
    expect(found(`<path FILL="red" Stroke="blue" style="FILL: lime; Stroke: navy"/>`).map((p) => p[2])).toEqual(['lime', 'navy']);
  });

  it('counts what it cannot read and never throws', () => {
    const text = `<path fill="var(--brand)" stroke="#12345"/><path fill="fff"/><path style="fill: calc(1px); stroke: red blue"/><path fill="${'#'.repeat(SVG_PAINT_MAX_LENGTH + 1)}"/><path fill="inherit" stroke="transparent" color="context-fill"/>`;
    const scan = scanSvgPaints(text);
    expect(scan.paints).toEqual([]);
    expect(scan.unreadable).toBe(6);
  });

  it('ends the scan at an unterminated quote, keeping what came before', () => {
    const scan = scanSvgPaints(`<path fill="#010203"/><path fill="#040506/><path fill="#070809"/>`);
    expect(scan.paints.map((p) => p.rgb)).toEqual([0x010203]);
    expect(scan.unreadable).toBe(1);
    expect(found(`<path fill=red stroke=blue/>`).map((p) => p[2])).toEqual(['red', 'blue']);
  });

  it('does not take a selector for a declaration', () => {
    expect(found(`<style>color:hover { fill: red } a{color:blue}</style>`).map((p) => [p[0], p[2]])).toEqual([
      ['fill', 'red'],
      ['color', 'blue'],
    ]);
  });

  it('counts the distinct colors, alpha aside, in order of first use', () => {
    const { paints } = scanSvgPaints(`<a fill="#fff" stroke="red"/><b fill="white" stroke="rgba(255,0,0,.5)"/><c fill="#000"/>`);
    expect(svgPaintColors(paints)).toEqual([
      { rgb: 0xffffff, count: 2 },
      { rgb: 0xff0000, count: 2 },
      { rgb: 0x000000, count: 1 },
    ]);
  });
});

describe('the scan of hostile input', () => {
  const MB = 1 << 20;
  const repeat = (piece: string) => piece.repeat(Math.ceil(MB / piece.length));
  const inputs: [string, string][] = [
    ['an unterminated quote', `<path fill="${'x'.repeat(MB)}`],
    ['unclosed paint servers', repeat('<a fill="url(#a"/>')],
    ['unclosed urls in a stylesheet', `<style>${repeat('fill:url(')}`],
    ['open parentheses', `<style>.a{fill:${'('.repeat(MB)}}</style>`],
    ['open comments', `<style>${repeat('/*')}`],
    ['XML comments in a stylesheet', `<style>${repeat('<!--')}`],
    ['CDATA markers', repeat('<![CDATA[')],
    ['DOCTYPE subsets', repeat('<!x [')],
    ['lone angle brackets', '<'.repeat(MB)],
    ['attributes without values', `<a ${repeat('b= ')}`],
    ['style declarations', `<a style="${repeat('fill:')}"/>`],
    ['strings in a stylesheet', `<style>${repeat('"\'')}`],
    ['spaces around a value', `<a fill="${' '.repeat(MB)}red"/>`],
    ['many short paints', repeat('<a fill="#abc" style="stroke:red"/>')],
  ];

  // Each input is a megabyte: a quadratic scan would take minutes, a linear one milliseconds (the timeout is the bound).
  it.each(inputs)('scans %s in linear time', (_, text) => {
    const scan = scanSvgPaints(text);
    expect(scan.paints.length + scan.unreadable).toBeLessThanOrEqual(text.length);
  }, 10_000);

  it('still finds every paint of a megabyte of short ones', () => {
    const piece = '<a fill="#abc" style="stroke:red"/>';
    const text = repeat(piece);
    expect(scanSvgPaints(text).paints).toHaveLength((2 * text.length) / piece.length);
  });
});
