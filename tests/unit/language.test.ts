import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../support/expectOutputs.ts';
import { detectLanguage, languageOfPath, localizePath, neutralPath } from '../../src/config/language';
import { paths } from '../../src/config/paths';

describe('language paths', () => {
  it('strips a leading /ja and turns bare /ja into /', () => {
    expectOutputs(neutralPath, [
      ['/ja', '/'],
      ['/ja/', '/'],
      ['/ja/colors/ff0000', '/colors/ff0000'],
      ['/colors/ff0000', '/colors/ff0000'],
      ['/japan', '/japan'],
      ['/', '/'],
    ]);
  });

  it('reads the language of a path', () => {
    expectOutputs(languageOfPath, [
      ['/ja', 'ja'],
      ['/ja/palettes', 'ja'],
      ['/jam', 'en'],
      ['/', 'en'],
    ]);
  });

  it('puts neutral paths under a language and back', () => {
    for (const path of ['/', '/palettes', '/tools/generator?color=ff0000&tab=ui', '/colors/abc']) {
      expect(localizePath(path, 'en')).toBe(path);
      const ja = localizePath(path, 'ja');
      expect(ja.startsWith('/ja')).toBe(true);
      expect(neutralPath(ja.split('?')[0]) + (path.includes('?') ? `?${path.split('?')[1]}` : '')).toBe(path);
    }
    expect(localizePath('/', 'ja')).toBe('/ja');
  });

  it('detects the language: stored, else browser en/ja, else /ja path, else en', () => {
    expect(detectLanguage({ stored: 'ja', browserLanguages: ['en-US'], pathname: '/' })).toBe('ja');
    expect(detectLanguage({ stored: 'en', browserLanguages: ['ja-JP'], pathname: '/ja' })).toBe('en');
    expect(detectLanguage({ stored: 'fr', browserLanguages: ['ja-JP'], pathname: '/' })).toBe('ja');
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR', 'en-GB'], pathname: '/ja' })).toBe('en');
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR'], pathname: '/ja/about' })).toBe('ja');
    expect(detectLanguage({ stored: null, browserLanguages: ['de'], pathname: '/about' })).toBe('en');
  });
});

describe('paths', () => {
  it('builds every route from one place', () => {
    expect(paths.color('#A1B2C3')).toBe('/colors/a1b2c3');
    expect(paths.sharedPalette(['#ff0000', '#00ff00'])).toBe('/palettes/preview?colors=ff0000-00ff00');
    expect(paths.generator('#ff0000', 'ui')).toBe('/tools/generator?color=ff0000&tab=ui');
    expect(paths.generator()).toBe('/tools/generator');
    expect(paths.contrastChecker('#000000', '#ffffff')).toBe('/tools/contrast-checker?fg=000000&bg=ffffff');
    expect(paths.category('red-orange')).toBe('/categories/red-orange');
  });
});
