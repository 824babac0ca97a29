import { infiniteQueryOptions } from '@tanstack/react-query';
import { answerOf } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/readings: the history, newest first, a page at a time. */
export function getHistoryPage(cursor: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.readings.$get({ query: cursor ? { cursor } : {} }, { init: { signal } }));
}

export const historyQuery = infiniteQueryOptions({
  queryKey: queryKeys.history,
  queryFn: ({ pageParam, signal }) => getHistoryPage(pageParam, signal),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});
