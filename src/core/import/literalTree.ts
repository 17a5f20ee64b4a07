/**
 * Object and array literals of JavaScript or JSON as a plain tree (keys in source order, duplicates kept), built
 * from literalTokens.ts. Anything that is not a literal (a call, a variable, a spread, a computed key) becomes
 * 'other' and is skipped; nesting deeper than LITERAL_MAX_DEPTH is skipped without recursion.
 */
import { literalTokens, type LiteralToken } from './literalTokens.ts';

/** The deepest nesting read; deeper literals are skipped (no stack overflow on hostile input). */
export const LITERAL_MAX_DEPTH = 64;

/** A literal value. */
export type LiteralNode =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'number'; value: number; line: number }
  | { kind: 'object'; entries: [string, LiteralNode][]; line: number }
  | { kind: 'array'; items: LiteralNode[]; line: number }
  | { kind: 'other' };

const OTHER: LiteralNode = { kind: 'other' };
const OPEN = new Set(['{', '[', '(']);
const CLOSE = new Set(['}', ']', ')']);

/** A cursor over the tokens. */
class Reader {
  at = 0;
  constructor(readonly tokens: readonly LiteralToken[]) {}
  peek(offset = 0): LiteralToken | undefined {
    return this.tokens[this.at + offset];
  }
  is(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.kind === 'punct' && t.text === text;
  }
  /** Skips to the next ',' or closing bracket of this level (balanced, iterative). */
  skipExpression(): void {
    let depth = 0;
    for (; this.at < this.tokens.length; this.at++) {
      const t = this.tokens[this.at];
      if (t.kind !== 'punct') continue;
      if (OPEN.has(t.text)) depth++;
      else if (CLOSE.has(t.text)) {
        if (depth === 0) return;
        depth--;
      } else if ((t.text === ',' || t.text === ';') && depth === 0) return;
    }
  }
}

/** The tokens that end a value. */
const VALUE_END = new Set([',', '}', ']', ';', ')']);

/** TypeScript words that may follow a literal without making it part of an expression (`{…} satisfies Config`). */
const TYPE_WORDS = new Set(['satisfies', 'as']);

/**
 * Returns whether the token after a value ends it (so the value is a literal, not part of an expression): a
 * closing bracket or separator, `satisfies` / `as`, or any token on a later line (a module without semicolons).
 */
function isAlone(next: LiteralToken | undefined, last: LiteralToken | undefined): boolean {
  if (!next) return true;
  if (next.kind === 'punct') return VALUE_END.has(next.text);
  return (next.kind === 'ident' && TYPE_WORDS.has(next.text)) || (last !== undefined && next.line > lastLine(last));
}

/** Returns the line a token ends on (a template string may span lines). */
function lastLine(token: LiteralToken): number {
  return token.kind === 'string' ? token.line + (token.text.match(/\n/g)?.length ?? 0) : token.line;
}

/** Reads one value at the cursor (a literal, or 'other' skipped to the end of its expression). */
function readValue(r: Reader, depth: number): LiteralNode {
  const t = r.peek();
  if (!t) return OTHER;
  const next = r.peek(1);
  if (t.kind === 'string' && t.plain && isAlone(next, t)) {
    r.at++;
    return { kind: 'string', value: t.text, line: t.line };
  }
  const signed = t.kind === 'punct' && (t.text === '-' || t.text === '+') && next?.kind === 'number';
  const number = t.kind === 'number' ? t : signed ? next : null;
  if (number && isAlone(r.peek(signed ? 2 : 1), number)) {
    r.at += signed ? 2 : 1;
    const value = Number(number.text) * (signed && t.text === '-' ? -1 : 1);
    return Number.isNaN(value) ? OTHER : { kind: 'number', value, line: number.line };
  }
  if (t.kind === 'punct' && (t.text === '{' || t.text === '[') && depth < LITERAL_MAX_DEPTH) {
    const node = t.text === '{' ? readObject(r, depth + 1) : readArray(r, depth + 1);
    if (isAlone(r.peek(), r.tokens[r.at - 1])) return node;
    r.skipExpression(); // `{…}.x`, `[…].map(…)`: not a literal after all
    return OTHER;
  }
  r.skipExpression();
  return OTHER;
}

/** Reads an object literal, the cursor on its '{'; leaves the cursor after its '}'. */
function readObject(r: Reader, depth: number): LiteralNode {
  const node: LiteralNode = { kind: 'object', entries: [], line: r.peek()?.line ?? 1 };
  r.at++;
  while (r.peek() && !r.is('}')) {
    const key = r.peek();
    if (key && key.kind !== 'punct' && r.is(':', 1)) {
      r.at += 2;
      node.entries.push([key.text, readValue(r, depth)]);
    } else {
      r.skipExpression(); // a spread, a method, a shorthand or a computed key
    }
    if (r.is(',') || r.is(';')) r.at++;
    else if (!r.is('}')) r.at++; // a stray closing bracket of another kind
  }
  r.at++;
  return node;
}

/** Reads an array literal, the cursor on its '['; leaves the cursor after its ']'. */
function readArray(r: Reader, depth: number): LiteralNode {
  const node: LiteralNode = { kind: 'array', items: [], line: r.peek()?.line ?? 1 };
  r.at++;
  while (r.peek() && !r.is(']')) {
    if (r.is(',')) {
      r.at++; // a hole
      continue;
    }
    node.items.push(readValue(r, depth));
    if (r.is(',')) r.at++;
    else if (!r.is(']')) r.at++;
  }
  r.at++;
  return node;
}

/** Tokens after which '{' or '[' opens a literal value (an assignment, an argument, an export, a return). */
const VALUE_BEFORE = new Set(['=', '(', ',', ':', 'default', 'return', '=>', 'exports']);

/** A top-level value of a module: a literal, or a string, with the variable it is assigned to. */
export type ModuleValue = { variable: string | null; node: LiteralNode };

/**
 * Returns the literal values of a JavaScript module or a JSON text in order: object and array literals in value
 * position (`export default {…}`, `module.exports = {…}`, `const palette = {…}`, `defineConfig({…})`), and strings
 * assigned to a variable (`const brand = '#d62828'`).
 */
export function moduleLiterals(source: string): ModuleValue[] {
  const r = new Reader(literalTokens(source));
  const values: ModuleValue[] = [];
  if (r.is('{') || r.is('[')) values.push({ variable: null, node: readValue(r, 0) }); // JSON
  while (r.peek()) {
    const t = r.peek() as LiteralToken;
    const prev = r.at > 0 ? r.tokens[r.at - 1] : undefined;
    const afterValueToken = prev !== undefined && VALUE_BEFORE.has(prev.text);
    const variable = prev?.text === '=' && r.at > 1 && r.tokens[r.at - 2].kind === 'ident' ? r.tokens[r.at - 2].text : null;
    if (t.kind === 'punct' && (t.text === '{' || t.text === '[') && afterValueToken) {
      values.push({ variable, node: readValue(r, 0) });
    } else if (t.kind === 'string' && variable !== null) {
      values.push({ variable, node: readValue(r, 0) });
    } else {
      r.at++;
    }
  }
  return values;
}
