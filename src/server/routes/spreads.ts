import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { SpreadInputSchema } from '../../shared/schemas/spread.ts';
import type { RequestContext } from '../http/request-context.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { createOwnSpread, deleteOwnSpread, listSpreads, updateOwnSpread } from '../domain/spreads/own-spreads.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody } from '../http/validate.ts';

/** Issue 26 §1: the spreads a signed-in person can draw, and their own spreads' design. */
export function spreadRoutes() {
  return new Hono<RequestContext>()
    .get(apiPaths.spreads, async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listSpreads(c.get('deps').db, me.id));
    })
    .post(apiPaths.spreads, jsonBody(SpreadInputSchema), async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `spreads:user:${me.id}`, LIMITS.spreadWritesPerUser);
      return c.json(await createOwnSpread(deps.db, me.id, c.req.valid('json')), 201);
    })
    .put(apiPaths.spreadPattern, jsonBody(SpreadInputSchema), async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `spreads:user:${me.id}`, LIMITS.spreadWritesPerUser);
      return c.json(await updateOwnSpread(deps.db, me.id, c.req.param('spreadId'), c.req.valid('json')));
    })
    .delete(apiPaths.spreadPattern, async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `spreads:user:${me.id}`, LIMITS.spreadWritesPerUser);
      await deleteOwnSpread(deps.db, me.id, c.req.param('spreadId'));
      return c.body(null, 204);
    });
}
