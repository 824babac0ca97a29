import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RequestContext } from '../request-context.ts';

export function healthRoutes() {
  return new Hono<RequestContext>().get('/api/health', async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ ok: true });
  });
}
