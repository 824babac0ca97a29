import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { securedResponse } from './security-headers.ts';

/**
 * Answers a signed-in user's hot read (their history, a saved reading) with `body` as JSON that
 * is never cached; the headers go out as one plain object (see securedResponse).
 */
export function privateJson<T>(c: Context<AppEnv>, body: T): Response {
  return securedResponse(JSON.stringify(body), { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, c.get('deps').env.PUBLIC_URL);
}
