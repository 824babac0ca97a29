import { useCallback, useState } from 'react';
import { CLIENT_SEED_PATTERN, makeClientSeed } from '../../../shared/fair-draw/seeds.ts';
import type { DrawCommitResponse } from '../../../shared/schemas/fair-draw.ts';
import { useDrawCommitmentQuery } from './api/commit-draw.ts';

export interface FairDrawChoice {
  commitmentId: string;
  clientSeed: string;
}

export interface DrawCommitment {
  commitment: DrawCommitResponse | null;
  clientSeed: string;
  setClientSeed: (seed: string) => void;
  clientSeedValid: boolean;
  /** What to send with the draw; undefined when there is no commitment yet (the server then makes both seeds). */
  choice: () => FairDrawChoice | undefined;
  /** A commitment is used once: asks for the next one, with a fresh seed. */
  renew: () => void;
  /**
   * The first answer (a commitment, or none) has come: a draw sent from now on cannot race the
   * request that gave this browser its visitor id.
   */
  settled: boolean;
}

/** The commitment shown before a draw (docs/fair-draw.md), and the browser's own seed. */
export function useDrawCommitment(): DrawCommitment {
  const [round, setRound] = useState(0);
  const [clientSeed, setClientSeed] = useState(makeClientSeed);
  const query = useDrawCommitmentQuery(round);
  // A new round has none until its answer: the used commitment must not be sent again.
  const commitment = query.data ?? null;
  // Only the first answer matters, and a round is renewed only after a draw, which waits for it.
  const settled = round > 0 || !query.isPending;

  const clientSeedValid = CLIENT_SEED_PATTERN.test(clientSeed);
  const choice = useCallback(
    () => (commitment && clientSeedValid ? { commitmentId: commitment.commitmentId, clientSeed } : undefined),
    [commitment, clientSeed, clientSeedValid],
  );
  const renew = useCallback(() => {
    setClientSeed(makeClientSeed());
    setRound((n) => n + 1);
  }, []);

  return { commitment, clientSeed, setClientSeed, clientSeedValid, choice, renew, settled };
}
