// The seeds' shapes and makers, apart from the algorithm so the ask page can make a seed without loading it.

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** Printable ASCII only, so every verifier reads the same bytes without a Unicode normalisation step. */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 32 random bytes as 64 hex characters: a fresh server seed. */
export function makeServerSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The browser's default client seed: 16 random bytes as 32 hex characters. */
export function makeClientSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}
