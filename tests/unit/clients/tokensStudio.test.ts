/**
 * The Tokens Studio export (a token set of `value`/`type` colour tokens, as Tokens Studio for Figma syncs them) read
 * by what a Tokens Studio user builds with: Style Dictionary 4 with @tokens-studio/sd-transforms' `tokens-studio`
 * transform group, written as CSS custom properties. Every colour must come out as itself (a translucent one as its
 * rgba, a wide one as its sRGB fallback: the format holds hex only), under a name of its own, whatever the names.
 */
import { describe, expect, it } from 'vitest';
import StyleDictionary from 'style-dictionary';
import { register } from '@tokens-studio/sd-transforms';
import { toTokensStudio } from '../../../src/ui/export/designTools.ts';
import { codeWithAlpha } from '../../../src/ui/export/authored.ts';
import { HOSTILE_PALETTE } from './hostileInputs.ts';

register(StyleDictionary);

/** Returns the CSS Style Dictionary writes for a Tokens Studio file, warnings as errors. */
async function cssOf(file: string): Promise<string> {
  const sd = new StyleDictionary({
    tokens: JSON.parse(file),
    log: { warnings: 'error', verbosity: 'silent', errors: { brokenReferences: 'throw' } },
    platforms: { css: { transformGroup: 'tokens-studio', transforms: ['name/kebab'], files: [{ destination: 'tokens.css', format: 'css/variables' }] } },
  });
  const [output] = await sd.formatPlatform('css');
  return String(output.output);
}

/** Returns '#rrggbbaa' as the rgba() sd-transforms writes for a translucent colour, or '#rrggbb' as it is. */
function expected(code: string): string {
  if (code.length === 7) return code;
  const [r, g, b, a] = [1, 3, 5, 7].map((i) => parseInt(code.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${Number((a / 255).toFixed(2))})`;
}

describe('Tokens Studio export through Style Dictionary 4 and sd-transforms', () => {
  it('writes every colour, under a name of its own, whatever the names', async () => {
    const css = await cssOf(toTokensStudio(HOSTILE_PALETTE));
    const declarations = [...css.matchAll(/^\s*(--[\w-]+):\s*([^;]+);$/gm)].map(([, name, value]) => [name, value.trim()] as const);
    expect(declarations).toHaveLength(HOSTILE_PALETTE.colors.length);
    expect(new Set(declarations.map(([name]) => name)).size).toBe(declarations.length);
    // In the file's order: each colour as its hex, or rgba where it is translucent.
    declarations.forEach(([name, value], i) => {
      const code = codeWithAlpha(HOSTILE_PALETTE.colors[i]).toLowerCase();
      const want = expected(code);
      expect(value.toLowerCase().replace(/\s+/g, ' '), name).toBe(want.replace(/\s+/g, ' '));
    });
  });
});
