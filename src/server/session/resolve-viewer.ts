import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, getSignedCookie } from 'hono/cookie';
import type { Auth } from '../auth/auth.ts';
import type { ReadModels } from '../read-models/read-models.ts';
import type { RequestContext } from '../http/request-context.ts';

/**
 * Session cookies whose signature held, and their tokens, oldest first. A signed-in browser sends
 * the same cookie on every call, and the signature check (WebCrypto, through the thread pool) was
 * the largest part of a hot read's server time (docs/decisions/0012). Only verified cookies are
 * kept, so made-up ones cannot fill it; whether the session is still valid is asked every time.
 */
class VerifiedCookies {
  static readonly KEPT = 10_000;
  readonly #tokens = new Map<string, string>();

  async tokenOf(c: Context, secret: string, name: string): Promise<string | null> {
    const value = getCookie(c, name);
    if (!value) return null;
    const known = this.#tokens.get(value);
    if (known !== undefined) return known;
    const token = await getSignedCookie(c, secret, name);
    if (typeof token !== 'string') return null;
    if (this.#tokens.size >= VerifiedCookies.KEPT) {
      const oldest = this.#tokens.keys().next();
      if (!oldest.done) this.#tokens.delete(oldest.value);
    }
    this.#tokens.set(value, token);
    return token;
  }
}

/**
 * Resolves who is asking, once per request, into `c.var.viewer`. The cookie's signature is
 * checked with Hono's signed-cookie helper (the format Better Auth writes), then the session and
 * its user are read in one statement (ReadModels.viewerSession): a session revoked anywhere (sign out everywhere, a new
 * password, a deleted account) stops working on the next request. Better Auth's cookie cache
 * would skip that query, and keep a revoked session alive until the cache expires
 * (docs/decisions/0012).
 *
 * A session due for its daily extension is handed to Better Auth's own getSession, which slides
 * its expiry in the database and sends the refreshed cookie.
 */
export function resolveViewer(readModels: ReadModels, auth: Auth): MiddlewareHandler<RequestContext> {
  const verified = new VerifiedCookies();
  return async (c, next) => {
    const context = await auth.$context;
    const token = await verified.tokenOf(c, context.secret, context.authCookies.sessionToken.name);
    const found = token ? await readModels.viewerSession(token) : null;
    if (!found) {
      // A genuine cookie whose session is gone (revoked elsewhere, expired): the browser forgets
      // it, as Better Auth's own getSession has it do, instead of sending it on every request.
      if (token) {
        const { name, attributes } = context.authCookies.sessionToken;
        deleteCookie(c, name, {
          path: attributes.path,
          domain: attributes.domain,
          secure: attributes.secure,
          httpOnly: attributes.httpOnly,
          sameSite: attributes.sameSite,
        });
      }
      c.set('viewer', null);
      return next();
    }
    const { viewer, expiresAt } = found;
    const { expiresIn, updateAge } = context.sessionConfig;
    // Better Auth's own rule; a session signed in without "remember me" is never extended.
    const due = expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (due && getCookie(c, context.authCookies.dontRememberToken.name) === undefined) {
      const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      c.set('viewer', response ? viewer : null);
      return next();
    }
    c.set('viewer', viewer);
    return next();
  };
}
