import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '../password-reset-api.ts';

/** POST /api/auth/reset-password (Better Auth): every session of the account ends, this browser's too. */
export function useResetPassword() {
  return useMutation({ mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => resetPassword(token, newPassword) });
}
