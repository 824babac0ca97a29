import type { MiddlewareHandler } from 'hono';

/** Scripts only from our origin (no inline script: the prerendered pages are checked for it at build time). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function headersFor(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only where the site is served over https: HSTS on http would be ignored, or pin a dev host.
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  });
}

const BY_SCHEME = { http: headersFor(false), https: headersFor(true) };

/** The security headers every response carries, for the site at `publicUrl`. */
export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  return publicUrl.startsWith('https:') ? BY_SCHEME.https : BY_SCHEME.http;
}

/**
 * Marks a response built with the security headers already in it; the middleware leaves it be.
 * A mark on the response, not a WeakSet of them: thousands of dead entries a second made every
 * young-generation collection walk the set (11 ms instead of 1 in isolation; docs/decisions/0009).
 */
const SECURED = Symbol('security headers set');
type MarkedResponse = Response & { [SECURED]?: true };

/**
 * A 200 response whose headers (the security headers and `headers`) are a plain object. Setting
 * a dozen headers one by one on a fetch `Headers`, which @hono/node-server then converts back for
 * Node, cost the history call a sixth of the server's time; a plain object is written as it is.
 * Headers set earlier with c.header() are not carried over: pass them here.
 */
export function securedResponse(body: string, headers: Record<string, string>, publicUrl: string): Response {
  const response: MarkedResponse = new Response(body, { status: 200, headers: { ...securityHeaders(publicUrl), ...headers } });
  response[SECURED] = true;
  return response;
}

/** Adds the security headers to every response that does not carry them yet. */
export function securityHeadersMiddleware(publicUrl: string): MiddlewareHandler {
  const entries = Object.entries(securityHeaders(publicUrl));
  return async (c, next) => {
    await next();
    if ((c.res as MarkedResponse)[SECURED]) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
  };
}
