import { randomUUID } from 'node:crypto';
import type { Language } from '../../../shared/i18n/languages.ts';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import { FOLLOW_UP_CREDIT_COST, TEXT } from '../../../shared/constants.ts';
import { signOfStoredDate } from '../../../shared/horoscope.ts';
import type { ConversationTurn } from '../ports/reader.ts';
import { message, reading, user } from '../../db/schema.ts';
import { AppError, notFound, READING_NOT_FOUND, readerUnavailable } from '../../errors.ts';
import { resolveCards } from '../draw/cards.ts';
import { collectKeptAnswer } from './collect-reading.ts';
import { grantCredits, spendCredit } from '../billing/credits.ts';
import { reserveLlmCall } from '../limits/llm-budget.ts';
import { boundHistory } from './prompt.ts';
import type { ReadingDeps } from './readings.ts';
import { keepLeaseAlive, leaseFor, refundFollowUp } from './reply-lease.ts';
import type { StreamJob } from './stream-job.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import { spreadOrDefault } from '../../../shared/spreads/spread.ts';
import { assessForReader, mergeConcerns } from '../safety/reader-safety.ts';
import { memoriesForReader } from '../memory/memory.ts';

export const REPLY_IN_PROGRESS = 'A reply to this reading is still being written. Please wait for it.';
export const READING_NOT_READY = 'This reading is not ready for follow-up questions yet.';
export const ANSWER_NOT_KEPT = 'This answer could not be saved, so it was not charged. Please ask again.';
/** The stream's last line when the account was deleted while its answer was written: the deletion took the reading and its charge. */
export const ACCOUNT_DELETED_DURING_REPLY = 'Your account was deleted while this answer was being written, so it was not kept.';
const accountDeleted = () => new AppError(410, ACCOUNT_DELETED_DURING_REPLY);
/** Messages read from the database for a follow-up's context; boundHistory trims further. */
const RECENT_MESSAGES = 24;

export interface FollowUpResult extends Record<string, unknown> {
  response: string;
  credits: number;
  subscription: boolean;
  /** What the assessment recognised in this follow-up: the browser shows its resources before the answer. */
  safety: SafetyConcern[];
}

/**
 * A paid follow-up (spec §4), charged exactly when its answer is kept (docs/decisions/0003). In
 * one transaction: claim the reading's reply lease (one reply at a time), take a credit unless
 * subscribed, and note the follow-up on the reading. Then the model answers while the lease is
 * renewed; the answer is stored with both messages, which settles the charge, or, on a failure of
 * ours or the provider's or a client gone before the first words, the credit comes back. A
 * writer that dies in between leaves the note, and the sweeper refunds it once the lease lapses.
 */
export async function startFollowUp(
  deps: ReadingDeps,
  input: { userId: string; readingId: string; question: string; address: string; language: Language },
): Promise<StreamJob<FollowUpResult>> {
  const followUpId = randomUUID();

  const claim = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: reading.id,
        question: reading.question,
        cards: reading.cards,
        reversed: reading.reversed,
        isComplete: reading.isComplete,
        messageCount: reading.messageCount,
        replyId: reading.replyId,
        safety: reading.safety,
        spread: reading.spread,
        leaseHeld: sql<boolean>`coalesce(${reading.replyLeaseUntil} >= now(), false)`,
      })
      .from(reading)
      .where(and(eq(reading.id, input.readingId), eq(reading.userId, input.userId)))
      .for('update');
    if (!row) throw notFound(READING_NOT_FOUND);
    if (row.leaseHeld) throw new AppError(409, REPLY_IN_PROGRESS, { 'Retry-After': '2' });
    if (!row.isComplete) throw new AppError(409, READING_NOT_READY);
    // A reply whose writer died, its lease lapsed, is settled here if the sweeper has not yet.
    if (row.replyId) await refundFollowUp(tx, row.replyId);
    const [owner] = await tx.select().from(user).where(eq(user.id, input.userId));
    if (!owner) throw notFound(READING_NOT_FOUND);
    let credits = owner.credits;
    if (!owner.subscription) {
      const left = await spendCredit(tx, input.userId, followUpId);
      if (left === null) throw new AppError(402, TEXT.followUpCreditsAlert);
      credits = left;
    }
    await tx
      .update(reading)
      .set({ replyLeaseUntil: leaseFor(deps.leaseSeconds), replyId: followUpId })
      .where(eq(reading.id, row.id));
    return { reading: row, owner, credits, charged: !owner.subscription };
  });
  const ours = and(eq(reading.id, claim.reading.id), eq(reading.replyId, followUpId));
  const safety = assessForReader(input.question, claim.reading.safety);
  const concerns = [...safety.concerns];

  /**
   * Frees the reading and gives the credit back; false when the account is gone (deleted while the
   * answer was written: the deletion settled the charge with everything else). The user's row is
   * locked first, as the deletion locks it, so the two never interleave.
   */
  const releaseAndRefund = () =>
    deps.db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for('update');
      if (!owner) return false;
      await tx.update(reading).set({ replyLeaseUntil: null, replyId: null }).where(ours);
      // Once only: if the sweeper settled this follow-up first, its refund is already there.
      if (claim.charged) await grantCredits(tx, input.userId, FOLLOW_UP_CREDIT_COST, 'refund', followUpId);
      return true;
    });
  const accountExists = async () => (await deps.db.select({ id: user.id }).from(user).where(eq(user.id, input.userId))).length > 0;

  // Counted only for requests that would reach the model, so an empty balance answers 402, not 429.
  try {
    await reserveLlmCall(deps, { userId: input.userId, address: input.address, purpose: 'follow-up' });
  } catch (error) {
    if (!(await releaseAndRefund())) throw accountDeleted();
    throw error;
  }

  return {
    safety: concerns,
    async run(onDelta, clientGone) {
      const lease = keepLeaseAlive(
        async () =>
          (
            await deps.db
              .update(reading)
              .set({ replyLeaseUntil: leaseFor(deps.leaseSeconds) })
              .where(ours)
              .returning({ id: reading.id })
          ).length > 0,
        deps.leaseSeconds,
        `follow-up ${followUpId}`,
      );
      try {
        let text: string;
        try {
          const recent = await deps.db
            .select({ role: message.role, content: message.content })
            .from(message)
            .where(and(eq(message.readingId, claim.reading.id), or(eq(message.seq, 0), gte(message.seq, claim.reading.messageCount - RECENT_MESSAGES))))
            .orderBy(asc(message.seq));
          const history: ConversationTurn[] = boundHistory(recent);
          const { birthday, birthMonth } = claim.owner;
          const memories = await memoriesForReader(deps.db, input.userId, { safety, exceptReadingId: claim.reading.id });
          text = await collectKeptAnswer(
            deps.reader,
            {
              kind: 'follow-up',
              question: claim.reading.question,
              cards: resolveCards(claim.reading.cards, claim.reading.reversed),
              positions: spreadOrDefault(claim.reading.spread).positions,
              horoscopeSign: signOfStoredDate(birthday, birthMonth) ?? undefined,
              language: input.language,
              history,
              followUp: input.question,
              safety,
              memories,
            },
            { clientGone, stop: lease.lost },
            onDelta,
            {
              db: deps.db,
              served: { kind: 'follow_up', readingId: claim.reading.id, tempReadingId: null, followUpId, userId: input.userId },
            },
          );
        } catch (error) {
          if (!(await releaseAndRefund())) throw accountDeleted();
          if (lease.lost.aborted) throw new AppError(503, ANSWER_NOT_KEPT);
          if (error instanceof AppError) throw error;
          throw readerUnavailable();
        }
        const seq = claim.reading.messageCount;
        let kept: boolean;
        try {
          kept = await deps.db.transaction(async (tx) => {
            const [held] = await tx
              .update(reading)
              .set({ messageCount: seq + 2, replyLeaseUntil: null, replyId: null, safety: mergeConcerns(claim.reading.safety, concerns) })
              .where(ours)
              .returning({ id: reading.id });
            if (!held) return false;
            await tx.insert(message).values([
              { readingId: claim.reading.id, seq, role: 'user', content: input.question },
              { readingId: claim.reading.id, seq: seq + 1, role: 'assistant', content: text, safety: concerns },
            ]);
            return true;
          });
        } catch (error) {
          // An answer that could not be kept is not charged, and the reading takes the next question.
          if (!(await releaseAndRefund())) throw accountDeleted();
          throw error;
        }
        if (!kept) {
          if (!(await accountExists())) throw accountDeleted();
          // The claim was settled (and refunded) while the answer was written: a stall longer than the lease.
          throw new AppError(503, ANSWER_NOT_KEPT);
        }
        return { response: text, credits: claim.credits, subscription: claim.owner.subscription, safety: concerns };
      } finally {
        lease.stop();
      }
    },
  };
}
