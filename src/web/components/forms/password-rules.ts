import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * A new password typed twice (sign-up, reset, change): spec §5's signup rules in their order,
 * the mismatch before the length. Returns the first message, or null when the pair is good.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return m.form_passwords_do_not_match();
  if (password.length < PASSWORD_MIN_LENGTH) return m.form_password_too_short({ min: PASSWORD_MIN_LENGTH });
  return null;
}
