/**
 * What an APCA lightness contrast is enough for, per APCA's "Bronze Simple Mode" conformance levels (APCA
 * Readability Criterion, https://readtech.org/ARC/tests/bronze-simple-mode/ and
 * https://git.apcacontrast.com/documentation/APCA_in_a_Nutshell): Lc 90 preferred for body text, 75 minimum for
 * body text, 60 for other content text, 45 for large text and headlines, 30 for spot text and UI (placeholder,
 * disabled), 15 for non-text elements only; below 15 is invisible for many people. Polarity does not matter here:
 * the level uses |Lc|.
 */

/** The levels, strongest first: minimum |Lc| and the key of what it is enough for (namespace 'tools'). */
export const APCA_LEVELS = [
  { min: 90, key: 'bodyPreferred' },
  { min: 75, key: 'body' },
  { min: 60, key: 'content' },
  { min: 45, key: 'large' },
  { min: 30, key: 'spot' },
  { min: 15, key: 'nonText' },
] as const;

/** One level key, or 'none' below Lc 15. */
export type ApcaLevelKey = (typeof APCA_LEVELS)[number]['key'] | 'none';

/** Returns the strongest level an Lc value (signed, unrounded) reaches. */
export function apcaLevel(lc: number): ApcaLevelKey {
  const magnitude = Math.abs(lc);
  return APCA_LEVELS.find((level) => magnitude >= level.min)?.key ?? 'none';
}

/** Returns |Lc| rounded to one decimal for display. */
export function formatLc(lc: number): string {
  const rounded = Math.round(Math.abs(lc) * 10) / 10;
  return rounded.toFixed(1);
}
