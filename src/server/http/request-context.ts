import type { AppDeps } from '../deps.ts';
import type { Viewer } from '../read-models/viewer-session.ts';

/** Hono's per-request variables: the dependencies, and who is asking (null when signed out). */
export interface RequestContext {
  Variables: {
    deps: AppDeps;
    viewer: Viewer | null;
  };
}
