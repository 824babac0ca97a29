import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { InterpretTempRequestSchema } from '../../shared/schemas/reading.ts';
import type { RequestContext } from '../request-context.ts';
import { clientAddress } from '../client-address.ts';
import { llmBudgetOf } from '../domain/llm-budget.ts';
import { enforceLimit, LIMITS } from '../domain/rate-limit.ts';
import { drawForVisitor, startVisitorReading } from '../domain/visitor-reading.ts';
import { readJson } from './read-json.ts';
import { jsonOrStream } from './json-or-stream.ts';
import { browserIdOf, ensureBrowserId } from './visitor-browser.ts';

/** The visitor's draw and free reading (spec §4 "Anonymous first reading"). */
export function visitorRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.draw, async (c) => {
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `draw:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.drawPerAddress);
      return c.json({ cards: await drawForVisitor(deps.db, deps.randomInt, ensureBrowserId(c)) });
    })
    .post(apiPaths.interpretTemp, async (c) => {
      const deps = c.get('deps');
      const body = await readJson(c, InterpretTempRequestSchema);
      const job = await startVisitorReading(
        {
          db: deps.db,
          reader: deps.reader,
          counters: deps.counters,
          freeReadingsPerAddressPerDay: deps.env.FREE_READINGS_PER_IP_PER_DAY,
          llmBudget: llmBudgetOf(deps.env),
          onModelCall: deps.onModelCall,
        },
        {
          question: body.question,
          cardNames: body.cards.map((card) => card.name),
          tempUserId: body.tempUserId,
          browserId: browserIdOf(c),
          address: clientAddress(c, deps.env.TRUST_PROXY),
        },
      );
      return jsonOrStream(c, job);
    });
}
