import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../password-reset-api.ts';

/** POST /api/auth/request-password-reset (Better Auth): the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
