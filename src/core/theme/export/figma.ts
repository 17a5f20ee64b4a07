/**
 * A theme as Figma variables: the body of Figma's REST API call that creates them (`POST /v1/files/:file_key/variables`,
 * core/code/figmaVariables.ts), in two collections as design systems in Figma keep them: '<theme> palettes', the tonal
 * palettes' tones as `palette/<palette>/<tone>` in one mode (a tone is the same in light and dark), and '<theme>', the
 * roles as `color/<role>` in two modes, Light and Dark (the names the design tokens' groups give in Figma, tokens.ts).
 * A role whose colour is a palette tone exactly is an alias of that tone's variable, in each mode to its own tone
 * (`rolePaletteSteps`); any other role is its colour. Each variable's web code syntax is the CSS export's custom
 * property (`var(--color-on-primary)`, `var(--color-palette-primary-40)`).
 */
import type { ThemeColors } from '../roles.ts';
import { figmaRgba, figmaVariablesBody, figmaVariablesJson, type FigmaModelValue, type FigmaModelVariable } from '../../code/figmaVariables.ts';
import { kebab, themeNames, toneKey, type ThemeFile } from './names.ts';
import { rolePaletteSteps } from './tokens.ts';

const APPEARANCES = ['light', 'dark'] as const;

/** Returns the theme's Figma variables file, `figma-variables.json`. */
export function figmaVariables(theme: ThemeColors): ThemeFile[] {
  const names = themeNames(theme);
  const paletteVariables: FigmaModelVariable[] = [];
  const toneIndex = new Map<string, number>();
  for (const palette of theme.palettes) {
    const paletteName = kebab(names.palette(palette.name));
    for (const { tone, hex } of palette.tones) {
      const key = toneKey(tone, '-');
      toneIndex.set(`${palette.name}\n${tone}`, paletteVariables.length);
      const color = figmaRgba(hex);
      paletteVariables.push({ collection: 0, path: ['palette', paletteName, key], values: [color], cssVariable: `color-palette-${paletteName}-${key}` });
    }
  }
  const steps = APPEARANCES.map((appearance) => rolePaletteSteps(theme, appearance));
  const roleVariables = theme.roles.map((role): FigmaModelVariable => {
    const values = APPEARANCES.map((appearance, i): FigmaModelValue => {
      const step = steps[i].get(role);
      const alias = step ? toneIndex.get(`${step.palette.name}\n${step.tone}`) : undefined;
      return alias === undefined ? figmaRgba(theme[appearance][role]) : { alias };
    });
    const roleName = kebab(names.role(role));
    return { collection: 1, path: ['color', roleName], values, cssVariable: `color-${roleName}` };
  });
  const name = theme.name.trim() || 'Theme';
  const body = figmaVariablesBody({
    collections: [
      { name: `${name} palettes`, modes: ['Value'] },
      { name, modes: ['Light', 'Dark'] },
    ],
    variables: [...paletteVariables, ...roleVariables],
  });
  return [{ path: 'figma-variables.json', content: figmaVariablesJson(body), mime: 'application/json' }];
}
