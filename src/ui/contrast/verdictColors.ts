/**
 * Colours of pass and fail verdicts (contrast ratings) in each theme: text on its tinted background reaches at
 * least 4.5:1 (checked in tests/unit/color/verdictColors.test.ts), and the verdict is always written out too, so
 * colour is never the only cue.
 */
export const VERDICT_COLORS = {
  light: { pass: '#17692f', passBg: '#e3f4e8', fail: '#b3232a', failBg: '#fbe9ea' },
  dark: { pass: '#7ee2a0', passBg: '#173325', fail: '#ff8f94', failBg: '#3a1d20' },
} as const;
