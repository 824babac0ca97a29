import type { Context } from 'hono';
import { isAdminAccount } from '../domain/accounts/account.ts';
import { AppError, notFound, SIGN_IN_REQUIRED } from '../errors.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Viewer } from '../read-models/viewer-session.ts';

export const signInRequired = () => new AppError(401, SIGN_IN_REQUIRED);

/** The signed-in user of this request, or 401. */
export function requireUser(c: Context<RequestContext>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw signInRequired();
  return viewer;
}

/** The spec's bodies carry a userId; the session decides, and a different one is refused. */
export function requireSameUser(c: Context<RequestContext>, claimedUserId: string): Viewer {
  const viewer = requireUser(c);
  if (claimedUserId !== viewer.id) throw new AppError(403, 'You can only act for your own account');
  return viewer;
}

/**
 * The signed-in admin of this request. The admin console is invisible to everyone else: signed
 * out or not an admin, the answer is the 404 of an unknown API path, so nobody learns it exists.
 */
export function requireAdmin(c: Context<RequestContext>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer || !isAdminAccount(viewer, c.get('deps').env.ADMIN_EMAILS)) throw notFound();
  return viewer;
}
