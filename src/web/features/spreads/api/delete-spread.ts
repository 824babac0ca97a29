import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** DELETE /api/spreads/:spreadId: removes one's own spread (204). */
export function deleteSpread(spreadId: string) {
  return doneOf((c) => c.api.spreads[':spreadId'].$delete({ param: pathParams({ spreadId }) }));
}

export function useDeleteSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
