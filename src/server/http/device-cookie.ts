import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { RequestContext } from './request-context.ts';

// OWASP's "device cookie" against password guessing (issue 25 §2, decision 0010): a browser that
// has signed in to an account gets a signed cookie naming that account; when it signs in to it
// again, it is judged by its own failures, not by its address or a queue strangers can fill.

export const DEVICE_COOKIE = 'ti_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The account as the cookie names it: a keyed hash of the email, so the cookie shows no address. */
function accountTag(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`device-account:${email.toLowerCase()}`).digest('base64url').slice(0, 22);
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`device-cookie:${payload}`).digest();
}

const secretOf = async (c: Context<RequestContext>) => (await c.get('deps').auth.$context).secret;

/**
 * The device this request's cookie names, when it is a genuine cookie issued for `email`: its id,
 * under which its own failures are counted. null for any other cookie, or none.
 */
export async function deviceFor(c: Context<RequestContext>, email: string): Promise<string | null> {
  const value = getCookie(c, DEVICE_COOKIE);
  const [tag, nonce, sent] = value?.split('.') ?? [];
  if (!tag || !nonce || !sent) return null;
  const secret = await secretOf(c);
  const expected = signature(secret, `${tag}.${nonce}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return tag === accountTag(secret, email) ? nonce : null;
}

/** Issued at a successful sign-in: this browser has shown it knows the account's password. */
export async function issueDeviceCookie(c: Context<RequestContext>, email: string): Promise<void> {
  const secret = await secretOf(c);
  const payload = `${accountTag(secret, email)}.${randomBytes(16).toString('base64url')}`;
  setCookie(c, DEVICE_COOKIE, `${payload}.${signature(secret, payload).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').env.PUBLIC_URL.startsWith('https:'),
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
