import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminUserSearchResponse } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';

export function searchCustomers(query: string, signal?: AbortSignal): Promise<AdminUserSearchResponse> {
  return api<AdminUserSearchResponse>(apiPaths.admin.users(query), { signal });
}

export const customerSearchQuery = (query: string) =>
  queryOptions({ queryKey: ['admin', 'users', query], queryFn: ({ signal }) => searchCustomers(query, signal), staleTime: 0 });

/** Runs once a query was submitted (null before). */
export function useCustomerSearch(query: string | null) {
  return useQuery({ ...customerSearchQuery(query ?? ''), enabled: query !== null });
}
