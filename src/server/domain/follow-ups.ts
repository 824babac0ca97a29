import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import { TEXT } from '../../shared/constants.ts';
import { signOfStoredDate } from '../../shared/horoscope.ts';
import type { ConversationTurn } from '../adapters/llm/types.ts';
import { message, reading, user } from '../db/schema.ts';
import { AppError, notFound, readerUnavailable } from '../errors.ts';
import { resolveCards } from './cards.ts';
import { collectReading } from './collect-reading.ts';
import { grantCredits, spendCredit } from './credits.ts';
import { reserveLlmCall } from './llm-budget.ts';
import { boundHistory } from './prompt.ts';
import { leaseFree, READING_NOT_FOUND, type ReadingDeps } from './readings.ts';
import type { StreamJob } from './stream-job.ts';

export const REPLY_IN_PROGRESS = 'A reply to this reading is still being written. Please wait for it.';
export const READING_NOT_READY = 'This reading is not ready for follow-up questions yet.';
/** Messages read from the database for a follow-up's context; boundHistory trims further. */
const RECENT_MESSAGES = 24;

export interface FollowUpResult extends Record<string, unknown> {
  response: string;
  credits: number;
  subscription: boolean;
}

/**
 * A paid follow-up (spec §4). In one transaction: claim the reading's reply lease (one reply at
 * a time) and take a credit unless subscribed. Then the model answers; on success both messages
 * are stored at once, on failure the credit comes back and nothing else remains.
 */
export async function startFollowUp(
  deps: ReadingDeps,
  input: { userId: string; readingId: string; question: string; address: string },
): Promise<StreamJob<FollowUpResult>> {
  const followUpId = randomUUID();

  const claim = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reading)
      .set({ replyLeaseUntil: sql`now() + make_interval(secs => ${deps.leaseSeconds})` })
      .where(and(eq(reading.id, input.readingId), eq(reading.userId, input.userId), leaseFree(reading.replyLeaseUntil)))
      .returning();
    if (!claimed) {
      const [row] = await tx.select({ id: reading.id }).from(reading).where(and(eq(reading.id, input.readingId), eq(reading.userId, input.userId)));
      throw row ? new AppError(409, REPLY_IN_PROGRESS, { 'Retry-After': '2' }) : notFound(READING_NOT_FOUND);
    }
    if (!claimed.isComplete) throw new AppError(409, READING_NOT_READY);
    const [owner] = await tx.select().from(user).where(eq(user.id, input.userId));
    if (!owner) throw notFound(READING_NOT_FOUND);
    let credits = owner.credits;
    if (!owner.subscription) {
      const left = await spendCredit(tx, input.userId, followUpId);
      if (left === null) throw new AppError(402, TEXT.followUpCreditsAlert);
      credits = left;
    }
    return { reading: claimed, owner, credits, charged: !owner.subscription };
  });

  const releaseAndRefund = () =>
    deps.db.transaction(async (tx) => {
      if (claim.charged) await grantCredits(tx, input.userId, 1, 'refund', followUpId);
      await tx.update(reading).set({ replyLeaseUntil: null }).where(eq(reading.id, claim.reading.id));
    });

  // Counted only for requests that would reach the model, so an empty balance answers 402, not 429.
  try {
    await reserveLlmCall(deps, { userId: input.userId, address: input.address, purpose: 'follow-up' });
  } catch (error) {
    await releaseAndRefund();
    throw error;
  }

  return {
    async run(onDelta, signal) {
      let text: string;
      try {
        const recent = await deps.db
          .select({ role: message.role, content: message.content })
          .from(message)
          .where(and(eq(message.readingId, claim.reading.id), or(eq(message.seq, 0), gte(message.seq, claim.reading.messageCount - RECENT_MESSAGES))))
          .orderBy(asc(message.seq));
        const history: ConversationTurn[] = boundHistory(recent);
        const { birthday, birthMonth } = claim.owner;
        text = await collectReading(
          deps.reader,
          {
            kind: 'follow-up',
            question: claim.reading.question,
            cards: resolveCards(claim.reading.cards),
            horoscopeSign: signOfStoredDate(birthday, birthMonth) ?? undefined,
            history,
            followUp: input.question,
          },
          signal,
          onDelta,
        );
      } catch (error) {
        await releaseAndRefund();
        if (error instanceof AppError) throw error;
        throw readerUnavailable();
      }
      const seq = claim.reading.messageCount;
      try {
        await deps.db.transaction(async (tx) => {
          await tx.insert(message).values([
            { readingId: claim.reading.id, seq, role: 'user', content: input.question },
            { readingId: claim.reading.id, seq: seq + 1, role: 'assistant', content: text },
          ]);
          await tx.update(reading).set({ messageCount: seq + 2, replyLeaseUntil: null }).where(eq(reading.id, claim.reading.id));
        });
      } catch (error) {
        // An answer that could not be kept is not charged, and the reading takes the next question.
        await releaseAndRefund();
        throw error;
      }
      return { response: text, credits: claim.credits, subscription: claim.owner.subscription };
    },
  };
}
