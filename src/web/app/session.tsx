import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiPaths } from '../../shared/paths.ts';
import type { UserData } from '../../shared/schemas/account.ts';
import { postAuth } from '../auth-client.ts';
import { forgetUserData } from '../pwa/offline-data.ts';
import { getMe } from './me-query.ts';

// Who is signed in: app-wide state, read by the router, the pages and the features alike.

interface Session {
  /** undefined until the first auth state is known (spec §4: nothing is shown before). */
  user: UserData | null | undefined;
  /**
   * The user as the `me` query has it now (query-client.tsx): every page after the first load has
   * the query client, and a call that changes the session, the balance or the profile invalidates
   * `queryKeys.me` there (a sign-in, a purchase, a follow-up); the session follows.
   */
  adopt(user: UserData | null): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The server writes the session's user into the page, so the first render already knows it. */
function initialUser(): UserData | null | undefined {
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

/** The session's user as the server has it now; undefined when it could not be asked. */
async function fetchUser(): Promise<UserData | null | undefined> {
  try {
    return await getMe();
  } catch (error) {
    console.warn('Could not load the user data', error);
    return undefined;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserData | null | undefined>(initialUser);

  // A failed lookup keeps the user already known, and settles an unknown one as signed out.
  const settle = useCallback((fresh: UserData | null | undefined) => setUser((current) => (fresh === undefined ? (current ?? null) : fresh)), []);

  useEffect(() => {
    if (user === undefined) void fetchUser().then(settle);
  }, [user, settle]);

  const signOut = useCallback(async () => {
    // What this browser kept of the person for reading offline goes first, whatever the server answers.
    await forgetUserData();
    await postAuth(apiPaths.auth.signOut);
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, adopt: setUser, signOut }), [user, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionProvider');
  return context;
}

export function firstName(user: UserData | null | undefined): string | null {
  const first = user?.name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
