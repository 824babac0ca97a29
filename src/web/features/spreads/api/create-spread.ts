import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SpreadInputSchema } from '../../../../shared/schemas/spread.ts';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

export type SpreadInput = z.input<typeof SpreadInputSchema>;

/** POST /api/spreads: saves a new spread of one's own. */
export function createSpread(input: SpreadInput) {
  return answerOf((c) => c.api.spreads.$post({ json: input }));
}

export function useCreateSpread() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSpread, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spreads }) });
}
