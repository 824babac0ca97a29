import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, pathParams } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/admin/users/:userId */
export function getCustomer(userId: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.admin.users[':userId'].$get({ param: pathParams({ userId }) }, { init: { signal } }));
}

export const customerQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.admin.user(userId), queryFn: ({ signal }) => getCustomer(userId, signal), staleTime: 0 });

export function useCustomer(userId: string) {
  return useQuery(customerQuery(userId));
}
