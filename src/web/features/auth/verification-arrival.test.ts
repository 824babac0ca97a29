import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED_CALLBACK } from '../../../shared/account-security.ts';
import { signInPathFor, verificationOutcome } from './verification-arrival.ts';

const searchOf = (url: string) => new URL(url, 'http://localhost').search.slice(1);

describe('a verification link landing', () => {
  it('is verified on the callback as it is, failed once Better Auth appends an error', () => {
    expect(verificationOutcome(searchOf(EMAIL_VERIFIED_CALLBACK))).toBe('verified');
    expect(verificationOutcome(searchOf(`${EMAIL_VERIFIED_CALLBACK}&error=INVALID_TOKEN`))).toBe('failed');
    expect(verificationOutcome(searchOf(`${EMAIL_VERIFIED_CALLBACK}&error=TOKEN_EXPIRED`))).toBe('failed');
    expect(verificationOutcome('verified=0')).toBe('failed');
    expect(verificationOutcome('')).toBeNull();
    expect(verificationOutcome('confirm-delete=1')).toBeNull();
  });

  it('sends a signed-out visitor of /account to /login, with the outcome when there is one', () => {
    expect(signInPathFor('')).toBe('/login');
    expect(signInPathFor(searchOf(EMAIL_VERIFIED_CALLBACK))).toBe('/login?verified=1');
    expect(signInPathFor(searchOf(`${EMAIL_VERIFIED_CALLBACK}&error=INVALID_TOKEN`))).toBe('/login?verified=0');
    // /login reads its own query the same way.
    expect(verificationOutcome(searchOf(signInPathFor('verified=1&error=TOKEN_EXPIRED')))).toBe('failed');
  });
});
