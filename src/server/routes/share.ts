import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiPaths, paths } from '../../shared/paths.ts';
import { CreateShareLinkRequestSchema, SharePreviewQuerySchema } from '../../shared/schemas/share.ts';
import type { RequestContext } from '../http/request-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { renderShareImage } from '../domain/readings/share-image.ts';
import { createShareLink, findSharedReading, listShareLinks, previewSharedReading, revokeShareLink } from '../domain/readings/share-links.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody, queryOf } from '../http/validate.ts';

/** A shared reading is for the people it is sent to, never for search engines. */
export const NOINDEX = 'noindex, nofollow';
/** Short, so a revoked link's image leaves shared caches within minutes. */
const IMAGE_CACHE_CONTROL = 'public, max-age=300';

/** Counts a public read of a shared reading against its address. */
export async function limitSharedReads(c: Context<RequestContext>): Promise<void> {
  const deps = c.get('deps');
  await enforceLimit(deps.counters, `shared:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.sharedReadingPerAddress);
}

/** Issue 17 §5: the owner's share links, and the public data and image of a shared reading. */
export function shareRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.readingSharesPattern, jsonBody(CreateShareLinkRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `share:user:${me.id}`, LIMITS.shareLinksPerUser);
      const { link, token } = await createShareLink(deps.db, me.id, c.req.param('readingId'), body.showQuestion);
      c.header('Cache-Control', 'no-store');
      return c.json({ link, token, url: `${deps.env.PUBLIC_URL}${paths.shared(token)}` }, 201);
    })
    .get(apiPaths.readingSharesPattern, async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `share:user:${me.id}`, LIMITS.shareLinksPerUser);
      c.header('Cache-Control', 'no-store');
      return c.json({ links: await listShareLinks(deps.db, me.id, c.req.param('readingId')) });
    })
    .get(apiPaths.readingSharePreviewPattern, queryOf(SharePreviewQuerySchema), async (c) => {
      const me = requireUser(c);
      const { showQuestion } = c.req.valid('query');
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `share:user:${me.id}`, LIMITS.shareLinksPerUser);
      c.header('Cache-Control', 'no-store');
      return c.json(await previewSharedReading(deps.db, deps.reader, me.id, c.req.param('readingId'), showQuestion));
    })
    .post(apiPaths.readingShareRevokePattern, async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `share:user:${me.id}`, LIMITS.shareLinksPerUser);
      const link = await revokeShareLink(deps.db, me.id, c.req.param('readingId'), c.req.param('shareId'));
      c.header('Cache-Control', 'no-store');
      return c.json({ link });
    })
    .get(apiPaths.sharedReadingPattern, async (c) => {
      c.header('X-Robots-Tag', NOINDEX);
      await limitSharedReads(c);
      const shared = await findSharedReading(c.get('deps').db, c.get('deps').reader, c.req.param('token'));
      // Not stored anywhere: a revoked link must stop showing the reading at once.
      c.header('Cache-Control', 'no-store');
      return c.json(shared);
    })
    .get(paths.sharedImagePattern, async (c) => {
      c.header('X-Robots-Tag', NOINDEX);
      await limitSharedReads(c);
      const shared = await findSharedReading(c.get('deps').db, c.get('deps').reader, c.req.param('token'));
      const png = await renderShareImage(shared.cards);
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': IMAGE_CACHE_CONTROL });
    });
}
