import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TEXT } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { api } from '../../api.ts';
import { claimStoredTempReading } from './claim-temp-reading.ts';

interface AuthState {
  /** undefined until the first auth state is known (spec §4: nothing is shown before). */
  user: UserData | null | undefined;
  refresh(): Promise<UserData | null>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserData | null | undefined>(initialUser);

  const refresh = useCallback(async () => {
    try {
      const { user: fresh } = await api<{ user: UserData | null }>('/api/me');
      setUser(fresh);
      return fresh;
    } catch (error) {
      console.warn('Could not load the user data', error);
      setUser((current) => current ?? null);
      return null;
    }
  }, []);

  useEffect(() => {
    if (user === undefined) void refresh();
  }, [user, refresh]);

  // Covers every way in, Google's redirect included: a waiting free reading joins the history.
  const uid = user?.uid;
  useEffect(() => {
    if (uid) void claimStoredTempReading(uid, { patient: true });
  }, [uid]);

  const signOut = useCallback(async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, refresh, signOut }), [user, refresh, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = use(AuthContext);
  if (!context) throw new Error(TEXT.useAuthOutsideProvider);
  return context;
}

export function firstName(user: UserData | null | undefined): string | null {
  const first = user?.name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
