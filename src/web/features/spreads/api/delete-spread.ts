import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/paths.ts';
import { queryKeys } from '../../../query-keys.ts';
import { spreadsRequest } from './spreads-request.ts';

/** DELETE /api/spreads/:spreadId: removes one's own spread (204). */
export async function deleteSpread(id: string): Promise<void> {
  await spreadsRequest(apiPaths.spread(id), { method: 'DELETE' });
}

export function useDeleteSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
