import { Hono } from 'hono';
import type { RequestContext } from '../http/request-context.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { AppError } from '../errors.ts';
import { jsonBodyOf } from '../http/read-json.ts';
import { isStorableText } from '../../shared/schemas/common.ts';

/** True when a JSON value holds text the database cannot store (U+0000, a lone surrogate) in any string or key. */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Better Auth hands what it is given (a session token, a reset token, a name, an email for our
 * limiter) to a query, which fails with a 500 on U+0000 or a lone surrogate. No real client sends
 * either, so such a request is refused before it reaches a query.
 */
function carriesUnstorableText(request: Request, body: unknown): boolean {
  const url = new URL(request.url);
  // The body whatever its declared content type: our limiter (password-limits.ts) reads the email from any body that parses as JSON.
  return /%00/i.test(`${url.pathname}${url.search}`) || holdsUnstorableText(body);
}

/**
 * Better Auth under /api/auth, behind our limits (password-limits.ts, mounted before it). The
 * client address reaches Better Auth in a header only we set.
 */
export function authRoutes() {
  return new Hono<RequestContext>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const deps = c.get('deps');
    const address = clientAddress(c, deps.env.TRUST_PROXY);
    const body = await jsonBodyOf(c.req.raw);
    if (carriesUnstorableText(c.req.raw, body)) throw new AppError(400, 'The request contains a character that is not allowed');
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });
}
