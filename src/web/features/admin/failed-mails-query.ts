import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { AdminFailedMails } from '../../../shared/schemas/admin.ts';
import { api } from '../../api.ts';

export function getFailedMails(signal?: AbortSignal): Promise<AdminFailedMails> {
  return api<AdminFailedMails>(apiPaths.admin.failedMails, { signal });
}

export function retryMail(jobId: string): Promise<AdminFailedMails> {
  return api<AdminFailedMails>(apiPaths.admin.retryMail(jobId), { body: {} });
}

export const failedMailsQuery = queryOptions({
  queryKey: ['admin', 'failed-mails'],
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
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
