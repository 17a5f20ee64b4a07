import 'virtual:irodori-global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFontsFor } from './app/fonts';
import { initI18n } from './app/i18n';
import { languageOfPath } from './config/language';

const language = languageOfPath(window.location.pathname);
loadFontsFor(language);

// The first page's chunk is already on its way (the router starts it); the app renders once the
// page's language is in. If the translations cannot be had, it renders anyway rather than stay blank.
void initI18n(language)
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
