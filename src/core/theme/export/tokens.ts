/**
 * Design tokens of a theme in the Design Tokens Community Group format (https://www.designtokens.org/tr/2025.10/format/),
 * one file per appearance — `light.tokens.json` and `dark.tokens.json` — as Figma's variables import takes them: each
 * file is one mode of one collection, its name in `$extensions["com.figma.modeName"]`, groups becoming the variable
 * names' folders (`color/on-primary`, `palette/primary/40`). Both files hold the same tokens; the palettes have the
 * same values in both, so every variable has a value in every mode.
 *
 * Colour values: the 2025.10 colour object `{ colorSpace: 'srgb', components: [r, g, b], alpha: 1, hex }` rather
 * than a bare hex string. It is what the stable format specifies (https://www.designtokens.org/tr/2025.10/color/), it
 * is what Figma's own variables export writes (so its import reads it back without conversion), and tools that only
 * know hex still find it in `hex`. The components are the bytes over 255, unrounded, so they give the code back exactly.
 */
import type { ThemeColors } from '../roles.ts';
import { channels, kebab, themeNames, toneKey, type ThemeFile } from './names.ts';

/** A DTCG colour value (format 2025.10, sRGB). */
export type DtcgColor = { readonly colorSpace: 'srgb'; readonly components: readonly [number, number, number]; readonly alpha: 1; readonly hex: string };

/** A DTCG colour token. */
export type DtcgColorToken = { readonly $type: 'color'; readonly $value: DtcgColor };

/** Returns the DTCG colour value of a code. */
export function dtcgColor(code: string): DtcgColor {
  const [r, g, b] = channels(code);
  return { colorSpace: 'srgb', components: [r / 255, g / 255, b / 255], alpha: 1, hex: code.toLowerCase() };
}

/** Returns one appearance's token file: `color` (every role), `palette` (every palette's tones) and the mode's name. */
function tokenFile(theme: ThemeColors, appearance: 'light' | 'dark'): string {
  const names = themeNames(theme);
  const token = (code: string): DtcgColorToken => ({ $type: 'color', $value: dtcgColor(code) });
  const color = Object.fromEntries(theme.roles.map((role) => [kebab(names.role(role)), token(theme[appearance][role])]));
  const palette = Object.fromEntries(
    theme.palettes.map((p) => [kebab(names.palette(p.name)), Object.fromEntries(p.tones.map(({ tone, hex }) => [toneKey(tone, '-'), token(hex)]))]),
  );
  const mode = appearance === 'light' ? 'Light' : 'Dark';
  const json = JSON.stringify({ color, palette, $extensions: { 'com.figma.modeName': mode } }, null, 2);
  // Each components array on one line.
  return `${json.replace(/\[\s+([-0-9.e+,\s]+?)\s+\]/g, (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`)}\n`;
}

/** Returns the two token files, light then dark. */
export function designTokens(theme: ThemeColors): ThemeFile[] {
  return [
    { path: 'light.tokens.json', content: tokenFile(theme, 'light'), mime: 'application/json' },
    { path: 'dark.tokens.json', content: tokenFile(theme, 'dark'), mime: 'application/json' },
  ];
}
