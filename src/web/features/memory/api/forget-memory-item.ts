import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneOf, pathParams } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** DELETE /api/memory/:itemId: forgets one item for good (204). */
export function forgetMemoryItem(itemId: string) {
  return doneOf((c) => c.api.memory[':itemId'].$delete({ param: pathParams({ itemId }) }));
}

export function useForgetMemoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forgetMemoryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memory }) });
}
