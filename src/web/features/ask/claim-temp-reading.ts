import { useCallback } from 'react';
import { HttpError } from '../../api-client.ts';
import { useTransferTempReading, type TempReadingTransfer } from './api/transfer-temp-reading.ts';
import { visitorStorage } from './visitor-storage.ts';

/**
 * Waits before asking again while the server has nothing to claim yet: a visitor who signs up
 * while their free reading is still being written gets it once it is whole (the server claims
 * only finished readings). About half a minute in all, the longest a reading takes.
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

export interface ClaimOptions {
  patient?: boolean;
}

/**
 * Spec §4: after sign-in or sign-up the visitor's stored free reading moves to the user and the
 * temp id is cleared. Failures are only logged (spec §8); the id stays for a later try.
 * One quick try unless `patient` (in the background, once signed in), which also waits for a
 * reading still being written and only then gives the id up. A 403 means this browser can never
 * claim it (it was drawn in another, or the browser's visitor cookie is gone): the id goes.
 * `transfer` is the call that moves it (`useTransferTempReading`'s, in the app).
 */
export async function claimStoredTempReading(
  userId: string,
  transfer: (move: TempReadingTransfer) => Promise<string | null>,
  { patient = false }: ClaimOptions = {},
): Promise<void> {
  const tempUserId = visitorStorage.storedTempUserId();
  if (!tempUserId) return;
  try {
    for (const delay of patient ? [0, ...RETRY_DELAYS_MS] : [0]) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const readingId = await transfer({ tempUserId, userId });
      // null: nothing to claim, or nothing yet.
      if (readingId !== null) {
        visitorStorage.clearTempUserId();
        return;
      }
    }
    if (patient) visitorStorage.clearTempUserId();
  } catch (error) {
    console.warn('Could not transfer the temporary reading', error);
    if (error instanceof HttpError && error.status === 403) visitorStorage.clearTempUserId();
  }
}

/** `claimStoredTempReading` through the transfer's mutation, which refreshes the history once a reading has moved. */
export function useClaimStoredTempReading(): (userId: string, options?: ClaimOptions) => Promise<void> {
  const { mutateAsync } = useTransferTempReading();
  return useCallback((userId: string, options?: ClaimOptions) => claimStoredTempReading(userId, mutateAsync, options), [mutateAsync]);
}
