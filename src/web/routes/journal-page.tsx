import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { OUTCOMES, RETURNING_CARD_WINDOW_DAYS } from '../../shared/journal/journal.ts';
import { paths } from '../../shared/paths.ts';
import { JournalFilterSchema, type JournalFilter } from '../../shared/schemas/journal.ts';
import { useJournalQuery, type JournalItem } from '../features/journal/api/get-journal.ts';
import '../features/journal/journal.css';
import { OUTCOME_LABELS } from '../i18n/journal-labels.ts';
import { PAGE_LANGUAGE } from '../i18n/page-language.ts';
import { m } from '../i18n/paraglide/messages.js';
import { plural } from '../i18n/plural.ts';
import { cardPicture } from '../i18n/card-names/card-picture.ts';
import { useCardName } from '../i18n/card-names/shown-card-name.ts';
import { spreadNameInLanguage } from '../i18n/spread-in-language.ts';

const DAY_CHOICES = [7, 30, RETURNING_CARD_WINDOW_DAYS, 365] as const;

/**
 * The filter in the page's URL, each parameter checked on its own: a link with one bad value
 * (an old bookmark, a hand-edited address) still applies the others.
 */
function filterFromSearch(search: string): JournalFilter {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(JournalFilterSchema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = field.safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filter[key] = parsed.data;
  }
  return JournalFilterSchema.parse(filter);
}

const hasFilter = (filter: JournalFilter) => Object.values(filter).some((value) => value !== undefined);

function JournalEntryCard({ item }: { item: JournalItem }) {
  const nameOf = useCardName();
  const outcome = item.outcome ? OUTCOME_LABELS[item.outcome]() : undefined;
  return (
    <li className="journal-entry">
      <Link href={paths.reading(item.id)} className="journal-entry-link">
        <span className="journal-entry-question">{item.question}</span>
      </Link>
      <ul className="journal-entry-cards" aria-label={m.journal_page_cards()}>
        {item.cards.map((card, index) => (
          <li key={`${card.slug}-${index}`}>
            <img
              src={cardPicture(card.name)}
              alt={card.reversed ? m.reask_card_reversed({ card: nameOf(card.name) }) : nameOf(card.name)}
              width={36}
              height={62}
              loading="lazy"
              className={card.reversed ? 'journal-card-reversed' : undefined}
            />
          </li>
        ))}
      </ul>
      <p className="journal-entry-meta muted">
        <span>{spreadNameInLanguage(item.spreadId, item.spreadName)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'medium' })}</time>
        {item.ownDeck && <span className="badge journal-own-deck">{m.own_deck_badge()}</span>}
      </p>
      {item.noteFirstLine && <p className="journal-entry-note">{item.noteFirstLine}</p>}
      {(outcome || item.tags.length > 0) && (
        <p className="journal-entry-extra">
          {outcome && <span className="journal-outcome">{outcome}</span>}
          {item.tags.map((tag) => (
            <span key={tag} className="journal-tag journal-tag-static">
              {tag}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

/** A signed-in person's journal (issue 27 §1): every reading, newest first, searched and filtered by the URL. */
export default function JournalPage() {
  const nameOf = useCardName();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = filterFromSearch(search);
  const journal = useJournalQuery(filter);
  const [typed, setTyped] = useState(filter.q ?? '');
  const first = journal.data?.pages[0];
  const items = journal.data?.pages.flatMap((page) => page.items) ?? [];
  const apply = (change: Partial<JournalFilter>) => navigate(paths.journalWith({ ...filter, ...change }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: typed.trim() || undefined });
  };

  return (
    <div className="journal-page narrow">
      <h1>{m.journal_title()}</h1>
      <p className="muted">{m.journal_page_intro()}</p>

      <form className="journal-search" role="search" onSubmit={onSearch}>
        <label htmlFor="journal-q">{m.journal_page_search_label()}</label>
        <div className="journal-tag-row">
          <input id="journal-q" className="input" type="search" value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} />
          <button type="submit" className="button button-primary">
            {m.journal_page_search()}
          </button>
        </div>
      </form>

      <div className="journal-filters">
        <div className="field">
          <label htmlFor="journal-tag">{m.journal_page_tag()}</label>
          <select id="journal-tag" className="select" value={filter.tag ?? ''} onChange={(event) => apply({ tag: event.target.value || undefined })}>
            <option value="">{m.journal_page_any_tag()}</option>
            {(first?.tags ?? []).concat(filter.tag && !first?.tags.includes(filter.tag) ? [filter.tag] : []).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="journal-spread">{m.spreads_chooser_spread()}</label>
          <select id="journal-spread" className="select" value={filter.spread ?? ''} onChange={(event) => apply({ spread: event.target.value || undefined })}>
            <option value="">{m.journal_page_any_spread()}</option>
            {(first?.spreads ?? []).map((spread) => (
              <option key={spread.id} value={spread.id}>
                {spreadNameInLanguage(spread.id, spread.name)}
              </option>
            ))}
            {filter.spread && !first?.spreads.some((spread) => spread.id === filter.spread) && <option value={filter.spread}>{filter.spread}</option>}
          </select>
        </div>
        <div className="field">
          <label htmlFor="journal-card">{m.own_deck_card()}</label>
          <select id="journal-card" className="select" value={filter.card ?? ''} onChange={(event) => apply({ card: event.target.value || undefined })}>
            <option value="">{m.journal_page_any_card()}</option>
            {(first?.cards ?? []).map((card) => (
              <option key={card.slug} value={card.slug}>
                {nameOf(card.name)}
              </option>
            ))}
            {filter.card && !first?.cards.some((card) => card.slug === filter.card) && <option value={filter.card}>{filter.card}</option>}
          </select>
        </div>
        <div className="field">
          <label htmlFor="journal-outcome">{m.journal_page_how_it_landed()}</label>
          <select
            id="journal-outcome"
            className="select"
            value={filter.outcome ?? ''}
            onChange={(event) => apply({ outcome: JournalFilterSchema.shape.outcome.parse(event.target.value || undefined) })}
          >
            <option value="">{m.journal_page_any_outcome()}</option>
            {OUTCOMES.map((outcome) => (
              <option key={outcome.value} value={outcome.value}>
                {OUTCOME_LABELS[outcome.value]()}
              </option>
            ))}
            <option value="none">{m.journal_page_not_answered()}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="journal-days">{m.journal_page_when()}</label>
          <select
            id="journal-days"
            className="select"
            value={filter.days ?? ''}
            onChange={(event) => apply({ days: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{m.journal_page_any_time()}</option>
            {[...DAY_CHOICES, ...(filter.days && !DAY_CHOICES.some((days) => days === filter.days) ? [filter.days] : [])].map((days) => (
              <option key={days} value={days}>
                {plural(days, { one: m.journal_page_last_days_one, other: m.journal_page_last_days_other })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {journal.isPending ? (
        <div className="spinner-page" aria-busy="true" />
      ) : journal.isError ? (
        <div role="alert">
          <p>{m.journal_page_load_failed()}</p>
          <button type="button" className="button button-secondary" onClick={() => void journal.refetch()}>
            {m.reading_try_again()}
          </button>
        </div>
      ) : items.length === 0 ? (
        hasFilter(filter) ? (
          <div className="journal-empty">
            <p>{m.journal_page_no_match()}</p>
            <Link href={paths.journal} onClick={() => setTyped('')}>
              {m.journal_page_clear_filters()}
            </Link>
          </div>
        ) : (
          <div className="journal-empty">
            <p>{m.journal_page_empty()}</p>
            <Link href={paths.ask} className="button button-primary">
              {m.journal_page_ask()}
            </Link>
          </div>
        )
      ) : (
        <>
          {hasFilter(filter) && (
            <p>
              <Link href={paths.journal} onClick={() => setTyped('')}>
                {m.journal_page_clear_filters()}
              </Link>
            </p>
          )}
          <ol className="journal-list">
            {items.map((item) => (
              <JournalEntryCard key={item.id} item={item} />
            ))}
          </ol>
          {journal.hasNextPage && (
            <div className="actions-row">
              <button
                type="button"
                className="button button-secondary"
                disabled={journal.isFetchingNextPage}
                aria-busy={journal.isFetchingNextPage || undefined}
                onClick={() => void journal.fetchNextPage()}
              >
                {journal.isFetchingNextPage ? m.share_loading() : m.journal_page_load_more()}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
