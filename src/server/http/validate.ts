import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Language } from '../../shared/i18n/languages.ts';
import { AppError } from '../errors.ts';
import type { RequestContext } from './request-context.ts';
import { requestLanguage } from './request-language.ts';
import { serverTextIn } from './server-texts/server-texts.ts';

/** zod's own words, in the request's language, for a check its schema gives no text of ours (English is zod's default). */
const ZOD_WORDS: Record<Exclude<Language, 'en'>, z.core.$ZodErrorMap> = {
  es: z.locales.es().localeError,
  'pt-BR': z.locales.pt().localeError,
  fr: z.locales.fr().localeError,
  de: z.locales.de().localeError,
};

/** The operators' console reads in English in every build (admin-page.tsx), its checks' words too. */
const ADMIN_API = '/api/admin/';

/**
 * An issue in the request's language: a schema's own text by its name (shared/schemas/validation-texts.ts,
 * through the server texts), zod's words already in it (refuseInvalid). The field path is API, not prose:
 * it leads the text unless the text as parsed names the field itself, as it always has.
 */
function describe(issue: z.core.$ZodIssue, language: Language): string {
  const field = issue.path.join('.');
  const text = serverTextIn(issue.message, language);
  return field && !issue.message.toLowerCase().includes(String(issue.path[0]).toLowerCase()) ? `${field}: ${text}` : text;
}

/**
 * A failed check is a 400 naming at most three problems, in the request's language (issue 28 §1), in
 * the one error shape (app.ts). zod words the checks a schema gives no text for in English as it
 * parses; in another language the refused input is parsed once more, with zod's words in that language.
 */
function refuseInvalid(schema: z.ZodType) {
  return async (result: ({ success: true } | { success: false; error: z.core.$ZodError }) & { data: unknown }, c: Context): Promise<void> => {
    if (result.success) return;
    // Every route is a Hono<RequestContext>: the viewer a language may come from is set on all of them.
    const language = c.req.path.startsWith(ADMIN_API) ? 'en' : requestLanguage(c as Context<RequestContext>);
    const issues =
      language === 'en'
        ? result.error.issues
        : ((await schema.safeParseAsync(result.data, { error: ZOD_WORDS[language] })).error?.issues ?? result.error.issues);
    throw new AppError(400, [...new Set(issues.slice(0, 3).map((issue) => describe(issue, language)))].join('; '));
  };
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
  const validate = zValidator('json', schema, refuseInvalid(schema));
  const middleware: typeof validate = async (c, next) => {
    const sent = c.req.header('content-type') !== undefined && c.req.header('content-length') !== '0';
    if (sent || !options.optional) await requireJson(c);
    return validate(c, next);
  };
  return middleware;
}

/** A route's query string (each parameter's first value), validated by its schema. */
export function queryOf<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, refuseInvalid(schema));
}
