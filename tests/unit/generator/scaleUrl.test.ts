/**
 * The scale generator's address (features/generator/scale/scaleUrl.ts): defaults for anything invalid, several
 * families, and a round trip of every state it writes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { DEFAULT_TARGETS, MAX_FAMILIES, cleanName, parseScaleParams, parseTargets, scaleQuery, type ScaleParams } from '../../../src/features/generator/scale/scaleUrl';

const parse = (query: string) => parseScaleParams(new URLSearchParams(query), '#123456');

describe('parseScaleParams', () => {
  it('reads the first family, the steps and the options', () => {
    expect(parse('mode=scale&color=3a7bd5&steps=radix&name=Blue&pin=9&neutral=1')).toEqual({
      steps: 'radix',
      families: [{ color: '#3a7bd5', name: 'Blue', pin: '9' }],
      neutral: true,
      method: 'wcag',
      targets: [...DEFAULT_TARGETS.wcag],
      background: '#ffffff',
    });
  });

  it('falls back for anything invalid, and leaves out a bad further family', () => {
    const state = parse('color=zzz&steps=nope&pin=9&neutral=yes&scale=xyz::a&scale=e76f51:950:warm&scale=00ff00:12:green');
    expect(state.steps).toBe('tailwind');
    expect(state.families).toEqual([
      { color: '#123456', name: 'brand', pin: null },
      { color: '#e76f51', name: 'warm', pin: '950' },
      { color: '#00ff00', name: 'green', pin: null },
    ]);
    expect(state.neutral).toBe(false);
    expect(parse('steps=custom&method=apca&targets=200').targets).toEqual([...DEFAULT_TARGETS.apca]);
    expect(parse('steps=custom&bg=fff').background).toBe('#ffffff');
  });

  it('keeps at most MAX_FAMILIES families, names cleaned', () => {
    const query = Array.from({ length: 12 }, () => 'scale=e76f51::x').join('&');
    expect(parse(`color=3a7bd5&${query}`).families).toHaveLength(MAX_FAMILIES);
    expect(cleanName('  \u0000 ', 3)).toBe('accent-3');
    expect(cleanName('a'.repeat(60), 0)).toHaveLength(40);
  });

  it('reads targets in range only', () => {
    expect(parseTargets('1.5, 3,4.5', 'wcag')).toEqual([1.5, 3, 4.5]);
    expect(parseTargets('0.5', 'wcag')).toBeNull();
    expect(parseTargets('22', 'wcag')).toBeNull();
    expect(parseTargets('105', 'apca')).toEqual([105]);
    expect(parseTargets(Array(25).fill('3').join(','), 'wcag')).toBeNull();
  });
});

describe('scaleQuery', () => {
  it('writes the defaults out and keeps names readable', () => {
    const state = parse('color=3a7bd5');
    expect(scaleQuery(state)).toBe('mode=scale&color=3a7bd5&steps=tailwind');
    expect(scaleQuery({ ...state, families: [...state.families, { color: '#e76f51', pin: '600', name: 'warm sun' }] })).toBe(
      'mode=scale&color=3a7bd5&steps=tailwind&scale=e76f51:600:warm+sun',
    );
  });

  it('round-trips every state it writes', () => {
    const name = fc.string({ minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(
        fc.constantFrom('tailwind', 'radix', 'custom' as const),
        fc.array(fc.record({ color: hex, name }), { minLength: 1, maxLength: MAX_FAMILIES }),
        fc.boolean(),
        (steps, families, neutral) => {
          const state: ScaleParams = {
            steps,
            families: families.map((f, i) => ({ color: f.color, name: cleanName(f.name, i), pin: steps === 'tailwind' && i === 0 ? '500' : null })),
            neutral,
            method: 'wcag',
            targets: [3, 4.5],
            background: '#ffffff',
          };
          const back = parse(scaleQuery(state));
          expect(back.families).toEqual(state.families);
          expect(back.steps).toBe(steps);
          expect(back.neutral).toBe(neutral);
          if (steps === 'custom') expect(back.targets).toEqual([3, 4.5]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the alpha steps on with alpha=1, and writes nothing when they are off', () => {
    const state = parse('color=3a7bd5&steps=radix&alpha=1');
    expect(state.alpha).toBe(true);
    expect(scaleQuery(state)).toBe('mode=scale&color=3a7bd5&steps=radix&alpha=1');
    expect(parse('color=3a7bd5&alpha=yes')).not.toHaveProperty('alpha');
    expect(scaleQuery({ ...state, alpha: false })).toBe('mode=scale&color=3a7bd5&steps=radix');
    expect(scaleQuery({ ...parse('color=3a7bd5&neutral=1'), alpha: true })).toBe('mode=scale&color=3a7bd5&steps=tailwind&neutral=1&alpha=1');
  });
});
