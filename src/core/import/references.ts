/**
 * References inside one file: an entry whose value names another entry of the same file (Android's
 * `@color/primary`, a design token's `{brand.primary}`), followed to the entry at the end of the chain. A chain that
 * leaves the file or comes back on itself ends in nothing, and the entry is then listed, not guessed.
 * Every entry on a chain remembers where it ends, so resolving all of a file's entries takes linear time.
 */

/** Where an entry's value points: `null` when the value is its own, else `{ to }`, the entry it names (undefined: none in the file). */
export type ReferenceStep<E> = { to: E | undefined } | null;

/**
 * Returns a resolver of a file's references: for an entry, the entry its chain of references ends on (the entry itself
 * when it names no other), or null when the chain reaches a name the file does not hold or comes back on itself.
 */
export function referenceResolver<E>(step: (entry: E) => ReferenceStep<E>): (entry: E) => E | null {
  const resolved = new Map<E, E | null>();
  return (entry) => {
    const chain: E[] = [];
    const onChain = new Set<E>();
    let current: E | undefined = entry;
    let end: E | null = null;
    while (current !== undefined) {
      const known = resolved.get(current);
      if (known !== undefined) {
        end = known;
        break;
      }
      if (onChain.has(current)) break; // a cycle: every entry on it ends in nothing
      const next = step(current);
      if (next === null) {
        end = current;
        break;
      }
      chain.push(current);
      onChain.add(current);
      current = next.to;
    }
    for (const item of chain) resolved.set(item, end);
    if (end !== null && !resolved.has(end)) resolved.set(end, end);
    return end;
  };
}

/** Returns the path a token value refers to as a whole ('{color.base.red}' → 'color.base.red'), or null when it is no reference. */
export function tokenReference(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\{[^{}]+\}$/.test(text) ? text.slice(1, -1).trim() : null;
}

/**
 * Returns a value with each `{path}` inside it replaced by what `valueOf` gives for that path ('rgba({black},
 * {opacity.50})' → 'rgba(#000000,0.5)'), or null when one of them gives nothing.
 */
export function substituteReferences(value: string, valueOf: (path: string) => string | null): string | null {
  let missing = false;
  const text = value.replace(/\{([^{}]+)\}/g, (_, path: string) => {
    const found = valueOf(path.trim());
    if (found === null) missing = true;
    return found ?? '';
  });
  return missing ? null : text;
}
