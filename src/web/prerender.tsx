// Build time only (scripts/build.ts): the public pages that look the same for every signed-out
// visitor, rendered to HTML once, so they paint with the page instead of after the app's code.
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import { Greeting } from './features/ask/greeting.tsx';

export async function renderPage(pathname: string): Promise<string> {
  // prerender (unlike renderToString) waits for the lazily loaded page, so its content is in the HTML.
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={pathname}>
        <App />
      </Router>
    </StrictMode>,
    // One piece: a large page is otherwise split into parts joined by inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The ask page's signed-out welcome, which the server shows in the page's shell (see Greeting). */
export function renderAskGreeting(): string {
  return renderToStaticMarkup(<Greeting name={null} />);
}
