import { useMutation } from '@tanstack/react-query';
import { answerOf } from '../../../api-client.ts';

export interface VisitorDraw {
  /** The commitment shown and the browser's seed, when there are (features/fair-draw). */
  choice: { commitmentId: string; clientSeed: string } | undefined;
  signal: AbortSignal;
}

/** POST /api/draw: the visitor's three cards, from the commitment shown and the browser's seed when there are. */
export function drawCards({ choice, signal }: VisitorDraw) {
  return answerOf((c) => c.api.draw.$post({ json: choice ?? {} }, { init: { signal } }));
}

/** Draws the visitor's free reading (this browser's one, spec §4). */
export function useDrawCards() {
  return useMutation({ mutationFn: drawCards });
}
