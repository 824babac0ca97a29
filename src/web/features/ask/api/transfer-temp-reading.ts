import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

export interface TempReadingTransfer {
  tempUserId: string;
  userId: string;
}

/** POST /api/openai/transfer-temp-reading: moves the visitor's free reading to the user; null when there is nothing (yet). */
export async function transferTempReading({ tempUserId, userId }: TempReadingTransfer): Promise<string | null> {
  const { readingId } = await answerOf((c) => c.api.openai['transfer-temp-reading'].$post({ json: { tempUserId, userId } }));
  return readingId;
}

/** Claims the free reading; once one has moved, the history and the journal, where it now is, are asked for again. */
export function useTransferTempReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferTempReading,
    onSuccess: async (readingId) => {
      if (readingId === null) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.history }), queryClient.invalidateQueries({ queryKey: queryKeys.journal.all })]);
    },
  });
}
