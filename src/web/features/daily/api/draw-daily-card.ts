import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** POST /api/daily-card: today's card in the browser's zone (the server decides the day from it). */
export function drawDailyCard(timeZone: string) {
  return answerOf((c) => c.api['daily-card'].$post({ json: { timeZone } }));
}

/** Draws today's card; the strip of days is fetched again with it. */
export function useDrawDailyCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: drawDailyCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dailyCard }) });
}
