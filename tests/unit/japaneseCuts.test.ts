import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutStylesheet, facesFor, japaneseCharacters } from '../../src/build/japaneseCutsPlugin';

const packageDir = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-jp/package.json'));
const css = readFileSync(join(packageDir, 'index.css'), 'utf8');

describe('the Japanese of English pages, cut from Noto Sans JP', () => {
  it('takes the Japanese characters of a text, once each, and nothing Latin', () => {
    expect(japaneseCharacters('A Dictionary (配色事典), 緋 and あか — café “quoted”')).toEqual([...'あか事典緋色配'].sort());
  });

  it("finds every Japanese character of the English texts in one of Noto Sans JP's blocks", () => {
    const dir = join(import.meta.dirname, '../../locales/en');
    const characters = japaneseCharacters(readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8')).join(''));
    expect(characters).toContain('配');
    const faces = facesFor(css, characters);
    expect(faces.flatMap((face) => face.characters).sort()).toEqual(characters);
    for (const { file } of faces) expect(readdirSync(join(packageDir, 'files'))).toContain(file);
  });

  it("finds every character of the traditional colours' names in one of its blocks", () => {
    const file = join(import.meta.dirname, '../../src/engine/generated/japanese-colors.json');
    const characters = japaneseCharacters(readFileSync(file, 'utf8'));
    expect(characters.length).toBeGreaterThan(200);
    expect(facesFor(css, characters).flatMap((face) => face.characters).sort()).toEqual(characters);
  });

  it('fails on a character the face cannot draw', () => {
    expect(() => facesFor(css, ['\u{e000}'])).toThrow(/no block for/);
  });

  it("gives each cut face its block's rule with exactly its characters, so the browser groups it with fontsource's", () => {
    const [face] = facesFor(css, ['配', '色']).filter((item) => item.characters.length === 2);
    expect(face).toBeDefined();
    const sheet = cutStylesheet('words', [face!]);
    const descriptors = (rule: string) => rule.replace(/src:[^;]+;|unicode-range:[^;]+;/g, '');
    expect(descriptors(sheet)).toBe(descriptors(face!.rule));
    expect(sheet).toContain(`src: url(./words-${face!.file})`);
    expect(sheet).toMatch(/unicode-range: U\+914d,U\+8272;|unicode-range: U\+8272,U\+914d;/);
  });
});
