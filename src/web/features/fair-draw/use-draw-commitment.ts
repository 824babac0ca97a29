import { useCallback, useEffect, useState } from 'react';
import { CLIENT_SEED_PATTERN, makeClientSeed } from '../../../shared/fair-draw/seeds.ts';
import type { DrawCommitResponse } from '../../../shared/schemas/fair-draw.ts';
import { answerOf } from '../../api-client.ts';

/** Renewed before the server's hour is up, so the commitment on screen is always one it will draw with. */
const RENEW_AFTER_MS = 50 * 60 * 1000;

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
  const [commitment, setCommitment] = useState<DrawCommitResponse | null>(null);
  const [clientSeed, setClientSeed] = useState(makeClientSeed);
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let cancelled = false;
    answerOf((c) => c.api.draw.commit.$post())
      .then((answer) => {
        if (!cancelled) setCommitment(answer);
      })
      .catch((error: unknown) => console.warn('No draw commitment: the server will make its own', error))
      .finally(() => setSettled(true));
    const timer = window.setTimeout(() => {
      setCommitment(null);
      setRound((n) => n + 1);
    }, RENEW_AFTER_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [round]);

  const clientSeedValid = CLIENT_SEED_PATTERN.test(clientSeed);
  const choice = useCallback(
    () => (commitment && clientSeedValid ? { commitmentId: commitment.commitmentId, clientSeed } : undefined),
    [commitment, clientSeed, clientSeedValid],
  );
  const renew = useCallback(() => {
    // The used commitment goes at once: the next draw must not send it again.
    setCommitment(null);
    setClientSeed(makeClientSeed());
    setRound((n) => n + 1);
  }, []);

  return { commitment, clientSeed, setClientSeed, clientSeedValid, choice, renew, settled };
}
