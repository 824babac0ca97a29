// The baseline for the server benchmark: Hono on @hono/node-server, one JSON route, no middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
