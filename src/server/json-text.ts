import type { Context } from 'hono';

/**
 * JSON text already written (by PostgreSQL, for the hottest reads) that matches the type it is
 * tagged with; the API tests hold each writer to its shared schema.
 */
export type JsonText<T> = string & { readonly __json: T };

/** Answers with JSON text as it is: no parse and no second serialization on the way out. */
export function jsonText<T>(c: Context, text: JsonText<T>): Response {
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
