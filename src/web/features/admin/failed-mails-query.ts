import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, pathParams } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/admin/mails/failed */
export function getFailedMails(signal?: AbortSignal) {
  return answerOf((c) => c.api.admin.mails.failed.$get(undefined, { init: { signal } }));
}

/** POST /api/admin/mails/failed/:jobId/retry: the list as it is after. */
export function retryMail(jobId: string) {
  return answerOf((c) => c.api.admin.mails.failed[':jobId'].retry.$post({ param: pathParams({ jobId }) }));
}

export const failedMailsQuery = queryOptions({
  queryKey: queryKeys.admin.failedMails,
  queryFn: ({ signal }) => getFailedMails(signal),
  staleTime: 0,
});

export function useFailedMails() {
  return useQuery(failedMailsQuery);
}

/** Sends a failed mail again: the list comes back without it, and the audit log is fetched again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: async (list) => {
      queryClient.setQueryData(failedMailsQuery.queryKey, list);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit });
    },
  });
}
