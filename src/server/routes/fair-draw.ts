import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { apiPaths, paths } from '../../shared/paths.ts';
import type { RequestContext } from '../http/request-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { commitToDraw } from '../domain/draw/fair-draw.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { ensureBrowserId } from '../http/visitor-browser.ts';

const SPEC_FILE = new URL('../../../docs/fair-draw.md', import.meta.url);
let spec: Promise<string> | undefined;

/**
 * The commitment shown before a draw (issue 17 §3): for the signed-in account, else for the
 * visitor's browser. And the algorithm's specification, so /verify can link to the very text it follows.
 */
export function fairDrawRoutes() {
  return new Hono<RequestContext>()
    .get(paths.fairDrawSpec, async (c) => {
      spec ??= readFile(SPEC_FILE, 'utf8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(await spec, 200, { 'Content-Type': 'text/markdown; charset=utf-8' });
    })
    .post(apiPaths.drawCommit, async (c) => {
      const deps = c.get('deps');
      const viewer = c.get('viewer');
      await enforceLimit(deps.counters, `draw-commit:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.drawPerAddress);
      const owner = viewer ? { userId: viewer.id } : { browserId: ensureBrowserId(c) };
      c.header('Cache-Control', 'no-store');
      return c.json(await commitToDraw(deps.db, owner), 201);
    });
}
