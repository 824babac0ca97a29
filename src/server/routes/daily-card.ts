import { Hono } from 'hono';
import { requestLanguage } from '../http/request-language.ts';
import { serverTextIn } from '../http/server-texts/server-texts.ts';
import { apiPaths } from '../../shared/paths.ts';
import { DrawDailyCardRequestSchema } from '../../shared/schemas/daily-card.ts';
import type { RequestContext } from '../http/request-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { drawDailyCard, recentDailyCards } from '../domain/readings/daily-card.ts';
import { llmBudgetOf } from '../domain/limits/llm-budget.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody } from '../http/validate.ts';

/** The card of the day (issue 17 §4): the session user's only, free, one per local day. */
export function dailyCardRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.dailyCard, jsonBody(DrawDailyCardRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      const language = requestLanguage(c);
      await enforceLimit(deps.counters, `daily-card:user:${me.id}`, LIMITS.dailyCardPerUser);
      const result = await drawDailyCard(
        {
          db: deps.db,
          reader: deps.reader,
          counters: deps.counters,
          randomInt: deps.randomInt,
          llmBudget: llmBudgetOf(deps.env),
          leaseSeconds: deps.env.REPLY_LEASE_SECONDS,
        },
        { userId: me.id, timeZone: body.timeZone, address: clientAddress(c, deps.env.TRUST_PROXY), language },
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ ...result, notice: result.notice && serverTextIn(result.notice, language) });
    })
    .get(apiPaths.dailyCard, async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `daily-card:user:${me.id}`, LIMITS.dailyCardPerUser);
      c.header('Cache-Control', 'no-store');
      return c.json({ days: await recentDailyCards(deps.db, me.id) });
    });
}
