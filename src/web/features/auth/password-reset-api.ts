import { apiPaths, paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { postAuth } from '../../auth-client.ts';

// Forgotten password: Better Auth mails a single-use link that lands on /reset-password?token=…

/** The server answers the same whether or not the address has an account; only a 429 or a failure differs. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postAuth(apiPaths.auth.requestPasswordReset, { email, redirectTo: paths.resetPassword });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postAuth(apiPaths.auth.resetPassword, { token, newPassword });
}

/** Better Auth's answer for a token that is unknown, used or past its hour. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400 && (error.code === 'INVALID_TOKEN' || /invalid token/i.test(error.serverMessage ?? ''));
}
