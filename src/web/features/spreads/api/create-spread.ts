import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/paths.ts';
import { queryKeys } from '../../../query-keys.ts';
import { jsonBody, spreadsRequest, type OwnSpread, type SpreadInput } from './spreads-request.ts';

/** POST /api/spreads: saves a new spread of one's own. */
export async function createSpread(input: SpreadInput): Promise<OwnSpread> {
  const response = await spreadsRequest(apiPaths.spreads, { method: 'POST', ...jsonBody(input) });
  const spread: OwnSpread = await response.json();
  return spread;
}

export function useCreateSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
