// Fonts are bundled (nothing is fetched from other hosts); Noto Sans JP is split by unicode-range,
// so a page downloads only the subsets its text needs.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-jp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { languageOfPath } from './config/language';

initI18n(languageOfPath(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
