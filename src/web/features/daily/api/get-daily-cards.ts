import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/daily-card: the last 30 days' cards, newest first. */
export async function getDailyCards(signal?: AbortSignal) {
  const { days } = await answerOf((c) => c.api['daily-card'].$get(undefined, { init: { signal } }));
  return days;
}

export type DailyCardDay = Awaited<ReturnType<typeof getDailyCards>>[number];

export const dailyCardsQuery = queryOptions({ queryKey: queryKeys.dailyCard, queryFn: ({ signal }) => getDailyCards(signal), staleTime: 0 });

export const useDailyCards = () => useQuery(dailyCardsQuery);
