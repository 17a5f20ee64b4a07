/**
 * Builds the Colour entity (SPEC §3) from a code.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { categoryOf } from '../category/categories.ts';
import type { ColorNameTable } from '../names/colorNames.ts';
import { nearestName } from '../names/nearestName.ts';
import { simulate } from '../vision/simulate.ts';
import { newUuid } from '../uuid.ts';
import { colorModels } from './models.ts';
import { foregroundOf } from './foreground.ts';
import { describeColor } from './describe.ts';
import type { Color, Lang } from './types.ts';

/**
 * Options of `createColor`: the colour-name table the name comes from, a fixed uuid (else
 * `crypto.randomUUID()`) and the description language (default 'en').
 */
export type CreateColorOptions = { names: ColorNameTable; uuid?: string; lang?: Lang };

/**
 * Returns the full Colour for any accepted code (3/6 digits, optional '#').
 * Category from the HSV hue; lightness = Math.round(CIELAB L).
 * @throws Error (Japanese message) for an invalid code.
 */
export function createColor(input: string, options: CreateColorOptions): Color {
  const colorCode = normalizeColorCode(input);
  const models = colorModels(colorCode);
  const categoryId = categoryOf(models.hsv.hue);
  return {
    colorCode,
    hex: colorCode.slice(1),
    uuid: options.uuid ?? newUuid(),
    name: nearestName(colorCode, options.names).name,
    description: describeColor(
      { categoryId, saturation: models.hsv.saturation, labLightness: models.lab.lightness },
      options.lang ?? 'en',
    ),
    categoryId,
    lightness: Math.round(models.lab.lightness),
    foreground: foregroundOf(colorCode),
    ...models,
    protanopia: simulate(colorCode, 'protanopia'),
    deuteranopia: simulate(colorCode, 'deuteranopia'),
    tritanopia: simulate(colorCode, 'tritanopia'),
  };
}
