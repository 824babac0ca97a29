import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { historyQuery } from './history-query.ts';
import { previewText } from './preview-text.ts';

/** The history, newest first, in a scrollable list that fetches the next page as it nears the end. */
export function ReadingHistory() {
  const history = useInfiniteQuery(historyQuery);
  const sentinel = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

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

  if (history.isPending) return <p className="muted">Loading your readings…</p>;
  if (history.isError) {
    console.warn('The history could not be loaded', history.error);
    return <p className="muted">Your history could not be loaded just now.</p>;
  }
  const readings = history.data.pages.flatMap((page) => page.readings);
  if (readings.length === 0) {
    return (
      <p className="muted">
        No readings yet. <Link href={paths.ask}>Ask your first question</Link>.
      </p>
    );
  }
  return (
    <ol className="history-list" ref={listRef} aria-label="Your readings, newest first" tabIndex={0}>
      {readings.map((entry) => (
        <li key={entry.id} className="history-item">
          <Link href={paths.reading(entry.id)} className="history-link">
            <span className="history-question">{entry.question}</span>
            <span className="history-meta">
              <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleDateString([], { dateStyle: 'medium' })}</time>
              {' · '}
              {entry.followUps} {entry.followUps === 1 ? 'follow-up' : 'follow-ups'}
            </span>
            <span className="history-preview">{entry.preview ? previewText(entry.preview) : 'Interpretation not written yet.'}</span>
          </Link>
        </li>
      ))}
      {hasNextPage && (
        <li ref={sentinel} className="history-more muted" aria-hidden="true">
          Loading more…
        </li>
      )}
    </ol>
  );
}
