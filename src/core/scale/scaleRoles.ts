/**
 * Which step of a scale plays which part in an interface (the "scale applied" preview): a page's background
 * and surface, borders, a solid button and its text, links, a tinted alert, body and muted text. Light and dark
 * follow the design systems the scales come from: Tailwind's conventions (bg-blue-600 buttons, bg-blue-50 alerts
 * with border-blue-200 and text-blue-800; their dark counterparts 500, 950, 800, 200) and Radix's step roles
 * (1–2 backgrounds, 3 component, 6 border, 9 solid, 11 low-contrast text, 12 high-contrast text). A contrast
 * scale picks by target: the first step reaching 1.1, 1.5, 4.5 and 7 (or APCA 15, 30, 60, 75).
 */
import { readableTextOn } from '../contrast/readableText.ts';
import type { Scale, ScaleStep } from './scaleRules.ts';

/** The parts of the preview, each a '#rrggbb'. */
export type ScaleRoles = {
  background: string;
  surface: string;
  border: string;
  text: string;
  textMuted: string;
  solid: string;
  /** White or black, whichever reads better on `solid`. */
  solidText: string;
  link: string;
  subtle: string;
  subtleBorder: string;
  subtleText: string;
};

/** Greys standing in for the neutral scale when none was made (Tailwind's zinc). */
const GREYS = {
  light: { background: '#ffffff', surface: '#fafafa', border: '#e4e4e7', text: '#18181b', textMuted: '#52525b' },
  dark: { background: '#09090b', surface: '#18181b', border: '#3f3f46', text: '#fafafa', textMuted: '#a1a1aa' },
} as const;

/** Returns the hex of the step named `label`. @throws Error when the scale has no such step. */
function step(steps: readonly ScaleStep[], label: string): string {
  const found = steps.find((s) => s.label === label);
  if (!found) throw new Error(`the scale has no step ${label}`);
  return found.hex;
}

/**
 * Returns the roles of a scale: a Tailwind or Radix scale in a theme, with its tinted neutral scale (when it was
 * made, else greys) for the page; a contrast scale on `background`, the colour its targets are measured against
 * (the theme is ignored).
 */
export function scaleRoles(scale: Scale, theme: 'light' | 'dark', background = '#ffffff'): ScaleRoles {
  const dark = theme === 'dark';
  if (scale.kind === 'tailwind') {
    const n = scale.neutral;
    const page = n
      ? dark
        ? { background: step(n, '950'), surface: step(n, '900'), border: step(n, '800'), text: step(n, '50'), textMuted: step(n, '400') }
        : { background: '#ffffff', surface: step(n, '50'), border: step(n, '200'), text: step(n, '900'), textMuted: step(n, '600') }
      : GREYS[theme];
    const s = scale.steps;
    const solid = step(s, dark ? '500' : '600');
    return {
      ...page,
      solid,
      solidText: readableTextOn(solid),
      link: step(s, dark ? '400' : '700'),
      subtle: step(s, dark ? '950' : '50'),
      subtleBorder: step(s, dark ? '800' : '200'),
      subtleText: step(s, dark ? '200' : '800'),
    };
  }
  if (scale.kind === 'radix') {
    const s = (dark ? scale.dark : scale.steps) ?? scale.steps;
    const n = (dark ? scale.neutralDark : scale.neutral) ?? scale.neutral;
    const page = n
      ? { background: step(n, '1'), surface: step(n, '2'), border: step(n, '6'), text: step(n, '12'), textMuted: step(n, '11') }
      : GREYS[theme];
    const solid = step(s, '9');
    return { ...page, solid, solidText: readableTextOn(solid), link: step(s, '11'), subtle: step(s, '3'), subtleBorder: step(s, '6'), subtleText: step(s, '11') };
  }
  return contrastRoles(scale, background);
}

/** Returns the first step whose target reaches `min`, else the last step. */
function firstReaching(steps: readonly ScaleStep[], min: number): string {
  return (steps.find((s) => (s.target ?? 0) >= min) ?? steps[steps.length - 1]).hex;
}

/** Returns the roles of a contrast scale on the background its steps are measured against. */
function contrastRoles(scale: Scale, background: string): ScaleRoles {
  const steps = [...scale.steps].sort((a, b) => (a.target ?? 0) - (b.target ?? 0));
  const apca = steps.some((s) => (s.target ?? 0) > 21);
  const [faint, border, solid, strong] = apca ? [15, 30, 60, 75] : [1.1, 1.5, 4.5, 7];
  const solidHex = firstReaching(steps, solid);
  const strongHex = firstReaching(steps, strong);
  return {
    background,
    surface: background,
    border: firstReaching(steps, border),
    text: strongHex,
    textMuted: solidHex,
    solid: solidHex,
    solidText: readableTextOn(solidHex),
    link: solidHex,
    subtle: firstReaching(steps, faint),
    subtleBorder: firstReaching(steps, border),
    subtleText: strongHex,
  };
}
