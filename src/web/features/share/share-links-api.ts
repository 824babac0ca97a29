import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, pathParams } from '../../api-client.ts';
import { queryKeys } from '../../query-keys.ts';

/** GET /api/readings/:readingId/shares */
export function getShareLinks(readingId: string, signal?: AbortSignal) {
  return answerOf((c) => c.api.readings[':readingId'].shares.$get({ param: pathParams({ readingId }) }, { init: { signal } }));
}

/** POST /api/readings/:readingId/shares */
export function createShareLink(readingId: string, showQuestion: boolean) {
  return answerOf((c) => c.api.readings[':readingId'].shares.$post({ param: pathParams({ readingId }), json: { showQuestion } }));
}

/** GET /api/readings/:readingId/shares/preview */
export function getSharePreview(readingId: string, showQuestion: boolean, signal?: AbortSignal) {
  return answerOf((c) =>
    c.api.readings[':readingId'].shares.preview.$get(
      { param: pathParams({ readingId }), query: { showQuestion: showQuestion ? 'true' : 'false' } },
      { init: { signal } },
    ),
  );
}

/** POST /api/readings/:readingId/shares/:shareId/revoke */
export function revokeShareLink(readingId: string, shareId: string) {
  return answerOf((c) => c.api.readings[':readingId'].shares[':shareId'].revoke.$post({ param: pathParams({ readingId, shareId }) }));
}

const shareLinksQuery = (readingId: string) =>
  queryOptions({
    queryKey: queryKeys.shareLinks(readingId),
    queryFn: ({ signal }) => getShareLinks(readingId, signal),
  });

/** A reading's share links, and the calls that make and revoke them (the list refreshes after each). */
export function useShareLinks(readingId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(shareLinksQuery(readingId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksQuery(readingId).queryKey });
  const create = useMutation({
    mutationFn: (showQuestion: boolean) => createShareLink(readingId, showQuestion),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => revokeShareLink(readingId, shareId),
    onSettled: refresh,
  });
  return { query, create, revoke };
}

/** What the public page would show with or without the question, read before a link is made. */
export function useSharePreview(readingId: string, showQuestion: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.sharePreview(readingId, showQuestion),
      queryFn: ({ signal }) => getSharePreview(readingId, showQuestion, signal),
    }),
  );
}
