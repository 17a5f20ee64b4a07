import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFontsFor } from './app/fonts';
import { initI18n } from './app/i18n';
import { languageOfPath } from './config/language';

const language = languageOfPath(window.location.pathname);
loadFontsFor(language);
initI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
