/**
 * Blanks out the comments and the insides of quoted strings of a stylesheet (CSS, SCSS, Less), keeping every
 * line break and position, so that nothing in them is read as a colour or a declaration.
 */

/** Returns `text` with comments blanked and string contents blanked (quotes kept); line breaks stay. */
export function maskStylesheet(text: string): string {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  let from = 0;
  const blankTo = (end: number) => {
    out.push(text.slice(from, i));
    out.push(text.slice(i, end).replace(/[^\n]/g, ' '));
    i = end;
    from = end;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      blankTo(end === -1 ? n : end + 2);
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f && (i === 0 || /[\s;{}]/.test(text[i - 1]))) {
      const end = text.indexOf('\n', i);
      blankTo(end === -1 ? n : end); // SCSS and Less line comments (not the '//' of a url(https://…))
    } else if (c === 0x22 || c === 0x27) {
      let end = i + 1;
      while (end < n && text.charCodeAt(end) !== c && text[end] !== '\n') end += text.charCodeAt(end) === 0x5c ? 2 : 1;
      out.push(text.slice(from, i + 1));
      i++;
      from = i;
      blankTo(Math.min(end, n));
      i = Math.min(end + 1, n);
    } else {
      i++;
    }
  }
  out.push(text.slice(from));
  return out.join('');
}
