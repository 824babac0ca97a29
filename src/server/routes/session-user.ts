import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/** The signed-in user of this request, or null; looked up once per request. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const found = result ? { id: result.user.id, email: result.user.email } : null;
  c.set('sessionUser', found);
  return found;
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const found = await sessionUser(c);
  if (!found) throw new AppError(401, 'Please sign in to continue');
  return found;
}

/** The spec's bodies carry a userId; the session decides, and a different one is refused. */
export async function requireSameUser(c: Context<AppEnv>, claimedUserId: string): Promise<SessionUser> {
  const found = await requireUser(c);
  if (claimedUserId !== found.id) throw new AppError(403, 'You can only act for your own account');
  return found;
}
