import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

/** Starts React in the page's #root: adopts a prerendered page as it is, or draws the app over the shell. */
export function startApp(container: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
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
