import type { EarlierReading } from '../../../../shared/schemas/reask.ts';
import { answerOf } from '../../../api-client.ts';

/**
 * POST /api/readings/similar: the person's reading of the same question within the day, or null.
 * The guard is a courtesy, never a gate: when the look fails, the draw goes ahead as if nothing
 * were found.
 */
export async function findEarlierReading(question: string): Promise<EarlierReading | null> {
  try {
    const { reading } = await answerOf((c) => c.api.readings.similar.$post({ json: { question } }));
    return reading;
  } catch (error) {
    console.warn('Could not look for an earlier reading of the question', error);
    return null;
  }
}
