import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Outcome } from '../../../../shared/journal/journal.ts';
import { answerOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** PUT /api/readings/:readingId/outcome: how the reading landed; a later answer replaces it. */
export function setOutcome({ readingId, outcome }: { readingId: string; outcome: Outcome }) {
  return answerOf((c) => c.api.readings[':readingId'].outcome.$put({ param: pathParams({ readingId }), json: { outcome } }));
}

export function useSetOutcome(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setOutcome, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reading(readingId) }) });
}
