import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { PatternsQuerySchema } from '../../shared/schemas/patterns.ts';
import type { RequestContext } from '../http/request-context.ts';
import { readPatterns, readReturningCards } from '../domain/patterns/patterns.ts';
import { requireUser } from '../session/require-viewer.ts';
import { queryOf } from '../http/validate.ts';

/** Issue 27 §3: the signed-in person's patterns, and a reading's cards that keep returning (owner only). */
export function patternRoutes() {
  return new Hono<RequestContext>()
    .get(apiPaths.patterns, queryOf(PatternsQuerySchema), async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await readPatterns(c.get('deps').db, me.id, c.req.valid('query').days));
    })
    .get(apiPaths.readingReturningCardsPattern, async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await readReturningCards(c.get('deps').db, me.id, c.req.param('readingId')));
    });
}
