import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import type { HistoryEntry } from '../../../shared/schemas/account.ts';
import { DeleteReadingDialog, arrivedAfterDeletion, clearDeletedMark } from '../../components/delete-reading/delete-reading-dialog.tsx';
import { ScrollMore, useMoreBelow } from '../../components/ui/scroll-more.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { plural } from '../../i18n/plural.ts';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { HISTORY_ANCHOR } from './history-anchor.ts';
import { historyQuery } from './history-query.ts';
import { previewText } from './preview-text.ts';
import { spreadNameInLanguage } from '../../i18n/spread-in-language.ts';

/** The history, newest first, in a scrollable list that fetches the next page as it nears the end. */
export function ReadingHistory() {
  const history = useInfiniteQuery(historyQuery);
  const sentinel = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const [deleting, setDeleting] = useState<HistoryEntry | null>(null);
  /** Deletions confirmed on this page, counting the one made on a reading's page just before. */
  const [deletions, setDeletions] = useState(() => (arrivedAfterDeletion() ? 1 : 0));
  const notice = useRef<HTMLParagraphElement>(null);
  const shownReadings = history.data?.pages.reduce((count, page) => count + page.readings.length, 0) ?? 0;
  const more = useMoreBelow(listRef, shownReadings > 0);

  useEffect(clearDeletedMark, []);
  // After a deletion the focus has nowhere left to be: the confirmation takes it, once the list is there to show it.
  const loaded = history.isSuccess;
  useEffect(() => {
    if (deletions > 0 && loaded) notice.current?.focus();
  }, [deletions, loaded]);
  // Back from a reading ("Back to History"): the history, not the top of the account page. The
  // browser cannot scroll to it itself (it loads after the page), and the router scrolls each new
  // page to its top after this effect: so on the next frame.
  useEffect(() => {
    if (!loaded || window.location.hash !== `#${HISTORY_ANCHOR}`) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(HISTORY_ANCHOR)?.scrollIntoView({ block: 'start' });
      listRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: listRef.current, rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const confirmation = (
    <p ref={notice} className="success-text" role="status" tabIndex={-1}>
      {deletions > 0 ? m.delete_reading_done() : ''}
    </p>
  );
  if (history.isPending) return <p className="muted">{m.history_loading()}</p>;
  if (history.isError) {
    console.warn('The history could not be loaded', history.error);
    return <p className="muted">{m.history_failed()}</p>;
  }
  const readings = history.data.pages.flatMap((page) => page.readings);
  // The dialog stays mounted when its reading leaves the list, so it hears that the deletion is done.
  return (
    <>
      {confirmation}
      {readings.length === 0 ? (
        <p className="muted">{withNodes(m.history_empty, { link: <Link href={paths.ask}>{m.history_ask_first()}</Link> })}</p>
      ) : (
        <ol className="history-list" ref={listRef} aria-label={m.history_list_label()} tabIndex={0} data-more={more}>
          {readings.map((entry) => (
            <li key={entry.id} className="history-item">
              <Link href={paths.reading(entry.id)} className="history-link">
                <span className="history-question">{entry.question}</span>
                <span className="history-meta">
                  {spreadNameInLanguage(entry.spreadId, entry.spreadName)}
                  {entry.ownDeck && ` · ${m.own_deck_badge()}`}
                  {' · '}
                  <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'medium' })}</time>
                  {' · '}
                  {plural(entry.followUps, { one: m.history_follow_ups_one, other: m.history_follow_ups_other })}
                </span>
                <span className="history-preview">{entry.preview ? previewText(entry.preview) : m.history_not_written()}</span>
              </Link>
              <button
                type="button"
                className="button button-link history-delete"
                aria-label={m.delete_reading_labelled({ question: entry.question })}
                onClick={() => setDeleting(entry)}
              >
                {m.history_delete()}
              </button>
            </li>
          ))}
          {hasNextPage && (
            <li ref={sentinel} className="history-more muted" aria-hidden="true">
              {m.history_loading_more()}
            </li>
          )}
        </ol>
      )}
      {readings.length > 0 && <ScrollMore more={more} />}
      {deleting && (
        <DeleteReadingDialog
          readingId={deleting.id}
          question={deleting.question}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDeletions((count) => count + 1);
          }}
        />
      )}
    </>
  );
}
