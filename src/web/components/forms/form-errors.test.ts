import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api-client.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { accountFormErrorMessage } from './form-errors.ts';

describe('accountFormErrorMessage', () => {
  it('a limit, a refusal and a failure', () => {
    expect(m.form_too_many_attempts()).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(accountFormErrorMessage(new HttpError(429, 'Too many requests. Please wait a moment and try again.'))).toBe(m.form_too_many_attempts());
    expect(accountFormErrorMessage(new HttpError(403, 'That password is not correct.'))).toBe('That password is not correct.');
    expect(accountFormErrorMessage(new HttpError(502, 'The verification email could not be sent right now'))).toBe(
      'The verification email could not be sent right now',
    );
    expect(accountFormErrorMessage(new HttpError(500, 'Internal Server Error'))).toBe('An error occurred');
    expect(accountFormErrorMessage(new TypeError('Failed to fetch'))).toBe('An error occurred');
  });
});
