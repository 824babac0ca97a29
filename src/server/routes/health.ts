import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import type { RequestContext } from '../http/request-context.ts';
import { checkDatabase } from '../domain/health.ts';

export function healthRoutes() {
  return new Hono<RequestContext>().get(apiPaths.health, async (c) => {
    await checkDatabase(c.get('deps').db);
    return c.json({ ok: true });
  });
}
