import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminCustomer } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';

export function getCustomer(userId: string, signal?: AbortSignal): Promise<AdminCustomer> {
  return api<AdminCustomer>(apiPaths.admin.user(userId), { signal });
}

export const customerQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'user', userId], queryFn: ({ signal }) => getCustomer(userId, signal), staleTime: 0 });

export function useCustomer(userId: string) {
  return useQuery(customerQuery(userId));
}
