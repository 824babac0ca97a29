import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/api/health', async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ ok: true });
  });
}
