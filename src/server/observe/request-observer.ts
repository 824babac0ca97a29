import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { RequestContext } from '../http/request-context.ts';
import { log, runInRequestScope } from './log.ts';
import { httpRequestDuration, httpRequests } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/**
 * An id a proxy in front of us chose is kept, so its logs and ours meet; anything else (too long,
 * or with characters that could forge a log field) is replaced by one of ours.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The first middleware: gives the request its id (in the scope every log line reads, and in the
 * response header), then writes its one log line and counts it once it is answered. The route is
 * the pattern that answered (`/api/readings/:readingId`), never the path, so neither a log query
 * nor a metric grows with the ids in URLs. The duration is to the response head: a stream goes on
 * after it.
 */
export function requestObserver(): MiddlewareHandler<RequestContext> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await runInRequestScope(requestId, () => c.get('viewer')?.id, next);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || 'unmatched';
    const { method } = c.req;
    const { status } = c.res;
    httpRequests.inc({ method, route, status });
    httpRequestDuration.observe({ method, route }, seconds);
    const userId = c.get('viewer')?.id;
    log.info({ reqId: requestId, ...(userId ? { userId } : {}), method, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
  };
}
