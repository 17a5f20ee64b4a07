/**
 * One pasted CSS gradient function (`linear-gradient(…)`, `repeating-radial-gradient(…)`, …) read into a layer of the
 * gradient model. What the model approximates (a corner's angle, lengths, stops without positions) is resolved for the
 * editors and also kept as written (gradient.ts `LayerAuthored`), so the writer gives Chromium the same gradient back.
 */
import { tryAuthoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { formatExactNumber, readExact } from '../exact/exactColor.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';
import { readColor } from '../import/colorValue.ts';
import {
  HUE_METHODS, INTERPOLATION_SPACES, RADIAL_SIZES, extentValue, layerOf, stopsKey,
  type GradientKind, type GradientLayer, type GradientSegment, type HueMethod, type InterpolationSpace, type LayerAuthored, type RadialShape, type RadialSize,
} from './gradient.ts';
import { NOMINAL_BOX, readAngle, readLengthPercent, readPosition, readSideOrCorner, readStopPosition, splitTopLevel } from './parseValues.ts';

/** Why a pasted text gives no gradient, or what of it was left out: codes the UI translates, with the text concerned. */
export type PasteProblemCode =
  | 'empty' | 'no-gradient' | 'var' | 'calc' | 'attr' | 'currentcolor' | 'url' | 'function' | 'syntax' | 'color' | 'position' | 'space' | 'stops';
export type PasteNoteCode = 'base-color' | 'url-layer' | 'prefixed' | 'layers-dropped' | 'stops-dropped' | 'approximate' | 'shorthand' | 'mixed';
export type PasteProblem = { readonly code: PasteProblemCode; readonly text: string };
export type PasteNote = { readonly code: PasteNoteCode; readonly text: string };

export type LayerResult = { readonly layer: GradientLayer; readonly notes: readonly PasteNote[]; readonly stopsDropped: number } | { readonly problem: PasteProblem };

const FUNCTION = /^(repeating-)?(linear|radial|conic)-gradient\(([\s\S]*)\)$/i;
const LEGACY = /^(#|rgba?\(|hsla?\(|hwb\(|[a-z]+$)/i;

/** The colours CSS calls legacy (hex, names, rgb(), hsl(), hwb()): a gradient of only these defaults to sRGB, else OKLab. */
export const isLegacyColorText = (text: string): boolean => LEGACY.test(text.trim());

const short = (value: number) => Number(formatExactNumber(Number(value.toFixed(4)), 4));
const clampPercent = (value: number) => Math.min(100, Math.max(0, short(value)));

/**
 * A stop's colour as the model keeps it, as Chromium's computed style has it: a legacy colour (a name, hsl()) as whole
 * sRGB bytes with its alpha; anything else as its exact text. `transparent` is #00000000.
 */
export function readStopColor(text: string): AuthoredColor | null {
  const value = text.trim();
  if (/^transparent$/i.test(value)) return tryAuthoredColor('#00000000');
  const read = readColor(value);
  if (!read) return null;
  // A text a code says exactly keeps its text where it is no legacy colour (see address.ts `readStopColorText`).
  const exactText = isLegacyColorText(value) ? null : readExact(value.toLowerCase())?.text;
  if (!read.exact && exactText && !exactText.startsWith('#')) return { code: read.code, exact: exactText };
  if (!read.exact || !isLegacyColorText(value) || !read.exact.startsWith('color(srgb')) return read.exact ? { code: read.code, exact: read.exact } : { code: read.code };
  // A legacy colour between two byte steps (hsl(39 100% 50%)): Chromium computes it as rgb() with rounded bytes, from
  // channels kept as 32-bit floats (so hsl(214 100% 50%)'s green, 110.5, is 111 but hsl(190 100% 50%)'s 212.5 is 212).
  const exact = readExact(read.exact);
  if (!exact) return { code: read.code };
  const [r, g, b] = exact.coords.map((c) => Math.round(Math.fround(Math.min(1, Math.max(0, c))) * 255));
  const code = bytesToHex(r, g, b);
  return exact.alpha < 1 ? tryAuthoredColor(`rgb(${r} ${g} ${b} / ${formatExactNumber(exact.alpha)})`) : { code };
}

/** The unsupported function a text uses, as a problem (var(), calc() and its kin, attr(), url(), any unknown one). */
export function unsupported(text: string): PasteProblem | null {
  const lower = text.toLowerCase();
  if (/\bvar\(|\benv\(/.test(lower)) return { code: 'var', text: /(?:var|env)\([^()]*\)?/i.exec(text)?.[0] ?? text };
  if (/\b(calc|min|max|clamp)\(/.test(lower)) return { code: 'calc', text: /(?:calc|min|max|clamp)\([^()]*\)?/i.exec(text)?.[0] ?? text };
  if (/\battr\(/.test(lower)) return { code: 'attr', text: /attr\([^()]*\)?/i.exec(text)?.[0] ?? text };
  if (/\bcurrentcolor\b/.test(lower)) return { code: 'currentcolor', text: 'currentcolor' };
  if (/\burl\(/.test(lower)) return { code: 'url', text: /url\([^()]*\)?/i.exec(text)?.[0] ?? text };
  return null;
}

type Prelude = { angle: number; shape: RadialShape; size: RadialSize; center: [number, number]; space?: InterpolationSpace; hue: HueMethod; authored: LayerAuthored; approximate: boolean };

/** Reads the part before the stops; null when it is not a prelude at all (the first argument is then a stop). */
function readPrelude(text: string, kind: GradientKind): Prelude | PasteProblem | null {
  let rest = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const prelude: Prelude = { angle: kind === 'linear' ? 180 : 0, shape: 'ellipse', size: 'farthest-corner', center: [50, 50], hue: 'shorter', authored: { kind }, approximate: false };
  const interpolation = /(?:^| )in ([a-z0-9-]+)(?: (shorter|longer|increasing|decreasing) hue)?(?= |$)/.exec(rest);
  if (interpolation) {
    const name = interpolation[1] === 'xyz' ? 'xyz-d65' : interpolation[1];
    if (!INTERPOLATION_SPACES.includes(name as InterpolationSpace)) return { code: 'space', text: interpolation[0].trim() };
    prelude.space = name as InterpolationSpace;
    prelude.hue = (interpolation[2] as HueMethod | undefined) ?? 'shorter';
    if (!HUE_METHODS.includes(prelude.hue)) return { code: 'space', text: interpolation[0].trim() };
    rest = `${rest.slice(0, interpolation.index)} ${rest.slice(interpolation.index + interpolation[0].length)}`.trim();
  }
  if (kind === 'linear') {
    if (rest === '') return interpolation ? { ...prelude, authored: { kind, angle: { text: '', value: 180 } } } : null;
    const words = rest.split(' ');
    const angle = words[0] === 'to' ? readSideOrCorner(words.slice(1)) : words.length === 1 ? readAngle(rest) : null;
    if (angle === null) return null;
    const normal = short(((angle % 360) + 360) % 360);
    return { ...prelude, angle: normal, authored: { kind, angle: { text: rest, value: normal } } };
  }
  const atIndex = rest === 'at' || rest.startsWith('at ') ? 0 : rest.indexOf(' at ');
  const before = (atIndex < 0 ? rest : rest.slice(0, atIndex)).trim();
  const atText = atIndex < 0 ? '' : rest.slice(atIndex + (atIndex === 0 ? 3 : 4)).trim();
  if (atText) {
    const center = readPosition(atText);
    if (!center) return before === '' && !interpolation ? null : { code: 'position', text: atText };
    prelude.center = [clampPercent(center[0]), clampPercent(center[1])];
    prelude.approximate ||= /[a-z]{2}$/.test(atText.split(' ').find((part) => !/^(left|right|top|bottom|center)$/.test(part) && !part.endsWith('%') && part !== '0') ?? '');
  }
  prelude.authored = { kind, at: { text: atText, value: `${prelude.center[0]} ${prelude.center[1]}` } };
  if (kind === 'conic') {
    if (before !== '') {
      const from = /^from (\S+)$/.exec(before);
      const angle = from ? readAngle(from[1]) : null;
      if (angle === null) return atText || interpolation ? { code: 'syntax', text: before } : null;
      prelude.angle = short(((angle % 360) + 360) % 360);
      prelude.authored = { ...prelude.authored, angle: { text: from![1], value: prelude.angle } };
    } else if (!atText && !interpolation) return null;
    return prelude;
  }
  // Radial: a shape, a size keyword, or one or two lengths, in any order.
  if (before === '' && !atText && !interpolation) return null;
  let lengths = 0;
  for (const word of before === '' ? [] : before.split(' ')) {
    if (word === 'circle' || word === 'ellipse') prelude.shape = word;
    else if (RADIAL_SIZES.includes(word as RadialSize)) prelude.size = word as RadialSize;
    else if (readLengthPercent(word, NOMINAL_BOX.width) !== null) lengths++;
    else return atText || interpolation ? { code: 'syntax', text: before } : null;
  }
  if (lengths === 1 && !before.includes('ellipse')) prelude.shape = 'circle';
  // A size in lengths is shown as the keyword size nearest in spirit; the CSS keeps the lengths.
  if (lengths > 0) {
    prelude.size = 'closest-side';
    prelude.approximate = true;
  }
  prelude.authored = { ...prelude.authored, extent: { text: before, value: `${prelude.shape} ${prelude.size}` } };
  return prelude;
}

type RawStop = { color: AuthoredColor; colorText: string; positions: string[] } | { hint: string };

/** Reads a gradient function into a layer; `maxStops` keeps the first ones. */
export function readLayer(text: string, maxStops: number): LayerResult {
  const match = FUNCTION.exec(text.trim());
  if (!match) return { problem: { code: 'function', text: `${text.trim().split('(')[0]}()` } };
  const repeating = Boolean(match[1]);
  const kind = match[2].toLowerCase() as GradientKind;
  const args = splitTopLevel(match[3], ',');
  if (args.some((arg) => arg === '')) return { problem: { code: 'syntax', text: text.trim() } };
  const prelude = readPrelude(args[0], kind);
  if (prelude && 'code' in prelude) return { problem: prelude };
  const stopArgs = prelude ? args.slice(1) : args;
  const raw: RawStop[] = [];
  for (const arg of stopArgs) {
    const parts = splitTopLevel(arg, ' ');
    const lone = parts.length === 1 ? readStopPosition(parts[0], kind, NOMINAL_BOX.width) : null;
    if (lone !== null && !/^[a-z]/i.test(parts[0])) {
      if (raw.length === 0 || 'hint' in raw[raw.length - 1]) return { problem: { code: 'syntax', text: arg } };
      raw.push({ hint: parts[0] });
      continue;
    }
    const color = readStopColor(parts[0]);
    if (!color) return { problem: { code: 'color', text: parts[0] } };
    const positions = parts.slice(1);
    if (positions.length > 2 || positions.some((p) => readStopPosition(p, kind, NOMINAL_BOX.width) === null)) return { problem: { code: 'position', text: arg } };
    raw.push({ color, colorText: parts[0], positions });
  }
  if (raw.length > 0 && 'hint' in raw[raw.length - 1]) return { problem: { code: 'syntax', text: (raw[raw.length - 1] as { hint: string }).hint } };
  // A double position is two stops of the colour (as Chromium's computed style writes it).
  const stops: { color: AuthoredColor; colorText: string; position: string; hint: string }[] = [];
  let hint = '';
  for (const entry of raw) {
    if ('hint' in entry) hint = entry.hint;
    else {
      const positions = entry.positions.length === 0 ? [''] : entry.positions;
      positions.forEach((position, i) => stops.push({ color: entry.color, colorText: entry.colorText, position, hint: i === 0 ? hint : '' }));
      hint = '';
    }
  }
  if (stops.length < 2) return { problem: { code: 'stops', text: text.trim() } };
  const kept = stops.slice(0, maxStops);
  const resolved = resolvePositions(kept.map((stop) => (stop.position === '' ? null : readStopPosition(stop.position, kind, NOMINAL_BOX.width)!)));
  const segments: GradientSegment[] = kept.slice(1).map((stop, i) => {
    const [from, to] = [resolved[i], resolved[i + 1]];
    const at = stop.hint ? readStopPosition(stop.hint, kind, NOMINAL_BOX.width)! : null;
    const fraction = at === null || to - from <= 0 ? 0.5 : Math.min(0.99, Math.max(0.01, short((at - from) / (to - from))));
    return { hint: fraction, easing: 'linear' };
  });
  const space = prelude?.space ?? (kept.every((stop) => isLegacyColorText(stop.colorText)) ? 'srgb' : 'oklab');
  const layer: GradientLayer = {
    ...layerOf(kept.map((stop, i) => ({ color: stop.color, position: clampPercent(resolved[i]) })), {
      kind, repeating, space, hue: prelude?.hue ?? 'shorter',
      angle: prelude?.angle ?? (kind === 'linear' ? 180 : 0),
      center: prelude?.center ?? [50, 50], shape: prelude?.shape ?? 'ellipse', size: prelude?.size ?? 'farthest-corner',
    }),
    segments,
  };
  const authored: LayerAuthored = {
    ...(prelude?.authored ?? (kind === 'linear' ? { kind, angle: { text: '', value: 180 } } : { kind, at: { text: '', value: '50 50' } })),
    ...(kind === 'radial' && !prelude?.authored.extent ? { extent: { text: '', value: extentValue(layer) } } : {}),
    ...(kind === 'conic' && !prelude?.authored.angle ? { angle: { text: '', value: layer.angle } } : {}),
    stops: { positions: kept.map((stop) => stop.position), hints: kept.slice(1).map((stop) => stop.hint), key: stopsKey(layer) },
  };
  const approximate = (prelude?.approximate ?? false) || kept.some((stop) => /[a-z]$/i.test(stop.position) && kind !== 'conic');
  const notes: PasteNote[] = approximate ? [{ code: 'approximate', text: text.trim().split('(')[0] }] : [];
  // color-mix() is mixed here into one colour, within 1e-5 of Chromium's own mix but not digit for digit.
  const mixed = kept.find((stop) => /^color-mix\(/i.test(stop.colorText));
  if (mixed) notes.push({ code: 'mixed', text: mixed.colorText });
  return { layer: { ...layer, authored }, notes, stopsDropped: stops.length - kept.length };
}

/**
 * CSS's fix-up of stop positions (CSS Images 3 §3.5.3): a missing first is 0 %, a missing last 100 %, a position before
 * an earlier one is moved up to it, and a run of missing ones is spread evenly between its neighbours.
 */
export function resolvePositions(positions: readonly (number | null)[]): number[] {
  const out = [...positions];
  if (out[0] === null) out[0] = 0;
  if (out[out.length - 1] === null) out[out.length - 1] = 100;
  let highest = -Infinity;
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== null) {
      highest = Math.max(highest, out[i]!);
      out[i] = highest;
    }
  }
  for (let i = 1; i < out.length; i++) {
    if (out[i] !== null) continue;
    let j = i;
    while (out[j] === null) j++;
    const [from, to] = [out[i - 1]!, out[j]!];
    for (let k = i; k < j; k++) out[k] = from + ((to - from) * (k - i + 1)) / (j - i + 1);
    i = j;
  }
  return out as number[];
}
