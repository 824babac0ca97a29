import { apiPaths } from '../../../shared/paths.ts';
import { api } from '../../api.ts';

/** A signed-in user's question: the server draws the cards and answers the new reading's id. */
export async function createReading(question: string): Promise<string> {
  const { id } = await api<{ id: string }>(apiPaths.readings, { body: { question } });
  return id;
}
