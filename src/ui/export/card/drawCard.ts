import { CARD_FONTS, type CardLayout, type CardText } from '../../../core/card/paletteCard';
// Japanese palette and colour names: the face's stylesheet (unicode-range subsets, fetched only for the glyphs used).
import '../../japaneseFont';

/** The app's faces each text asks for, so a canvas (which does not wait for fonts) draws in them, not in a fallback. */
async function loadFaces(texts: readonly CardText[]): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const loads = texts
    .filter((text) => text.font === 'sans' && text.text !== '')
    .flatMap((text) => ['Inter Variable', 'Noto Sans JP Variable'].map((family) => document.fonts.load(`${text.weight} ${text.size}px '${family}'`, text.text)));
  // A face that cannot load leaves the system's: the card is still drawn.
  await Promise.allSettled(loads);
}

/** Draws a card on a canvas of its size and returns the PNG's bytes. Drawn here, in the browser: nothing is uploaded. */
export async function cardPng(layout: CardLayout): Promise<Uint8Array> {
  await loadFaces(layout.shapes.filter((shape): shape is CardText => shape.kind === 'text'));
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Irodori: no 2D canvas to draw the card on');
  context.fillStyle = layout.background;
  context.fillRect(0, 0, layout.width, layout.height);
  for (const shape of layout.shapes) {
    if (shape.kind === 'rect') {
      context.beginPath();
      context.roundRect(shape.x, shape.y, shape.width, shape.height, shape.radius);
      context.fillStyle = shape.fill;
      context.fill();
      if (shape.stroke) {
        context.strokeStyle = shape.stroke;
        context.lineWidth = 1;
        context.stroke();
      }
    } else {
      context.font = `${shape.weight} ${shape.size}px ${CARD_FONTS[shape.font]}`;
      context.textAlign = shape.anchor;
      context.textBaseline = 'alphabetic';
      context.fillStyle = shape.fill;
      context.fillText(shape.text, shape.x, shape.y);
    }
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Irodori: the canvas gave no PNG');
  return new Uint8Array(await blob.arrayBuffer());
}
