import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiPaths } from '../../shared/paths.ts';
import type { UserData } from '../../shared/schemas/account.ts';
import { postAuth } from '../auth-client.ts';
import { forgetUserData } from '../pwa/offline-data.ts';
import { queryKeys } from '../query-keys.ts';
import { meQuery } from './me-query.ts';

// Who is signed in: app-wide state, read by the router, the pages and the features alike. It is
// the `me` query (me-query.ts) in the app's query client (app.tsx), nothing kept beside it.

interface Session {
  /** undefined until the first auth state is known (spec §4: nothing is shown before). */
  user: UserData | null | undefined;
  signOut(): Promise<void>;
}

/** The server writes the session's user into the page, so the first render already knows it. */
function userFromPage(): UserData | null | undefined {
  // Prerendering at build time: the signed-out page.
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('initial-user');
  if (!element?.textContent) return undefined;
  try {
    return (JSON.parse(element.textContent) as { user: UserData | null }).user;
  } catch {
    return undefined;
  }
}

/**
 * Once, as the app's query client is made: the user the page came with is the `me` query's first
 * answer, so no request is made for it. A page without one (undefined) has it fetched.
 */
export function seedSession(client: QueryClient): void {
  const user = userFromPage();
  if (user !== undefined) client.setQueryData(meQuery.queryKey, user);
}

/**
 * Every reader observes the query itself and reads it as it renders, so an answer is seen by the
 * next render anywhere: a sign-in page that navigates to /account right after `await
 * sessionChanged()` finds the account page's guard already seeing the new session.
 */
export function useSession(): Session {
  const client = useQueryClient();
  const { data: user } = useQuery(meQuery);
  const signOut = useCallback(async () => {
    // What this browser kept of the person for reading offline goes first, whatever the server answers.
    await forgetUserData();
    await postAuth(apiPaths.auth.signOut);
    client.setQueryData(meQuery.queryKey, null);
  }, [client]);
  return useMemo(() => ({ user, signOut }), [user, signOut]);
}

/**
 * After a sign-in, a sign-up or a password reset the cookie holds another session: `me` is
 * fetched again, and the returned promise settles once the answer is in the cache.
 */
export function useSessionChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: queryKeys.me }), [client]);
}

export function firstName(user: UserData | null | undefined): string | null {
  const first = user?.name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
