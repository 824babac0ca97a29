import { USER_DATA_CACHE } from './offline-routes.ts';

// The person's data the service worker keeps for offline reading is one person's only: on a
// shared computer, whoever comes next must not read it.

const OWNER_KEY = 'offlineDataOwner';

/** Forgets everything kept of the signed-in person (signing out: before the server is even asked). */
export async function forgetUserData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  if ('caches' in window) await caches.delete(USER_DATA_CACHE);
}

/**
 * Once the page knows who is signed in: what was kept for anyone else (or for someone whose
 * session has ended) is forgotten before this person's is kept.
 */
export async function keepUserDataFor(uid: string | null): Promise<void> {
  if (uid !== null && localStorage.getItem(OWNER_KEY) === uid) return;
  await forgetUserData();
  if (uid !== null) localStorage.setItem(OWNER_KEY, uid);
}
