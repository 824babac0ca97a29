import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, pathParams, HttpError, type ApiClient } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/readings/:readingId: a saved reading with its cards and conversation. */
export function getReading(readingId: string, signal?: AbortSignal, client?: ApiClient) {
  return answerOf((c) => c.api.readings[':readingId'].$get({ param: pathParams({ readingId }) }, { init: { signal } }), client);
}

export type SavedReading = Awaited<ReturnType<typeof getReading>>;

export const readingQuery = (readingId: string) =>
  queryOptions({
    queryKey: queryKeys.reading(readingId),
    queryFn: ({ signal }) => getReading(readingId, signal),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

export const useReadingQuery = (readingId: string) => useQuery(readingQuery(readingId));
