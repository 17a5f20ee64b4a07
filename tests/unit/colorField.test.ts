/**
 * The colour fields' reading of what is typed (src/ui/hexField.ts, src/ui/colorFieldReading.ts): the SPEC's hex rules
 * while the text looks like hex, the colour parser beyond it, and what the field says after a commit. Nothing is cut
 * or ignored silently but an unfinished hex code.
 */
import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../support/expectOutputs.ts';
import { fieldText, looksLikeHex } from '../../src/ui/hexField.ts';
import { FIELD_ECHO_MAX, fieldStatus, readFieldText } from '../../src/ui/colorFieldReading.ts';
import { oklchToHexInGamut } from '../../src/core/convert/gamutMap.ts';

describe('a colour field', () => {
  it('keeps the 7-character limit only while the text looks like hex', () => {
    expectOutputs(looksLikeHex, [
      ['', true],
      ['#', true],
      ['3a7', true],
      ['#3A7BD5', true],
      ['1234567', true],
      ['12345678', false],
      ['#3a7bd58', false],
      ['o', false],
      ['oklch(7', false],
      ['#3a7 ', false],
      ['3a#', false],
      ['桜', false],
    ]);
  });

  it('commits a hex code at once, ignores an unfinished one and hands anything else to the parser', () => {
    expect(fieldText('')).toEqual({ kind: 'empty' });
    expect(fieldText('   ')).toEqual({ kind: 'empty' });
    expect(fieldText('F80')).toEqual({ kind: 'hex', code: '#ff8800' });
    expect(fieldText(' #3A7BD5 ')).toEqual({ kind: 'hex', code: '#3a7bd5' });
    for (const draft of ['#', '#12', '1234', '#12345', '1234567']) expect(fieldText(draft), draft).toEqual({ kind: 'hexDraft' });
    for (const other of ['oklch(70% 0.2 150)', 'tomato', '桜色', '#3a7bd580', '123456789', 'xyz']) {
      expect(fieldText(` ${other} `), other).toEqual({ kind: 'other', text: other });
    }
  });

  it('says why the code differs from what was typed, or that the text is not a colour', () => {
    expect(fieldStatus('tomato', { code: '#ff6347', mapped: false, alphaDropped: false })).toBeNull();
    expect(fieldStatus('oklch(70% 0.3 150)', { code: '#00c25b', mapped: true, alphaDropped: false })).toEqual({ kind: 'outside', text: 'oklch(70% 0.3 150)', code: '#00c25b' });
    expect(fieldStatus('#3a7bd580', { code: '#3a7bd5', mapped: false, alphaDropped: true })).toEqual({ kind: 'translucent', text: '#3a7bd580', code: '#3a7bd5' });
    expect(fieldStatus('oklch(70% 0.3 150 / 50%)', { code: '#00c25b', mapped: true, alphaDropped: true })).toMatchObject({ kind: 'outsideTranslucent' });
    expect(fieldStatus(' qqq ', null)).toEqual({ kind: 'unreadable', text: 'qqq' });
  });

  it('repeats a long text cut with an ellipsis, by characters, never silently', () => {
    const long = '桜'.repeat(100);
    const status = fieldStatus(long, null);
    expect(status?.text).toBe(`${'桜'.repeat(FIELD_ECHO_MAX - 1)}…`);
    expect(Array.from(status?.text ?? '')).toHaveLength(FIELD_ECHO_MAX);
    expect(fieldStatus('x'.repeat(FIELD_ECHO_MAX), null)?.text).toBe('x'.repeat(FIELD_ECHO_MAX));
  });
});

// A text that is neither hex nor CSS loads the name tables into the app's caches, which the workers' shared module graph
// would keep for other files (tests/unit/pageData.test.ts reads a cache before loading it): names are read in
// tests/unit/names/colorQuery.test.ts (wholeColor) and in the browser (tests/e2e/colorField.spec.ts).
describe('a colour field’s parser', () => {
  it('commits the sRGB code of any CSS colour, with the message a mapped or translucent one needs', async () => {
    expect(await readFieldText('tomato')).toEqual({ code: '#ff6347', status: null });
    expect(await readFieldText('rgb(58 123 213)')).toEqual({ code: '#3a7bd5', status: null });
    const wide = await readFieldText('oklch(70% 0.3 150)');
    expect(wide).toEqual({ code: oklchToHexInGamut(0.7, 0.3, 150), exact: 'oklch(70% 0.3 150)', status: { kind: 'outside', text: 'oklch(70% 0.3 150)', code: oklchToHexInGamut(0.7, 0.3, 150) } });
    expect((await readFieldText('#3a7bd580')).status).toMatchObject({ kind: 'translucent', code: '#3a7bd5' });
    // Where the colour is kept as it is (a wide colour's own page), nothing is lost and nothing is said.
    expect(await readFieldText('oklch(70% 0.3 150)', true)).toEqual({ code: oklchToHexInGamut(0.7, 0.3, 150), exact: 'oklch(70% 0.3 150)', status: null });
    expect((await readFieldText('banana', true)).status).toMatchObject({ kind: 'unreadable' });
  });
});
