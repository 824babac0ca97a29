import { PASSWORD_MIN_LENGTH, TEXT } from '../../../shared/constants.ts';

/**
 * A new password typed twice (sign-up, reset, change): spec §5's signup rules in their order,
 * the mismatch before the length. Returns the first message, or null when the pair is good.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return TEXT.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return TEXT.passwordTooShort;
  return null;
}
