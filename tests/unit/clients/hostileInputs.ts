/**
 * The fixed inputs the client tests feed every export: a palette, the Scale mode's families and themes whose names are
 * hostile to the languages the exports are written in — keywords of Kotlin, Swift, Dart and JavaScript, Material's role
 * names as custom colours, Japanese, emoji, names equal but for case, leading digits, empty names and the names the
 * exports give their own declarations — with wide and translucent colours among them.
 */
import { exportColor } from '../../../src/ui/export/authored.ts';
import type { ExportInput } from '../../../src/ui/export/types.ts';
import { generateScale, type NamedScale } from '../../../src/core/index.ts';
import { defaultFamilyName } from '../../../src/features/generator/scale/scaleUrl.ts';
import { extendedName } from '../../../src/core/theme/export/fields.ts';
import { THEME_MAX_EXTENDED } from '../../../src/core/theme/settings.ts';
import type { ThemeColors } from '../../../src/core/theme/roles.ts';
import { materialTheme } from '../../../src/features/theme/materialTheme.ts';

/** Names that a careless exporter would write as a keyword, a role, a duplicate or no identifier at all. */
export const HOSTILE_NAMES: readonly string[] = [
  // Kotlin
  'typeof', 'val', 'object', 'fun', 'is', 'in',
  // Swift
  'await', 'precedencegroup', 'default', 'self', 'Self', 'Type', 'protocol', 'some',
  // Dart
  'class', 'new', 'var', 'late', 'required',
  // JavaScript
  'constructor', '__proto__', 'prototype',
  // Material roles as custom colours
  'primary', 'error', 'surface', 'background', 'onPrimary',
  // Declarations the exports make themselves
  'palette', 'all', 'values', 'hashCode', 'toString', 'Color', 'light', 'dark', 'theme',
  // Japanese, emoji, case duplicates, digits, empty
  '桜色', '🎨', 'Red', 'red', 'RED', '1st place', '2', '', ' ',
];

/** Colours cycled over the names: plain codes, then wide and translucent ones that take another path in each format. */
const TEXTS = ['#1ab385', '#d4587a', '#3a7bd5', 'oklch(84.1% 0.238 128.85)', '#ff000080', 'color(display-p3 1 0 0 / 0.5)', '#000000', '#ffffff', 'rgb(26 179 133 / 0.25)'];

/** The hostile palette: every name once, the colour texts cycled. */
export const HOSTILE_PALETTE: ExportInput = {
  name: 'class 桜色 🎨',
  colors: HOSTILE_NAMES.map((name, i) => exportColor(TEXTS[i % TEXTS.length], () => name)),
};

/** The same palette under a name with nothing ASCII in it (the formats' own fallback type names). */
export const JAPANESE_PALETTE: ExportInput = { ...HOSTILE_PALETTE, name: '桜色' };

/**
 * The Scale mode's export with its default names (scaleUrl.ts): Radix steps, three families ('brand', 'accent',
 * 'accent-2'), each with its dark scale, and the neutral and dark neutral of the first (ScaleMode.tsx's `namedScales`
 * order). 'accent' and 'accent-2' once met in SCSS: `$accent-2` was both a step and a map.
 */
export const DEFAULT_SCALES: readonly NamedScale[] = ['#3a7bd5', '#e76f51', '#2a9d8f'].flatMap((color, i) => {
  const scale = generateScale({ kind: 'radix', color, neutral: i === 0 });
  const name = defaultFamilyName(i);
  return [
    { name, steps: scale.steps },
    { name: `${name}-dark`, steps: scale.dark! },
    ...(scale.neutral ? [{ name: 'neutral', steps: scale.neutral }] : []),
    ...(scale.neutralDark ? [{ name: 'neutral-dark', steps: scale.neutralDark }] : []),
  ];
});

/** Tailwind-step families under the hostile names (family names are free text in the Scale mode). */
export const HOSTILE_SCALES: readonly NamedScale[] = HOSTILE_NAMES.slice(0, 24).map((name, i) => ({
  name,
  steps: generateScale({ kind: 'tailwind', color: TEXTS[i % 3] }).steps,
}));

/**
 * Material themes whose custom colours carry the hostile names as the theme tool keeps them (`extendedName`: ASCII
 * words in camelCase; a name with none is refused, a taken one too), eight to a theme as the tool allows.
 */
export const HOSTILE_THEMES: readonly ThemeColors[] = (() => {
  const names = [...new Set(HOSTILE_NAMES.map(extendedName).filter((name): name is string => name !== null))];
  const themes: ThemeColors[] = [];
  for (let i = 0; i < names.length; i += THEME_MAX_EXTENDED) {
    const extended = names.slice(i, i + THEME_MAX_EXTENDED).map((name, j) => ({ name, hex: TEXTS[j % 3], harmonize: j % 2 === 0 }));
    themes.push(materialTheme({ name: i === 0 ? 'class 桜色 🎨' : 'default', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended }));
  }
  return themes;
})();
