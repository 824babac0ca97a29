import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { MemorySettingsSchema } from '../../shared/schemas/memory.ts';
import type { RequestContext } from '../http/request-context.ts';
import { forgetMemoryItem, listMemory, setRemembering } from '../domain/memory/memory.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody } from '../http/validate.ts';

/** Issue 27 §5: what the reader remembers, the switch that lets it, and forgetting one item. Owner only. */
export function memoryRoutes() {
  return new Hono<RequestContext>()
    .get(apiPaths.memory, async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listMemory(c.get('deps').db, me.id));
    })
    .put(apiPaths.memorySettings, jsonBody(MemorySettingsSchema), async (c) => {
      const me = requireUser(c);
      return c.json(await setRemembering(c.get('deps').db, me.id, c.req.valid('json').remember));
    })
    .delete(apiPaths.memoryItemPattern, async (c) => {
      const me = requireUser(c);
      await forgetMemoryItem(c.get('deps').db, me.id, c.req.param('itemId'));
      return c.body(null, 204);
    });
}
