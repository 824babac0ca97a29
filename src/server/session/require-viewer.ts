import type { Context } from 'hono';
import { AppError } from '../errors.ts';
import type { RequestContext } from '../request-context.ts';
import type { Viewer } from './viewer.ts';

export const signInRequired = () => new AppError(401, 'Please sign in to continue');

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
