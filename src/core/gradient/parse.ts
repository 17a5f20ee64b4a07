/**
 * Reads gradient CSS a user pastes into the gradient model: a `background`/`background-image` value, a declaration
 * (`background: …;`), several (vendor-prefixed duplicates are skipped, the last plain one wins), or a whole rule
 * (`.x { … }`), comments ignored. A shorthand's trailing base colour and any `url()` layer are left out with a note.
 * What the tool cannot keep (var(), calc(), currentcolor, attr(), url() alone, unknown functions) gives a problem with
 * a code the UI translates; nothing throws and nothing is dropped silently.
 */
import { MAX_LAYERS, MAX_STOPS, type Gradient, type GradientLayer } from './gradient.ts';
import { readLayer, readStopColor, unsupported, type PasteNote, type PasteProblem } from './parseLayer.ts';
import { splitTopLevel } from './parseValues.ts';

export type { PasteNote, PasteNoteCode, PasteProblem, PasteProblemCode } from './parseLayer.ts';

export type PasteResult =
  | { readonly ok: true; readonly gradient: Gradient; readonly notes: readonly PasteNote[] }
  | { readonly ok: false; readonly problem: PasteProblem };

const GRADIENT = /(?:repeating-)?(?:linear|radial|conic)-gradient\(/i;
const PROPERTY = /^\s*(-(?:webkit|moz|o|ms)-)?([a-z-]+)\s*:\s*([\s\S]*?)\s*$/i;

/** The value to read out of a pasted text, and the notes its choosing gave (a prefixed duplicate skipped). */
function valueOf(text: string): { value: string; notes: PasteNote[] } {
  let body = text.replace(/\/\*[\s\S]*?\*\//g, ' ').trim();
  // A rule: its declarations.
  const open = body.indexOf('{');
  if (open >= 0) body = body.slice(open + 1, body.lastIndexOf('}') > open ? body.lastIndexOf('}') : undefined);
  const declarations = splitStatements(body)
    .map((part) => PROPERTY.exec(part))
    .filter((match) => match !== null && !/^-/.test(match[2]) && !/[(),]/.test(match[2]) && !match[2].includes(' '));
  if (declarations.length === 0) return { value: body.replace(/;\s*$/, '').replace(/\s*!important\s*$/i, ''), notes: [] };
  const notes: PasteNote[] = [];
  const backgrounds = declarations.filter((match) => /^background(-image)?$/i.test(match![2]));
  const plain = backgrounds.filter((match) => {
    const prefixed = Boolean(match![1]) || /-(webkit|moz|o|ms)-/i.test(match![3]);
    if (prefixed) notes.push({ code: 'prefixed', text: `${match![1] ?? ''}${match![2]}` });
    return !prefixed;
  });
  const chosen = [...plain].reverse().find((match) => GRADIENT.test(match![3])) ?? plain[plain.length - 1] ?? backgrounds[backgrounds.length - 1];
  return { value: (chosen?.[3] ?? '').replace(/\s*!important\s*$/i, ''), notes: chosen ? notes : [] };
}

/** Splits declarations at semicolons outside parentheses and quotes. */
function splitStatements(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ';' && depth === 0) {
      out.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) out.push(current);
  return out;
}

/** Reads pasted CSS into a gradient, with notes on what was left out, or the problem that stops it. */
export function parseGradientCss(text: string): PasteResult {
  if (text.trim() === '') return { ok: false, problem: { code: 'empty', text: '' } };
  const { value, notes } = valueOf(text);
  if (!GRADIENT.test(value)) {
    const problem = unsupported(value);
    return { ok: false, problem: problem && problem.code !== 'url' ? problem : { code: 'no-gradient', text: value.slice(0, 80) } };
  }
  const items = splitTopLevel(value.replace(/\s+/g, ' '), ',');
  const layers: GradientLayer[] = [];
  let stopsDropped = 0;
  for (const [i, item] of items.entries()) {
    if (/^url\(/i.test(item) || /^image-set\(/i.test(item)) {
      notes.push({ code: 'url-layer', text: item.length > 60 ? `${item.slice(0, 57)}…` : item });
      continue;
    }
    if (i === items.length - 1 && !GRADIENT.test(item) && readStopColor(item)) {
      notes.push({ code: 'base-color', text: item });
      continue;
    }
    const problem = unsupported(item);
    if (problem) return { ok: false, problem };
    const gradient = /^((?:repeating-)?(?:linear|radial|conic)-gradient\([\s\S]*\))\s*(.*)$/i.exec(item);
    if (!gradient) return { ok: false, problem: { code: 'function', text: `${item.split('(')[0].trim()}${item.includes('(') ? '()' : ''}` } };
    if (gradient[2]) {
      // A shorthand layer's position, size or repeat after the image: the tool keeps the image.
      const rest = gradient[2].trim();
      const colour = /\s(\S+)$/.exec(` ${rest}`)?.[1];
      if (i === items.length - 1 && colour && readStopColor(colour) && !/^\d/.test(colour)) notes.push({ code: 'base-color', text: colour });
      notes.push({ code: 'shorthand', text: rest });
    }
    const read = readLayer(gradient[1], MAX_STOPS);
    if ('problem' in read) return { ok: false, problem: read.problem };
    stopsDropped += read.stopsDropped;
    for (const note of read.notes) if (!notes.some((known) => known.code === note.code)) notes.push(note);
    layers.push(read.layer);
  }
  if (layers.length === 0) return { ok: false, problem: { code: 'no-gradient', text: value.slice(0, 80) } };
  if (layers.length > MAX_LAYERS) notes.push({ code: 'layers-dropped', text: String(layers.length - MAX_LAYERS) });
  if (stopsDropped > 0) notes.push({ code: 'stops-dropped', text: String(stopsDropped) });
  return { ok: true, gradient: { layers: layers.slice(0, MAX_LAYERS) }, notes };
}
