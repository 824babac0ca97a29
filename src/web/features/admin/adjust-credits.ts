import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditAdjustment } from '../../../shared/schemas/admin.ts';
import { answerOf, pathParams } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';
import { customerQuery } from './customer-query.ts';

/** POST /api/admin/users/:userId/credits */
export function adjustCredits(userId: string, adjustment: AdminCreditAdjustment) {
  return answerOf((c) => c.api.admin.users[':userId'].credits.$post({ param: pathParams({ userId }), json: adjustment }));
}

/**
 * Grants or removes credits. The answer is the customer as they are now, shown at once; the
 * search results (their balance) and the audit log are fetched again.
 */
export function useAdjustCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: AdminCreditAdjustment) => adjustCredits(userId, adjustment),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQuery(userId).queryKey, customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit }),
      ]);
    },
  });
}
