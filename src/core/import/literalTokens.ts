/**
 * A small tokenizer for JavaScript (and JSON) object and array literals: strings in ' " and `, comments,
 * identifiers, numbers and punctuation, each with its line. Nothing is ever evaluated; a template literal with
 * `${…}` is not a plain string. Regular expressions are not recognised (a config's colours never need one).
 */

/** A token: punctuation ('{', '}', '[', ']', ':', ',', '=', '(', ')', ';', '...', '=>' or any other character), a string, an identifier or a number. */
export type LiteralToken =
  | { kind: 'punct'; text: string; line: number }
  | { kind: 'string'; text: string; line: number; plain: boolean }
  | { kind: 'ident'; text: string; line: number }
  | { kind: 'number'; text: string; line: number };

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** Returns the tokens of a source; an unterminated string or comment ends the text. */
export function literalTokens(source: string): LiteralToken[] {
  const tokens: LiteralToken[] = [];
  const n = source.length;
  let line = 1;
  let i = 0;
  while (i < n) {
    const c = source[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF') {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      const start = line;
      let text = '';
      let plain = true;
      i++;
      while (i < n && source[i] !== c) {
        const ch = source[i];
        if (ch === '\\' && i + 1 < n) {
          const next = source[i + 1];
          if (next === 'u' || next === 'x') {
            const m = /^u\{([0-9a-f]{1,6})\}|^u([0-9a-f]{4})|^x([0-9a-f]{2})/i.exec(source.slice(i + 1, i + 11));
            if (m) {
              const cp = parseInt(m[1] ?? m[2] ?? m[3], 16);
              text += cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
              i += 1 + m[0].length;
              continue;
            }
          }
          if (next === '\n') line++;
          text += next === '\n' || next === '\r' ? '' : (ESCAPES[next] ?? next);
          i += 2;
          continue;
        }
        if (ch === '\n') {
          if (c !== '`') break; // an unterminated ' or " string ends at the line
          line++;
        }
        if (c === '`' && ch === '$' && source[i + 1] === '{') plain = false;
        text += ch;
        i++;
      }
      i++;
      tokens.push({ kind: 'string', text, line: start, plain });
    } else if (/[\p{L}_$]/u.test(c)) {
      const start = i;
      while (i < n && /[\p{L}\p{N}_$]/u.test(source[i])) i++;
      tokens.push({ kind: 'ident', text: source.slice(start, i), line });
    } else if ((c >= '0' && c <= '9') || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const start = i;
      while (i < n && (/[\w.]/.test(source[i]) || (/[+-]/.test(source[i]) && /[eE]/.test(source[i - 1])))) i++;
      tokens.push({ kind: 'number', text: source.slice(start, i), line });
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', text: '...', line });
      i += 3;
    } else if (source.startsWith('=>', i)) {
      tokens.push({ kind: 'punct', text: '=>', line });
      i += 2;
    } else {
      tokens.push({ kind: 'punct', text: c, line });
      i++;
    }
  }
  return tokens;
}
