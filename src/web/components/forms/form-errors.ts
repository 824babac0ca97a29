import { TEXT } from '../../../shared/constants.ts';
import { HttpError } from '../../api-client.ts';

/** Any 429 from an account or auth form: the spec §8 too-many-requests text. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a moment before trying again.';

/**
 * The account forms (reset, change password, delete…): a 429 gets the spec §8 text; any other
 * answer with a message the server's own words (our server writes them to be shown, a 502
 * "could not be cancelled right now" included, and hides a 500's); anything else 'An error occurred'.
 */
export function accountFormErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (error instanceof HttpError && error.status !== 500 && error.serverMessage) return error.serverMessage;
  return TEXT.genericError;
}
