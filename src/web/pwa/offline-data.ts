import { apiPaths } from '../../shared/paths.ts';
import type { UserData } from '../../shared/schemas/account.ts';
import { forgetNoteDrafts } from '../features/journal/note-draft-key.ts';
import { USER_DATA_CACHE } from './worker-protocol.ts';

// The person's data the service worker keeps for offline reading is one person's only: on a
// shared computer, whoever comes next must not read it.

const OWNER_KEY = 'offlineDataOwner';

/** Forgets everything kept of the signed-in person (signing out: before the server is even asked). */
export async function forgetUserData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  forgetNoteDrafts();
  if ('caches' in window) await caches.delete(USER_DATA_CACHE);
}

/**
 * Once the page knows who is signed in: what was kept for anyone else (or for someone whose
 * session has ended) is forgotten, then this person is kept as /api/me answers them. The page
 * knows them from the server's HTML without asking /api/me, so the worker would never have it; the
 * app opened offline asks it first.
 */
export async function keepUserDataFor(user: UserData | null): Promise<void> {
  if (!('caches' in window)) return;
  if (user === null || localStorage.getItem(OWNER_KEY) !== user.uid) await forgetUserData();
  if (user === null) return;
  localStorage.setItem(OWNER_KEY, user.uid);
  const kept = await caches.open(USER_DATA_CACHE);
  await kept.put(apiPaths.me, Response.json({ user }));
}
