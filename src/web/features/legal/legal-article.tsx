import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both legal documents share one date: change it here when either text changes. */
const LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const;

/** A long-form legal document: title, date, summary, a table of contents and numbered sections. */
export function LegalArticle({ title, summary, sections }: { title: string; summary: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal-updated">
          Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <div className="legal-summary">{summary}</div>
      </header>
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <p id="legal-toc-title" className="legal-toc-title">
          On this page
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
