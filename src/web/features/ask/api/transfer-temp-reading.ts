import { answerOf } from '../../../api-client.ts';

/** POST /api/openai/transfer-temp-reading: moves the visitor's free reading to the user; null when there is nothing (yet). */
export async function transferTempReading(tempUserId: string, userId: string): Promise<string | null> {
  const { readingId } = await answerOf((c) => c.api.openai['transfer-temp-reading'].$post({ json: { tempUserId, userId } }));
  return readingId;
}
