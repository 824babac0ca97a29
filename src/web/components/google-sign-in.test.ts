import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-support/fetch-stub.ts';
import { HttpError } from '../api-client.ts';
import { googleErrorMessage, startGoogleSignIn } from './google-sign-in.tsx';

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
    expect(googleErrorMessage(failure)).toBe('Google sign-in is not set up on this server.');
    expect(googleErrorMessage(new HttpError(429))).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(googleErrorMessage(new HttpError(500))).toBe('Google sign-in could not start. Please try again.');
    expect(googleErrorMessage(new TypeError('Failed to fetch'))).toBe('Google sign-in could not start. Please try again.');
  });
});
