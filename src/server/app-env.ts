import type { AppDeps } from './deps.ts';
import type { SessionUser } from './routes/session-user.ts';

/** Hono's per-request variables: the dependencies, and the signed-in user once looked up. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    sessionUser: SessionUser | null | undefined;
  };
}
