import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/memory: whether the reader may remember, and every item it keeps, newest first. */
export function getMemory(signal?: AbortSignal) {
  return answerOf((c) => c.api.memory.$get(undefined, { init: { signal } }));
}

export type RememberedItem = Awaited<ReturnType<typeof getMemory>>['items'][number];

export const memoryQuery = queryOptions({ queryKey: queryKeys.memory, queryFn: ({ signal }) => getMemory(signal) });

export const useMemoryQuery = () => useQuery(memoryQuery);
