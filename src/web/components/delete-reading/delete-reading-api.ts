import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import { answerOf, pathParams } from '../../api-client.ts';
import { USER_DATA_CACHE } from '../../pwa/worker-protocol.ts';
import { queryKeys } from '../../query-keys.ts';

/** POST /api/readings/:readingId/delete */
export function deleteReading(readingId: string) {
  return answerOf((c) => c.api.readings[':readingId'].delete.$post({ param: pathParams({ readingId }) }));
}

/**
 * Deletes one reading (issue 25 §1); once the server has, the page forgets it too: its cached
 * query, its share links, the history, and the copy the service worker kept for offline reading.
 */
export function useDeleteReading(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReading(readingId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.reading(readingId) });
      queryClient.removeQueries({ queryKey: queryKeys.shareLinks(readingId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.history });
      if ('caches' in window) await (await caches.open(USER_DATA_CACHE)).delete(apiPaths.reading(readingId));
    },
  });
}
