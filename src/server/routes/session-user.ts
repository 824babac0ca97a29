import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import { session, user } from '../db/schema.ts';
import { perDatabase, validSession } from '../db/statements.ts';
import { AppError } from '../errors.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/**
 * Cookies whose signature held, oldest first. A signed-in browser sends the same cookie on every
 * call, and an HMAC per call was a twentieth of the history call's server time; only cookies that
 * verified are kept, so made-up ones cannot fill the map.
 */
const verifiedCookies = new Map<string, { secret: string; token: string }>();
const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * Better Auth's session cookie: `token.base64(HMAC-SHA256(secret, token))`, as getCookie gives it
 * (URL-decoded already: decoding it again threw on a stray '%').
 */
export function tokenFromCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const known = verifiedCookies.get(value);
  if (known?.secret === secret) return known.token;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  if (verifiedCookies.size >= VERIFIED_COOKIES_KEPT) {
    const oldest = verifiedCookies.keys().next();
    if (!oldest.done) verifiedCookies.delete(oldest.value);
  }
  verifiedCookies.set(value, { secret, token });
  return token;
}

const sessionLookup = perDatabase((db) =>
  db.select({ id: user.id, email: user.email }).from(session).innerJoin(user, eq(session.userId, user.id)).where(validSession).prepare('session_user'),
);

/**
 * The token of this request's session cookie if its signature holds, or null; whether the
 * session is still valid is for the database to say (sessionUser, or a read that joins
 * validSession).
 */
export async function sessionToken(c: Context<AppEnv>): Promise<string | null> {
  const context = await c.get('deps').auth.$context;
  return tokenFromCookie(getCookie(c, context.authCookies.sessionToken.name), context.secret);
}

/**
 * The signed-in user of this request, or null; looked up once per request. The API's hot path:
 * the cookie's signature is checked here and the session read in one prepared query, where
 * Better Auth's getSession costs several queries and async crypto. Page loads and /api/me use
 * `refreshedSessionUser`, which also extends the session as Better Auth does.
 */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const token = await sessionToken(c);
  const found = token ? ((await sessionLookup(c.get('deps').reads).execute({ token }))[0] ?? null) : null;
  c.set('sessionUser', found);
  return found;
}

/**
 * Better Auth's own session check, which also slides the session's expiry forward, in the
 * database and in the cookie it sends back (passed on here, or the browser would still drop the
 * cookie 30 days after sign-in, however active the user).
 */
export async function refreshedSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { headers, response: result } = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const found = result ? { id: result.user.id, email: result.user.email } : null;
  c.set('sessionUser', found);
  return found;
}

export const signInRequired = () => new AppError(401, 'Please sign in to continue');

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const found = await sessionUser(c);
  if (!found) throw signInRequired();
  return found;
}

/** The spec's bodies carry a userId; the session decides, and a different one is refused. */
export async function requireSameUser(c: Context<AppEnv>, claimedUserId: string): Promise<SessionUser> {
  const found = await requireUser(c);
  if (claimedUserId !== found.id) throw new AppError(403, 'You can only act for your own account');
  return found;
}
