// First: the base comes before the features' own styles in the main stylesheet, which they build on.
import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { languageOfPath, PATH_PREFIXES } from '../shared/i18n/language-paths.ts';
import { App } from './app/app.tsx';
import { setAsideShellFields } from './components/forms/before-start.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

/** At a language's own address (/es/cards) the app's paths are under its prefix, and so are its links. */
const prefixed = languageOfPath(window.location.pathname);
const base = prefixed ? PATH_PREFIXES[prefixed.language] : '';

function mount() {
  const app = (
    <Router base={base}>
      <App />
    </Router>
  );
  // A prerendered page is adopted as it is; its lazily loaded part stays as HTML until its code arrives.
  if (container.hasAttribute('data-prerendered')) {
    hydrateRoot(container, app);
    return;
  }
  // The shell goes before the app renders in its place, in the same task (never painted empty):
  // Preact, rendering over it, would take a lazily loaded part that is not there yet for a whole
  // page to wait for, and empty the root meanwhile. What was typed in it is set aside first.
  setAsideShellFields(container);
  container.replaceChildren();
  createRoot(container).render(app);
}

// The static shell in the HTML paints first; the app takes over on the next frame.
requestAnimationFrame(() => setTimeout(mount, 0));
