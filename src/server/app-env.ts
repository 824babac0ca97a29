import type { AppDeps } from './deps.ts';

/** Hono's per-request variables: the dependencies, and the signed-in user when there is one. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
  };
}
