import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, spyTracker } from '../test-support/fetch-stub.ts';
import { transferTempReading } from '../features/ask/api/transfer-temp-reading.ts';
import { claimStoredTempReading } from '../features/ask/claim-temp-reading.ts';
import { visitorStorage } from '../features/ask/visitor-storage.ts';
import { afterSignIn } from './after-sign-in.ts';

const { track, restore } = spyTracker();

afterEach(() => {
  vi.unstubAllGlobals();
  restore();
});

describe('afterSignIn', () => {
  const user = { id: 'user-1', email: 'ada@example.com', name: 'Ada' };
  const claim = (userId: string) => claimStoredTempReading(userId, transferTempReading);

  it('transfers the stored temp reading, clears the id, and asks for the confirmation email after sign-up', async () => {
    track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue('5b7d2c1e-8f3a-4c6b-9d2e-1a2b3c4d5e6f');
    const cleared = track(vi.spyOn(visitorStorage, 'clearTempUserId')).mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await afterSignIn(user, { isNewUser: true }, claim);
    const bodies = Object.fromEntries(
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([path, init]) => [path, JSON.parse(String(init.body)) as unknown]),
    );
    expect(bodies).toEqual({
      '/api/openai/transfer-temp-reading': { tempUserId: '5b7d2c1e-8f3a-4c6b-9d2e-1a2b3c4d5e6f', userId: 'user-1' },
      '/api/email/confirmation': { email: 'ada@example.com', name: 'Ada', uid: 'user-1' },
    });
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('does nothing on a plain sign-in without a stored reading', async () => {
    track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue(null);
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await afterSignIn(user, {}, claim);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only logs failures (spec §8) and keeps the temp id when the transfer fails', async () => {
    track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue('5b7d2c1e-8f3a-4c6b-9d2e-1a2b3c4d5e6f');
    const cleared = track(vi.spyOn(visitorStorage, 'clearTempUserId')).mockImplementation(() => undefined);
    const warn = track(vi.spyOn(console, 'warn')).mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(502, { error: 'down' })),
    );
    await expect(afterSignIn(user, { isNewUser: true }, claim)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(cleared).not.toHaveBeenCalled();
  });
});
