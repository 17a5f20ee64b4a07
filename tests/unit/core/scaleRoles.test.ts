/**
 * The scale preview's roles (core/scale/scaleRoles.ts): the steps each design system uses for each part, a solid's
 * text that reads on it, and contrast scales picked by target.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, generateScale, readableTextOn, scaleRoles } from '../../../src/core/index.ts';

describe('scaleRoles', () => {
  it('takes Tailwind’s conventional steps in light and dark, with the neutral scale for the page', () => {
    const scale = generateScale({ kind: 'tailwind', color: '#3a7bd5', neutral: true });
    const at = (label: string) => scale.steps.find((s) => s.label === label)!.hex;
    const n = (label: string) => scale.neutral!.find((s) => s.label === label)!.hex;
    const light = scaleRoles(scale, 'light');
    expect(light).toMatchObject({ solid: at('600'), link: at('700'), subtle: at('50'), subtleBorder: at('200'), subtleText: at('800') });
    expect(light).toMatchObject({ surface: n('50'), border: n('200'), text: n('900') });
    const dark = scaleRoles(scale, 'dark');
    expect(dark).toMatchObject({ solid: at('500'), link: at('400'), subtle: at('950'), background: n('950'), text: n('50') });
    // Without a neutral scale, greys.
    const plain = generateScale({ kind: 'tailwind', color: '#3a7bd5' });
    expect(scaleRoles(plain, 'light').background).toBe('#ffffff');
    expect(scaleRoles(plain, 'dark').background).toBe('#09090b');
  });

  it('takes Radix’s step roles from the light and the dark scale', () => {
    const scale = generateScale({ kind: 'radix', color: '#e54d2e' });
    const light = scaleRoles(scale, 'light');
    const dark = scaleRoles(scale, 'dark');
    expect(light.solid).toBe(scale.steps[8].hex);
    expect(light.subtle).toBe(scale.steps[2].hex);
    expect(light.subtleBorder).toBe(scale.steps[5].hex);
    expect(dark.subtle).toBe(scale.dark![2].hex);
    expect(dark.link).toBe(scale.dark![10].hex);
  });

  it('picks contrast steps by target on their background', () => {
    const scale = generateScale({ kind: 'contrast', color: '#3a7bd5', targets: [1.1, 1.5, 3, 4.5, 7, 12], background: '#ffffff' });
    const roles = scaleRoles(scale, 'light', '#ffffff');
    expect(roles.background).toBe('#ffffff');
    expect(roles.solid).toBe(scale.steps[3].hex);
    expect(contrastRatio(roles.solid, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(roles.text).toBe(scale.steps[4].hex);
    expect(roles.subtle).toBe(scale.steps[0].hex);
  });

  it('puts white or black text on a solid, whichever reads better', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#ffff00')).toBe('#000000');
    for (const code of ['#3a7bd5', '#e54d2e', '#22c55e', '#facc15']) {
      const text = readableTextOn(code);
      const other = text === '#ffffff' ? '#000000' : '#ffffff';
      expect(contrastRatio(text, code)).toBeGreaterThanOrEqual(contrastRatio(other, code));
    }
  });
});
