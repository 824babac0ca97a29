import { EMAIL_VERIFIED_CALLBACK } from '../../../shared/account-security.ts';
import { apiPaths, paths } from '../../../shared/paths.ts';
import { answerOf, HttpError } from '../../api-client.ts';
import { postAuth } from '../../auth-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { m } from '../../i18n/paraglide/messages.js';

// The account page's calls that check or change how the user signs in (issue 14 §5).

/** Where a Google-only user lands after signing in again to confirm the deletion. */
export const CONFIRM_DELETE_CALLBACK_URL = `${paths.account}?confirm-delete=1`;

export async function sendVerificationEmail(email: string): Promise<void> {
  await postAuth(apiPaths.auth.sendVerificationEmail, { email, callbackURL: EMAIL_VERIFIED_CALLBACK });
}

/** Every other session is signed out too, so a thief who knew the old password is out. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await postAuth(apiPaths.auth.changePassword, { currentPassword, newPassword, revokeOtherSessions: true });
}

export async function revokeOtherSessions(): Promise<void> {
  await postAuth(apiPaths.auth.revokeOtherSessions);
}

/** Password accounts send the password; a Google-only account sends nothing and needs a fresh sign-in. */
export async function deleteAccount(password: string | null): Promise<void> {
  await answerOf((c) => c.api.account.delete.$post({ json: password === null ? {} : { password } }));
}

export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.code === 'INVALID_PASSWORD') return m.account_wrong_current_password();
  return accountFormErrorMessage(error);
}
