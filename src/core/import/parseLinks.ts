/**
 * Palette links, read from the text and never fetched: Irodori share links (`/palettes/preview?colors=ff0000-00ff00`),
 * Irodori generator links (`/tools/generator?color=3a7bd5`, or `colors=` with several), and Coolors palette links
 * (`coolors.co/palette/264653-2a9d8f-…` and `coolors.co/264653-2a9d8f-…`) and Color Hunt palette links
 * (`colorhunt.co/palette/264653e9c46af4a261e76f51`: the codes run together, six digits each). Lines without a link
 * are read as a list.
 */
import type { ImportedColor } from './importTypes.ts';
import { importedColor, textLines, unreadableText } from './importedColor.ts';
import { parseListLine, type ListResult } from './parseList.ts';

/** An Irodori share or generator link's query (with or without the host, the /ja prefix). */
const IRODORI_LINK = /\/(?:palettes\/preview|tools\/generator)\/?\?([^\s"'<>#]*)/gi;
/** A Coolors palette link's hyphen list. */
const COOLORS_LINK = /coolors\.co\/(?:palette\/)?([0-9a-f]{6}(?:-[0-9a-f]{6})*)(?![0-9a-z])/gi;
/** A Color Hunt palette link's codes, run together (its palettes have four colours; any multiple of six digits is read). */
const COLOR_HUNT_LINK = /colorhunt\.co\/palette\/((?:[0-9a-f]{6})+)(?![0-9a-z])/gi;
/** One bare code in a link: 3 or 6 hex digits. */
const LINK_CODE = /^(?:[0-9a-f]{6}|[0-9a-f]{3})$/i;

/** Returns whether a text holds a palette link this module reads. */
export function hasPaletteLink(text: string): boolean {
  // search() leaves lastIndex alone
  return text.search(IRODORI_LINK) !== -1 || text.search(COOLORS_LINK) !== -1 || text.search(COLOR_HUNT_LINK) !== -1;
}

/** Returns the codes of an Irodori link's query: `colors` (hyphen or comma separated) or `color`. */
function queryCodes(query: string): string[] {
  const codes: string[] = [];
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== 'colors' && key !== 'color') continue;
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // a broken escape: read the value as it is
    }
    for (const code of decoded.split(/[-,\s]+/)) codes.push(code.replace(/^#/, ''));
  }
  return codes;
}

/** Returns the colours of the links on one line, in order. */
function lineLinkColors(line: string, lineNumber: number): ImportedColor[] {
  const found: { index: number; codes: string[] }[] = [];
  for (const m of line.matchAll(IRODORI_LINK)) found.push({ index: m.index, codes: queryCodes(m[1]) });
  for (const m of line.matchAll(COOLORS_LINK)) found.push({ index: m.index, codes: m[1].split('-') });
  for (const m of line.matchAll(COLOR_HUNT_LINK)) found.push({ index: m.index, codes: m[1].match(/.{6}/g) ?? [] });
  found.sort((a, b) => a.index - b.index);
  const colors: ImportedColor[] = [];
  for (const code of found.flatMap((f) => f.codes)) {
    const color = LINK_CODE.test(code) ? importedColor(`#${code}`, null, lineNumber) : null;
    if (!color) continue;
    color.source = code; // as written in the link
    colors.push(color);
  }
  return colors;
}

/** Returns the colours of a text holding palette links; its lines without a link are read as a plain list. */
export function parseLinks(text: string): ListResult {
  const result: ListResult = { colors: [], unreadable: [] };
  textLines(text).forEach((line, i) => {
    if (line.trim() === '') return;
    const colors = hasPaletteLink(line) ? lineLinkColors(line, i + 1) : parseListLine(line, i + 1);
    if (colors.length === 0) result.unreadable.push({ line: i + 1, text: unreadableText(line) });
    for (const color of colors) result.colors.push(color); // not push(...): a line may hold 100,000
  });
  return result;
}
