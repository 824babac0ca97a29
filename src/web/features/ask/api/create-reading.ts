import { answerOf } from '../../../api-client.ts';

/**
 * POST /api/readings: a signed-in user's question. The server draws the cards, from the
 * commitment the page showed and the browser's seed when there are, and answers the new reading's id.
 */
export async function createReading(question: string, choice?: { commitmentId: string; clientSeed: string }): Promise<string> {
  const { id } = await answerOf((c) => c.api.readings.$post({ json: { question, ...choice } }));
  return id;
}
