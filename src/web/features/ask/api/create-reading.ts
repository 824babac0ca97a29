import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnCard } from '../../../../shared/schemas/own-deck.ts';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

export interface NewReading {
  question: string;
  /** The commitment the page showed and the browser's seed, with the picks after shuffle and pick. */
  choice?: { commitmentId: string; clientSeed: string; picks?: number[] } | undefined;
  spreadId?: string | null;
  ownCards?: OwnCard[] | undefined;
}

/**
 * POST /api/readings: a signed-in user's question. The server draws the cards, one per position of
 * the spread (`spreadId`, sent only when it is not the spec's three cards), from the commitment the
 * page showed and the browser's seed when there are (with the reader's picks from the shuffled fan,
 * after shuffle and pick), and answers the new reading's id. With `ownCards` (issue 27 §1) nothing is
 * drawn: the server keeps the cards the person drew from their own deck.
 */
export async function createReading({ question, choice, spreadId, ownCards }: NewReading): Promise<string> {
  const { id } = await answerOf((c) => c.api.readings.$post({ json: { question, ...(spreadId ? { spreadId } : {}), ...(ownCards ? { ownCards } : choice) } }));
  return id;
}

/**
 * Creates the reading; the balance, the history and the journal are asked for again. Not awaited:
 * the page goes to the new reading at once.
 */
export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReading,
    onSuccess: () => {
      for (const queryKey of [queryKeys.me, queryKeys.history, queryKeys.journal.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
