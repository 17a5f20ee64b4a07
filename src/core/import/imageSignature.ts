/**
 * Image files by their first bytes, so that the import dialog can hand a dropped image to the image tool
 * instead of refusing it as binary. Signatures: PNG (RFC 2083 §12.12), JPEG (SOI marker FF D8 FF),
 * GIF ('GIF87a' / 'GIF89a'), WebP ('RIFF' … 'WEBP'), AVIF (an ISO BMFF 'ftyp' box of brand 'avif' or 'avis').
 */

/** An image format recognised by its signature. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

/** Returns whether `bytes` holds `ascii` at `offset`. */
function hasAscii(bytes: Uint8Array, offset: number, ascii: string): boolean {
  if (bytes.length < offset + ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[offset + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** Returns the image format of a file's first bytes, or null when it is not an image this recognises. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && hasAscii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (hasAscii(bytes, 0, 'GIF87a') || hasAscii(bytes, 0, 'GIF89a')) return 'gif';
  if (hasAscii(bytes, 0, 'RIFF') && hasAscii(bytes, 8, 'WEBP')) return 'webp';
  if (hasAscii(bytes, 4, 'ftyp') && (hasAscii(bytes, 8, 'avif') || hasAscii(bytes, 8, 'avis'))) return 'avif';
  return null;
}
