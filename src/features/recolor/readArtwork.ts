import { SNIFF_BYTES, sniffImage } from '../../core/image/sniff';

/** The largest SVG the tool reads: far beyond a detailed illustration (a few hundred KB), and quick to recolour. */
export const RECOLOR_MAX_BYTES = 5 * 1024 * 1024;

/** A file the tool recolours: an SVG's text, or a raster image (PNG, JPEG, WebP …) the engine decodes. */
export type ArtworkFile = { readonly kind: 'svg'; readonly name: string; readonly text: string } | { readonly kind: 'image'; readonly name: string; readonly file: Blob };

/**
 * Why a file was refused, with its name (and size, when too large) for the message: read here ('notArtwork', 'tooLarge',
 * 'unreadable'), or an image the engine could not decode ('corrupt', 'empty', 'imageTooLarge', 'unsupported').
 */
export type ArtworkError = {
  readonly kind: 'notArtwork' | 'tooLarge' | 'unreadable' | 'corrupt' | 'empty' | 'imageTooLarge' | 'unsupported';
  readonly name: string;
  readonly size?: string;
};

/** Whether a text is an SVG document: an <svg> root after any XML declaration, doctype or comment. */
function isSvgText(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text.slice(0, 4096));
}

/**
 * Reads a chosen or dropped file by its content, never its name: a raster image by its first bytes (decoded later,
 * in the engine, at any size it can hold), else an SVG by its text within RECOLOR_MAX_BYTES; anything else is
 * refused. Never throws.
 */
export async function readArtwork(file: File): Promise<{ artwork: ArtworkFile } | { error: ArtworkError }> {
  const name = file.name.replace(/\.[a-z0-9]{2,5}$/i, '') || 'artwork';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return { error: { kind: 'unreadable', name: file.name } };
  }
  const sniffed = sniffImage(head);
  if (sniffed !== null && sniffed.format !== 'svg' && sniffed.format !== 'ico') return { artwork: { kind: 'image', name, file } };
  if (file.size > RECOLOR_MAX_BYTES) return { error: { kind: 'tooLarge', name: file.name, size: `${(file.size / (1024 * 1024)).toFixed(1)} MB` } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { error: { kind: 'unreadable', name: file.name } };
  }
  if (!isSvgText(text)) return { error: { kind: 'notArtwork', name: file.name } };
  return { artwork: { kind: 'svg', name, text } };
}
