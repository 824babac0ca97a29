import { answerOf } from '../../../api-client.ts';

/** POST /api/draw: the visitor's three cards, from the commitment shown and the browser's seed when there are. */
export function drawCards(choice: { commitmentId: string; clientSeed: string } | undefined, signal: AbortSignal) {
  return answerOf((c) => c.api.draw.$post({ json: choice ?? {} }, { init: { signal } }));
}
