import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field && !issue.message.toLowerCase().includes(String(issue.path[0]).toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
}

/** A failed check is a 400 naming at most three problems, in the one error shape (app.ts). */
function refuseInvalid(result: { success: true } | { success: false; error: z.core.$ZodError }): void {
  if (!result.success) throw new AppError(400, [...new Set(result.error.issues.slice(0, 3).map(describe))].join('; '));
}

/**
 * Hono's validator reads a body only when it is labelled JSON and words a broken one its own
 * way; the API refuses any other label (415) and says which part is wrong, as it always has.
 */
async function requireJson(c: Context): Promise<void> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new AppError(415, 'Requests must be sent as application/json');
  try {
    // Kept by Hono: the validator reads this same parse.
    await c.req.json();
  } catch {
    throw new AppError(400, 'The request body is not valid JSON');
  }
}

/**
 * A route's JSON body, validated by its schema; the route's input type (and so the browser's
 * client, src/web/api-client.ts) follows the schema. `optional`: a request without a body reads as `{}`.
 */
export function jsonBody<S extends z.ZodType>(schema: S, options: { optional?: boolean } = {}) {
  const validate = zValidator('json', schema, refuseInvalid);
  const middleware: typeof validate = async (c, next) => {
    const sent = c.req.header('content-type') !== undefined && c.req.header('content-length') !== '0';
    if (sent || !options.optional) await requireJson(c);
    return validate(c, next);
  };
  return middleware;
}

/** A route's query string (each parameter's first value), validated by its schema. */
export function queryOf<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, refuseInvalid);
}
