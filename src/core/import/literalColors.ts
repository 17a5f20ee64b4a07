/**
 * The colours of JavaScript and JSON literals (literalTree.ts): every string that is a colour, named by its key
 * path joined with '-' ('blue' → '500' gives 'blue-500'). Container keys (colors, colours, palette, theme,
 * extend) and array indices are left out of names, DEFAULT names its parent (Tailwind), and an object
 * such as { name, hex } is one named colour.
 */
import type { ImportedColor } from './importTypes.ts';
import { importedColor } from './importedColor.ts';
import { readColor } from './colorValue.ts';
import type { LiteralNode, ModuleValue } from './literalTree.ts';

/** Keys that hold colours rather than name them. */
const CONTAINER_KEYS = new Set(['colors', 'colours', 'palette', 'theme', 'extend']);
/** The keys of an { name, hex } object that may hold its colour, in order of preference. */
const VALUE_KEYS = ['hex', 'color', 'colour', 'value', 'code', 'rgb'];

/**
 * Returns the name of a colour's key path: indices (null) and DEFAULT left out, and container keys unless the
 * key holds the colour itself ({ theme: '#000' } names it 'theme'); null when nothing is left.
 */
export function pathName(path: readonly (string | null)[]): string | null {
  const last = path.length - 1;
  const parts = path.filter((p, i): p is string => p !== null && p !== 'DEFAULT' && (i === last || !CONTAINER_KEYS.has(p.toLowerCase())));
  return parts.length > 0 ? parts.join('-') : null;
}

/** Returns the string value of an object's key, if it has one. */
function entry(node: LiteralNode & { kind: 'object' }, key: string): { value: string; line: number } | null {
  const found = node.entries.find(([k, v]) => k.toLowerCase() === key && v.kind === 'string');
  return found && found[1].kind === 'string' ? found[1] : null;
}

/** Appends the colours of a node to `out` (an explicit stack: the tree is at most LITERAL_MAX_DEPTH deep anyway). */
function collect(root: LiteralNode, rootPath: readonly (string | null)[], out: ImportedColor[]): void {
  const stack: { node: LiteralNode; path: readonly (string | null)[] }[] = [{ node: root, path: rootPath }];
  while (stack.length > 0) {
    const { node, path } = stack.pop() as (typeof stack)[number];
    if (node.kind === 'string') {
      const color = importedColor(node.value, pathName(path), node.line);
      if (color) out.push(color);
    } else if (node.kind === 'object') {
      const name = entry(node, 'name');
      const value = VALUE_KEYS.map((k) => entry(node, k)).find((v) => v !== null) ?? undefined;
      // { name: '#000', color: '#111' } is a map of colours named 'name' and 'color', not one named colour
      const isRecord = name !== null && value !== undefined && (/^[\p{L}\s'-]+$/u.test(name.value) || readColor(name.value) === null);
      const color = isRecord ? importedColor(value.value, name.value, value.line) : null;
      if (color) {
        out.push(color);
        continue;
      }
      for (let k = node.entries.length - 1; k >= 0; k--) stack.push({ node: node.entries[k][1], path: [...path, node.entries[k][0]] });
    } else if (node.kind === 'array') {
      for (let k = node.items.length - 1; k >= 0; k--) stack.push({ node: node.items[k], path: [...path, null] });
    }
  }
}

/**
 * Returns the colours of a module's literal values. When some are named, unnamed colours repeating a named one's
 * code are dropped: a module (like Irodori's JavaScript export) often lists the codes and then names them.
 */
export function literalColors(values: readonly ModuleValue[]): ImportedColor[] {
  const out: ImportedColor[] = [];
  for (const { variable, node } of values) collect(node, node.kind === 'string' && variable ? [variable] : [], out);
  const namedCodes = new Set(out.filter((c) => c.name !== null).map((c) => c.code));
  return namedCodes.size === 0 ? out : out.filter((c) => c.name !== null || !namedCodes.has(c.code));
}
