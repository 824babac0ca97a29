import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { RequestContext } from './request-context.ts';

/**
 * The visitor's browser, named by an HttpOnly cookie of its own. Unlike the tempUserId (kept in
 * local storage and sent in bodies), a page script cannot read it, so it is the proof that a
 * request comes from the browser that drew the cards: the free reading and its claim need it.
 */
export const BROWSER_COOKIE = 'ti_visitor';
const BROWSER_ID_MAX_LENGTH = 64;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser id the request carries, or null. */
export function browserIdOf(c: Context<RequestContext>): string | null {
  const browserId = getCookie(c, BROWSER_COOKIE);
  return browserId && browserId.length <= BROWSER_ID_MAX_LENGTH ? browserId : null;
}

/** The request's browser id; a browser without one is given one. */
export function ensureBrowserId(c: Context<RequestContext>): string {
  const existing = browserIdOf(c);
  if (existing) return existing;
  const browserId = randomUUID();
  setCookie(c, BROWSER_COOKIE, browserId, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').env.PUBLIC_URL.startsWith('https:'),
    path: '/',
    maxAge: YEAR_SECONDS,
  });
  return browserId;
}
