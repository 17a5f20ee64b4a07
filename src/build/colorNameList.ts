/**
 * The colour-name list at build time: read from color-namer's `lib/colors/ntc.js` (the only place the
 * package is imported), checked, and written by the wasm build as src/engine/generated/color-names.json,
 * the one copy the app and the engine worker load. The wasm's name table (assembly/generated) comes from
 * the same entries. Tests read the list from here too.
 */
import ntc from 'color-namer/lib/colors/ntc.js';
import { parseColorNameList, toColorNameList, type ColorName, type ColorNameList } from '../core/names/colorNames.ts';

/** color-namer's list in source order, codes lower-cased with '#'; the build fails here if its shape changes. */
export const NTC_COLOR_NAMES: readonly ColorName[] = parseColorNameList(ntc.map((entry) => [entry?.name, String(entry?.hex).toLowerCase()]));

/** The list as the JSON file stores it. */
export const NTC_COLOR_NAME_LIST: ColorNameList = toColorNameList(NTC_COLOR_NAMES);
