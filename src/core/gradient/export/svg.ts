/**
 * A gradient as a standalone SVG image of a given size: every layer a rectangle over the box, the bottom layer first
 * in the document (CSS lists the top one first), each painted from its fitted sRGB stops (../fallback.ts), which
 * plain sRGB interpolation turns into the modern gradient within ΔE_OK 0.01. SVG's gradients interpolate colour and
 * opacity each on its own, so translucent segments get the stops that trace CSS's premultiplied mix (./stops.ts).
 * References: SVG 1.1 §13.2 "Gradients" (https://www.w3.org/TR/SVG11/pservers.html), ./geometry.ts for CSS's.
 */
import type { GradientLayer } from '../gradient.ts';
import { fixedPositions, layerColorAt, spaceColorToSrgb } from '../interpolate.ts';
import { bytesToHex } from '../../convert/srgbToHex.ts';
import { endingShape, gradientLine, reachFrom } from './geometry.ts';
import { gradientSlug, xmlText, type GradientExportInput } from './names.ts';
import { periodOf, stopsOver, straightStops, type LineStop } from './stops.ts';
import type { FallbackStop } from '../css.ts';

/** A conic layer's wedges are at most this wide (degrees): the colour across one changes by far less than ΔE_OK 0.01. */
export const CONIC_WEDGE_DEGREES = 0.5;
/** How far each wedge reaches under the next one (degrees), so that no seam of background shows between them. */
const CONIC_OVERLAP_DEGREES = 0.2;
/** A wedge's outer edge is cut into pieces of at most this many degrees (a wedge of one colour may be wide). */
const ARC_PIECE_DEGREES = 30;

/** A number as SVG writes it: seven significant digits, no trailing zeros, no '-0'. */
function num(value: number): string {
  const rounded = Number(value.toPrecision(7));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A colour 0–255 (any precision) as `#rrggbb` and its opacity 0–1. */
function paint(rgba: LineStop['rgba']): { hex: string; opacity: number } {
  const byte = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
  return { hex: bytesToHex(byte(rgba[0]), byte(rgba[1]), byte(rgba[2])), opacity: byte(rgba[3]) / 255 };
}

/** The `<stop>` elements of stops laid over [from, to] (% of the line), as offsets 0–1 of it. */
function stopElements(stops: readonly LineStop[], from: number, to: number): string {
  return straightStops(stops)
    .map((stop) => {
      const { hex, opacity } = paint(stop.rgba);
      const offset = Math.min(1, Math.max(0, (stop.position - from) / (to - from)));
      return `<stop offset="${num(offset)}" stop-color="${hex}"${opacity < 1 ? ` stop-opacity="${Number(opacity.toFixed(4))}"` : ''}/>`;
    })
    .join('');
}

/**
 * Returns the stretch of a layer's line its SVG gradient spans, in % of the CSS line: one period for a repeating
 * layer (SVG's `spreadMethod="repeat"` repeats it), else 0–100 % widened to any stop beyond it (SVG's offsets stop at
 * 0 and 1). A radial one starts at its centre (0 %) either way.
 */
function span(layer: GradientLayer, fit: readonly FallbackStop[]): { from: number; to: number; repeat: boolean } {
  const period = periodOf(fit, layer.repeating);
  const first = Math.min(...fit.map((stop) => stop.position));
  const last = Math.max(...fit.map((stop) => stop.position));
  if (period > 0) return layer.kind === 'radial' ? { from: 0, to: period, repeat: true } : { from: first, to: first + period, repeat: true };
  return { from: layer.kind === 'radial' ? 0 : Math.min(0, first), to: Math.max(100, last), repeat: false };
}

/** A linear layer's `<linearGradient>`: the CSS gradient line's stretch as its vector, in the image's own units. */
function linearElement(id: string, layer: GradientLayer, fit: readonly FallbackStop[], width: number, height: number): string {
  const { from, to, repeat } = span(layer, fit);
  const line = gradientLine(layer.angle, width, height);
  const at = (p: number) => [line.x + (line.dx * line.length * p) / 100, line.y + (line.dy * line.length * p) / 100].map(num);
  const [[x1, y1], [x2, y2]] = [at(from), at(to)];
  const spread = repeat ? ' spreadMethod="repeat"' : '';
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${spread}>${stopElements(stopsOver(fit, layer.repeating, from, to), from, to)}</linearGradient>`;
}

/** A radial layer's `<radialGradient>`: a circle of the ending shape's width, squeezed into the ellipse by its transform. */
function radialElement(id: string, layer: GradientLayer, fit: readonly FallbackStop[], width: number, height: number): string {
  const { from, to, repeat } = span(layer, fit);
  const { cx, cy, rx, ry } = endingShape(layer, width, height);
  const spread = repeat ? ' spreadMethod="repeat"' : '';
  const squeeze = rx === ry ? '' : ` gradientTransform="translate(${num(cx)} ${num(cy)}) scale(1 ${num(ry / rx)}) translate(${num(-cx)} ${num(-cy)})"`;
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num((rx * to) / 100)}"${squeeze}${spread}>${stopElements(stopsOver(fit, layer.repeating, from, to), from, to)}</radialGradient>`;
}

/** A wedge of a conic layer: from and to (% of the turn) and its colour. */
type Wedge = { from: number; to: number; hex: string; alpha: number };

/**
 * Returns a conic layer's wedges: cut at every stop (every repetition of one), so hard stops fall on an edge, and
 * every CONIC_WEDGE_DEGREES between, each the colour the modern gradient has at its middle; neighbours of one colour
 * are one wedge.
 */
function conicWedges(layer: GradientLayer): Wedge[] {
  const positions = fixedPositions(layer);
  const [first, last] = [positions[0], positions[positions.length - 1]];
  const period = layer.repeating ? last - first : 0;
  const cuts = new Set([0, 100]);
  for (const p of positions) {
    if (period > 0) for (let x = p - Math.ceil(p / period) * period; x < 100; x += period) cuts.add(x);
    else cuts.add(p);
  }
  const sorted = [...cuts].filter((x) => x >= 0 && x <= 100).sort((a, b) => a - b);
  const step = CONIC_WEDGE_DEGREES / 3.6;
  const wedges: Wedge[] = [];
  for (let k = 0; k + 1 < sorted.length; k++) {
    const pieces = Math.ceil((sorted[k + 1] - sorted[k]) / step - 1e-9);
    for (let j = 0; j < pieces; j++) {
      const from = sorted[k] + ((sorted[k + 1] - sorted[k]) * j) / pieces;
      const to = sorted[k] + ((sorted[k + 1] - sorted[k]) * (j + 1)) / pieces;
      const [r, g, b, a] = spaceColorToSrgb(layerColorAt(layer, (from + to) / 2));
      const { hex, opacity } = paint([r * 255, g * 255, b * 255, a * 255]);
      const previous = wedges[wedges.length - 1];
      if (previous && previous.hex === hex && previous.alpha === opacity) previous.to = to;
      else wedges.push({ from, to, hex, alpha: opacity });
    }
  }
  return wedges;
}

/**
 * A conic layer as SVG, which has no conic gradient: solid wedges about the centre (an approximation, within a
 * fraction of a just-noticeable difference), each reaching CONIC_OVERLAP_DEGREES under the next so no seam shows; a
 * translucent layer is its wedges opaque under a luminance mask of the same wedges in greys (the alpha), since
 * overlapping translucent wedges would darken where they overlap.
 */
function conicElements(id: string, layer: GradientLayer, width: number, height: number): { defs: string; body: string } {
  const cx = (width * layer.center[0]) / 100;
  const cy = (height * layer.center[1]) / 100;
  const reach = (reachFrom(cx, cy, width, height) + 1) / Math.cos((ARC_PIECE_DEGREES / 2) * (Math.PI / 180));
  const wedges = conicWedges(layer);
  const point = (degrees: number) => {
    const radians = ((layer.angle + degrees) * Math.PI) / 180;
    return `${num(cx + reach * Math.sin(radians))} ${num(cy - reach * Math.cos(radians))}`;
  };
  const path = (wedge: Wedge, i: number) => {
    const from = wedge.from * 3.6 - (i === 0 ? CONIC_OVERLAP_DEGREES : 0);
    const to = wedge.to * 3.6 + (i === wedges.length - 1 ? 0 : CONIC_OVERLAP_DEGREES);
    const pieces = Math.ceil((to - from) / ARC_PIECE_DEGREES);
    const arc = Array.from({ length: pieces + 1 }, (_, k) => point(from + ((to - from) * k) / pieces));
    return `M${num(cx)} ${num(cy)}L${arc.join('L')}Z`;
  };
  const grey = (alpha: number) => {
    const byte = Math.round(alpha * 255);
    return bytesToHex(byte, byte, byte);
  };
  const note = '<!-- A conic gradient, which SVG lacks, approximated by wedges of solid colour. -->';
  const crisp = ' shape-rendering="crispEdges"';
  const colors = wedges.map((wedge, i) => `<path d="${path(wedge, i)}" fill="${wedge.hex}"/>`).join('');
  if (wedges.every((wedge) => wedge.alpha === 1)) return { defs: '', body: `${note}<g${crisp}>${colors}</g>` };
  const mask = `<mask id="${id}-alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="${num(width)}" height="${num(height)}"${crisp}>${wedges.map((wedge, i) => `<path d="${path(wedge, i)}" fill="${grey(wedge.alpha)}"/>`).join('')}</mask>`;
  return { defs: mask, body: `${note}<g mask="url(#${id}-alpha)"${crisp}>${colors}</g>` };
}

/**
 * Returns a standalone SVG image (`image/svg+xml`) of the gradient at width × height px: a `<title>` of its name, and
 * each layer, bottom first, a linear or radial gradient laid out as CSS lays it out (SVG's repeat for a repeating
 * one) or, for a conic layer, the wedges that approximate it.
 */
export function gradientSvg(input: GradientExportInput, width: number, height: number): string {
  const slug = gradientSlug(input.name);
  const defs: string[] = [];
  const bodies: string[] = [];
  const rect = (fill: string) => `<rect width="${num(width)}" height="${num(height)}" fill="${fill}"/>`;
  for (let i = input.gradient.layers.length - 1; i >= 0; i--) {
    const layer = input.gradient.layers[i];
    const id = `${slug}-layer-${i + 1}`;
    if (layer.kind === 'conic') {
      const conic = conicElements(id, layer, width, height);
      if (conic.defs) defs.push(conic.defs);
      bodies.push(conic.body);
    } else {
      defs.push((layer.kind === 'linear' ? linearElement : radialElement)(id, layer, input.fits[i], width, height));
      bodies.push(rect(`url(#${id})`));
    }
  }
  const title = xmlText(input.name.trim());
  const lines = [`<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">`];
  if (title) lines.push(`<title>${title}</title>`);
  if (defs.length > 0) lines.push(`<defs>${defs.join('')}</defs>`);
  return `${[...lines, ...bodies, '</svg>'].join('\n')}\n`;
}
