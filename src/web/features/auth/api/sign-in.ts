import { useMutation } from '@tanstack/react-query';
import { signInWithEmail } from '../auth-api.ts';

/** POST /api/auth/sign-in/email (Better Auth): the signed-in user. The page then re-reads the session (`useSessionChanged`). */
export function useSignIn() {
  return useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => signInWithEmail(email, password) });
}
