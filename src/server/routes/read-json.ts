import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field && !issue.message.toLowerCase().includes(String(issue.path[0]).toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
}

/** Validates a request's query string (each parameter's first value); a bad one is a 400 naming the problem. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new AppError(400, [...new Set(result.error.issues.slice(0, 3).map(describe))].join('; '));
  return result.data;
}

/** Reads a JSON body and validates it; anything else is a 4xx with a message naming the problem. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new AppError(415, 'Requests must be sent as application/json');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'The request body is not valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError(400, [...new Set(result.error.issues.slice(0, 3).map(describe))].join('; '));
  return result.data;
}
