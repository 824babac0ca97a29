// First: the base comes before the features' own styles in the main stylesheet, which they build on.
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { languageOfPath, PATH_PREFIXES } from '../shared/i18n/language-paths.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

/** At a language's own address (/es/cards) the app's paths are under its prefix, and so are its links. */
const prefixed = languageOfPath(window.location.pathname);
const base = prefixed ? PATH_PREFIXES[prefixed.language] : '';

function mount() {
  const app = (
    <StrictMode>
      <Router base={base}>
        <App />
      </Router>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: the page (prerendered, or the shell) is already on
  // screen meanwhile, and a click on a part not adopted yet is served first.
  startTransition(() => {
    // A prerendered page is adopted as it is; its lazily loaded part stays as HTML until its code arrives.
    if (container.hasAttribute('data-prerendered')) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The static shell in the HTML paints first; React takes over on the next frame.
requestAnimationFrame(() => setTimeout(mount, 0));
