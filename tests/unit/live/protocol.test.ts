import { describe, expect, it } from 'vitest';
import { LIVE_MARK, LIVE_MAX_VARIABLES, isChannelTriple, isSafeValue, isVariableName, readPair, readReady, readToHelper, readToIrodori } from '../../../src/core/live/protocol.ts';

describe('the live link’s messages', () => {
  it('takes names and values that cannot leave their declaration', () => {
    expect(isVariableName('--primary-foreground')).toBe(true);
    expect(isVariableName('--color_2')).toBe(true);
    for (const name of ['primary', '--', '--a b', '--a;b', '--a:b', `--${'x'.repeat(120)}`, 42, null]) expect(isVariableName(name)).toBe(false);
    for (const value of ['#fff', 'oklch(0.5 0.1 200)', 'rgb(1 2 3 / 50%)', '64, 95, 144', 'var(--x)']) expect(isSafeValue(value)).toBe(true);
    for (const value of ['', 'red; color: blue', 'red} body{display:none', 'url("x")', "url('x')", 'a\\62', '</style>', 'red /* x */', 'x'.repeat(300), 7]) {
      expect(isSafeValue(value)).toBe(false);
    }
  });

  it('reads channel triples as Bootstrap, Ionic and MUI write them', () => {
    for (const value of ['64, 95, 144', '64 95 144', ' 0,0,0 ']) expect(isChannelTriple(value)).toBe(true);
    for (const value of ['64, 95', '1, 2, 3, 4', '1000, 2, 3', 'a, b, c']) expect(isChannelTriple(value)).toBe(false);
  });

  it('pairs only on its own mark and a code of four digits', () => {
    expect(readReady({ mark: LIVE_MARK, type: 'ready' })).not.toBeNull();
    expect(readReady({ mark: 'irodori-live/0', type: 'ready' })).toBeNull();
    expect(readPair({ mark: LIVE_MARK, type: 'pair', code: '0427' })).not.toBeNull();
    for (const code of ['427', '04270', 'abcd', '12e4', 1234]) expect(readPair({ mark: LIVE_MARK, type: 'pair', code })).toBeNull();
    expect(readPair('{"mark":"irodori-live/1","type":"pair","code":"1234"}')).toBeNull();
  });

  it('refuses a change that is not a record of names to safe values, or too many of them', () => {
    const apply = (values: unknown, extra: object = {}) => readToHelper({ type: 'apply', values, scheme: 'light', id: 1, ...extra });
    expect(apply({ '--primary': '#123456' })).not.toBeNull();
    expect(apply({ '--primary': 'red; background: url(//evil)' })).toBeNull();
    expect(apply({ 'background-image': 'red' })).toBeNull();
    expect(apply({ '--a': '#fff' }, { scheme: 'sepia' })).toBeNull();
    expect(apply({ '--a': '#fff' }, { id: 1.5 })).toBeNull();
    expect(apply(null)).toBeNull();
    expect(apply(Object.fromEntries(Array.from({ length: LIVE_MAX_VARIABLES + 1 }, (_, i) => [`--v${i}`, '#fff'])))).toBeNull();
    expect(readToHelper({ type: 'eval', code: 'alert(1)' })).toBeNull();
    expect(readToHelper({ type: 'restore' })).toEqual({ type: 'restore' });
  });

  it('takes a report only with valid variables and dark switch', () => {
    const report = { variables: [{ name: '--primary', light: '#fff', dark: null }], dark: { kind: 'class', name: 'dark' } };
    expect(readToIrodori({ type: 'paired', report })).toEqual({ type: 'paired', report });
    expect(readToIrodori({ type: 'paired', report: { ...report, dark: { kind: 'class', name: 'x" onload="' } } })).toBeNull();
    expect(readToIrodori({ type: 'report', report: { ...report, variables: [{ name: 'color', light: '#fff', dark: null }] } })).toBeNull();
    expect(readToIrodori({ type: 'applied', id: 3 })).toEqual({ type: 'applied', id: 3 });
    expect(readToIrodori({ type: 'applied', id: '3' })).toBeNull();
  });
});
