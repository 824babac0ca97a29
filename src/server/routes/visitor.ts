import { Hono } from 'hono';
import { requestLanguage } from '../http/request-language.ts';
import { apiPaths } from '../../shared/paths.ts';
import { DrawRequestSchema } from '../../shared/schemas/fair-draw.ts';
import { InterpretTempRequestSchema } from '../../shared/schemas/reading.ts';
import type { RequestContext } from '../http/request-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { llmBudgetOf } from '../domain/limits/llm-budget.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { drawForVisitor, startVisitorReading } from '../domain/readings/visitor-reading.ts';
import { jsonOrStream } from '../http/json-or-stream.ts';
import { jsonBody } from '../http/validate.ts';
import { browserIdOf, ensureBrowserId } from '../http/visitor-browser.ts';

/** The visitor's draw and free reading (spec §4 "Anonymous first reading"). */
export function visitorRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.draw, jsonBody(DrawRequestSchema, { optional: true }), async (c) => {
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `draw:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.drawPerAddress);
      // The spec's draw has no body; a browser that showed a commitment sends it with its own seed.
      const body = c.req.valid('json');
      const choice = body.commitmentId && body.clientSeed ? { commitmentId: body.commitmentId, clientSeed: body.clientSeed } : undefined;
      return c.json(await drawForVisitor(deps.db, ensureBrowserId(c), choice));
    })
    .post(apiPaths.interpretTemp, jsonBody(InterpretTempRequestSchema), async (c) => {
      const deps = c.get('deps');
      const body = c.req.valid('json');
      const job = await startVisitorReading(
        {
          db: deps.db,
          reader: deps.reader,
          counters: deps.counters,
          freeReadingsPerAddressPerDay: deps.env.FREE_READINGS_PER_IP_PER_DAY,
          llmBudget: llmBudgetOf(deps.env),
        },
        {
          question: body.question,
          cardNames: body.cards.map((card) => card.name),
          tempUserId: body.tempUserId,
          browserId: browserIdOf(c),
          address: clientAddress(c, deps.env.TRUST_PROXY),
          language: requestLanguage(c),
        },
      );
      return jsonOrStream(c, job);
    });
}
