/**
 * Input bytes → text: UTF-8 (with or without a byte-order mark) or UTF-16 LE/BE with a mark. Bytes that are
 * clearly not text (NULs, many control characters or undecodable sequences) are refused as 'binary'.
 * Also the size limit, measured without encoding a string.
 */
import { IMPORT_MAX_BYTES, ImportFailure } from './importTypes.ts';

/** How much of the start of a text the binary test looks at. */
const SNIFF_CHARS = 64 * 1024;

/** Returns the UTF-8 length of a string in bytes, stopping early once it passes `limit`. */
export function utf8Length(text: string, limit = Infinity): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xe000 ? 2 : 3; // a surrogate pair is 4 bytes
  }
  return bytes;
}

/** Throws 'too-large' when a text is over IMPORT_MAX_BYTES in UTF-8. */
export function checkTextSize(text: string): void {
  if (text.length > IMPORT_MAX_BYTES || (text.length * 3 > IMPORT_MAX_BYTES && utf8Length(text, IMPORT_MAX_BYTES) > IMPORT_MAX_BYTES)) {
    throw new ImportFailure('too-large');
  }
}

/** Returns whether a decoded text looks like binary data: a NUL, or over 10% control or replacement characters. */
export function looksBinary(text: string): boolean {
  const sample = text.length > SNIFF_CHARS ? text.slice(0, SNIFF_CHARS) : text;
  if (sample.includes('\0')) return true;
  const odd = sample.match(/[\x01-\x08\x0e-\x1a\x1c-\x1f\x7f\ufffd]/g)?.length ?? 0; // eslint-disable-line no-control-regex
  return odd > sample.length * 0.1;
}

/** Returns the text of input bytes; throws 'too-large' or 'binary'. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFailure('too-large');
  let encoding = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];
  const text = new TextDecoder(encoding).decode(bytes.subarray(start));
  if (looksBinary(text)) throw new ImportFailure('binary');
  return text;
}
