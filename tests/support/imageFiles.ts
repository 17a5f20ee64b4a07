/**
 * Real image files for the image tool's tests, encoded in Node: PNG (8-bit RGBA, zlib from node:zlib, the CRC of
 * the PNG specification, https://www.w3.org/TR/png/#5CRC-algorithm) and JPEG (jpeg-js), from the generated
 * pictures of images.ts; and the bad files the tool must refuse in words.
 */
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import type { TestImage } from './images.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return chunk('IHDR', ihdr);
}

/** Returns a PNG file of the image (filter type 0 on every row). */
export function encodePng({ rgba, width, height }: TestImage): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) Buffer.from(rgba.buffer, rgba.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  return Buffer.concat([SIGNATURE, header(width, height), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', new Uint8Array(0))]);
}

/** Returns a JPEG file of the image (quality 0–100). */
export function encodeJpeg(image: TestImage, quality = 90): Buffer {
  return jpeg.encode({ data: Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength), width: image.width, height: image.height }, quality).data;
}

/** Returns a PNG whose header says width × height pixels and whose data is cut short (a truncated download). */
export function truncatedPng(image: TestImage): Buffer {
  const whole = encodePng(image);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** Returns a PNG of zero width: a valid signature and header, no pixels. */
export function zeroSizePng(): Buffer {
  return Buffer.concat([SIGNATURE, header(0, 16), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', new Uint8Array(0))]);
}

/** A small SVG of three flat rectangles: red 50 %, green 30 %, blue 20 % of its width. */
export const STRIPES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40">
  <rect x="0" y="0" width="50" height="40" fill="#d62828"/>
  <rect x="50" y="0" width="30" height="40" fill="#2a9d8f"/>
  <rect x="80" y="0" width="20" height="40" fill="#264653"/>
</svg>`;
