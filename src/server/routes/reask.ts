import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { SimilarQuestionRequestSchema, type SimilarQuestionResponse } from '../../shared/schemas/reask.ts';
import type { RequestContext } from '../http/request-context.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { earlierSameQuestion } from '../domain/readings/earlier-same-question.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody } from '../http/validate.ts';

/** Issue 27 §4: before a signed-in person draws, the reading of the same question they had within a day. */
export function reaskRoutes() {
  return new Hono<RequestContext>().post(apiPaths.readingsSimilar, jsonBody(SimilarQuestionRequestSchema), async (c) => {
    const me = requireUser(c);
    const deps = c.get('deps');
    await enforceLimit(deps.counters, `reask:user:${me.id}`, LIMITS.reaskChecksPerUser);
    const body: SimilarQuestionResponse = { reading: await earlierSameQuestion(deps.db, me.id, c.req.valid('json').question) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
