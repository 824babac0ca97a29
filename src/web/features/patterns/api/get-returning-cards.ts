import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/readings/:readingId/returning-cards: the reading's cards that keep returning (owner only). */
export function getReturningCards(readingId: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.readings[':readingId']['returning-cards'].$get({ param: pathParams({ readingId }) }, { init: { signal } }));
}

export const returningCardsQuery = (readingId: string) =>
  queryOptions({ queryKey: queryKeys.returningCards(readingId), queryFn: ({ signal }) => getReturningCards(readingId, signal) });

/** Called with the reading page, so the answer is there by the time the cards are. */
export const useReturningCards = (readingId: string) => useQuery({ ...returningCardsQuery(readingId), enabled: readingId !== '' });
