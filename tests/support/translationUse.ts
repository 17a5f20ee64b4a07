/**
 * Which translation namespaces a module of src/ uses, read from its source: those it asks for with
 * `useTranslation` (no argument: the frame's), and those its keys name with a prefix ('palettes:drawer.emptyHint').
 * For tests/unit/pageNamespaces.test.ts.
 */
import { FRAME_NAMESPACE, NAMESPACES, type Namespace } from '../../src/config/namespaces';

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/** `source` without its comments (block comments, and lines that are a comment), which may quote keys. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The namespaces `source` asks for with `useTranslation`: it suspends until they are in. */
export function askedFor(source: string): Set<Namespace> {
  const found = new Set<Namespace>();
  for (const match of code(source).matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?\s*[,)]/g)) {
    if (match[1] === undefined) found.add(FRAME_NAMESPACE);
    else for (const name of match[1].match(/[a-z]+/g) ?? []) if (isNamespace(name)) found.add(name);
  }
  return found;
}

/** The namespaces `source`'s keys name with a prefix ('ns:key'). */
export function prefixed(source: string): Set<Namespace> {
  const found = new Set<Namespace>();
  for (const match of code(source).matchAll(/['"`]([a-z]+):[A-Za-z]/g)) if (isNamespace(match[1])) found.add(match[1]);
  return found;
}
