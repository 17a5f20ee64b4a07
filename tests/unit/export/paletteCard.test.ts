import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import { CARD_SIZES, cardSvg, fitText, paletteCard, textWidth, type CardRect, type CardSize, type CardText } from '../../../src/core/card/paletteCard.ts';

/** Palette cards: every swatch and text inside the card, in order, never overlapping, texts fitted. */

const sizes = Object.keys(CARD_SIZES) as CardSize[];
const input = fc.record({
  name: fc.oneof(fc.string(), fc.constantFrom('秋の庭 — 京都', 'A very long palette name that cannot possibly fit on one line of any card')),
  colors: fc.array(fc.record({ code, name: fc.oneof(fc.string(), fc.constantFrom('Mountain Meadow', '桜色', 'WWWWWWWWWWWWWWWWWWWWWWWW')) }), { minLength: 1, maxLength: 100 }),
  size: fc.constantFrom(...sizes),
  style: fc.constantFrom('light' as const, 'dark' as const),
  subtitle: fc.constant('5 colors'),
  credit: fc.constant('Irodori'),
});

const rects = (shapes: readonly (CardRect | CardText)[]) => shapes.filter((s): s is CardRect => s.kind === 'rect');
const texts = (shapes: readonly (CardRect | CardText)[]) => shapes.filter((s): s is CardText => s.kind === 'text');

describe('paletteCard', () => {
  it('draws one swatch a colour, in order, inside the card, none overlapping', () => {
    fc.assert(
      fc.property(input, (card) => {
        const layout = paletteCard(card);
        expect([layout.width, layout.height]).toEqual([CARD_SIZES[card.size].width, CARD_SIZES[card.size].height]);
        const swatches = rects(layout.shapes);
        expect(swatches.map((r) => r.fill)).toEqual(card.colors.map((c) => c.code));
        for (const r of swatches) {
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.x + r.width).toBeLessThanOrEqual(layout.width + 1e-6);
          expect(r.y + r.height).toBeLessThanOrEqual(layout.height + 1e-6);
          expect(Math.min(r.width, r.height)).toBeGreaterThan(20);
        }
        for (let i = 1; i < swatches.length; i++) {
          const [a, b] = [swatches[i - 1], swatches[i]];
          expect(a.x + a.width <= b.x + 1e-6 || a.y + a.height <= b.y + 1e-6).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every text fits the card (estimated) and sits inside it', () => {
    fc.assert(
      fc.property(input, (card) => {
        const layout = paletteCard(card);
        for (const t of texts(layout.shapes)) {
          const width = textWidth(t.text, t.size, t.font);
          const left = t.anchor === 'end' ? t.x - width : t.x;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + width).toBeLessThanOrEqual(layout.width + 1e-6);
          expect(t.y).toBeLessThanOrEqual(layout.height);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('five colours stand side by side on a wide card and with their names and codes', () => {
    const colors = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'].map((c, i) => ({ code: c, name: `Colour ${i}` }));
    const layout = paletteCard({ name: 'Dunes', colors, size: 'social', style: 'light', subtitle: '5 colors', credit: 'Irodori' });
    const swatches = rects(layout.shapes);
    expect(new Set(swatches.map((r) => r.y)).size).toBe(1);
    const words = texts(layout.shapes).map((t) => t.text);
    expect(words).toEqual(expect.arrayContaining(['Dunes', 'Irodori', '5 colors', 'Colour 0', '#264653', 'Colour 4', '#e76f51']));
  });

  it('a hundred colours still get their codes inside the swatches', () => {
    const colors = Array.from({ length: 100 }, (_, i) => ({ code: `#${(i * 0x28f5c).toString(16).padStart(6, '0').slice(-6)}`, name: 'x' }));
    const layout = paletteCard({ name: 'Many', colors, size: 'square', style: 'dark', subtitle: '100 colors', credit: 'Irodori' });
    expect(texts(layout.shapes).filter((t) => t.font === 'mono')).toHaveLength(100);
  });
});

describe('fitText', () => {
  it('cuts with an ellipsis only when the text does not fit', () => {
    expect(fitText('Ocean', 20, 'sans', 500)).toBe('Ocean');
    const cut = fitText('A very long palette name indeed', 20, 'sans', 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 20, 'sans')).toBeLessThanOrEqual(120);
    expect(fitText('桜色の palette', 20, 'sans', 5)).toBe('');
  });
});

describe('cardSvg', () => {
  it('escapes every text, so a name cannot end an element or an attribute', () => {
    const svg = cardSvg(paletteCard({ name: '<script>alert(1)</script> & "x"', colors: [{ code: '#ff0000', name: "</text><a href='x'>" }], size: 'square', style: 'light', subtitle: '1 color', credit: 'Irodori' }));
    expect(svg).not.toMatch(/<script|<a |<\/text><a/);
    expect(svg).toContain('&#60;script&#62;');
    expect(svg.match(/<text /g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"')).toBe(true);
  });
});
