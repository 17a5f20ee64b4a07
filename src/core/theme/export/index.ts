/**
 * The exports of a theme, as data: each format is a pure function of the theme (and its settings, for the
 * two theme files) returning the files the platform expects, every role in light and dark, the extended colours and
 * the tonal palettes in each. The dialog lists the formats in this order and labels them by id; `download all` zips
 * every format's files (their paths never collide).
 */
import type { ThemeColors } from '../roles.ts';
import type { ThemeSettings } from '../settings.ts';
import { themeJson } from '../themeFile.ts';
import { androidResources } from './android.ts';
import { composeTheme } from './compose.ts';
import { cssFallback, cssLightDark, scss } from './css.ts';
import { flutterTheme } from './flutter.ts';
import { materialJson } from './materialJson.ts';
import type { ThemeFile } from './names.ts';
import { swiftAssets, swiftColors } from './swift.ts';
import { tailwindTheme } from './tailwind.ts';
import { designTokens } from './tokens.ts';
import { figmaVariables } from './figma.ts';
import { bootstrapTheme } from './libraries/bootstrap.ts';
import { chakraTheme } from './libraries/chakra.ts';
import { daisyuiTheme } from './libraries/daisyui.ts';
import { ionicTheme } from './libraries/ionic.ts';
import { mantineTheme } from './libraries/mantine.ts';
import { muiTheme } from './libraries/mui.ts';
import { radixTheme } from './libraries/radix.ts';
import { shadcnTheme } from './libraries/shadcn.ts';

export type { ThemeFile } from './names.ts';

export type ThemeFormatId =
  | 'css'
  | 'css-fallback'
  | 'tailwind'
  | 'scss'
  | 'dtcg'
  | 'figma'
  | 'android'
  | 'compose'
  | 'flutter'
  | 'swiftui'
  | 'swiftui-assets'
  | 'material-json'
  | 'mui'
  | 'chakra'
  | 'mantine'
  | 'shadcn'
  | 'daisyui'
  | 'radix'
  | 'bootstrap'
  | 'ionic'
  | 'irodori-json';

/** The platform a format is for, to group the dialog's list. */
export type ThemePlatform = 'web' | 'design' | 'android' | 'flutter' | 'apple' | 'components' | 'theme';

/** The language of a format's text, for the code view. */
export type ThemeFormatLanguage = 'css' | 'scss' | 'json' | 'xml' | 'kotlin' | 'dart' | 'swift' | 'ts';

/** One export format: translation-free metadata and the generator. */
export type ThemeFormat = {
  readonly id: ThemeFormatId;
  readonly platform: ThemePlatform;
  readonly language: ThemeFormatLanguage;
  /** 'one' a single text file; 'several' two or three, shown one after the other; 'archive' many, downloaded as a zip. */
  readonly files: 'one' | 'several' | 'archive';
  readonly generate: (theme: ThemeColors, settings?: ThemeSettings) => ThemeFile[];
};

/** The theme export formats, in the order the dialog lists them. */
export const THEME_FORMATS: readonly ThemeFormat[] = [
  { id: 'css', platform: 'web', language: 'css', files: 'one', generate: cssLightDark },
  { id: 'css-fallback', platform: 'web', language: 'css', files: 'one', generate: cssFallback },
  { id: 'tailwind', platform: 'web', language: 'css', files: 'one', generate: tailwindTheme },
  { id: 'scss', platform: 'web', language: 'scss', files: 'one', generate: scss },
  { id: 'dtcg', platform: 'design', language: 'json', files: 'several', generate: designTokens },
  { id: 'figma', platform: 'design', language: 'json', files: 'one', generate: figmaVariables },
  { id: 'android', platform: 'android', language: 'xml', files: 'several', generate: androidResources },
  { id: 'compose', platform: 'android', language: 'kotlin', files: 'several', generate: composeTheme },
  { id: 'flutter', platform: 'flutter', language: 'dart', files: 'one', generate: flutterTheme },
  { id: 'swiftui', platform: 'apple', language: 'swift', files: 'one', generate: swiftColors },
  { id: 'swiftui-assets', platform: 'apple', language: 'json', files: 'archive', generate: swiftAssets },
  { id: 'shadcn', platform: 'components', language: 'css', files: 'several', generate: shadcnTheme },
  { id: 'daisyui', platform: 'components', language: 'css', files: 'one', generate: daisyuiTheme },
  { id: 'mui', platform: 'components', language: 'ts', files: 'one', generate: muiTheme },
  { id: 'chakra', platform: 'components', language: 'ts', files: 'one', generate: chakraTheme },
  { id: 'mantine', platform: 'components', language: 'ts', files: 'one', generate: mantineTheme },
  { id: 'radix', platform: 'components', language: 'css', files: 'one', generate: radixTheme },
  { id: 'bootstrap', platform: 'components', language: 'scss', files: 'several', generate: bootstrapTheme },
  { id: 'ionic', platform: 'components', language: 'css', files: 'one', generate: ionicTheme },
  { id: 'material-json', platform: 'theme', language: 'json', files: 'one', generate: materialJson },
  { id: 'irodori-json', platform: 'theme', language: 'json', files: 'one', generate: themeJson },
];

/** Returns a format's metadata. @throws Error on an unknown id. */
export function themeFormat(id: ThemeFormatId): ThemeFormat {
  const format = THEME_FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`unknown theme export format: ${String(id)}`);
  return format;
}

/** Returns the files of a theme in a format. @throws Error on an unknown format id. */
export function themeFiles(format: ThemeFormatId, theme: ThemeColors, settings?: ThemeSettings): ThemeFile[] {
  return themeFormat(format).generate(theme, settings);
}
