import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardDays } from '../../../shared/constants.ts';
import { answerOf } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/admin/dashboard?days= */
export function getDashboard(days: AdminDashboardDays, signal?: AbortSignal) {
  return answerOf((c) => c.api.admin.dashboard.$get({ query: { days: `${days}` } }, { init: { signal } }));
}

export const dashboardQuery = (days: AdminDashboardDays) =>
  queryOptions({ queryKey: queryKeys.admin.dashboard(days), queryFn: ({ signal }) => getDashboard(days, signal), staleTime: 0 });

/** The previous range stays on screen while the next one loads, so the page does not jump. */
export function useDashboard(days: AdminDashboardDays) {
  return useQuery({ ...dashboardQuery(days), placeholderData: keepPreviousData });
}
