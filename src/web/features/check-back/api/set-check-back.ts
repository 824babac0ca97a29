import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckBackDays } from '../../../../shared/journal/journal.ts';
import { answerOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** PUT /api/readings/:readingId/check-back: when to ask how the reading landed (null: never). */
export function setCheckBack({ readingId, days }: { readingId: string; days: CheckBackDays | null }) {
  return answerOf((c) => c.api.readings[':readingId']['check-back'].$put({ param: pathParams({ readingId }), json: { days } }));
}

export function useSetCheckBack(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCheckBack, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reading(readingId) }) });
}
