import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answerOf } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/admin/audit: newest first, the page before `before` when given. */
export function getAuditPage(before: string | undefined, signal?: AbortSignal) {
  return answerOf((c) => c.api.admin.audit.$get({ query: before ? { before } : {} }, { init: { signal } }));
}

export const auditQuery = infiniteQueryOptions({
  queryKey: queryKeys.admin.audit,
  queryFn: ({ pageParam, signal }) => getAuditPage(pageParam || undefined, signal),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});

/** Newest first; "Load more" asks for the page before the last cursor. */
export function useAuditLog() {
  return useInfiniteQuery(auditQuery);
}
