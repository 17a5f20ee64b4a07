import { describe, expect, it } from 'vitest';
import { pageReport, ruleScope } from '../../../src/core/live/pageReport.ts';

describe('the page as the live link reads its rules', () => {
  it('keeps the rules of the root and of a scheme, not of components', () => {
    for (const selector of [':root', 'html', ':root, html', '[data-bs-theme=light]', '.light', '.light-theme']) expect(ruleScope(selector), selector).toBe('light');
    for (const selector of ['.dark', ':root.dark', '[data-bs-theme=dark]', ":root[data-theme='dark']", '.ion-palette-dark', 'html.dark-theme', '[data-dark]']) expect(ruleScope(selector), selector).toBe('dark');
    for (const selector of ['.btn-dark', '.card', 'body', '.dark .card', ':root > main', 'a:hover', '.modal-dark', '.modes']) expect(ruleScope(selector), selector).toBeNull();
    // A mode named as hand-made sites and GitHub's Primer name it.
    for (const selector of ['.light-mode', '[data-mode=light]']) expect(ruleScope(selector), selector).toBe('light');
    for (const selector of ['.dark-mode', '.darkmode', '[data-mode="dark"]', '[data-color-mode=dark]']) expect(ruleScope(selector), selector).toBe('dark');
    expect(pageReport([[':root', '--bg', '#fff'], ['.dark-mode', '--bg', '#000']]).dark).toEqual(['class', 'dark-mode']);
    expect(pageReport([[':root', '--bg', '#fff'], ['[data-color-mode=dark]', '--bg', '#000']]).dark).toEqual(['data-color-mode', 'dark']);
  });

  it('gathers each variable’s light and dark values, the later rule winning, and the dark switch', () => {
    const report = pageReport([
      [':root', '--primary', '#111'],
      ['.card', '--card-ink', '#222'],
      ['.dark', '--primary', '#eee'],
      [':root', '--primary', '#123'],
      ['[data-bs-theme=dark]', '--bs-body-bg', '#000'],
    ]);
    expect(report.variables).toEqual([
      { name: '--primary', light: '#123', dark: '#eee' },
      { name: '--bs-body-bg', light: null, dark: '#000' },
    ]);
    expect(report.dark).toEqual(['class', 'dark']);
    expect(pageReport([['[data-bs-theme=dark]', '--x', '#000']]).dark).toEqual(['data-bs-theme', 'dark']);
    expect(pageReport([[':root', '--x', '#000']]).dark).toBeNull();
    expect(pageReport([[':root, [data-light]', '--x', '#fff'], ['[data-dark]', '--x', '#000']])).toEqual({ variables: [{ name: '--x', light: '#fff', dark: '#000' }], dark: ['data-dark', ''] });
  });

  it('reads a scheme from the media queries a rule is under: the device’s dark scheme, print and forced colours left out', () => {
    // As the helper sends them: each condition, then '{', before the selector.
    const report = pageReport([
      [':root', '--bg', '#fff'],
      ['(prefers-color-scheme: dark){:root', '--bg', '#000'],
      ['(prefers-color-scheme: dark){(min-width: 40em){:root', '--ink', '#eee'],
      ['screen and (prefers-color-scheme:dark){html', '--accent', '#9cf'],
      ['not (prefers-color-scheme: dark){:root', '--accent', '#036'],
      ['(prefers-color-scheme: light){:root', '--ink', '#111'],
      ['print{:root', '--bg', '#fafafa'],
      ['(forced-colors: active){:root', '--ink', 'CanvasText'],
      ['(prefers-contrast: more){:root', '--ink', '#000'],
      ['(color: oklch(0 0 0)){:root', '--brand', 'oklch(0.6 0.2 250)'],
      ['(prefers-color-scheme: dark){.card', '--card', '#222'],
    ]);
    expect(report.variables).toEqual([
      { name: '--bg', light: '#fff', dark: '#000' },
      { name: '--ink', light: '#111', dark: '#eee' },
      { name: '--accent', light: '#036', dark: '#9cf' },
      { name: '--brand', light: 'oklch(0.6 0.2 250)', dark: null },
    ]);
    // Dark with the device: no switch on the root. A class named later is the switch.
    expect(report.dark).toBeNull();
    expect(pageReport([['(prefers-color-scheme: dark){:root', '--x', '#000'], ['.dark', '--x', '#111']]).dark).toEqual(['class', 'dark']);
  });

  it('reads both schemes from a light-dark() value, and one under a scheme’s rule', () => {
    const report = pageReport([
      [':root', '--bg', 'light-dark(#fff, #111)'],
      [':root', '--ink', 'light-dark(rgb(17, 24, 39), oklch(0.9 0.01 250 / 80%))'],
      ['.dark', '--line', 'light-dark(#ddd, #333)'],
      ['(prefers-color-scheme: light){:root', '--line', 'LIGHT-DARK(#eee, #222)'],
      [':root', '--odd', 'light-dark(#fff)'],
    ]);
    expect(report.variables).toEqual([
      { name: '--bg', light: '#fff', dark: '#111' },
      { name: '--ink', light: 'rgb(17, 24, 39)', dark: 'oklch(0.9 0.01 250 / 80%)' },
      { name: '--line', light: '#eee', dark: '#333' },
      { name: '--odd', light: 'light-dark(#fff)', dark: null },
    ]);
  });

});
