/**
 * The one-sentence description of a colour (SPEC §3), in English or Japanese.
 *
 * Chromatic colours: vividness from HSV saturation (≥ 50 % → vivid, else dull/muddy), light or dark from CIELAB L
 * (≥ 50 → light, else dark), and the category name:
 *   en 'A vivid, light orange.'   ja '鮮やかで明るい橙色です。'
 * Achromatic colours (no hue): 'A light neutral color with no hue.' / '色味のない明るい無彩色です。'
 */
import { categoryOf, getCategory, type CategoryId } from '../category/categories.ts';
import { colorModels } from './models.ts';
import type { Lang } from './types.ts';

/** HSV saturation (percent) at or above which a colour is called vivid. */
export const VIVID_SATURATION = 50;
/** CIELAB L at or above which a colour is called light. */
export const LIGHT_LIGHTNESS = 50;

/** The inputs of a description: category, HSV saturation in percent, CIELAB L. */
export type DescriptionInput = { categoryId: CategoryId; saturation: number; labLightness: number };

const WORDS = {
  en: { vivid: 'vivid', dull: 'dull', light: 'light', dark: 'dark' },
  // Conjunctive forms, so the two adjectives chain: 鮮やかで明るい…, くすんで暗い…
  ja: { vivid: '鮮やかで', dull: 'くすんで', light: '明るい', dark: '暗い' },
} as const;

/** Returns the Japanese colour word of a category: its name, plus 色 unless it already ends with 色. */
function japaneseColorWord(categoryId: CategoryId): string {
  const name = getCategory(categoryId).nameJa;
  return name.endsWith('色') ? name : `${name}色`;
}

/**
 * Returns the description sentence of a colour in the given language, from a code (e.g. when the UI language
 * changes) or from precomputed inputs (as `createColor` does).
 */
export function describeColor(input: DescriptionInput | string, lang: Lang = 'en'): string {
  const described = typeof input === 'string' ? descriptionInput(input) : input;
  const light = described.labLightness >= LIGHT_LIGHTNESS;
  if (described.categoryId === 'neutral') {
    return lang === 'ja'
      ? `色味のない${light ? '明るい' : '暗い'}無彩色です。`
      : `A ${light ? 'light' : 'dark'} neutral color with no hue.`;
  }
  if (lang === 'ja') return `${colorPhrase(described, 'ja')}です。`;
  const words = WORDS.en;
  return `A ${described.saturation >= VIVID_SATURATION ? words.vivid : words.dull}, ${light ? words.light : words.dark} ${described.categoryId}.`;
}

/**
 * Returns the description as a noun phrase, to stand where a colour's name would (a label, not a sentence):
 *   en 'vivid light orange'   ja '鮮やかで明るい橙色'; achromatic 'light neutral' / '明るい無彩色'.
 */
export function colorPhrase(input: DescriptionInput | string, lang: Lang = 'en'): string {
  const described = typeof input === 'string' ? descriptionInput(input) : input;
  const words = WORDS[lang];
  const tone = described.labLightness >= LIGHT_LIGHTNESS ? words.light : words.dark;
  if (described.categoryId === 'neutral') return lang === 'ja' ? `${tone}無彩色` : `${tone} neutral`;
  const vividness = described.saturation >= VIVID_SATURATION ? words.vivid : words.dull;
  return lang === 'ja' ? `${vividness}${tone}${japaneseColorWord(described.categoryId)}` : `${vividness} ${tone} ${described.categoryId}`;
}

/** Returns the description's inputs of a code. */
function descriptionInput(code: string): DescriptionInput {
  const { hsv, lab } = colorModels(code);
  return { categoryId: categoryOf(hsv.hue), saturation: hsv.saturation, labLightness: lab.lightness };
}
