/**
 * Design tokens JSON: W3C design tokens (DTCG) and Style Dictionary's own form before them.
 * - DTCG: tokens are objects with `$value`; `$type` may be set on a group and is inherited; groups nest, and a token's
 *   name is its path joined with '-' ('brand' → 'primary' gives 'brand-primary'; a group's `$root` token takes the
 *   group's name). A colour `$value` is a CSS colour string or the 2025 object form { colorSpace, components, alpha, hex }.
 * - Style Dictionary (https://styledictionary.com/info/tokens/): the same tree with `value` (and an optional `type`,
 *   `comment`, `attributes`), named the same way ('color' → 'base' → 'red' gives 'color-base-red').
 * References ('{brand.primary}', in Style Dictionary also '{color.base.red.value}') are followed through the file;
 * a chain to a missing token or round a cycle is listed with its text.
 * Format: https://www.designtokens.org/tr/drafts/format/ and https://www.designtokens.org/tr/drafts/color/
 */
import type { Color } from 'culori/fn';
import type { ImportedColor } from './importTypes.ts';
import { importedColor, importedFromColor, unreadableText } from './importedColor.ts';
import type { ListResult } from './parseList.ts';
import type { LiteralNode } from './literalTree.ts';
import { referenceResolver, tokenReference } from './references.ts';

/** A token found while walking: its path, its value node and its own or inherited type. */
type Token = { path: string[]; value: LiteralNode; type: string | null };

/** The keys a form of tokens writes: DTCG's `$value` and `$type`, or Style Dictionary's `value` and `type`. */
type TokenKeys = { value: string; type: string };
const DTCG: TokenKeys = { value: '$value', type: '$type' };
const STYLE_DICTIONARY: TokenKeys = { value: 'value', type: 'type' };

/** Returns an object node's value of a key. */
function field(node: LiteralNode, key: string): LiteralNode | undefined {
  return node.kind === 'object' ? node.entries.find(([k]) => k === key)?.[1] : undefined;
}

/** Returns whether a tree holds a DTCG token (an object with `$value`), looking at most 64 levels down. */
export function hasDesignTokens(root: LiteralNode): boolean {
  const stack: [LiteralNode, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [LiteralNode, number];
    if (node.kind !== 'object' || depth > 64) continue;
    if (node.entries.some(([k]) => k === '$value')) return true;
    for (const [, v] of node.entries) stack.push([v, depth + 1]);
  }
  return false;
}

/** Returns every token of a tree in document order. */
function tokens(root: LiteralNode, keys: TokenKeys): Token[] {
  const found: Token[] = [];
  const visit = (node: LiteralNode, path: string[], type: string | null, depth: number) => {
    if (node.kind !== 'object' || depth > 64) return;
    const ownType = field(node, keys.type);
    const nodeType = ownType?.kind === 'string' ? ownType.value : type;
    const value = field(node, keys.value);
    if (value) {
      found.push({ path, value, type: nodeType });
      return;
    }
    for (const [key, child] of node.entries) {
      if (key === '$root') visit(child, path, nodeType, depth + 1);
      else if (!key.startsWith('$')) visit(child, [...path, key], nodeType, depth + 1);
    }
  };
  visit(root, [], null, 0);
  return found;
}

/**
 * Returns whether a tree is a Style Dictionary token file: an object whose tokens (objects with `value`, none with
 * `$value`) include a colour or a reference, at least one level down.
 */
export function hasStyleDictionaryTokens(root: LiteralNode): boolean {
  if (root.kind !== 'object') return false;
  return tokens(root, STYLE_DICTIONARY).some(
    (token) => token.path.length > 0 && token.value.kind === 'string' && (tokenReference(token.value.value) !== null || importedColor(token.value.value, null, 1) !== null),
  );
}

/** DTCG colour spaces → culori modes, with how to read the three components. */
const SPACES: Record<string, (c: number[]) => Color> = {
  srgb: ([r, g, b]) => ({ mode: 'rgb', r, g, b }),
  'srgb-linear': ([r, g, b]) => ({ mode: 'lrgb', r, g, b }),
  hsl: ([h, s, l]) => ({ mode: 'hsl', h, s: s / 100, l: l / 100 }),
  hwb: ([h, w, b]) => ({ mode: 'hwb', h, w: w / 100, b: b / 100 }),
  lab: ([l, a, b]) => ({ mode: 'lab', l, a, b }),
  lch: ([l, c, h]) => ({ mode: 'lch', l, c, h }),
  oklab: ([l, a, b]) => ({ mode: 'oklab', l, a, b }),
  oklch: ([l, c, h]) => ({ mode: 'oklch', l, c, h }),
  'display-p3': ([r, g, b]) => ({ mode: 'p3', r, g, b }),
  'a98-rgb': ([r, g, b]) => ({ mode: 'a98', r, g, b }),
  'prophoto-rgb': ([r, g, b]) => ({ mode: 'prophoto', r, g, b }),
  rec2020: ([r, g, b]) => ({ mode: 'rec2020', r, g, b }),
  'xyz-d65': ([x, y, z]) => ({ mode: 'xyz65', x, y, z }),
  'xyz-d50': ([x, y, z]) => ({ mode: 'xyz50', x, y, z }),
};

/** Returns the colour of a 2025 object-form value, from its components (or its hex fallback), or null. */
function objectColor(value: LiteralNode, name: string | null, line: number): ImportedColor | null {
  const space = field(value, 'colorSpace');
  const components = field(value, 'components');
  const alpha = field(value, 'alpha');
  const hex = field(value, 'hex');
  const make = space?.kind === 'string' ? SPACES[space.value.toLowerCase()] : undefined;
  if (make && components?.kind === 'array' && components.items.length === 3) {
    // 'none' is a missing component: zero, as CSS Color 4 reads it
    const c = components.items.map((item) => (item.kind === 'number' ? item.value : 0));
    const color = make(c);
    if (alpha?.kind === 'number') color.alpha = alpha.value;
    const source = `${space?.kind === 'string' ? space.value : ''} ${c.join(' ')}${alpha?.kind === 'number' ? ` / ${alpha.value}` : ''}`;
    return importedFromColor(color, source, name, line);
  }
  return hex?.kind === 'string' ? importedColor(hex.value, name, hex.line) : null;
}

/** The line of a node (objects and strings know theirs). */
const lineOf = (node: LiteralNode, fallback: number) => (node.kind === 'other' ? fallback : node.line);

/**
 * Returns the colour tokens of a DTCG tree (or, with `styleDictionary`, a Style Dictionary one) in document order,
 * references resolved, and the colour tokens that could not be read (a broken reference, a value that is no colour) as
 * unreadable lines: 'brand.primary: {missing}'.
 */
export function parseDesignTokens(root: LiteralNode, styleDictionary = false): ListResult {
  const all = tokens(root, styleDictionary ? STYLE_DICTIONARY : DTCG);
  const byPath = new Map(all.map((t) => [t.path.join('.'), t]));
  const resolve = referenceResolver<Token>((token) => {
    const path = tokenReference(token.value.kind === 'string' ? token.value.value : null);
    if (path === null) return null;
    // Style Dictionary 2 wrote references to the value itself: '{color.base.red.value}'.
    return { to: byPath.get(path) ?? (styleDictionary && path.endsWith('.value') ? byPath.get(path.slice(0, -'.value'.length)) : undefined) };
  });
  const result: ListResult = { colors: [], unreadable: [] };
  for (const token of all) {
    const target = resolve(token);
    const type = token.type ?? target?.type ?? null;
    if (type !== null && type !== 'color') continue;
    const name = token.path.length > 0 ? token.path.join('-') : null;
    const line = lineOf(token.value, 1);
    const value = target?.value;
    const color = value?.kind === 'string' ? importedColor(value.value, name, line) : value?.kind === 'object' ? objectColor(value, name, line) : null;
    if (color) {
      color.line = line; // the token's line, not its alias target's
      result.colors.push(color);
    } else if (type === 'color' || (styleDictionary && target === null)) {
      const written = token.value.kind === 'string' ? token.value.value : token.value.kind === 'number' ? String(token.value.value) : '…';
      result.unreadable.push({ line, text: unreadableText(`${token.path.join('.')}: ${written}`) });
    }
  }
  return result;
}
