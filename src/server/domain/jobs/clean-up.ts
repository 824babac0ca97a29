import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateCounter, session, verification } from '../../db/schema.ts';
import { log } from '../../observe/log.ts';
import { pruneExpiredCommitments } from '../draw/fair-draw.ts';
import { pruneStaleVisitorDraws } from '../readings/visitor-reading.ts';

/** Counter windows are a day long at most: two days keeps every window still counting. */
const COUNTER_WINDOWS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export interface CleanUpResult {
  commitments: number;
  visitorDraws: number;
  counters: number;
  links: number;
  sessions: number;
}

/**
 * Deletes what can never be used again (the hourly clean-up job, run by one instance): unused draw
 * commitments and visitor draws past their hour, counter windows of the database store (Redis
 * expires its own), verification and reset links, and sessions, past their end.
 */
export async function cleanUpExpired(db: Database, now: () => number = Date.now): Promise<CleanUpResult> {
  const commitments = await pruneExpiredCommitments(db);
  const visitorDraws = await pruneStaleVisitorDraws(db);
  const counters = (
    await db
      .delete(rateCounter)
      .where(lt(rateCounter.windowStart, now() - COUNTER_WINDOWS_KEPT_MS))
      .returning({ key: rateCounter.key })
  ).length;
  const links = (
    await db
      .delete(verification)
      .where(lt(verification.expiresAt, sql`now()`))
      .returning({ id: verification.id })
  ).length;
  const sessions = (
    await db
      .delete(session)
      .where(lt(session.expiresAt, sql`now()`))
      .returning({ id: session.id })
  ).length;
  const result = { commitments, visitorDraws, counters, links, sessions };
  if (Object.values(result).some((count) => count > 0)) log.info(result, '[clean-up] expired rows deleted');
  return result;
}
