import { Hono } from 'hono';
import { requestLanguage } from '../http/request-language.ts';
import { apiPaths } from '../../shared/paths.ts';
import { FollowUpRequestSchema } from '../../shared/schemas/account.ts';
import { CreateReadingRequestSchema, InterpretRequestSchema } from '../../shared/schemas/reading.ts';
import type { RequestContext } from '../http/request-context.ts';
import { clientAddress } from '../http/client-address.ts';
import type { AppDeps } from '../deps.ts';
import { startFollowUp } from '../domain/readings/follow-ups.ts';
import { llmBudgetOf } from '../domain/limits/llm-budget.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { deleteReading } from '../domain/deletion/reading-deletion.ts';
import { createReading, startInterpretation, type ReadingDeps } from '../domain/readings/readings.ts';
import { requireSameUser, requireUser } from '../session/require-viewer.ts';
import { jsonOrStream } from '../http/json-or-stream.ts';
import { jsonBody } from '../http/validate.ts';

function readingDeps(deps: AppDeps): ReadingDeps {
  return {
    db: deps.db,
    reader: deps.reader,
    counters: deps.counters,
    llmBudget: llmBudgetOf(deps.env),
    leaseSeconds: deps.env.REPLY_LEASE_SECONDS,
  };
}

/** Saved readings, their one-time interpretation and the paid follow-ups (spec §4, §7). */
export function readingRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.readings, jsonBody(CreateReadingRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `draw:user:${me.id}`, LIMITS.drawPerAddress);
      const choice = body.commitmentId && body.clientSeed ? { commitmentId: body.commitmentId, clientSeed: body.clientSeed, picks: body.picks } : undefined;
      return c.json({ id: await createReading(deps, me.id, body.question, choice, body.spreadId, body.ownCards) }, 201);
    })
    .get(apiPaths.readingPattern, async (c) => {
      const me = requireUser(c);
      const found = await c.get('deps').readModels.savedReading(me.id, c.req.param('readingId'));
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    })
    .post(apiPaths.readingDeletePattern, async (c) => {
      const me = requireUser(c);
      await deleteReading(c.get('deps').db, me.id, c.req.param('readingId'));
      return c.json({ deleted: true as const });
    })
    .post(apiPaths.interpret, jsonBody(InterpretRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      const job = await startInterpretation(readingDeps(deps), {
        userId: me.id,
        readingId: body.readingId,
        address: clientAddress(c, deps.env.TRUST_PROXY),
        language: requestLanguage(c),
      });
      return jsonOrStream(c, job);
    })
    .post(apiPaths.followUp, jsonBody(FollowUpRequestSchema), async (c) => {
      const body = c.req.valid('json');
      // The spec's body names the user; the browser leaves it out, the session says who it is.
      const me = body.userId === undefined ? requireUser(c) : requireSameUser(c, body.userId);
      const deps = c.get('deps');
      const job = await startFollowUp(readingDeps(deps), {
        userId: me.id,
        readingId: body.readingId,
        question: body.question,
        language: requestLanguage(c),
        address: clientAddress(c, deps.env.TRUST_PROXY),
      });
      return jsonOrStream(c, job);
    });
}
