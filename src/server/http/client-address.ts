import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address: the socket's, or with TRUST_PROXY the last X-Forwarded-For entry, the one
 * the load balancer in front of us appended. Earlier entries are whatever the client sent, so
 * trusting the first one would let anyone pick their address and step around per-address limits.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests, benchmarks) have no socket.
    return 'local';
  }
}
