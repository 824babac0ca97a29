import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EarlierReading } from '../../../../shared/schemas/reask.ts';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** POST /api/readings/similar: the person's reading of the same question within the day, or null. */
export async function findEarlierReading(question: string): Promise<EarlierReading | null> {
  const { reading } = await answerOf((c) => c.api.readings.similar.$post({ json: { question } }));
  return reading;
}

/**
 * A read, though sent as a POST with the question in its body, asked afresh each time: a reading
 * drawn since may be the one to show. The guard is a courtesy, never a
 * gate: when the look fails, the draw goes ahead as if nothing were found.
 */
export const earlierReadingQuery = (question: string) =>
  queryOptions({
    queryKey: queryKeys.earlierReading(question),
    queryFn: () =>
      findEarlierReading(question).catch((error: unknown) => {
        console.warn('Could not look for an earlier reading of the question', error);
        return null;
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Looks, when the person asks, for an earlier reading of the question. */
export function useFindEarlierReading(): (question: string) => Promise<EarlierReading | null> {
  const queryClient = useQueryClient();
  return useCallback((question: string) => queryClient.fetchQuery(earlierReadingQuery(question)), [queryClient]);
}
