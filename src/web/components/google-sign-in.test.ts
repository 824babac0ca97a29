import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-support/fetch-stub.ts';
import { HttpError } from '../api-client.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './forms/form-errors.ts';
import { GOOGLE_MESSAGES, googleErrorMessage, startGoogleSignIn } from './google-sign-in.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Google sign-in', () => {
  it('startGoogleSignIn asks for the google provider and returns the URL', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { url: 'https://accounts.example/authorize?x=1', redirect: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(startGoogleSignIn()).resolves.toBe('https://accounts.example/authorize?x=1');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-in/social');
    expect(JSON.parse(String(init.body))).toEqual({ provider: 'google', callbackURL: '/account', errorCallbackURL: '/login?error=google' });
  });

  it('an unconfigured Google provider gives a clear message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' })),
    );
    const failure = await startGoogleSignIn().catch((error: unknown) => error);
    expect(googleErrorMessage(failure)).toBe(GOOGLE_MESSAGES.notConfigured);
    expect(googleErrorMessage(new HttpError(429))).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(googleErrorMessage(new HttpError(500))).toBe(GOOGLE_MESSAGES.couldNotStart);
    expect(googleErrorMessage(new TypeError('Failed to fetch'))).toBe(GOOGLE_MESSAGES.couldNotStart);
  });
});
