/**
 * The live page's contrast inspector: from the elements the helper reports (LiveNode, ./protocol.ts), every rendered
 * text on its background, its WCAG 2 ratio and APCA Lc, and the ones that fail WCAG AA or APCA Lc 60.
 *
 * The WCAG verdict follows axe-core's `color-contrast` rule, so the two agree on a page:
 * - the texts checked are elements with text of their own (direct text nodes, not only white space) and the text
 *   fields (inputs other than hidden, range, colour, checkbox, radio and image; selects, text areas); not ones that
 *   are hidden (display, visibility, an opacity of 0 on the way up, a box of at most 1 px, as screen-reader-only text
 *   is, or wholly above or left of the page), disabled or inert, nor the labels of disabled controls;
 * - large text is at least 18 pt, or 14 pt and bold (weight 700 or more), with axe's rounding of points
 *   (ceil(px · 72) / 96); it needs 3:1, other text 4.5:1, and a ratio passes only above the level;
 * - the colours are those painted: the element's text fill colour and the background colours of it and of its
 *   ancestors up to the first opaque one, over the white canvas, each ancestor's opacity applied to what it paints
 *   (a group composited over what lies behind it);
 * - what axe leaves for review is left for review here, not failed: a background image under the text, and a text of
 *   one character that would fail.
 * APCA (Lc 60, the minimum for content text) is judged on the same colours; it says more than WCAG on dark and
 * mid-tone pairs, and each finding says which measure it fails.
 */
import { readExact } from '../exact/exactColor.ts';
import { exactFallback } from '../exact/exactConvert.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import type { Vec3 } from '../convert/types.ts';
import { apcaContrastOfLuminance, apcaLuminanceOfSrgb } from '../contrast/apca.ts';
import { contrastRatioOfLuminance, relativeLuminanceOfLinear } from '../contrast/wcag.ts';
import type { LiveNode } from './protocol.ts';

/** The APCA Lc a text needs here (APCA's minimum for content text, the theme tool's 'apca-60'). */
export const LIVE_APCA_LEVEL = 60;
/** axe-core's sizes of large text, in points, and its bold weight. */
const LARGE_PT = 18;
const LARGE_BOLD_PT = 14;
const BOLD_WEIGHT = 700;
/** Input types with no text to read (axe-core's list). */
const NON_TEXT_INPUTS = new Set(['hidden', 'range', 'color', 'checkbox', 'radio', 'image']);

/** A colour with straight alpha: sRGB channels 0–1 and alpha 0–1. */
type Rgba = readonly [number, number, number, number];

const WHITE: Rgba = [1, 1, 1, 1];
const CLEAR: Rgba = [0, 0, 0, 0];

/** What a finding is about: a text that fails one measure or both, or one to review by eye. */
export type LiveFinding = {
  /** The element's index in the report (the helper outlines it by this). */
  readonly index: number;
  /** A CSS selector that finds the element on the page. */
  readonly selector: string;
  readonly tag: string;
  /** The text and background as painted, '#rrggbb'. */
  readonly fg: string;
  readonly bg: string;
  readonly ratio: number;
  readonly lc: number;
  /** The WCAG level the text needs (4.5 or 3) and whether it is large. */
  readonly needed: number;
  readonly large: boolean;
  readonly fontSize: number;
  readonly fontWeight: number;
  readonly wcag: boolean;
  readonly apca: boolean;
  /** Why the verdict is left to the eye (axe-core's "incomplete"), or null. */
  readonly review: 'backgroundImage' | 'oneCharacter' | null;
};

/** An inspection: how many texts were checked, and the findings (failing or to review), the worst WCAG ratio first. */
export type LiveInspection = { readonly checked: number; readonly findings: readonly LiveFinding[] };

/** Returns a computed colour ('rgb(…)', 'rgba(…)', or a CSS Color 4 form, as browsers serialise them) as straight RGBA, or null. */
export function readComputedColor(text: string): Rgba | null {
  const legacy = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(text);
  if (legacy) return [Number(legacy[1]) / 255, Number(legacy[2]) / 255, Number(legacy[3]) / 255, legacy[4] === undefined ? 1 : Number(legacy[4])];
  if (text === 'transparent') return CLEAR;
  const exact = readExact(text);
  if (exact === null) return null;
  // A wide colour counts as an sRGB screen shows it: its CSS Color 4 gamut-mapped fallback.
  const [r, g, b] = hexToSrgb(exactFallback(exact));
  return [r, g, b, exact.alpha];
}

/** `top` painted over `under` (source-over, straight alpha). */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3] + under[3] * (1 - top[3]);
  if (a === 0) return CLEAR;
  const mix = (i: number) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

/** A colour with its alpha multiplied by an opacity. */
const faded = (color: Rgba, opacity: number): Rgba => [color[0], color[1], color[2], color[3] * opacity];

/** A selector part for an id: `#id` when it is a plain identifier, else an attribute selector. */
function idSelector(id: string): string {
  return /^[A-Za-z_][\w-]*$/.test(id) ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`;
}

/** Returns, for each node, a selector that finds it: a unique id, else its parent's selector and its place among its siblings. */
export function nodeSelectors(nodes: readonly LiveNode[]): string[] {
  const idCount = new Map<string, number>();
  for (const node of nodes) if (node[2]) idCount.set(node[2], (idCount.get(node[2]) ?? 0) + 1);
  const childCount = new Map<number, number>();
  const selectors: string[] = [];
  nodes.forEach(([parent, tag, id], i) => {
    const place = (childCount.get(parent) ?? 0) + 1;
    childCount.set(parent, place);
    if (id && idCount.get(id) === 1) selectors[i] = idSelector(id);
    else if (parent < 0 || tag === 'body' || tag === 'head') selectors[i] = tag;
    else selectors[i] = `${selectors[parent]} > ${tag}:nth-child(${place})`;
  });
  return selectors;
}

/** Whether a node holds text to check: text of its own, or a text field. */
function hasText(node: LiveNode): boolean {
  const [, tag, , type, text] = node;
  if (tag === 'input') return !NON_TEXT_INPUTS.has(type);
  return tag === 'select' || tag === 'textarea' || (text > 0 && tag !== 'option' && tag !== 'script' && tag !== 'style' && tag !== 'title');
}

/** The text and background as painted for the node at `index` (its chain of ancestors), and whether an image lies under it. */
function painted(nodes: readonly LiveNode[], colors: readonly (Rgba | null)[], index: number, read: (text: string) => Rgba | null): { fg: Rgba; bg: Rgba; image: boolean } | null {
  const chain: number[] = [];
  for (let i = index; i >= 0; i = nodes[i][0]) chain.push(i);
  chain.reverse();
  // Groups opened by an opacity below 1: what lay behind each, and its opacity.
  const groups: { behind: Rgba; opacity: number }[] = [];
  let current = WHITE;
  let image = false;
  for (const i of chain) {
    const opacity = Number(nodes[i][8]);
    if (opacity < 1) {
      groups.push({ behind: current, opacity });
      current = CLEAR;
    }
    const background = colors[i];
    if (background === null) return null;
    if (background[3] >= 1) image = false;
    if (nodes[i][7] === 1) image = true;
    current = over(background, current);
  }
  const fill = read(nodes[index][5]);
  if (fill === null) return null;
  const close = (color: Rgba) => groups.reduceRight((inner, group) => over(faded(inner, group.opacity), group.behind), color);
  return { fg: close(over(fill, current)), bg: close(current), image };
}

/** The WCAG relative luminance and APCA screen luminance of an opaque painted colour. */
function luminances(color: Rgba): { y: number; apca: number } {
  const srgb: Vec3 = [color[0], color[1], color[2]];
  return { y: relativeLuminanceOfLinear(srgbToLinear(srgb)), apca: apcaLuminanceOfSrgb(srgb) };
}

/** Returns the inspection of a page's nodes (see the module's comment for what is checked and how). */
export function inspectNodes(nodes: readonly LiveNode[]): LiveInspection {
  // A page repeats a few colours thousands of times: each text is read once (a wide one's gamut mapping is not cheap).
  const read = new Map<string, Rgba | null>();
  const colorOf = (text: string) => {
    if (!read.has(text)) read.set(text, readComputedColor(text));
    return read.get(text)!;
  };
  const colors = nodes.map((node) => colorOf(node[6]));
  // Hidden or disabled: the node, or any ancestor (carried down, parents coming first).
  const off: boolean[] = [];
  const opacity: number[] = [];
  nodes.forEach((node, i) => {
    const parent = node[0];
    opacity[i] = Number(node[8]) * (parent >= 0 ? opacity[parent] : 1);
    off[i] = node[11] === 0 || (parent >= 0 && off[parent]) || opacity[i] === 0;
  });
  let selectors: string[] | null = null;
  let checked = 0;
  const findings: LiveFinding[] = [];
  nodes.forEach((node, i) => {
    const [, tag, , , text, , , , , size, weightText, , x, y, width, height] = node;
    const fontSize = parseFloat(size);
    if (off[i] || !hasText(node) || !(fontSize > 0) || width <= 1 || height <= 1 || x + width <= 0 || y + height <= 0) return;
    const colours = painted(nodes, colors, i, colorOf);
    if (colours === null) return;
    checked++;
    const fontWeight = parseFloat(weightText) || (weightText === 'bold' ? BOLD_WEIGHT : 400);
    const points = Math.ceil(fontSize * 72) / 96;
    const large = fontWeight >= BOLD_WEIGHT ? points >= LARGE_BOLD_PT : points >= LARGE_PT;
    const needed = large ? 3 : 4.5;
    const fg = luminances(colours.fg);
    const bg = luminances(colours.bg);
    const ratio = contrastRatioOfLuminance(fg.y, bg.y);
    const lc = apcaContrastOfLuminance(fg.apca, bg.apca);
    const wcag = ratio > needed;
    const apca = Math.abs(lc) >= LIVE_APCA_LEVEL;
    const review = colours.image ? 'backgroundImage' : !wcag && text === 1 && tag !== 'input' ? 'oneCharacter' : null;
    if (wcag && apca && review === null) return;
    selectors ??= nodeSelectors(nodes);
    const hex = (color: Rgba) => srgbToHex([color[0], color[1], color[2]]);
    findings.push({ index: i, selector: selectors[i], tag, fg: hex(colours.fg), bg: hex(colours.bg), ratio, lc, needed, large, fontSize, fontWeight, wcag, apca, review });
  });
  findings.sort((a, b) => Number(a.review !== null) - Number(b.review !== null) || Number(a.wcag) - Number(b.wcag) || a.ratio - b.ratio || a.index - b.index);
  return { checked, findings };
}
