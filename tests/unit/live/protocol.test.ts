import { describe, expect, it } from 'vitest';
import { LIVE_MARK, LIVE_MAX_NODES, LIVE_MAX_RULES, LIVE_MAX_VARIABLES, isChannelTriple, isSafeValue, isVariableName, readPair, readReady, readToHelper, readToIrodori, type LiveNode } from '../../../src/core/live/protocol.ts';

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
    const apply = (values: unknown, extra: object = {}) => readToHelper({ type: 'apply', values, scheme: 'light', dark: ['class', 'dark'], id: 1, ...extra });
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

  it('switches dark only by a class or a data attribute', () => {
    const apply = (dark: unknown) => readToHelper({ type: 'apply', values: {}, scheme: 'dark', dark, id: 1 });
    for (const dark of [null, ['class', 'dark'], ['data-bs-theme', 'dark'], ['data-theme', 'night-2'], ['data-dark', '']]) expect(apply(dark)).not.toBeNull();
    for (const dark of [undefined, ['onclick', 'alert(1)'], ['style', 'x'], ['data-x', 'a b'], ['class', 'x" y'], ['class', ''], ['src', 'dark'], { kind: 'class', name: 'dark' }]) {
      expect(apply(dark), JSON.stringify(dark)).toBeNull();
    }
  });

  it('takes the inspector’s requests only in their shape', () => {
    expect(readToHelper({ type: 'inspect' })).not.toBeNull();
    expect(readToHelper({ type: 'mark', index: 3 })).not.toBeNull();
    expect(readToHelper({ type: 'mark', index: -1 })).not.toBeNull();
    for (const index of ['3', 1.5, null, '__proto__']) expect(readToHelper({ type: 'mark', index })).toBeNull();
    const matrix = Array.from({ length: 20 }, (_, i) => i / 20);
    expect(readToHelper({ type: 'vision', matrix })).not.toBeNull();
    expect(readToHelper({ type: 'vision', matrix: null })).not.toBeNull();
    for (const bad of [matrix.slice(1), [...matrix.slice(1), Number.NaN], [...matrix.slice(1), '1'], 'url(x)']) expect(readToHelper({ type: 'vision', matrix: bad })).toBeNull();
  });

  it('keeps the rules of a report that pass their checks, and no more than its limit', () => {
    const rules = [[':root', '--primary', '#fff'], ['.dark', '--primary', '#000']];
    expect(readToIrodori({ type: 'report', rules })).toEqual({ type: 'report', rules });
    const bad = [['x'.repeat(1001), '--a', '#fff'], [':root', 'color', '#fff'], [':root', '--a', 'red; x: y'], [':root', '--a'], 'rule', null];
    expect(readToIrodori({ type: 'report', rules: [...bad, ...rules] })).toEqual({ type: 'report', rules });
    const many = Array.from({ length: LIVE_MAX_RULES + 5 }, () => [':root', '--a', '#fff']);
    expect((readToIrodori({ type: 'report', rules: many }) as unknown as { rules: unknown[] }).rules).toHaveLength(LIVE_MAX_RULES);
    expect(readToIrodori({ type: 'report', rules: 'x' })).toBeNull();
    expect(readToIrodori({ type: 'paired', rules })).toBeNull();
    expect(readToIrodori({ type: 'applied', id: 3 })).toEqual({ type: 'applied', id: 3 });
    expect(readToIrodori({ type: 'applied', id: '3' })).toBeNull();
  });

  it('takes an inspection only of well-formed nodes, parents first', () => {
    const node = (parent: number): LiveNode => [parent, 'p', '', '', 4, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', 0, '1', '16px', '400', 1, 0, 0, 100, 20];
    const nodes = [node(-1), node(0), node(1)];
    expect(readToIrodori({ type: 'nodes', nodes })).toEqual({ type: 'nodes', nodes });
    expect(readToIrodori({ type: 'nodes', nodes: [node(-1), node(1)] })).toBeNull();
    expect(readToIrodori({ type: 'nodes', nodes: [node(-1), [...node(0).slice(0, 15)]] })).toBeNull();
    expect(readToIrodori({ type: 'nodes', nodes: [node(-1), Object.assign([...node(0)], { 5: 'x'.repeat(300) })] })).toBeNull();
    expect(readToIrodori({ type: 'nodes', nodes: [node(-1), Object.assign([...node(0)], { 12: Number.POSITIVE_INFINITY })] })).toBeNull();
    const huge = Array.from({ length: LIVE_MAX_NODES + 3 }, (_, i) => node(i - 1));
    expect((readToIrodori({ type: 'nodes', nodes: huge }) as unknown as { nodes: unknown[] }).nodes).toHaveLength(LIVE_MAX_NODES);
  });
});
