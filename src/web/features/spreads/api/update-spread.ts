import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/paths.ts';
import { queryKeys } from '../../../query-keys.ts';
import { jsonBody, spreadsRequest, type OwnSpread, type SpreadInput } from './spreads-request.ts';

/** PUT /api/spreads/:spreadId: replaces one's own spread (readings already drawn keep the spread they were drawn in). */
export async function updateSpread({ id, input }: { id: string; input: SpreadInput }): Promise<OwnSpread> {
  const response = await spreadsRequest(apiPaths.spread(id), { method: 'PUT', ...jsonBody(input) });
  const spread: OwnSpread = await response.json();
  return spread;
}

export function useUpdateSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
