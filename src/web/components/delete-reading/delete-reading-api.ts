import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import { api } from '../../api.ts';
import { USER_DATA_CACHE } from '../../pwa/worker-protocol.ts';

/**
 * Deletes one reading (issue 25 §1); once the server has, the page forgets it too: its cached
 * query, its share links, the history, and the copy the service worker kept for offline reading.
 */
export function useDeleteReading(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: true }>(apiPaths.readingDelete(readingId), { body: {} }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['reading', readingId] });
      queryClient.removeQueries({ queryKey: ['share-links', readingId] });
      await queryClient.invalidateQueries({ queryKey: ['history'] });
      if ('caches' in window) await (await caches.open(USER_DATA_CACHE)).delete(apiPaths.reading(readingId));
    },
  });
}
