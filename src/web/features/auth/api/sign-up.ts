import { useMutation } from '@tanstack/react-query';
import { signUpWithEmail } from '../auth-api.ts';

/** POST /api/auth/sign-up/email (Better Auth): the new user, signed in. The page then re-reads the session (`useSessionChanged`). */
export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
