import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { CreateShareLinkResponse, ShareLink, SharedReading } from '../../../shared/schemas/share.ts';
import { api } from '../../api.ts';

const shareLinksQuery = (readingId: string) =>
  queryOptions({
    queryKey: ['share-links', readingId],
    queryFn: ({ signal }) => api<{ links: ShareLink[] }>(apiPaths.readingShares(readingId), { signal }),
  });

/** A reading's share links, and the calls that make and revoke them (the list refreshes after each). */
export function useShareLinks(readingId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(shareLinksQuery(readingId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksQuery(readingId).queryKey });
  const create = useMutation({
    mutationFn: (showQuestion: boolean) => api<CreateShareLinkResponse>(apiPaths.readingShares(readingId), { body: { showQuestion } }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => api<{ link: ShareLink }>(apiPaths.readingShareRevoke(readingId, shareId), { body: {} }),
    onSettled: refresh,
  });
  return { query, create, revoke };
}

/** What the public page would show with or without the question, read before a link is made. */
export function useSharePreview(readingId: string, showQuestion: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['share-preview', readingId, showQuestion],
      queryFn: ({ signal }) => api<SharedReading>(apiPaths.readingSharePreview(readingId, showQuestion), { signal }),
    }),
  );
}
