/**
 * What an image file is, from its first bytes: the format by its signature, and its size from the header where
 * that is cheap (PNG IHDR, GIF screen, BMP info header, JPEG start-of-frame, WebP VP8/VP8L/VP8X, AVIF `ispe`),
 * so a file that is not an image, an SVG, a zero-size image or one over the pixel limit is told apart before
 * anything is decoded. Signatures: https://mimesniff.spec.whatwg.org/#matching-an-image-type-pattern
 */

/** The formats recognised; 'svg' is text and is not decoded in the worker. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'avif' | 'ico' | 'svg';

/** A sniffed file: its format, and its size when the header gives it (null when it does not, or is truncated). */
export type SniffedImage = { readonly format: ImageFormat; readonly width: number | null; readonly height: number | null };

/** Bytes worth reading for `sniffImage` (the JPEG frame header can follow large metadata; AVIF's `ispe` sits in `meta`). */
export const SNIFF_BYTES = 256 * 1024;

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function u16be(b: Uint8Array, at: number): number | null {
  return at + 2 <= b.length ? (b[at] << 8) | b[at + 1] : null;
}
function u16le(b: Uint8Array, at: number): number | null {
  return at + 2 <= b.length ? b[at] | (b[at + 1] << 8) : null;
}
function u32be(b: Uint8Array, at: number): number | null {
  return at + 4 <= b.length ? ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0 : null;
}
function i32le(b: Uint8Array, at: number): number | null {
  return at + 4 <= b.length ? b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24) : null;
}
function u24le(b: Uint8Array, at: number): number | null {
  return at + 3 <= b.length ? b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) : null;
}

function sized(format: ImageFormat, width: number | null, height: number | null): SniffedImage {
  return width === null || height === null ? { format, width: null, height: null } : { format, width, height };
}

/** Returns the JPEG's size from its first start-of-frame marker, or nulls. */
function jpegSize(b: Uint8Array): SniffedImage {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return sized('jpeg', null, null);
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = u16be(b, at + 2) ?? 0;
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('jpeg', u16be(b, at + 7), u16be(b, at + 5));
    }
    if (marker === 0xd9 || marker === 0xda) break;
    at += 2 + length;
  }
  return sized('jpeg', null, null);
}

/** Returns the WebP's size from its first chunk, or nulls. */
function webpSize(b: Uint8Array): SniffedImage {
  if (ascii(b, 12, 'VP8 ')) {
    const w = u16le(b, 26);
    const h = u16le(b, 28);
    return sized('webp', w === null ? null : w & 0x3fff, h === null ? null : h & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25) {
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8X')) {
    const w = u24le(b, 24);
    const h = u24le(b, 27);
    return sized('webp', w === null ? null : w + 1, h === null ? null : h + 1);
  }
  return sized('webp', null, null);
}

/** Returns the AVIF's size from its first `ispe` property, or nulls. */
function avifSize(b: Uint8Array): SniffedImage {
  for (let at = 4; at + 16 <= b.length; at++) {
    if (b[at] === 0x69 && ascii(b, at, 'ispe')) return sized('avif', u32be(b, at + 8), u32be(b, at + 12));
  }
  return sized('avif', null, null);
}

/** Returns true when text (after a BOM and white space) starts like an SVG document. */
function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>]/i.test(head);
}

/** Returns what the first bytes of a file say it is (see the file comment), or null when it is no image format known here. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) {
    return ascii(b, 12, 'IHDR') ? sized('png', u32be(b, 16), u32be(b, 20)) : sized('png', null, null);
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegSize(b);
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return sized('gif', u16le(b, 6), u16le(b, 8));
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webpSize(b);
  if (ascii(b, 0, 'BM') && b.length >= 14) {
    const w = i32le(b, 18);
    const h = i32le(b, 22);
    return sized('bmp', w === null ? null : Math.abs(w), h === null ? null : Math.abs(h));
  }
  if (ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis') || ascii(b, 8, 'mif1'))) return avifSize(b);
  if (b.length >= 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0) return sized('ico', null, null);
  if (looksLikeSvg(b)) return { format: 'svg', width: null, height: null };
  return null;
}
