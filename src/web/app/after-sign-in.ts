import { claimStoredTempReading } from '../features/ask/claim-temp-reading.ts';
import { requestConfirmationEmail, type AuthUser } from '../features/auth/auth-api.ts';

// What follows a sign-in, across features: the visitor's free reading (ask) joins the account (auth).

/**
 * Spec §4: after login or signup, a stored temporary reading moves to the user and the temp id is cleared;
 * after signup, the confirmation email is asked for. Spec §8: both failures are only logged.
 */
export async function afterSignIn(user: AuthUser, options: { isNewUser?: boolean } = {}): Promise<void> {
  const tasks: Promise<void>[] = [claimStoredTempReading(user.id)];
  if (options.isNewUser) {
    tasks.push(requestConfirmationEmail(user).catch((error: unknown) => console.warn('Could not send the confirmation email', error)));
  }
  await Promise.all(tasks);
}
