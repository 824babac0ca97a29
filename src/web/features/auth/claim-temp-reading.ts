import { api } from '../../api.ts';
import { visitorStorage } from '../ask/visitor-storage.ts';

/**
 * Spec §4: after sign-in or sign-up the visitor's stored free reading moves to the user and the
 * temp id is cleared. Failures are only logged (spec §8); the id stays for a later try.
 */
export async function claimStoredTempReading(userId: string): Promise<void> {
  const tempUserId = visitorStorage.storedTempUserId();
  if (!tempUserId) return;
  try {
    await api('/api/openai/transfer-temp-reading', { body: { tempUserId, userId } });
    visitorStorage.clearTempUserId();
  } catch (error) {
    console.warn('Could not transfer the temporary reading', error);
  }
}
