import 'virtual:irodori-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadFontsFor } from './app/fonts';
import { initI18n } from './app/i18n';
import { presetPageTitle } from './app/pageTitle';
import { canHydrate, dropPrerenderedHead } from './app/prerendered';
import { preloadPage } from './app/router';
import { reloadOnStaleChunk } from './app/staleChunkReload';
import { languageOfPath } from './config/language';
import { HydrationScope, beginHydration } from './ui/useHydrated';

// Before any page chunk is asked for: after a deploy, a chunk that is gone reloads the page once.
reloadOnStaleChunk(window);

const language = languageOfPath(window.location.pathname);
loadFontsFor(language);

// The app renders once the page's language, chunk and data are in (all already on their way: the head
// script preloaded them with this entry, src/build/headScript.ts), so the first render shows the page. If any cannot be had, it renders anyway rather
// than stay blank: a missing page chunk shows the error message.
void Promise.all([initI18n(language), preloadPage(window.location.pathname)])
  .then(([, page]) => presetPageTitle(page))
  .catch(() => undefined)
  .then(() => {
    const container = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <HydrationScope>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </HydrationScope>
      </StrictMode>
    );
    dropPrerenderedHead(document.head);
    // The build rendered this address's HTML (src/app/prerender.tsx): React takes it over as it is, in
    // a transition (slices of a few milliseconds, not one long task), the page painted meanwhile.
    if (canHydrate(container, window.location)) {
      beginHydration();
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    // Otherwise (another address's HTML served for this one, or none) the app renders afresh, in a
    // transition: React builds the first screen in slices of a few milliseconds instead of one long
    // task, and replaces what was painted in one go at the end.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
