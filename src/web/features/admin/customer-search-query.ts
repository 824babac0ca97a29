import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/admin/users?query= */
export function searchCustomers(query: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.admin.users.$get({ query: { query } }, { init: { signal } }));
}

export const customerSearchQuery = (query: string) =>
  queryOptions({ queryKey: queryKeys.admin.userSearch(query), queryFn: ({ signal }) => searchCustomers(query, signal), staleTime: 0 });

/** Runs once a query was submitted (null before). */
export function useCustomerSearch(query: string | null) {
  return useQuery({ ...customerSearchQuery(query ?? ''), enabled: query !== null });
}
