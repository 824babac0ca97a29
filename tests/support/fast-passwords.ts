import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A stand-in for src/server/auth/password.ts where hashing cost is beside the point (input
 * handling, ownership, CSRF): production's scrypt at N=2^17 would spend those runs on key
 * derivation. Same interface, same behaviour (a password opens only its own hash), no cost.
 * Use: vi.mock('../src/server/auth/password.ts', () => import('./support/fast-passwords.ts'));
 */
const digest = (password: string) => createHash('sha256').update(password.normalize('NFKC')).digest();

export const PASSWORD_HASH_PARAMS = { N: 1, r: 1, p: 1, keyLength: 32, saltBytes: 0 } as const;

export async function hashPassword(password: string): Promise<string> {
  return `sha256$${digest(password).toString('base64url')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, key] = hash.split('$');
  if (scheme !== 'sha256' || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = digest(password);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
