import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminAuditPage } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';

export function getAuditPage(before: string | undefined, signal?: AbortSignal): Promise<AdminAuditPage> {
  return api<AdminAuditPage>(apiPaths.admin.audit(before), { signal });
}

export const auditQuery = infiniteQueryOptions({
  queryKey: ['admin', 'audit'],
  queryFn: ({ pageParam, signal }) => getAuditPage(pageParam || undefined, signal),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});

/** Newest first; "Load more" asks for the page before the last cursor. */
export function useAuditLog() {
  return useInfiniteQuery(auditQuery);
}
