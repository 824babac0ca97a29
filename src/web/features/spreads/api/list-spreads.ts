import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/spreads: the built-in spreads, then the person's own. */
export function listSpreads(signal?: AbortSignal) {
  return answerOf((c) => c.api.spreads.$get(undefined, { init: { signal } }));
}

export type OwnSpread = Awaited<ReturnType<typeof listSpreads>>['own'][number];

export const spreadsQuery = queryOptions({ queryKey: queryKeys.spreads, queryFn: ({ signal }) => listSpreads(signal) });

export const useSpreadsQuery = () => useQuery(spreadsQuery);
