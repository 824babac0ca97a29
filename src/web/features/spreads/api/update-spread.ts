import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';
import type { SpreadInput } from './create-spread.ts';

/** PUT /api/spreads/:spreadId: replaces one's own spread (readings already drawn keep the spread they were drawn in). */
export function updateSpread({ spreadId, input }: { spreadId: string; input: SpreadInput }) {
  return answerOf((c) => c.api.spreads[':spreadId'].$put({ param: pathParams({ spreadId }), json: input }));
}

export function useUpdateSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
