// Build time only (scripts/build.ts): the public pages that look the same for every signed-out
// visitor, rendered to HTML once, so they paint with the page instead of after the app's code.
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import { PAGE_META_KEYS, paths, type PageMeta, type PageMetaKey } from '../shared/paths.ts';
import { Greeting } from './features/ask/greeting.tsx';
import { QuestionForm } from './features/ask/question-form.tsx';
import { DECK } from '../shared/deck/cards.ts';
import { cardPageMetaText } from './features/library/card-page-texts.ts';
import { pageMetaText } from './i18n/page-meta-texts.ts';

/** `base`: a language's prefix, for a page at that language's own address (its links keep it). */
export async function renderPage(pathname: string, base = ''): Promise<string> {
  // prerender (unlike renderToString) waits for the lazily loaded page, so its content is in the HTML.
  const { prelude } = await prerender(
    <StrictMode>
      <Router base={base} ssrPath={`${base}${pathname}`}>
        <App />
      </Router>
    </StrictMode>,
    // One piece: a large page is otherwise split into parts joined by inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

const nothing = () => {};

/**
 * The ask page's signed-out welcome and question box, which the server shows in the page's shell:
 * the welcome paints with the HTML, and the box takes a question, and its submit, before the
 * app's code has run (components/forms/before-start.ts).
 */
export function renderAskShell(): string {
  return renderToStaticMarkup(
    <Router ssrPath={paths.ask}>
      <Greeting name={null} />
      <QuestionForm question="" onChange={nothing} onAsk={nothing} loading={false} error={null} signedOut />
    </Router>,
  );
}

/** Every page's title and description in this build's language, for the server's heads. */
export function pageMetaTexts(): Record<PageMetaKey | `card:${string}`, PageMeta> {
  return Object.fromEntries([
    ...PAGE_META_KEYS.map((key) => [key, pageMetaText(key)] as const),
    ...DECK.map((card) => [`card:${card.slug}`, cardPageMetaText(card)] as const),
  ]) as Record<PageMetaKey | `card:${string}`, PageMeta>;
}
