import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** Renewed before the server's hour is up, so the commitment on screen is always one it will draw with. */
const RENEW_AFTER_MS = 50 * 60 * 1000;

/** POST /api/draw/commit: a new commitment for the session's account, else for the visitor's browser. */
export function commitDraw() {
  return answerOf((c) => c.api.draw.commit.$post());
}

/**
 * The commitment shown before the `round`th draw of a page (docs/fair-draw.md). Minting one is
 * harmless to repeat, so it is read as a query: asked for once per round, and again before the
 * server's hour is up (in a background tab too). A failure is an answer, none (the server then
 * makes both seeds), never retried: the form waits for the first answer. No round is kept once its
 * page is gone (`gcTime: 0`): a commitment is used once, and the next visit's round 0 is a new one.
 */
export const drawCommitmentQuery = (round: number) =>
  queryOptions({
    queryKey: queryKeys.drawCommitment(round),
    queryFn: () =>
      commitDraw().catch((error: unknown) => {
        console.warn('No draw commitment: the server will make its own', error);
        return null;
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
    refetchInterval: RENEW_AFTER_MS,
    refetchIntervalInBackground: true,
  });

export const useDrawCommitmentQuery = (round: number) => useQuery(drawCommitmentQuery(round));
