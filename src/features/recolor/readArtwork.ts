import type { Artwork } from './useRecolor';

/** The largest SVG the tool reads: far beyond a detailed illustration (a few hundred KB), and quick to recolour. */
export const RECOLOR_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file was refused, with its name (and size, when too large) for the message. */
export type ArtworkError = { readonly kind: 'notSvg' | 'tooLarge' | 'unreadable'; readonly name: string; readonly size?: string };

/** Whether a text is an SVG document: an <svg> root after any XML declaration, doctype or comment. */
function isSvgText(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text.slice(0, 4096));
}

/**
 * Reads a chosen or dropped file as an artwork: an SVG by its content (a file named .svg that is not one is
 * refused, and an SVG without the extension is taken), within RECOLOR_MAX_BYTES; never throws.
 */
export async function readArtwork(file: File): Promise<{ artwork: Artwork } | { error: ArtworkError }> {
  const name = file.name.replace(/\.svg$/i, '') || 'artwork';
  if (file.size > RECOLOR_MAX_BYTES) return { error: { kind: 'tooLarge', name: file.name, size: `${(file.size / (1024 * 1024)).toFixed(1)} MB` } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { error: { kind: 'unreadable', name: file.name } };
  }
  if (!isSvgText(text)) return { error: { kind: 'notSvg', name: file.name } };
  return { artwork: { name, text } };
}
