import { colorProperties, tokens } from './theme.ts';

/**
 * The document's base styles: the theme's colour properties (on <html data-theme>, set before the
 * first paint by the head script (src/build/headScript.ts) and on every switch by the theme store), fonts, a visible focus
 * ring and reduced motion. Plain CSS made from the tokens at build time (src/build/globalCssPlugin.ts)
 * and linked from index.html, so the page has its colours and fonts from the first paint, before any
 * script runs.
 */
export function globalCss(): string {
  return `
  :root, :root[data-theme='light'], :root ::backdrop, :root[data-theme='light'] ::backdrop { ${colorProperties('light')} }
  /* ::backdrop listed too: browsers before 2024 do not pass custom properties down to it. */
  :root[data-theme='dark'], :root[data-theme='dark'] ::backdrop { ${colorProperties('dark')} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${tokens.fonts.body};
    font-size: ${tokens.fontSizes[2]}px;
    line-height: ${tokens.lineHeights.tight};
    font-weight: ${tokens.fontWeights.regular};
    background: ${tokens.colors.background};
    color: ${tokens.colors.text};
  }
  :root:lang(ja) body { font-family: ${tokens.fonts.bodyJapanese}; }
  /* Japanese words on English pages (kanji colour names) get the Japanese face too. */
  body [lang='ja'] { font-family: ${tokens.fonts.bodyJapanese}; }
  /* Japanese lines break between phrases, never inside a word: the browser finds the phrases, or
     BudouX does where it cannot and marks them with zero-width spaces (src/app/phrases.ts). A phrase
     wider than its box still breaks rather than overflow. */
  :lang(ja) { word-break: auto-phrase; overflow-wrap: break-word; }
  :root[data-phrases] :lang(ja) { word-break: keep-all; }
  body[data-scroll-locked='true'] { overflow: hidden; }
  h1, h2, h3, h4, p { margin: 0; }
  /* The interface's heavy weight, never the browser's 'bold'/'bolder' (700+): the Inter subset stops at 600. */
  h1, h2, h3, h4, h5, h6, b, strong, th { font-weight: ${tokens.fontWeights.bold}; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  :focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
  /* PointerText: the words for a finger or for a mouse, one of the two shown. */
  .for-coarse-pointer { display: none; }
  ${tokens.media.coarsePointer} {
    .for-fine-pointer { display: none; }
    .for-coarse-pointer { display: inline; }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${tokens.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
}
