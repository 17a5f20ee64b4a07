/**
 * Irodori's theme method (core/theme/irodoriTheme.ts): every THEME_PAIRS pair meets its level (the target's text level,
 * or its component level) in light and dark, measured as the contrast checker measures the same codes, for every
 * target and thousands of seeded seed sets (greys, black, white, the sRGB corners, palettes' light backgrounds and
 * dark texts among them); every fitted role keeps its family's OKLCH hue; seeds are used as given when they can be;
 * the tonal palettes; requests out of the contract are refused.
 */
import { describe, expect, it } from 'vitest';
import {
  GAMUT_JND,
  THEME_BACKGROUND_SEED_MIN_L,
  THEME_PALETTE_FAMILIES,
  THEME_PALETTE_TONES,
  apcaContrast,
  contrastRatio,
  irodoriTheme,
  mulberry32,
  themeFamilies,
  validateThemeRequest,
  type IrodoriTheme,
  type ThemeFamily,
  type ThemeRequest,
  type ThemeSeeds,
} from '../../../src/core/index.ts';
import { encodeOklch, packedToHex } from '../../../src/core/scale/scaleColor.ts';
import { IRODORI_ROLES, THEME_PAIRS, THEME_TARGETS, targetLevel, type ThemeTarget } from '../../../src/core/theme/roles.ts';
import { seededCodes } from './helpers.ts';
import { EDGE_INPUTS, oklabOf, oklchOf } from './scaleHelpers.ts';

const OPTIONAL = ['secondary', 'tertiary', 'neutral', 'error', 'background', 'text'] as const;
const APPEARANCES = ['light', 'dark'] as const;

/** Returns the contrast of `fg` on `bg` as the contrast checker gives it: the WCAG ratio, or |APCA Lc| with fg as the text. */
function contrastOf(fg: string, bg: string, method: 'wcag' | 'apca'): number {
  return method === 'wcag' ? contrastRatio(fg, bg) : Math.abs(apcaContrast(fg, bg));
}

/** Returns the pairs of a theme that miss their level, as readable lines. */
function failures(theme: IrodoriTheme, target: ThemeTarget): string[] {
  const level = targetLevel(target);
  const out: string[] = [];
  for (const appearance of APPEARANCES) {
    for (const pair of THEME_PAIRS) {
      const fg = theme[appearance][pair.fg];
      const bg = theme[appearance][pair.bg];
      const wanted = pair.kind === 'text' ? level.text : level.component;
      const contrast = contrastOf(fg, bg, level.method);
      if (!(contrast >= wanted)) out.push(`${appearance} ${pair.fg} ${fg} on ${pair.bg} ${bg}: ${contrast.toFixed(3)} < ${wanted}`);
    }
  }
  return out;
}

/** Returns a light colour of a palette's kind (each channel 224–255) and a dark one (each 0–63). */
function paletteCodes(random: () => number): { light: string; dark: string } {
  const channel = (from: number) => (from + Math.floor(random() * 32)).toString(16).padStart(2, '0');
  return { light: `#${channel(224)}${channel(224)}${channel(224)}`, dark: `#${channel(0)}${channel(16)}${channel(32)}` };
}

/** Returns `count` seeded seed sets: a primary, each optional seed given (a seeded, edge or palette colour) or not. */
function seedSets(count: number, seed: number): ThemeSeeds[] {
  const random = mulberry32(seed);
  const codes = [...EDGE_INPUTS, ...seededCodes(count, seed)];
  const pick = () => (random() < 0.1 ? EDGE_INPUTS[Math.floor(random() * EDGE_INPUTS.length)] : codes[Math.floor(random() * codes.length)]);
  return codes.map((primary) => {
    const seeds: Record<string, string | null> = { primary };
    for (const role of OPTIONAL) {
      const draw = random();
      if (draw < 0.2) seeds[role] = pick();
      else if (draw < 0.25) seeds[role] = null;
    }
    const palette = paletteCodes(random);
    if (random() < 0.35) seeds.background = palette.light;
    if (random() < 0.35) seeds.text = palette.dark;
    return seeds as unknown as ThemeSeeds;
  });
}

/**
 * The family each role is built on, for the hue check: the accents' roles on theirs, inversePrimary on the primary's,
 * the surfaces on the background seed's when it was used, onSurface on the text seed's (light), the rest on the neutral.
 */
function familyOfRole(role: string, appearance: 'light' | 'dark', request: ThemeRequest, theme: IrodoriTheme): ThemeFamily {
  const families = themeFamilies(validateThemeRequest(request));
  for (const accent of ['primary', 'secondary', 'tertiary', 'error'] as const) {
    if (role.toLowerCase().includes(accent)) return families[accent];
  }
  const { background, text } = request.seeds;
  const backgroundUsed = appearance === 'light' && typeof background === 'string' && theme.light.surface === validHex(background);
  if (backgroundUsed && ['background', 'surface', 'surfaceContainer'].includes(role)) return families.background;
  if (appearance === 'light' && typeof text === 'string' && ['onBackground', 'onSurface'].includes(role)) return families.text;
  return families.neutral;
}

/** Returns '#rrggbb' of a code as the theme writes it. */
function validHex(code: string): string {
  return packedToHex(validateThemeRequest({ seeds: { primary: code }, target: 'wcag-4.5' }).seeds[0]);
}

/**
 * The hue tolerance. Every fitted colour is `encodeOklch(L, C, h)` of its family's C and h: CSS Color 4 gamut mapping
 * keeps the hue of its chroma-reduced plan and returns that plan's clip only when the clip lies within GAMUT_JND
 * (ΔE_OK 0.02, "not noticeable") of it, then rounds to bytes (half a unit a channel). So the colour's OKLab (a, b) lies
 * within GAMUT_JND + HUE_ROUNDING of the family's hue half-plane: its distance C·sin Δh from the hue's ray (Δh < 90°).
 * Under HUE_MIN_CHROMA a colour is too grey for that distance to say anything about its hue (the disc of that radius
 * around the grey axis holds every hue), so it is not checked.
 */
const HUE_ROUNDING = 0.004;
const HUE_MIN_CHROMA = 0.03;

/** Returns the distance of a code's OKLab (a, b) from the ray of hue `h` (or from the grey axis when on the other side). */
function distanceFromHue(hex: string, h: number): number {
  const [, a, b] = oklabOf(hex);
  const rad = (h * Math.PI) / 180;
  const along = a * Math.cos(rad) + b * Math.sin(rad);
  const across = Math.abs(-a * Math.sin(rad) + b * Math.cos(rad));
  return along >= 0 ? across : Math.hypot(a, b);
}

describe('Irodori theme: contrast', () => {
  it('meets every pair at every target in light and dark for thousands of seeded seed sets', () => {
    const sets = seedSets(500, 2801);
    const missed: string[] = [];
    let themes = 0;
    sets.forEach((seeds) => {
      for (const target of THEME_TARGETS) {
        const theme = irodoriTheme({ seeds, target });
        themes++;
        for (const line of failures(theme, target)) if (missed.length < 20) missed.push(`${JSON.stringify(seeds)} ${target}: ${line}`);
      }
    });
    expect(missed).toEqual([]);
    expect(themes).toBeGreaterThan(2500);
  });

  it('meets every pair for greys, black, white and the sRGB corners as the primary and in every other seed role', () => {
    const missed: string[] = [];
    for (const target of THEME_TARGETS) {
      const requests: ThemeSeeds[] = [
        ...EDGE_INPUTS.map((primary) => ({ primary })),
        ...['#3a7bd5', '#808080', '#ffff00', '#000000'].flatMap((primary) => OPTIONAL.flatMap((role) => EDGE_INPUTS.map((code) => ({ primary, [role]: code })))),
      ];
      for (const seeds of requests) missed.push(...failures(irodoriTheme({ seeds, target }), target).map((line) => `${JSON.stringify(seeds)} ${target}: ${line}`));
    }
    expect(missed.slice(0, 20)).toEqual([]);
  });
});

describe('Irodori theme: hue, seeds and shape', () => {
  it('keeps every fitted role on its family hue (within the gamut mapping’s JND of the hue plane)', () => {
    let checked = 0;
    let worst = 0;
    const worstDegrees = new Map<string, number>();
    const off: string[] = [];
    seedSets(600, 2802).forEach((seeds, k) => {
      const request: ThemeRequest = { seeds, target: THEME_TARGETS[k % THEME_TARGETS.length] };
      const theme = irodoriTheme(request);
      for (const appearance of APPEARANCES) {
        for (const role of IRODORI_ROLES) {
          const hex = theme[appearance][role];
          const family = familyOfRole(role, appearance, request, theme);
          const [, chroma, hue] = oklchOf(hex);
          if (family.c === 0 || !(chroma >= HUE_MIN_CHROMA)) continue;
          checked++;
          const distance = distanceFromHue(hex, family.h);
          worst = Math.max(worst, distance);
          const bucket = chroma < 0.06 ? 'C 0.03–0.06' : chroma < 0.1 ? 'C 0.06–0.1' : 'C ≥ 0.1';
          const degrees = Math.abs(((hue - family.h + 540) % 360) - 180);
          worstDegrees.set(bucket, Math.max(worstDegrees.get(bucket) ?? 0, degrees));
          if (distance > GAMUT_JND + HUE_ROUNDING && off.length < 10) off.push(`${JSON.stringify(request)} ${appearance} ${role} ${hex}: ${distance.toFixed(4)} from hue ${family.h.toFixed(1)}`);
        }
      }
    });
    console.log(`hue: ${checked} roles checked, farthest ${worst.toFixed(4)} from the family's hue plane; largest hue difference ${[...worstDegrees].map(([b, d]) => `${b}: ${d.toFixed(1)}°`).join(', ')}`);
    expect(off).toEqual([]);
    expect(checked).toBeGreaterThan(10000);
  });

  it('builds a grey primary as a neutral grey theme (only the error family has a hue)', () => {
    for (const primary of ['#000000', '#ffffff', '#808080', '#3c3c3c']) {
      for (const target of THEME_TARGETS) {
        const theme = irodoriTheme({ seeds: { primary }, target });
        for (const appearance of APPEARANCES) {
          for (const role of IRODORI_ROLES) {
            if (role.toLowerCase().includes('error')) continue;
            const hex = theme[appearance][role];
            expect(hex.slice(1, 3) === hex.slice(3, 5) && hex.slice(3, 5) === hex.slice(5, 7), `${primary} ${target} ${appearance} ${role} ${hex}`).toBe(true);
          }
        }
      }
    }
  });

  it('uses the primary seed as given in light when it passes on the surface with white text on it', () => {
    let kept = 0;
    for (const primary of seededCodes(400, 2803)) {
      for (const target of THEME_TARGETS) {
        const theme = irodoriTheme({ seeds: { primary }, target });
        const level = targetLevel(target);
        const passes = contrastOf(primary, theme.light.surface, level.method) >= level.text && contrastOf('#ffffff', primary, level.method) >= level.text;
        const darker = oklchOf(primary)[0] < oklchOf(theme.light.surface)[0];
        if (passes && darker) {
          expect(theme.light.primary).toBe(primary);
          kept++;
        } else expect(theme.light.primary).not.toBe(primary);
      }
    }
    expect(kept).toBeGreaterThan(100);
  });

  it('uses a light background seed and a text seed as given when they can take part, else falls back to the neutral', () => {
    const solarized = irodoriTheme({ seeds: { primary: '#268bd2', background: '#FDF6E3', text: '#073642' }, target: 'wcag-4.5' });
    expect(solarized.light.background).toBe('#fdf6e3');
    expect(solarized.light.surface).toBe('#fdf6e3');
    expect(solarized.light.onSurface).toBe('#073642');
    expect(solarized.light.onBackground).toBe('#073642');
    const plain = irodoriTheme({ seeds: { primary: '#268bd2' }, target: 'wcag-4.5' });
    // Too dark a background (under THEME_BACKGROUND_SEED_MIN_L) falls back to the neutral's surface.
    expect(oklchOf('#c0c0c0')[0]).toBeLessThan(THEME_BACKGROUND_SEED_MIN_L);
    const grey = irodoriTheme({ seeds: { primary: '#268bd2', background: '#c0c0c0' }, target: 'wcag-4.5' });
    expect(grey.light.surface).toBe(plain.light.surface);
    // Light enough, but black text cannot reach Lc 90 on its container: the neutral's surface again.
    const pale = irodoriTheme({ seeds: { primary: '#268bd2', background: '#e4e4e4' }, target: 'apca-90' });
    expect(pale.light.surface).toBe(irodoriTheme({ seeds: { primary: '#268bd2' }, target: 'apca-90' }).light.surface);
    expect(irodoriTheme({ seeds: { primary: '#268bd2', background: '#e4e4e4' }, target: 'wcag-4.5' }).light.surface).toBe('#e4e4e4');
    // A text seed too light for the target is darkened on its own hue.
    const light = irodoriTheme({ seeds: { primary: '#268bd2', text: '#6c71c4' }, target: 'wcag-7' });
    expect(contrastRatio(light.light.onSurface, light.light.surfaceContainer)).toBeGreaterThanOrEqual(7);
    expect(distanceFromHue(light.light.onSurface, oklchOf('#6c71c4')[2])).toBeLessThan(GAMUT_JND + HUE_ROUNDING);
    // The dark appearance is built on the neutral whatever the light one's background and text.
    expect(solarized.dark.surface).toBe(irodoriTheme({ seeds: { primary: '#268bd2' }, target: 'wcag-4.5' }).dark.surface);
  });

  it('gives every role in both appearances in IRODORI_ROLES order, as #rrggbb, the same for the same request', () => {
    const request: ThemeRequest = { seeds: { primary: '#3a7bd5', tertiary: null, error: undefined }, target: 'apca-75' };
    const theme = irodoriTheme(request);
    for (const appearance of APPEARANCES) {
      expect(Object.keys(theme[appearance])).toEqual([...IRODORI_ROLES]);
      for (const hex of Object.values(theme[appearance])) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme[appearance].background).toBe(theme[appearance].surface);
      expect(theme[appearance].onBackground).toBe(theme[appearance].onSurface);
    }
    expect(irodoriTheme(request)).toEqual(theme);
    expect(irodoriTheme({ seeds: { primary: '3A7BD5' }, target: 'apca-75' })).toEqual(theme);
  });

  it('gives one tonal palette per family: OKLCH L = tone / 100 on the family chroma and hue', () => {
    const request: ThemeRequest = { seeds: { primary: '#b33b15', neutral: '#0000ff' }, target: 'wcag-7' };
    const theme = irodoriTheme(request);
    const families = themeFamilies(validateThemeRequest(request));
    expect(theme.palettes.map((palette) => palette.name)).toEqual([...THEME_PALETTE_FAMILIES]);
    for (const palette of theme.palettes) {
      const family = families[palette.name as (typeof THEME_PALETTE_FAMILIES)[number]];
      expect(palette.tones.map((tone) => tone.tone)).toEqual([...THEME_PALETTE_TONES]);
      for (const { tone, hex } of palette.tones) expect(hex).toBe(packedToHex(encodeOklch(tone / 100, family.c, family.h)));
      expect(palette.tones[0].hex).toBe('#000000');
      expect(palette.tones.at(-1)?.hex).toBe('#ffffff');
    }
    // The neutral seed keeps its hue with a capped chroma; derived families follow the primary's hue.
    expect(families.neutral.c).toBeLessThanOrEqual(0.02);
    expect(families.tertiary.h).toBeCloseTo((families.primary.h + 60) % 360, 9);
  });

  it('refuses an invalid code, a missing primary or an unknown target', () => {
    for (const request of [
      { seeds: { primary: 'nope' }, target: 'wcag-4.5' },
      { seeds: { primary: '#123456', background: '#12345' }, target: 'wcag-4.5' },
      { seeds: { primary: '#123456', text: 0 }, target: 'wcag-4.5' },
      { seeds: { primary: '#123456' }, target: 'apca-45' },
      { seeds: {}, target: 'wcag-4.5' },
      { target: 'wcag-4.5' },
      null,
    ]) {
      expect(() => irodoriTheme(request as unknown as ThemeRequest)).toThrow();
    }
  });
});
