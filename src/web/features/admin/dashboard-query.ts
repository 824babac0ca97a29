import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardDays } from '../../../shared/constants.ts';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminDashboard } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';

export function getDashboard(days: AdminDashboardDays, signal?: AbortSignal): Promise<AdminDashboard> {
  return api<AdminDashboard>(apiPaths.admin.dashboard(days), { signal });
}

export const dashboardQuery = (days: AdminDashboardDays) =>
  queryOptions({ queryKey: ['admin', 'dashboard', days], queryFn: ({ signal }) => getDashboard(days, signal), staleTime: 0 });

/** The previous range stays on screen while the next one loads, so the page does not jump. */
export function useDashboard(days: AdminDashboardDays) {
  return useQuery({ ...dashboardQuery(days), placeholderData: keepPreviousData });
}
