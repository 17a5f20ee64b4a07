/**
 * Palette cards: a palette as a picture — its name, its colours as swatches with their names and codes —
 * laid out once as shapes, then drawn as SVG text here and on a canvas for PNG (src/ui/export/card/drawCard.ts), so
 * both files show the same card. Pure: sizes in pixels, text widths estimated (no font is measured), so the layout is
 * the same in Node and every browser.
 *
 * The grid: every column count from 1 to n is tried and the one whose swatches are largest (the smaller of their width
 * and height) wins, so five colours stand side by side on a wide card and stack on a story. Under a swatch go its name
 * and code; when cells get narrow only the code, inside the swatch in a readable ink; when tiny, nothing.
 */
import { foregroundOf } from '../color/foreground.ts';
import { readableTextOn } from '../contrast/readableText.ts';

/** The card sizes, in pixels: a square post, a link preview (Open Graph, X, LinkedIn), a story and a slide. */
export const CARD_SIZES = {
  square: { width: 1080, height: 1080 },
  social: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
  wide: { width: 1920, height: 1080 },
} as const;

export type CardSize = keyof typeof CARD_SIZES;
export type CardStyle = 'light' | 'dark';

/** The card's own colours in each style (the swatches are the palette's). */
export const CARD_INKS: Record<CardStyle, { background: string; text: string; muted: string; edge: string }> = {
  light: { background: '#ffffff', text: '#18181d', muted: '#62626d', edge: 'rgba(0, 0, 0, 0.1)' },
  dark: { background: '#141418', text: '#f3f3f6', muted: '#a3a3ae', edge: 'rgba(255, 255, 255, 0.14)' },
};

export type CardInput = {
  /** The palette's name (the card's title). */
  name: string;
  colors: readonly { code: string; name: string }[];
  size: CardSize;
  style: CardStyle;
  /** The line under the title ('5 colors'), in the page's language. */
  subtitle: string;
  /** The line at the top right ('Irodori'). */
  credit: string;
};

export type CardFont = 'sans' | 'mono';

export type CardRect = { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: string; stroke?: string };
/** A line of text; `y` is its baseline, `x` its start or (with `anchor: 'end'`) its end. */
export type CardText = { kind: 'text'; x: number; y: number; text: string; size: number; weight: 400 | 600; fill: string; font: CardFont; anchor: 'start' | 'end' };
export type CardShape = CardRect | CardText;

export type CardLayout = { width: number; height: number; background: string; shapes: CardShape[] };

/** How wide a character is, in ems, by kind: CJK and full-width forms 1, capitals and wide Latin about 0.68, the rest 0.56; monospace 0.62. */
function charWidth(char: string, font: CardFont): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x1f300)) return 1;
  if (font === 'mono') return 0.62;
  if (/[A-ZMWmw@#%&]/.test(char)) return 0.68;
  if (/[iljt.,:;'!|()[\]{} ]/.test(char)) return 0.32;
  return 0.56;
}

/** Returns an estimate of a text's width in pixels at a font size (a little over, so fitted text never overflows). */
export function textWidth(text: string, size: number, font: CardFont): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char, font);
  return ems * size;
}

/** Returns the text cut to fit a width, ending in '…' when cut ('' when not even that fits). */
export function fitText(text: string, size: number, font: CardFont, maxWidth: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (textWidth(line, size, font) <= maxWidth) return line;
  const chars = Array.from(line);
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = `${chars.slice(0, n).join('').trimEnd()}…`;
    if (textWidth(cut, size, font) <= maxWidth) return cut;
  }
  return textWidth('…', size, font) <= maxWidth ? '…' : '';
}

/** Where the labels of a cell go. */
type Labels = 'below' | 'inside' | 'none';

/** Returns the grid of n cells in an area: the column count whose swatches are largest. */
function grid(n: number, width: number, height: number, gap: number, labelHeight: (cellWidth: number) => number) {
  let best = { cols: 1, rows: n, cellWidth: 0, cellHeight: 0, swatch: -Infinity };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const cellWidth = (width - (cols - 1) * gap) / cols;
    const cellHeight = (height - (rows - 1) * gap) / rows;
    const swatch = Math.min(cellWidth, cellHeight - labelHeight(cellWidth));
    if (swatch > best.swatch + 1e-9) best = { cols, rows, cellWidth, cellHeight, swatch };
  }
  return best;
}

/** Lays out a palette card. */
export function paletteCard(input: CardInput): CardLayout {
  const { width, height } = CARD_SIZES[input.size];
  const ink = CARD_INKS[input.style];
  const u = Math.min(width, height) / 1080;
  const pad = Math.round(72 * u);
  const shapes: CardShape[] = [];

  // The head: the title and the count on the left, the credit on the right (600 is the app's boldest Inter: src/build/interSubsetPlugin.ts).
  const titleSize = Math.round(58 * u);
  const smallSize = Math.round(28 * u);
  const creditWidth = textWidth(input.credit, smallSize, 'sans');
  const titleBaseline = pad + titleSize * 0.9;
  shapes.push({ kind: 'text', x: pad, y: titleBaseline, text: fitText(input.name, titleSize, 'sans', width - 2 * pad - creditWidth - 32 * u), size: titleSize, weight: 600, fill: ink.text, font: 'sans', anchor: 'start' });
  shapes.push({ kind: 'text', x: width - pad, y: titleBaseline, text: input.credit, size: smallSize, weight: 600, fill: ink.muted, font: 'sans', anchor: 'end' });
  const subtitleBaseline = titleBaseline + 18 * u + smallSize;
  shapes.push({ kind: 'text', x: pad, y: subtitleBaseline, text: fitText(input.subtitle, smallSize, 'sans', width - 2 * pad), size: smallSize, weight: 400, fill: ink.muted, font: 'sans', anchor: 'start' });

  // The swatches.
  const n = input.colors.length;
  if (n === 0) return { width, height, background: ink.background, shapes };
  const top = subtitleBaseline + 56 * u;
  const areaWidth = width - 2 * pad;
  const areaHeight = height - pad - top;
  const gap = Math.round((n > 24 ? 10 : n > 10 ? 16 : 24) * u);
  const nameSizeOf = (cellWidth: number) => Math.max(15 * u, Math.min(30 * u, cellWidth * 0.1));
  const labelsOf = (cellWidth: number): Labels => (cellWidth >= 150 * u ? 'below' : cellWidth >= 64 * u ? 'inside' : 'none');
  const labelHeight = (cellWidth: number) => (labelsOf(cellWidth) === 'below' ? nameSizeOf(cellWidth) * 2.9 : 0);
  const { cols, cellWidth, cellHeight } = grid(n, areaWidth, areaHeight, gap, labelHeight);
  const labels = labelsOf(cellWidth);
  const nameSize = Math.round(nameSizeOf(cellWidth));
  const codeSize = Math.round(nameSize * 0.86);
  const swatchHeight = cellHeight - labelHeight(cellWidth);
  const radius = Math.round(Math.min(20 * u, cellWidth * 0.08, swatchHeight * 0.08));

  // A last row that is not full is centred under the others.
  const lastRow = Math.floor((n - 1) / cols);
  const lastOffset = ((cols - (n - lastRow * cols)) * (cellWidth + gap)) / 2;
  input.colors.forEach((color, i) => {
    const x = pad + (i % cols) * (cellWidth + gap) + (Math.floor(i / cols) === lastRow ? lastOffset : 0);
    const y = top + Math.floor(i / cols) * (cellHeight + gap);
    shapes.push({ kind: 'rect', x, y, width: cellWidth, height: swatchHeight, radius, fill: color.code, stroke: ink.edge });
    if (labels === 'below') {
      const nameBaseline = y + swatchHeight + nameSize * 1.45;
      shapes.push({ kind: 'text', x, y: nameBaseline, text: fitText(color.name, nameSize, 'sans', cellWidth), size: nameSize, weight: 600, fill: ink.text, font: 'sans', anchor: 'start' });
      shapes.push({ kind: 'text', x, y: nameBaseline + codeSize * 1.35, text: color.code, size: codeSize, weight: 400, fill: ink.muted, font: 'mono', anchor: 'start' });
    } else if (labels === 'inside') {
      const size = Math.round(Math.min(codeSize, (cellWidth - 16 * u) / (7 * 0.62)));
      shapes.push({ kind: 'text', x: x + 8 * u, y: y + swatchHeight - 10 * u, text: color.code.slice(1), size, weight: 400, fill: readableTextOn(color.code, foregroundOf(color.code)), font: 'mono', anchor: 'start' });
    }
  });
  return { width, height, background: ink.background, shapes };
}

/** The font stacks of the card's two faces (the app's own faces first, then what a viewer of the file has). */
export const CARD_FONTS: Record<CardFont, string> = {
  sans: "'Inter Variable', Inter, 'Noto Sans JP Variable', 'Noto Sans JP', 'Hiragino Sans', system-ui, sans-serif",
  mono: "ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', monospace",
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const num = (x: number) => String(Math.round(x * 100) / 100);

/** Returns a card as an SVG file's text (UTF-8, its text as text so it stays searchable and editable). */
export function cardSvg(layout: CardLayout): string {
  const body = layout.shapes.map((shape) => {
    if (shape.kind === 'rect') {
      const stroke = shape.stroke ? ` stroke="${escapeXml(shape.stroke)}" stroke-width="1"` : '';
      return `  <rect x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.width)}" height="${num(shape.height)}" rx="${num(shape.radius)}" fill="${shape.fill}"${stroke}/>`;
    }
    const anchor = shape.anchor === 'end' ? ' text-anchor="end"' : '';
    return `  <text x="${num(shape.x)}" y="${num(shape.y)}" font-family="${escapeXml(CARD_FONTS[shape.font])}" font-size="${num(shape.size)}" font-weight="${shape.weight}" fill="${shape.fill}"${anchor}>${escapeXml(shape.text)}</text>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `  <rect width="${layout.width}" height="${layout.height}" fill="${layout.background}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
