/**
 * Design tools' colour files, as parsed JSON:
 * - Figma variables: the REST API's local variables (`meta.variables`, each `{ name, resolvedType: "COLOR",
 *   valuesByMode: { [modeId]: { r, g, b, a } } }` with `meta.variableCollections` naming the modes), and the plugin
 *   shape `{ name, type: "COLOR", value: { r, g, b, a } }` (or its `valuesByMode`) anywhere in a tree of collections.
 *   Channels are 0–1; a value may also be a CSS colour string, as exporting plugins write it (`"#6835e7ff"`, RRGGBBAA:
 *   an opaque one is its code, a translucent one keeps its alpha). A collection's modes are an array of
 *   `{ modeId, name }` or an object `{ modeId: name }`. A variable with several modes gives a colour per mode, named
 *   "name (mode)". An alias to another variable is listed among the unreadable entries.
 * - Figma variables as the body of the REST API's call that creates them (`POST /v1/files/:key/variables`, the palette
 *   and theme exports' form: `variableCollections`, `variableModes`, `variables`, `variableModeValues`): each COLOR
 *   variable's value in each mode, in the order of `variables`, named as above; an alias
 *   (`{ type: "VARIABLE_ALIAS", id }`) to a variable of the same body is read as the colour it ends on in that mode (in
 *   its own collection's first mode when it is another collection's). The title is the name of the collection with
 *   the most modes (a theme's roles, beside its palettes' tones).
 * - Tokens Studio for Figma: token sets of `{ value, type: "color" }` (its default form; `$value`/`$type` files are
 *   DTCG, read by parseTokens.ts), in the order of `$metadata.tokenSetOrder`; a token is named by its path within
 *   its set. A reference (`{palette.red}`, also inside a value: `rgba({palette.black}, {opacity.50})`) is followed
 *   through the file: to the token of its own set, else of the last set that has it (later sets override earlier ones,
 *   as Tokens Studio merges them). A reference it cannot follow, a colour modifier (`$extensions["studio.tokens"].modify`:
 *   lighten, darken, mix, alpha, computed by Tokens Studio alone) or anything culori cannot read is listed.
 * The "line" of a colour is its position in the file (JSON has no lines worth pointing at here), as for .sketchpalette.
 */
import { bytesToHex } from '../convert/srgbToHex.ts';
import type { ImportResult } from './importTypes.ts';
import { cleanName, importedColor, unreadableText } from './importedColor.ts';
import { isRecord } from '../code/json.ts';
import { formatExactNumber } from '../exact/exactColor.ts';
import { referenceResolver, substituteReferences, tokenReference } from './references.ts';

type Json = Record<string, unknown>;


/** Returns whether a node is a Figma colour variable (REST or plugin shape). */
function isFigmaVariable(node: Json): boolean {
  return (node.resolvedType === 'COLOR' || node.type === 'COLOR') && typeof node.name === 'string' && (isRecord(node.valuesByMode) || isRecord(node.value));
}

/** Returns the Figma colour variables of a tree, in order (depth first; at most 10 levels deep). */
function figmaVariables(value: unknown, depth = 0, out: Json[] = []): Json[] {
  if (depth > 10) return out;
  if (Array.isArray(value)) for (const item of value) figmaVariables(item, depth + 1, out);
  else if (isRecord(value)) {
    if (isFigmaVariable(value)) out.push(value);
    else for (const child of Object.values(value)) figmaVariables(child, depth + 1, out);
  }
  return out;
}

/** Returns whether parsed JSON is the body of a POST to Figma's variables API: its `variables` and `variableModeValues` lists. */
function isFigmaPostBody(value: unknown): value is Json & { variables: unknown[]; variableModeValues: unknown[] } {
  return isRecord(value) && Array.isArray(value.variables) && Array.isArray(value.variableModeValues);
}

/** Returns whether parsed JSON is a Figma variables file: the REST API's `meta` (even without colours), a POST body, or colour variables. */
export function isFigmaVariables(value: unknown): boolean {
  if (isFigmaPostBody(value)) return true;
  if (isRecord(value) && isRecord(value.meta) && (isRecord(value.meta.variables) || isRecord(value.meta.variableCollections))) return true;
  return figmaVariables(value).length > 0;
}

/** Returns the mode names a Figma file gives (`modeId` → name), from its collections' `modes`. */
function modeNames(value: unknown, depth = 0, out = new Map<string, string>()): Map<string, string> {
  if (depth > 10) return out;
  if (Array.isArray(value)) for (const item of value) modeNames(item, depth + 1, out);
  else if (isRecord(value)) {
    if (Array.isArray(value.modes)) {
      for (const mode of value.modes) if (isRecord(mode) && typeof mode.modeId === 'string' && typeof mode.name === 'string') out.set(mode.modeId, mode.name);
    } else if (isRecord(value.modes) && Array.isArray(value.variables)) {
      for (const [modeId, name] of Object.entries(value.modes)) if (typeof name === 'string') out.set(modeId, name);
    }
    for (const child of Object.values(value)) if (typeof child === 'object') modeNames(child, depth + 1, out);
  }
  return out;
}

/**
 * Returns a Figma colour value ({ r, g, b, a } floats 0–1, or a CSS colour string) as CSS: its code, or rgb() with its
 * alpha when translucent; a string as written.
 */
function figmaColor(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (!isRecord(value)) return null;
  const channels = [value.r, value.g, value.b].map((c) => (typeof c === 'number' && c >= 0 && c <= 1 ? Math.round(c * 255) : null));
  if (channels.some((c) => c === null)) return null;
  const alpha = typeof value.a === 'number' && value.a >= 0 && value.a <= 1 ? value.a : 1;
  // A translucent colour keeps its alpha: the import reads it into the colour's exact text.
  return alpha < 1 ? `rgb(${channels.join(' ')} / ${formatExactNumber(alpha)})` : bytesToHex(channels[0]!, channels[1]!, channels[2]!);
}

/**
 * Returns the colours of a POST body: each COLOR variable created, its value in each of its modes (in the order the
 * body sets them), an alias followed through the body's variables to a colour in the same mode.
 */
function parseFigmaPostBody(value: Json & { variables: unknown[]; variableModeValues: unknown[] }): ImportResult {
  const result: ImportResult = { format: 'figma', title: null, colors: [], unreadable: [] };
  const collections = Array.isArray(value.variableCollections) ? value.variableCollections.filter(isRecord) : [];
  const modes = new Map<string, string>();
  const modeCount = new Map<unknown, number>();
  if (Array.isArray(value.variableModes)) {
    for (const mode of value.variableModes) {
      if (!isRecord(mode) || typeof mode.id !== 'string' || typeof mode.name !== 'string') continue;
      modes.set(mode.id, mode.name);
      modeCount.set(mode.variableCollectionId, (modeCount.get(mode.variableCollectionId) ?? 0) + 1);
    }
  }
  // The title: the collection's name, or of several the one with the most modes (a theme's roles beside its palettes).
  const titled = collections.reduce<Json | null>((best, c) => (best === null || (modeCount.get(c.id) ?? 0) > (modeCount.get(best.id) ?? 0) ? c : best), null);
  if (titled && typeof titled.name === 'string') result.title = cleanName(titled.name);
  /** Each variable's values by mode id, in the order the body sets them. */
  const values = new Map<string, Map<string, unknown>>();
  for (const entry of value.variableModeValues) {
    if (!isRecord(entry) || typeof entry.variableId !== 'string' || typeof entry.modeId !== 'string') continue;
    if (!values.has(entry.variableId)) values.set(entry.variableId, new Map());
    values.get(entry.variableId)!.set(entry.modeId, entry.value);
  }
  /**
   * The value an alias chain ends on in a mode (at most 16 steps; a loop ends on nothing). A variable of another
   * collection has none of the mode's values: it gives the one of its collection's default (first) mode, as Figma does.
   */
  const resolve = (modeValue: unknown, modeId: string): unknown => {
    let current = modeValue;
    let mode = modeId;
    for (let step = 0; step < 16 && isRecord(current) && current.type === 'VARIABLE_ALIAS'; step++) {
      const target = typeof current.id === 'string' ? values.get(current.id) : undefined;
      if (target && !target.has(mode)) mode = target.keys().next().value ?? mode;
      current = target?.get(mode);
    }
    return isRecord(current) && current.type === 'VARIABLE_ALIAS' ? undefined : current;
  };
  let position = 0;
  for (const variable of value.variables) {
    if (!isRecord(variable) || variable.resolvedType !== 'COLOR' || typeof variable.name !== 'string' || typeof variable.id !== 'string') continue;
    const byMode = [...(values.get(variable.id) ?? new Map<string, unknown>())];
    for (const [modeId, modeValue] of byMode) {
      position++;
      const read = figmaColor(resolve(modeValue, modeId));
      const label = byMode.length > 1 ? `${variable.name} (${modes.get(modeId) ?? modeId})` : variable.name;
      const color = read ? importedColor(read, label, position) : null;
      if (!color || !read) {
        result.unreadable.push({ line: position, text: unreadableText(`${variable.name}: ${JSON.stringify(modeValue) ?? ''}`) });
        continue;
      }
      color.source = JSON.stringify(modeValue);
      result.colors.push(color);
    }
  }
  return result;
}

/** Returns the colours of a Figma variables file; its title is the collection's name when there is one collection. */
export function parseFigmaVariables(value: unknown): ImportResult {
  if (isFigmaPostBody(value)) return parseFigmaPostBody(value);
  const result: ImportResult = { format: 'figma', title: null, colors: [], unreadable: [] };
  const modes = modeNames(value);
  const collections = isRecord(value) && isRecord(value.meta) && isRecord(value.meta.variableCollections) ? Object.values(value.meta.variableCollections) : [];
  if (collections.length === 1 && isRecord(collections[0]) && typeof collections[0].name === 'string') result.title = cleanName(collections[0].name);
  // A plugin's export of one collection: { name, modes, variables: [...] }.
  else if (isRecord(value) && Array.isArray(value.variables) && typeof value.name === 'string') result.title = cleanName(value.name);
  let position = 0;
  for (const variable of figmaVariables(value)) {
    const name = variable.name as string;
    const values: Array<[string | null, unknown]> = isRecord(variable.valuesByMode) ? Object.entries(variable.valuesByMode) : [[null, variable.value]];
    for (const [modeId, modeValue] of values) {
      position++;
      const read = figmaColor(modeValue);
      const label = values.length > 1 && modeId !== null ? `${name} (${modes.get(modeId) ?? modeId})` : name;
      const color = read ? importedColor(read, label, position) : null;
      if (!color || !read) {
        result.unreadable.push({ line: position, text: unreadableText(`${name}: ${JSON.stringify(modeValue) ?? ''}`) });
        continue;
      }
      color.source = typeof modeValue === 'string' ? modeValue : JSON.stringify(modeValue);
      result.colors.push(color);
    }
  }
  return result;
}

/** Returns whether a node is a Tokens Studio token (`{ value, type }`, no `$`). */
const isStudioToken = (node: Json) => 'value' in node && typeof node.type === 'string' && !('$value' in node);

/** Returns whether parsed JSON is a Tokens Studio file: its `$metadata.tokenSetOrder`, or a colour token of its form. */
export function isTokensStudio(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (isRecord(value.$metadata) && Array.isArray(value.$metadata.tokenSetOrder)) return true;
  const hasColorToken = (node: unknown, depth: number): boolean =>
    depth <= 10 && isRecord(node) && (isStudioToken(node) ? node.type === 'color' : Object.values(node).some((child) => hasColorToken(child, depth + 1)));
  return hasColorToken(value, 0);
}

/** A Tokens Studio token: its set, its path in the set and its node. */
type StudioToken = { set: string; path: string; node: Json };

/** Returns the tokens of a Tokens Studio file, set by set in `tokenSetOrder` (else as written), in document order. */
function studioTokens(value: Json): StudioToken[] {
  const order = isRecord(value.$metadata) && Array.isArray(value.$metadata.tokenSetOrder) ? value.$metadata.tokenSetOrder.filter((s): s is string => typeof s === 'string') : [];
  const sets = order.length > 0 ? order.filter((set) => isRecord(value[set])) : Object.keys(value).filter((key) => !key.startsWith('$'));
  const found: StudioToken[] = [];
  const walk = (set: string, node: unknown, path: readonly string[], depth: number) => {
    if (depth > 10 || !isRecord(node)) return;
    if (isStudioToken(node)) {
      found.push({ set, path: path.join('.'), node });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('$')) walk(set, child, [...path, key], depth + 1);
  };
  // A file of one set without `$metadata` is still a set: its tokens are named from the set's inside.
  for (const set of sets) {
    const node = value[set];
    walk(set, node, isRecord(node) && isStudioToken(node) ? [set] : [], 0);
  }
  return found;
}

/** Returns a token's colour modifier as written ('lighten 0.7 lch'), or null when it has none. */
function studioModifier(node: Json): string | null {
  const extensions = isRecord(node.$extensions) ? node.$extensions['studio.tokens'] : undefined;
  const modify = isRecord(extensions) ? extensions.modify : undefined;
  if (!isRecord(modify)) return null;
  return [modify.type, modify.value, modify.space].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
}

/** Returns the colours of a Tokens Studio file, set by set in `tokenSetOrder` (else as written), each named by its path in its set. */
export function parseTokensStudio(value: unknown): ImportResult {
  const result: ImportResult = { format: 'tokensStudio', title: null, colors: [], unreadable: [] };
  if (!isRecord(value)) return result;
  const all = studioTokens(value);
  const byPath = new Map<string, StudioToken[]>();
  for (const token of all) byPath.set(token.path, [...(byPath.get(token.path) ?? []), token]);
  /** The token a path names, seen from a set: that set's own, else the last set's. */
  const lookup = (path: string, set: string) => {
    const candidates = byPath.get(path);
    return candidates?.find((token) => token.set === set) ?? candidates?.at(-1);
  };
  const resolve = referenceResolver<StudioToken>((token) => {
    // A modified colour is not its base colour: the chain ends in nothing there.
    if (studioModifier(token.node) !== null) return { to: undefined };
    const path = tokenReference(token.node.value);
    return path === null ? null : { to: lookup(path, token.set) };
  });
  /** The value a token's chain ends on, as text; references inside it substituted. */
  const valueOf = (token: StudioToken, depth = 0): string | null => {
    const end = resolve(token);
    const raw = end?.node.value;
    if (typeof raw === 'number') return String(raw);
    if (typeof raw !== 'string' || depth > 8 || !end) return null;
    return raw.includes('{') ? substituteReferences(raw, (path) => {
      const inner = lookup(path, end.set);
      return inner ? valueOf(inner, depth + 1) : null;
    }) : raw;
  };
  let position = 0;
  for (const token of all) {
    if (token.node.type !== 'color') continue;
    position++;
    const source = typeof token.node.value === 'string' ? token.node.value : JSON.stringify(token.node.value);
    const modifier = studioModifier(token.node);
    const text = valueOf(token);
    const color = text === null ? null : importedColor(text, token.path, position);
    if (color) {
      color.source = source ?? text ?? '';
      result.colors.push(color);
    } else result.unreadable.push({ line: position, text: unreadableText(`${token.path}: ${source ?? ''}${modifier === null ? '' : ` (${modifier})`}`) });
  }
  return result;
}
