import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createBoundedPool, HASHING_CONCURRENCY, HASHING_MAX_WAIT_MS, HASHING_MAX_WAITING } from './hashing-pool.ts';

/**
 * scrypt at OWASP's recommended cost (N=2^17, r=8, p=1), stronger than Better Auth's default
 * (N=2^14). Stored as `scrypt$N$r$p$salt$key` so the cost can rise later without breaking old hashes.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltBytes: 16 } as const;

/**
 * Every hash and check in the process goes through this pool: a flood of passwords (sign-ins,
 * change-password, verify-password, account deletion) can use only so many cores and so much
 * memory at once, and is answered 503 past its bound instead of starving every other request.
 */
export const hashingPool = createBoundedPool({ concurrency: HASHING_CONCURRENCY, maxWaiting: HASHING_MAX_WAITING, maxWaitMs: HASHING_MAX_WAIT_MS });

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return hashingPool.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export type PasswordHashParams = { N: number; r: number; p: number; keyLength: number; saltBytes: number };

/** Hashes at `params` (production's unless a test asks for a cheaper cost); verifying reads the cost from the hash. */
export async function hashPassword(password: string, params: PasswordHashParams = PASSWORD_HASH_PARAMS): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = params;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
