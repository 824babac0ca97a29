import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';
import type { JournalFilter } from '../../../../shared/schemas/journal.ts';

/** The filter as query text: hc sends every value as a string, the server's schema reads them back. */
function queryOf(filter: JournalFilter, cursor: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query[key] = String(value);
  if (cursor) query.cursor = cursor;
  return query;
}

/** GET /api/journal: one page of the person's readings that match the filter, newest first. */
export function getJournalPage(filter: JournalFilter, cursor: string | null, signal?: AbortSignal) {
  return answerOf((c) => c.api.journal.$get({ query: queryOf(filter, cursor) }, { init: { signal } }));
}

export type JournalPageData = Awaited<ReturnType<typeof getJournalPage>>;
export type JournalItem = JournalPageData['items'][number];

export const journalQuery = (filter: JournalFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.journal.list(filter),
    queryFn: ({ pageParam, signal }) => getJournalPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useJournalQuery = (filter: JournalFilter) => useInfiniteQuery(journalQuery(filter));

/** The person's tags, for the reading page's suggestions: the journal's first page without a filter carries them. */
export const useTagSuggestions = () =>
  useQuery({ queryKey: queryKeys.journal.tags, queryFn: ({ signal }) => getJournalPage({}, null, signal), select: (page) => page.tags });
