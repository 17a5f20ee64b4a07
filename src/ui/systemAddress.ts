/**
 * A colour system in an address: the system's JSON (core/system/systemFile.ts) deflated and written as base64url in
 * one search parameter, `s`, so a 12 × 12 system with its curves fits in a link of a few kilobytes. The default system
 * (Tailwind's steps and the starting rows) leaves the parameter out. Read by the system page; written there and by
 * the pages that open a system (the scale generator's "tune as a system").
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { createSystem } from '../core/system/systemModel';
import { parseSystemAddress, systemAddressText } from '../core/system/systemFile';
import type { ColorSystem } from '../core/system/systemRules';
import { paths } from '../config/paths';
import type { AddressCodec } from './useAddressHistory';

/** The system a page opens with when its address holds none. */
export const DEFAULT_SYSTEM: ColorSystem = createSystem('tailwind');
const DEFAULT_TEXT = systemAddressText(DEFAULT_SYSTEM);

/** Returns base64url of bytes (no padding). */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns the bytes of base64url text. @throws Error on text that is not base64url. */
function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Returns the parameter's text of a system, or undefined for the default system. */
export function systemParam(system: ColorSystem): string | undefined {
  const text = systemAddressText(system);
  return text === DEFAULT_TEXT ? undefined : toBase64Url(deflateSync(strToU8(text), { level: 9 }));
}

/** Returns the system of the parameter's text, or null when the text is not one (a broken or foreign link). */
export function readSystemParam(text: string): ColorSystem | null {
  try {
    return parseSystemAddress(strFromU8(inflateSync(fromBase64Url(text))));
  } catch {
    return null;
  }
}

/** Returns the path of the system page showing `system`. */
export function systemPath(system: ColorSystem): string {
  return paths.system({ s: systemParam(system) });
}

/** The system page's address codec (ui/useAddressHistory.ts): a missing or unreadable `s` is the default system. */
export const SYSTEM_ADDRESS: AddressCodec<ColorSystem> = {
  param: 's',
  read: (text) => (text === null ? DEFAULT_SYSTEM : (readSystemParam(text) ?? DEFAULT_SYSTEM)),
  path: systemPath,
};
