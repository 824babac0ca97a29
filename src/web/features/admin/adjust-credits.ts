import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminCreditAdjustment, AdminCustomer } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';
import { customerQuery } from './customer-query.ts';

export function adjustCredits(userId: string, adjustment: AdminCreditAdjustment): Promise<AdminCustomer> {
  return api<AdminCustomer>(apiPaths.admin.userCredits(userId), { body: adjustment });
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
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}
