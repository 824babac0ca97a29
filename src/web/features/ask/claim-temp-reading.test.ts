import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, spyTracker } from '../../test-support/fetch-stub.ts';
import { transferTempReading } from './api/transfer-temp-reading.ts';
import { claimStoredTempReading } from './claim-temp-reading.ts';
import { visitorStorage } from './visitor-storage.ts';

const { track, restore } = spyTracker();

afterEach(() => {
  vi.unstubAllGlobals();
  restore();
});

describe('claimStoredTempReading', () => {
  const TEMP_ID = '5b7d2c1e-8f3a-4c6b-9d2e-1a2b3c4d5e6f';

  it('keeps the id after one quick try finds nothing yet, and waits for the reading when patient', async () => {
    vi.useFakeTimers();
    try {
      track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue(TEMP_ID);
      const cleared = track(vi.spyOn(visitorStorage, 'clearTempUserId')).mockImplementation(() => undefined);
      const answers = [{ readingId: null }, { readingId: null }, { readingId: null }, { readingId: 'reading-1' }];
      const fetchMock = vi.fn(async () => jsonResponse(200, answers.shift() ?? { readingId: null }));
      vi.stubGlobal('fetch', fetchMock);

      await claimStoredTempReading('user-1', transferTempReading);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(cleared).not.toHaveBeenCalled();

      const patient = claimStoredTempReading('user-1', transferTempReading, { patient: true });
      await vi.runAllTimersAsync();
      await patient;
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(cleared).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the id up at once when the server says this browser cannot claim it (403)', async () => {
    track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue(TEMP_ID);
    const cleared = track(vi.spyOn(visitorStorage, 'clearTempUserId')).mockImplementation(() => undefined);
    const warn = track(vi.spyOn(console, 'warn')).mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse(403, { error: 'Forbidden' }));
    vi.stubGlobal('fetch', fetchMock);
    await claimStoredTempReading('user-1', transferTempReading, { patient: true });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('gives the id up once patience runs out', async () => {
    vi.useFakeTimers();
    try {
      track(vi.spyOn(visitorStorage, 'storedTempUserId')).mockReturnValue(TEMP_ID);
      const cleared = track(vi.spyOn(visitorStorage, 'clearTempUserId')).mockImplementation(() => undefined);
      const fetchMock = vi.fn(async () => jsonResponse(200, { readingId: null }));
      vi.stubGlobal('fetch', fetchMock);
      const patient = claimStoredTempReading('user-1', transferTempReading, { patient: true });
      await vi.runAllTimersAsync();
      await patient;
      expect(fetchMock).toHaveBeenCalledTimes(6);
      expect(cleared).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
