/**
 * Figma variables as the body of Figma's REST API call that creates them, `POST /v1/files/:file_key/variables`
 * (https://www.figma.com/developers/api#post-variables-endpoint; the `PostVariablesRequestBody` type of
 * `@figma/rest-api-spec`): new collections, their modes, their COLOR variables and each variable's value in each mode
 * of its collection. Every object is created in the request, so every id is a temporary one that the request itself
 * defines and Figma maps to a real id in its answer. Figma's rules the type does not say, which the body keeps:
 * - a variable's name is unique within its collection and holds no '.', '{' or '}'; '/' separates its groups
 *   ('color/on-primary'), so a group or a name is never empty;
 * - a collection's first mode is the one Figma creates with it (`initialModeId`): it is renamed by an UPDATE, and each
 *   further mode is a CREATE;
 * - every variable has a value in every mode of its collection: a colour `{ r, g, b, a }` in 0–1, or an alias
 *   `{ type: 'VARIABLE_ALIAS', id }` to another variable of the body (never to itself, never in a cycle). An alias to
 *   a variable of another collection takes that collection's default (first) mode, unless the file sets another.
 * Import reads the body back (core/import/parseDesignTools.ts).
 */

/** A colour as Figma's API writes it: sRGB channels and alpha in 0–1. */
export type FigmaRgba = { readonly r: number; readonly g: number; readonly b: number; readonly a: number };

/** A variable's value in one mode: a colour, or the index (in the model's list) of the variable it aliases. */
export type FigmaModelValue = FigmaRgba | { readonly alias: number };

/**
 * One variable to write: the index of its collection in the model (0 when absent), its group path and name
 * (`['palette', 'primary', '40']`), a value per mode of its collection, and its CSS custom property.
 */
export type FigmaModelVariable = { readonly collection?: number; readonly path: readonly string[]; readonly values: readonly FigmaModelValue[]; readonly cssVariable?: string };

/** A collection to write: its name and its modes' names (at least one). */
export type FigmaModelCollection = { readonly name: string; readonly modes: readonly string[] };

/** What to write: the collections, and the variables, each with a value per mode of its collection in that order. */
export type FigmaModel = { readonly collections: readonly FigmaModelCollection[]; readonly variables: readonly FigmaModelVariable[] };

/** The body's parts, as `PostVariablesRequestBody` types them (only what this file writes). */
export type FigmaVariablesBody = {
  variableCollections: { action: 'CREATE'; id: string; name: string; initialModeId: string }[];
  variableModes: ({ action: 'UPDATE'; id: string; name: string; variableCollectionId: string } | { action: 'CREATE'; id: string; name: string; variableCollectionId: string })[];
  variables: { action: 'CREATE'; id: string; name: string; variableCollectionId: string; resolvedType: 'COLOR'; codeSyntax?: { WEB: string } }[];
  variableModeValues: { variableId: string; modeId: string; value: FigmaRgba | { type: 'VARIABLE_ALIAS'; id: string } }[];
};

/**
 * Returns a text as one part of a Figma name: one line, control and format characters as spaces, '/' (the group
 * separator), '.', '{' and '}' (not allowed in a name) as '-', spaces collapsed; `fallback` when nothing is left.
 */
export function figmaNamePart(text: string, fallback: string): string {
  const part = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/[/.{}]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return part === '' ? fallback : part;
}

/** Returns the full names of the variables, unique within their group (a collection): a second 'Red' is 'Red 2' (its last part numbered). */
function uniqueNames(paths: readonly (readonly string[])[], groups: readonly number[] = paths.map(() => 0)): string[] {
  const used = new Set<string>();
  return paths.map((path, i) => {
    const parts = path.map((part) => figmaNamePart(part, 'color'));
    const base = parts.join('/');
    let name = base;
    for (let n = 2; used.has(`${groups[i]}\n${name}`); n++) name = `${base} ${n}`;
    used.add(`${groups[i]}\n${name}`);
    return name;
  });
}

/** Returns a channel or alpha within 0–1 (a float past it, or not a number, would be refused). */
const unit = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Returns the POST body of the collections. Ids: 'collection-1'…, 'mode-1-1' (collection 1, mode 1)…, 'variable-1'…
 * (temporary; none has the form of a real Figma id, 'VariableID:1:2'). An alias that names no other variable, or would
 * close a cycle, is written as the colour it ends on when there is one; a model must give every variable a value for
 * every mode of its collection. @throws Error otherwise.
 */
export function figmaVariablesBody(model: FigmaModel): FigmaVariablesBody {
  if (model.collections.length === 0 || model.collections.some((c) => c.modes.length === 0)) throw new Error('a Figma collection needs a mode');
  const collectionIds = model.collections.map((_, c) => `collection-${c + 1}`);
  const modeIds = model.collections.map((collection, c) => collection.modes.map((_, m) => `mode-${c + 1}-${m + 1}`));
  const variableIds = model.variables.map((_, i) => `variable-${i + 1}`);
  const collectionOf = (index: number) => model.variables[index]?.collection ?? 0;
  const names = uniqueNames(model.variables.map((v) => v.path), model.variables.map((_, i) => collectionOf(i)));
  const modeOf = (mode: number, from: number, to: number) => (collectionOf(from) === collectionOf(to) ? mode : 0);
  /** The colour an alias chain ends on in a mode of the variable's collection, or null when it loops or leaves the list. */
  const resolved = (index: number, mode: number, seen: ReadonlySet<number>): FigmaRgba | null => {
    const value = model.variables[index]?.values[mode];
    if (value === undefined || seen.has(index)) return null;
    return 'alias' in value ? resolved(value.alias, modeOf(mode, index, value.alias), new Set([...seen, index])) : value;
  };
  const valueOf = (index: number, mode: number): FigmaVariablesBody['variableModeValues'][number]['value'] => {
    const value = model.variables[index].values[mode];
    const where = () => `${names[index]} in mode ${model.collections[collectionOf(index)].modes[mode]}`;
    if (value === undefined) throw new Error(`no value for ${where()}`);
    if ('alias' in value && value.alias !== index && resolved(value.alias, modeOf(mode, index, value.alias), new Set([index])) !== null) return { type: 'VARIABLE_ALIAS', id: variableIds[value.alias] };
    const color = resolved(index, mode, new Set());
    if (color === null) throw new Error(`${where()} has no colour`);
    return { r: unit(color.r), g: unit(color.g), b: unit(color.b), a: unit(color.a) };
  };
  const collectionNames = uniqueNames(model.collections.map((c) => [figmaNamePart(c.name, 'Colors')]));
  return {
    variableCollections: model.collections.map((_, c) => ({ action: 'CREATE', id: collectionIds[c], name: collectionNames[c], initialModeId: modeIds[c][0] })),
    variableModes: model.collections.flatMap((collection, c) => {
      const modeNames = uniqueNames(collection.modes.map((mode) => [mode]));
      return modeIds[c].map((id, m) => ({ action: m === 0 ? ('UPDATE' as const) : ('CREATE' as const), id, name: modeNames[m], variableCollectionId: collectionIds[c] }));
    }),
    variables: model.variables.map((v, i) => ({
      action: 'CREATE',
      id: variableIds[i],
      name: names[i],
      variableCollectionId: collectionIds[collectionOf(i)],
      resolvedType: 'COLOR',
      ...(v.cssVariable === undefined ? {} : { codeSyntax: { WEB: `var(--${v.cssVariable})` } }),
    })),
    variableModeValues: model.variables.flatMap((_, i) => modeIds[collectionOf(i)].map((modeId, mode) => ({ variableId: variableIds[i], modeId, value: valueOf(i, mode) }))),
  };
}

/** Returns the sRGB channels of a code '#rrggbb' with an alpha, as Figma's 0–1 floats. */
export function figmaRgba(code: string, alpha = 1): FigmaRgba {
  const n = Number.parseInt(code.slice(1, 7), 16);
  return { r: ((n >> 16) & 0xff) / 255, g: ((n >> 8) & 0xff) / 255, b: (n & 0xff) / 255, a: alpha };
}

/** Returns the body as the file's text: JSON with two-space indents, each colour on one line. */
export function figmaVariablesJson(body: FigmaVariablesBody): string {
  return `${JSON.stringify(body, null, 2).replace(/\{\s+"r": ([^,]+),\s+"g": ([^,]+),\s+"b": ([^,]+),\s+"a": ([^\s}]+)\s+\}/g, '{ "r": $1, "g": $2, "b": $3, "a": $4 }')}\n`;
}
