import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** PUT /api/memory/settings: on starts from the next reading; off forgets everything at once. */
export function setRemembering(remember: boolean) {
  return answerOf((c) => c.api.memory.settings.$put({ json: { remember } }));
}

export function useSetRemembering() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRemembering, onSuccess: (memory) => queryClient.setQueryData(queryKeys.memory, memory) });
}
