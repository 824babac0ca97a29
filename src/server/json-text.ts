import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { securedResponse } from './security-headers.ts';

/**
 * JSON text already written (by PostgreSQL, for the hottest reads) that matches the type it is
 * tagged with; the API tests hold each writer to its shared schema.
 */
export type JsonText<T> = string & { readonly __json: T };

/**
 * Answers with a signed-in user's JSON text as it is: no parse and no second serialization on
 * the way out, and never cached.
 */
export function jsonText<T>(c: Context<AppEnv>, text: JsonText<T>): Response {
  return securedResponse(text, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, c.get('deps').env.PUBLIC_URL);
}
