import type { ReactNode } from 'react';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both legal documents share one date: change it here when either text changes. */
const LAST_UPDATED = '2026-11-22';

// English writes the day first ("22 November 2026"), as British English does. In UTC, so the
// prerendered page and the browser agree on the day.
const lastUpdatedLabel = new Intl.DateTimeFormat(PAGE_LANGUAGE === 'en' ? 'en-GB' : PAGE_LANGUAGE, { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(LAST_UPDATED),
);

/** A long-form legal document: title, date, summary, a table of contents and numbered sections. */
export function LegalArticle({ title, summary, sections }: { title: string; summary: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal-updated">{withNodes(m.legal_last_updated, { date: <time dateTime={LAST_UPDATED}>{lastUpdatedLabel}</time> })}</p>
        {/* Issue 28 §1: the English text is the binding one, and a translation must say so. */}
        {PAGE_LANGUAGE !== 'en' && <p className="legal-updated">{m.legal_prevailing_version()}</p>}
        <div className="legal-summary">{summary}</div>
      </header>
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <p id="legal-toc-title" className="legal-toc-title">
          {m.legal_on_this_page()}
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            <span className="legal-number">{index + 1}.</span> {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
