// The ask page's guard against anxious re-asking (issue 27 §4): the most recent reading of the same
// person, within REASK_WINDOW_HOURS, whose question is the same question (same-question.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { REASK_WINDOW_HOURS } from '../../../shared/journal/journal.ts';
import type { EarlierReading } from '../../../shared/schemas/reask.ts';
import type { Database } from '../../db/client.ts';
import { reading } from '../../db/schema.ts';
import { assessRisk } from '../safety/assess-risk.ts';
import { sameQuestionAs } from './same-question.ts';

/**
 * The most readings of the window compared: far more than anyone draws in a day, and a bound on the
 * work of one request whatever the history.
 */
export const REASK_CANDIDATES_MAX = 100;

/**
 * The earlier reading to show first, or null. A question the risk assessment recognises is never
 * held back: the person goes straight to the draw and its resources, so no match is looked for.
 * Readings whose own question or follow-ups were recognised are not offered either.
 */
export async function earlierSameQuestion(db: Database, userId: string, question: string): Promise<EarlierReading | null> {
  if (assessRisk(question).concerns.length > 0) return null;
  const candidates = await db
    .select({
      id: reading.id,
      question: reading.question,
      cards: reading.cards,
      reversed: reading.reversed,
      preview: reading.preview,
      createdAt: reading.createdAt,
    })
    .from(reading)
    .where(
      and(eq(reading.userId, userId), gt(reading.createdAt, sql`now() - make_interval(hours => ${REASK_WINDOW_HOURS})`), sql`${reading.safety} = '[]'::jsonb`),
    )
    // NULLS LAST as reading_user_history_idx declares it, so the newest are read from the index.
    .orderBy(sql`${reading.createdAt} desc nulls last`, sql`${reading.id} desc nulls last`)
    .limit(REASK_CANDIDATES_MAX);
  const isSame = sameQuestionAs(question);
  const found = candidates.find((candidate) => isSame(candidate.question));
  if (!found) return null;
  return {
    id: found.id,
    question: found.question,
    createdAt: found.createdAt.toISOString(),
    cards: found.cards.map((name, index) => ({ name, slug: cardSlug(name), reversed: found.reversed[index] ?? false })),
    preview: found.preview,
  };
}
