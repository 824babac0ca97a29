import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, HttpError, pathParams } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/shared/:token: the public part of a shared reading. */
export function getSharedReading(token: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.shared[':token'].$get({ param: pathParams({ token }) }, { init: { signal } }));
}

const sharedReadingQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedReading(token),
    queryFn: ({ signal }) => getSharedReading(token, signal),
    // A revoked or unknown link stays one: no retry on a 4xx.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

/** The public view of a shared reading, by its link's token. */
export function useSharedReading(token: string) {
  return useQuery(sharedReadingQuery(token));
}
