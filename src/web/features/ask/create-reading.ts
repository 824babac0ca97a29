import { apiPaths } from '../../../shared/paths.ts';
import { api } from '../../api.ts';

/**
 * A signed-in user's question: the server draws the cards, from the commitment the page showed and
 * the browser's seed when there are, and answers the new reading's id.
 */
export async function createReading(question: string, choice?: { commitmentId: string; clientSeed: string }): Promise<string> {
  const { id } = await api<{ id: string }>(apiPaths.readings, { body: { question, ...choice } });
  return id;
}
