/**
 * Contrast-target scales (core/scale/contrastScale.ts): each step meets its target against the background (WCAG 2
 * ratio or APCA Lc magnitude, as the contrast checker measures the same codes), never below it and within 0.01 where
 * the sRGB bytes allow; the side of the background that can reach the target is chosen; unreachable targets are
 * flagged with the nearest achievable colour; requests out of range are refused.
 */
import { describe, expect, it } from 'vitest';
import { SCALE_TARGET_TOLERANCE, apcaContrast, contrastRatio, generateScale, relativeLuminance, type ScaleRequest } from '../../../src/core/index.ts';
import { seededCodes } from './helpers.ts';
import { deltaEOk, oklchOf } from './scaleHelpers.ts';

const WCAG_TARGETS = [1.25, 1.5, 2, 3, 4.5, 7, 10, 12, 15];
const APCA_TARGETS = [15, 30, 45, 60, 75, 90];
const BACKGROUNDS = ['#ffffff', '#000000', '#f5f5f4', '#1e293b', '#777777', '#3b82f6'];

/** Returns the share of reachable steps within `tolerance` over seeded colours and backgrounds; checks each step on the way. */
function sweep(method: 'wcag' | 'apca', targets: readonly number[], backgrounds: readonly string[], count: number, tolerance = SCALE_TARGET_TOLERANCE): number {
  let reachable = 0;
  let within = 0;
  for (const [k, color] of seededCodes(count, 2201 + targets.length).entries()) {
    const background = backgrounds[k % backgrounds.length];
    const scale = generateScale({ kind: 'contrast', color, targets, background, method });
    expect(scale.anchor).toBe(-1);
    scale.steps.forEach((step, i) => {
      expect(step.target).toBe(targets[i]);
      expect(step.label).toBe(String(targets[i]));
      const measured = method === 'wcag' ? contrastRatio(step.hex, background) : Math.abs(apcaContrast(step.hex, background));
      expect(step.contrast).toBeCloseTo(measured, 9);
      if (!step.reachable) return;
      reachable++;
      expect(measured, `${color} on ${background}, ${method} ${step.label}: ${step.hex}`).toBeGreaterThanOrEqual(targets[i]);
      if (measured - targets[i] <= tolerance) within++;
    });
  }
  return within / reachable;
}

describe('contrast scale', () => {
  it('meets WCAG 3, 4.5 and 7 on white and black, always at or above them, within 0.01 unless the hue forbids it', () => {
    // Saturated greens miss: green carries 72 % of the luminance, so one unit of it moves the ratio by ~0.05, and
    // red and blue, near 0 to keep the hue, have nothing left to make up the difference (#028a02: 4.527 for 4.5).
    const share = sweep('wcag', [3, 4.5, 7], ['#ffffff', '#000000'], 400);
    console.log(`WCAG 3, 4.5, 7 on white and black: ${(share * 100).toFixed(1)} % of steps within 0.01`);
    expect(share).toBeGreaterThan(0.85);
    for (const color of ['#2563eb', '#e11d48', '#7c3aed', '#b45309', '#64748b', '#808080']) {
      for (const step of generateScale({ kind: 'contrast', color, targets: [3, 4.5, 7], background: '#ffffff' }).steps) {
        expect((step.contrast ?? 0) - (step.target ?? 0), `${color} ${step.label}`).toBeLessThanOrEqual(SCALE_TARGET_TOLERANCE);
      }
    }
  });

  it('meets WCAG targets on any background: all at or above, most within 0.01', () => {
    const share = sweep('wcag', WCAG_TARGETS, BACKGROUNDS, 300);
    console.log(`WCAG ${WCAG_TARGETS.join(', ')} on 6 backgrounds: ${(share * 100).toFixed(1)} % within 0.01`);
    expect(share).toBeGreaterThan(0.85);
  });

  it('meets APCA targets: all at or above, most within 0.1 Lc (one unit of a channel moves Lc by 0.03–0.5)', () => {
    const share = sweep('apca', APCA_TARGETS, BACKGROUNDS, 300);
    const coarse = sweep('apca', APCA_TARGETS, BACKGROUNDS, 300, 0.1);
    console.log(`APCA Lc ${APCA_TARGETS.join(', ')} on 6 backgrounds: ${(share * 100).toFixed(1)} % within 0.01, ${(coarse * 100).toFixed(1)} % within 0.1`);
    expect(share).toBeGreaterThan(0.3);
    expect(coarse).toBeGreaterThan(0.85);
  });

  it('meets a mid-grey’s targets on the side that reaches, dark before light', () => {
    const scale = generateScale({ kind: 'contrast', color: '#2563eb', targets: [1.5, 4.5, 5.5], background: '#777777' });
    // #777777 reaches 4.69 with black and 4.48 with white: 1.5 and 4.5 go darker, 5.5 nowhere.
    const y = relativeLuminance('#777777');
    expect(relativeLuminance(scale.steps[0].hex)).toBeLessThan(y);
    expect(relativeLuminance(scale.steps[1].hex)).toBeLessThan(y);
    expect(scale.steps[2]).toMatchObject({ hex: '#000000', reachable: false });
    expect(scale.steps[2].contrast).toBeCloseTo(contrastRatio('#000000', '#777777'), 9);
    const light = generateScale({ kind: 'contrast', color: '#2563eb', targets: [4.45], background: '#777777' });
    expect(light.steps[0].reachable).toBe(true);
    const dark = generateScale({ kind: 'contrast', color: '#2563eb', targets: [7], background: '#1e293b' });
    expect(relativeLuminance(dark.steps[0].hex)).toBeGreaterThan(relativeLuminance('#1e293b'));
  });

  it('keeps the input’s hue where there is chroma to show it', () => {
    const [, , hue] = oklchOf('#e11d48');
    const scale = generateScale({ kind: 'contrast', color: '#e11d48', targets: [1.5, 3, 4.5, 7], background: '#ffffff' });
    for (const step of scale.steps) {
      const [, c, h] = oklchOf(step.hex);
      expect(c).toBeGreaterThan(0.05);
      expect(Math.abs(((h - hue + 540) % 360) - 180)).toBeLessThan(6);
    }
  });

  it('flags unreachable targets with the nearest achievable colour', () => {
    // #808080 reaches 5.32 with black, 3.95 with white.
    const scale = generateScale({ kind: 'contrast', color: '#123456', targets: [21, 5.4, 5.3], background: '#808080' });
    expect(scale.steps[0]).toMatchObject({ reachable: false, hex: '#000000' });
    expect(scale.steps[1]).toMatchObject({ reachable: false, hex: '#000000' });
    expect(scale.steps[1].contrast).toBeCloseTo(contrastRatio('#000000', '#808080'), 9);
    expect(scale.steps[2].reachable).toBe(true);
    const apca = generateScale({ kind: 'contrast', color: '#123456', targets: [106], background: '#ffffff', method: 'apca' });
    expect(apca.steps[0].reachable).toBe(true);
    expect(apca.steps[0].contrast).toBeGreaterThanOrEqual(106);
    const white = generateScale({ kind: 'contrast', color: '#123456', targets: [107], background: '#ffffff', method: 'apca' });
    expect(white.steps[0]).toMatchObject({ reachable: false, hex: '#000000' });
    expect(deltaEOk(generateScale({ kind: 'contrast', color: '#000', targets: [1], background: '#fff' }).steps[0].hex, '#ffffff')).toBeLessThan(1);
  });

  it('makes a neutral scale of low chroma for the same targets', () => {
    const scale = generateScale({ kind: 'contrast', color: '#e11d48', targets: [3, 4.5], background: '#ffffff', neutral: true });
    expect(scale.neutral?.map((s) => s.reachable)).toEqual([true, true]);
    for (const step of scale.neutral ?? []) expect(oklchOf(step.hex)[1]).toBeLessThan(0.03);
  });

  it('refuses requests out of range', () => {
    const ok: ScaleRequest = { kind: 'contrast', color: '#123456', targets: [4.5], background: '#fff', method: 'wcag' };
    for (const bad of [
      { ...ok, targets: [] },
      { ...ok, targets: Array(25).fill(3) },
      { ...ok, targets: [0.5] },
      { ...ok, targets: [22] },
      { ...ok, targets: [Number.NaN] },
      { ...ok, method: 'apca', targets: [120] },
      { ...ok, method: 'lab' },
      { ...ok, background: 'nope' },
      { ...ok, color: '#12' },
      { ...ok, kind: 'material' },
      { kind: 'tailwind', color: '#123456', pinned: '9' },
      { kind: 'radix', color: '#123456', pinned: '500' },
      { kind: 'radix', color: '#123456', neutral: 'yes' },
    ]) {
      expect(() => generateScale(bad as ScaleRequest), JSON.stringify(bad)).toThrow();
    }
  });
});
