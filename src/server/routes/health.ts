import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { checkDatabase } from '../domain/health.ts';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/api/health', async (c) => {
    await checkDatabase(c.get('deps').db);
    return c.json({ ok: true });
  });
}
