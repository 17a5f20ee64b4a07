import 'virtual:irodori-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFontsFor } from './app/fonts';
import { initI18n } from './app/i18n';
import { preloadPage } from './app/router';
import { reloadOnStaleChunk } from './app/staleChunkReload';
import { languageOfPath } from './config/language';

// Before any page chunk is asked for: after a deploy, a chunk that is gone reloads the page once.
reloadOnStaleChunk(window);

const language = languageOfPath(window.location.pathname);
loadFontsFor(language);

// The app renders once the page's language and the first page's chunk are in (both already on their
// way: /route-preload.js asked for them), so the first paint shows the page. If either cannot be
// had, it renders anyway rather than stay blank: a missing page chunk shows the error message.
void Promise.all([initI18n(language), preloadPage(window.location.pathname)])
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition: React builds the first screen in slices of a few milliseconds instead of one
    // long task, so the page stays responsive while it starts (the DOM is inserted in one go at the end).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
