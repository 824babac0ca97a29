import { HttpError } from '../../api-client.ts';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The account forms (reset, change password, delete…): a 429 gets the spec §8 too-many-attempts
 * text; any other answer with a message the server's own words (our server writes them to be
 * shown, a 502 "could not be cancelled right now" included, and hides a 500's); anything else
 * 'An error occurred'.
 */
export function accountFormErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return m.form_too_many_attempts();
  if (error instanceof HttpError && error.status !== 500 && error.serverMessage) return error.serverMessage;
  return m.form_generic_error();
}
