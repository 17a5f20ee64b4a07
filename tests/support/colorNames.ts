/**
 * The colour-name list for tests that name colours themselves, read where the build reads it
 * (src/build/colorNameList.ts), as the table the core's nearest-name search takes.
 */
import { NTC_COLOR_NAMES } from '../../src/build/colorNameList.ts';
import { colorNameTable } from '../../src/core/names/colorNames.ts';

/** The list in source order. */
export const COLOR_NAMES = NTC_COLOR_NAMES;

/** The table the app and the engines name colours from. */
export const NAMES = colorNameTable(NTC_COLOR_NAMES);
