import { describe, expect, it } from 'vitest';
import { TEXT } from '../../../shared/constants.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage, TOO_MANY_ATTEMPTS_MESSAGE } from './form-errors.ts';

describe('accountFormErrorMessage', () => {
  it('a limit, a refusal and a failure', () => {
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(accountFormErrorMessage(new HttpError(429, 'Too many requests. Please wait a moment and try again.'))).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(accountFormErrorMessage(new HttpError(403, 'That password is not correct.'))).toBe('That password is not correct.');
    expect(accountFormErrorMessage(new HttpError(502, 'The verification email could not be sent right now'))).toBe(
      'The verification email could not be sent right now',
    );
    expect(accountFormErrorMessage(new HttpError(500, 'Internal Server Error'))).toBe(TEXT.genericError);
    expect(accountFormErrorMessage(new TypeError('Failed to fetch'))).toBe(TEXT.genericError);
  });
});
