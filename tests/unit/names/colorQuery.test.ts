import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { COLOR_QUERY_LIMIT, queryColor, wholeColor, type ColorQueryResult } from '../../../src/core/names/colorQuery.ts';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import { JAPANESE } from '../../support/japaneseColors';
import { NAMES } from '../../support/colorNames';

const data = { japanese: JAPANESE, names: NAMES };

/** Returns the code Enter would open, or the status when nothing is found. */
function opens(text: string): string {
  const result = queryColor(text, data);
  return result.status === 'found' ? result.matches[0].code : result.status;
}

function first(result: ColorQueryResult) {
  if (result.status !== 'found') throw new Error(`nothing found: ${result.status}`);
  return result.matches[0];
}

describe('a typed colour', () => {
  it('reads every CSS form to the expected code', () => {
    expectOutputs(opens, [
      ['tomato', '#ff6347'],
      ['RebeccaPurple', '#663399'],
      ['rgb(58 123 213)', '#3a7bd5'],
      ['rgb(58, 123, 213)', '#3a7bd5'],
      ['hsl(214.8 64.9% 53.1%)', '#3a7bd5'],
      ['hsl(120deg 100% 25%)', '#008000'],
      ['oklch(58.62% 0.15327 257.23)', '#3a7bd5'],
      ['oklch(0.7 0.15 200)', oklchToHexInGamut(0.7, 0.15, 200)],
      ['color(display-p3 0.2933 0.4765 0.81)', '#3a7bd5'],
      ['  #3A7BD5  ', '#3a7bd5'],
      ['f80', '#ff8800'],
      ['lab(50.89 2.6 -53.35)', '#3a7bd5'],
    ]);
  });

  it('flags a colour past sRGB and a dropped alpha', () => {
    expect(first(queryColor('color(display-p3 0 1 0)', data))).toMatchObject({ source: 'css', mapped: true, alphaDropped: false });
    expect(first(queryColor('#3a7bd580', data))).toMatchObject({ code: '#3a7bd5', source: 'css', alphaDropped: true, mapped: false });
    expect(first(queryColor('oklch(0.7 0.15 200)', data))).toMatchObject({ source: 'css', label: 'oklch(0.7 0.15 200)' });
  });

  it('finds a traditional Japanese colour by kanji, kana or romaji', () => {
    for (const text of ['桜色', 'さくらいろ', 'サクライロ', 'sakura-iro', 'Sakura iro', 'sakurairo']) {
      const result = queryColor(text, data);
      expect(result.status, text).toBe('found');
      expect(first(result), text).toMatchObject({ code: '#fcc9b9', source: 'japanese', label: '桜色', detail: 'Sakura-iro · Cherry blossom color' });
      if (result.status === 'found') expect(result.whole).toBe(true);
    }
  });

  it('lists the colours a part of a name finds, whole names first', () => {
    const sakura = queryColor('桜', data);
    expect(sakura.status === 'found' && sakura.whole).toBe(false);
    expect(sakura.status === 'found' && sakura.matches.map((match) => match.label)).toEqual(['桜色', '桜鼠']);
    const blue = queryColor('cornflower', data);
    expect(blue.status === 'found' && blue.matches.every((match) => match.label.toLowerCase().includes('cornflower'))).toBe(true);
    const many = queryColor('blue', data); // a CSS name: read whole, as CSS
    expect(many.status === 'found' && many.matches).toHaveLength(1);
    const part = queryColor('lue', data);
    expect(part.status === 'found' && part.matches.length).toBe(COLOR_QUERY_LIMIT);
    // How many there are in all, beyond those listed.
    expect(part.status === 'found' && part.total).toBeGreaterThan(COLOR_QUERY_LIMIT);
    expect(sakura.status === 'found' && sakura.total).toBe(2);
  });

  it('finds a listed name whole, case, spaces and hyphens ignored', () => {
    const name = NAMES.entries.find((entry) => entry.name === 'Cornflower Blue')!;
    expect(first(queryColor('cornflower blue', data))).toMatchObject({ code: name.code, source: 'name', label: 'Cornflower Blue' });
    expect(first(queryColor('Cornflower-Blue', data)).code).toBe(name.code);
  });

  it('says when a text cannot be read, and nothing for an empty one', () => {
    for (const text of ['rgb(1 2)', 'oklch(', 'not a colour xyz', '#12345', 'qqqq', 'calc(1px)']) {
      expect(queryColor(text, data).status, text).toBe('unreadable');
    }
    expect(queryColor('   ', data).status).toBe('empty');
  });

  it('gives an exact CSS name first, as itself: tomato is Tomato #ff6347, not its nearest listed name', () => {
    for (const text of ['tomato', 'Tomato', ' TOMATO ']) {
      const result = queryColor(text, data);
      expect(result.status === 'found' && result.whole, text).toBe(true);
      expect(first(result), text).toMatchObject({ code: '#ff6347', source: 'cssName', label: 'tomato', mapped: false, alphaDropped: false });
    }
    // A listed colour of the same name but another code comes after the CSS one; one of the same code is not repeated.
    const orange = queryColor('orange', data);
    expect(orange.status === 'found' && orange.matches.map((match) => [match.source, match.label, match.code])).toEqual([
      ['cssName', 'orange', '#ffa500'],
      ['name', 'Orange', NAMES.entries.find((entry) => entry.name === 'Orange')!.code],
    ]);
    const blue = queryColor('blue', data);
    expect(blue.status === 'found' && blue.matches).toHaveLength(1);
    // A CSS function is not a name: it stays a CSS text.
    expect(first(queryColor('rgb(255 99 71)', data))).toMatchObject({ code: '#ff6347', source: 'css' });
  });

  it('gives an exact listed name before the names that begin with it or contain it', () => {
    const name = NAMES.entries.find((entry) => entry.name === 'Outrageous Orange')!;
    expect(first(queryColor('outrageous orange', data))).toMatchObject({ code: name.code, source: 'name', label: 'Outrageous Orange' });
    const cornflower = NAMES.entries.find((entry) => entry.name === 'Cornflower')!;
    const result = queryColor('Cornflower', data);
    expect(result.status === 'found' && result.whole).toBe(true);
    expect(first(result)).toMatchObject({ code: cornflower.code, label: 'Cornflower' });
  });

  it('names the colour a field commits only when the text names one whole', () => {
    expect(wholeColor('oklch(70% 0.3 150)')).toMatchObject({ code: oklchToHexInGamut(0.7, 0.3, 150), mapped: true });
    expect(wholeColor('#3a7bd580')).toMatchObject({ code: '#3a7bd5', alphaDropped: true });
    expect(wholeColor('tomato')?.code).toBe('#ff6347');
    expect(wholeColor('桜色')).toBeNull(); // without the table
    expect(wholeColor('桜色', data)?.code).toBe('#fcc9b9');
    expect(wholeColor('sakura-iro', data)?.code).toBe('#fcc9b9');
    expect(wholeColor('桜', data)).toBeNull(); // a part of two names
    expect(wholeColor('not a colour', data)).toBeNull();
    expect(wholeColor('', data)).toBeNull();
  });

  it('without the name lists, reads CSS and hex only', () => {
    expect(queryColor('tomato').status).toBe('found');
    expect(queryColor('桜色').status).toBe('unreadable');
  });
});
