import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { enableProcessMetrics, renderMetrics } from '../observe/metrics.ts';

export const METRICS_PATH = '/metrics';

/** Digests of equal length, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), expected);
}

/**
 * `GET /metrics` in the Prometheus text format. With a token, a scrape without it (or with
 * another) gets 401 and a Bearer challenge: that /metrics exists is no secret, its figures are.
 * Without a token it is served as is: only on the separate metrics port (main.ts).
 */
export function metricsRoutes(token: string | undefined) {
  enableProcessMetrics();
  const expected = token === undefined ? undefined : digest(token);
  return new Hono().get(METRICS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (expected && !bearerMatches(c.req.header('authorization'), expected)) {
      return c.text('A bearer token is required\n', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    const { body, contentType } = await renderMetrics();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
