import { useCallback } from 'react';
import { useClaimStoredTempReading } from '../features/ask/claim-temp-reading.ts';
import { requestConfirmationEmail, type AuthUser } from '../features/auth/auth-api.ts';

// What follows a sign-in, across features: the visitor's free reading (ask) joins the account (auth).

interface SignInKind {
  isNewUser?: boolean;
}

/**
 * Spec §4: after login or signup, a stored temporary reading moves to the user (`claim`) and the temp
 * id is cleared; after signup, the confirmation email is asked for. Spec §8: both failures are only logged.
 */
export async function afterSignIn(user: AuthUser, { isNewUser = false }: SignInKind, claim: (userId: string) => Promise<void>): Promise<void> {
  const tasks: Promise<void>[] = [claim(user.id)];
  if (isNewUser) {
    tasks.push(requestConfirmationEmail(user).catch((error: unknown) => console.warn('Could not send the confirmation email', error)));
  }
  await Promise.all(tasks);
}

/** `afterSignIn` for the sign-in pages: one quick try at the claim, through its mutation (the app keeps trying once signed in). */
export function useAfterSignIn(): (user: AuthUser, kind?: SignInKind) => Promise<void> {
  const claim = useClaimStoredTempReading();
  return useCallback((user: AuthUser, kind: SignInKind = {}) => afterSignIn(user, kind, (userId) => claim(userId)), [claim]);
}
