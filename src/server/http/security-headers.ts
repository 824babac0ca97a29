import type { MiddlewareHandler } from 'hono';

/** Scripts only from our origin (no inline script: the prerendered pages are checked for it at build time). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker and the web app manifest (issue 28 §3), named though default-src allows them.
  "worker-src 'self'",
  "manifest-src 'self'",
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

/**
 * What a built script, stylesheet or font needs: the rest governs documents, and on each of the
 * dozen files a page loads it would only add bytes (about 0.6 KB a file).
 */
const ASSET_HEADERS = new Set(['Cross-Origin-Resource-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options']);
const BUILT_ASSETS = '/assets/';

/** Adds the security headers to every response, for the site at `publicUrl`; the build's files get those that apply to them. */
export function securityHeadersMiddleware(publicUrl: string): MiddlewareHandler {
  const entries = Object.entries(headersFor(publicUrl.startsWith('https:')));
  const assetEntries = entries.filter(([name]) => ASSET_HEADERS.has(name));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of c.req.path.startsWith(BUILT_ASSETS) ? assetEntries : entries) headers.set(name, value);
  };
}
