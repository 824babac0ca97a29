import { FIRST_READING_DONE_KEY, TEMP_USER_ID_KEY } from '../../../shared/constants.ts';

// Spec §3: the visitor's temporary id and the firstReadingDone flag live in local storage.
// Storage can be unavailable (private modes); the server enforces the rule anyway.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in; the server still knows.
  }
}

export const visitorStorage = {
  tempUserId(): string {
    const existing = read(TEMP_USER_ID_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    write(TEMP_USER_ID_KEY, created);
    return created;
  },
  storedTempUserId: () => read(TEMP_USER_ID_KEY),
  clearTempUserId: () => write(TEMP_USER_ID_KEY, null),
  isFirstReadingDone: () => read(FIRST_READING_DONE_KEY) === 'true',
  markFirstReadingDone: () => write(FIRST_READING_DONE_KEY, 'true'),
  clearFirstReadingDone: () => write(FIRST_READING_DONE_KEY, null),
};
