import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import type { RequestContext } from '../request-context.ts';
import { clientAddress } from '../client-address.ts';
import { commitToDraw } from '../domain/fair-draw.ts';
import { enforceLimit, LIMITS } from '../domain/rate-limit.ts';
import { ensureBrowserId } from './visitor-browser.ts';

/** The commitment shown before a draw (issue 17 §3): for the signed-in account, else for the visitor's browser. */
export function fairDrawRoutes() {
  return new Hono<RequestContext>().post(apiPaths.drawCommit, async (c) => {
    const deps = c.get('deps');
    const viewer = c.get('viewer');
    await enforceLimit(deps.counters, `draw-commit:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.drawPerAddress);
    const owner = viewer ? { userId: viewer.id } : { browserId: ensureBrowserId(c) };
    c.header('Cache-Control', 'no-store');
    return c.json(await commitToDraw(deps.db, owner), 201);
  });
}
