import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages.ts';
import { signOfStoredDate } from '../../../shared/horoscope.ts';
import { isUuid } from '../../../shared/schemas/common.ts';
import type { Reader } from '../ports/reader.ts';
import type { CounterStore } from '../ports/counter-store.ts';
import type { Database, Executor } from '../../db/client.ts';
import { message, reading, user } from '../../db/schema.ts';
import { AppError, notFound, READING_NOT_FOUND, readerUnavailable } from '../../errors.ts';
import { resolveCards } from '../draw/cards.ts';
import { ownDeckCards } from '../draw/own-cards.ts';
import type { OwnCard } from '../../../shared/schemas/own-deck.ts';
import { collectKeptAnswer } from './collect-reading.ts';
import { drawFairly, type FairDrawChoice } from '../draw/fair-draw.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import { spreadOrDefault } from '../../../shared/spreads/spread.ts';
import { assessRisk } from '../safety/assess-risk.ts';
import { spreadForReading } from '../spreads/spread-for-reading.ts';
import { assessForReader } from '../safety/reader-safety.ts';
import { reserveLlmCall, type LlmBudget } from '../limits/llm-budget.ts';
import { keepLeaseAlive, leaseFor, leaseFree } from './reply-lease.ts';
import { scheduleCheckBack } from '../check-back/schedule.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { StreamJob } from './stream-job.ts';
import { memoriesForReader, rememberCompletedReading } from '../memory/memory.ts';

export const GENERATION_IN_PROGRESS = 'Your interpretation is already being written. It will appear in a moment.';

export interface InterpretationResult extends Record<string, unknown> {
  interpretation: string;
  /** What the assessment recognised in the question: the browser shows its resources first. */
  safety: SafetyConcern[];
}

export interface ReadingDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  llmBudget: LlmBudget;
  /**
   * How long a claim on writing an interpretation or a follow-up answer holds without being
   * renewed; its writer renews it while the model writes, so it lapses this soon after a crash.
   */
  leaseSeconds: number;
}

/**
 * Spec §4: the draw happens on the server; the reading starts empty and incomplete. The user's deck
 * preferences (off by default: three upright Major Arcana) are read here, so no client can choose them.
 * The cards come from the user's committed seed and their own (docs/fair-draw.md), kept with the reading.
 * A chosen spread (issue 26 §1) draws one card per position and is kept with the reading as it is now.
 * Cards from the user's own deck (issue 27 §1) are not drawn here at all: they are checked, kept as
 * entered and marked, with no fair draw to show, and read like any other.
 * The reading takes the account's check-back choice, and its check-back mail is scheduled with it (issue 27 §2).
 */
export async function createReading(
  deps: Pick<ReadingDeps, 'db'> & { mail: OutgoingMail },
  userId: string,
  question: string,
  choice?: FairDrawChoice,
  spreadId?: string,
  ownCards?: readonly OwnCard[],
): Promise<string> {
  const [prefs] = await deps.db
    .select({
      fullDeck: user.fullDeck,
      reversals: user.reversals,
      checkBackDays: user.checkBackDays,
      email: user.email,
      name: user.name,
      timeZone: user.timeZone,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!prefs) throw notFound('Account not found');
  const spread = await spreadForReading(deps.db, userId, spreadId);
  const { cards, fairDraw } = ownCards
    ? { cards: ownDeckCards(ownCards, spreadOrDefault(spread)), fairDraw: null }
    : await drawFairly(deps.db, { userId }, choice, {
        deck: prefs.fullDeck ? 'full' : 'major',
        reversals: prefs.reversals,
        count: spreadOrDefault(spread).positions.length,
      });
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reading)
      .values({
        userId,
        question,
        cards: cards.map((card) => card.name),
        reversed: cards.map((card) => card.reversed),
        fairDraw,
        spread,
        ownDeck: ownCards !== undefined,
        safety: [...assessRisk(question).concerns],
        checkBackDays: prefs.checkBackDays,
      })
      .returning({ id: reading.id, createdAt: reading.createdAt });
    if (!created) throw new Error('The reading was not stored');
    await scheduleCheckBack(deps.mail, { userId, ...prefs }, { createdAt: created.createdAt, days: prefs.checkBackDays }, { tx });
    return created.id;
  });
}

/** Another user's reading is indistinguishable from a missing one. */
async function findOwnReading(db: Executor, userId: string, readingId: string) {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const [row] = await db
    .select()
    .from(reading)
    .where(and(eq(reading.id, readingId), eq(reading.userId, userId)));
  if (!row) throw notFound(READING_NOT_FOUND);
  return row;
}

async function signOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ birthday: user.birthday, birthMonth: user.birthMonth }).from(user).where(eq(user.id, userId));
  return signOfStoredDate(row?.birthday, row?.birthMonth) ?? undefined;
}

/**
 * Writes a reading's interpretation exactly once: the first opener claims a lease and
 * generates; anyone else gets the finished text or 409 while it is being written. Once its first
 * words are out it is written to the end and kept even if the opener has gone (it costs a model
 * call). A failure releases the claim, so opening the reading again retries at once; a writer
 * that dies leaves a short lease that lapses by itself.
 */
export async function startInterpretation(
  deps: ReadingDeps,
  input: { userId: string; readingId: string; address: string; language: Language },
): Promise<StreamJob<InterpretationResult>> {
  const existing = await findOwnReading(deps.db, input.userId, input.readingId);
  const { safety } = existing;
  if (existing.isComplete) return { safety, run: async () => ({ interpretation: existing.interpretation, safety }) };

  const [claimed] = await deps.db
    .update(reading)
    .set({ generationLeaseUntil: leaseFor(deps.leaseSeconds) })
    .where(and(eq(reading.id, existing.id), eq(reading.isComplete, false), leaseFree(reading.generationLeaseUntil)))
    .returning();
  if (!claimed) {
    const now = await findOwnReading(deps.db, input.userId, input.readingId);
    if (now.isComplete) return { safety, run: async () => ({ interpretation: now.interpretation, safety }) };
    throw new AppError(409, GENERATION_IN_PROGRESS, { 'Retry-After': '2' });
  }
  const unwritten = and(eq(reading.id, claimed.id), eq(reading.isComplete, false));
  const release = () => deps.db.update(reading).set({ generationLeaseUntil: null }).where(unwritten);
  try {
    await reserveLlmCall(deps, { userId: input.userId, address: input.address, purpose: 'interpretation' });
  } catch (error) {
    await release();
    throw error;
  }
  /** Another opener wrote it meanwhile, after this writer's lease had lapsed: theirs is the one kept. */
  const writtenByAnother = async () => ({ interpretation: (await findOwnReading(deps.db, input.userId, input.readingId)).interpretation, safety });

  return {
    safety,
    async run(onDelta, clientGone) {
      const lease = keepLeaseAlive(
        async () =>
          (
            await deps.db
              .update(reading)
              .set({ generationLeaseUntil: leaseFor(deps.leaseSeconds) })
              .where(unwritten)
              .returning({ id: reading.id })
          ).length > 0,
        deps.leaseSeconds,
        `interpretation of ${claimed.id}`,
      );
      try {
        let text: string;
        try {
          const cards = resolveCards(claimed.cards, claimed.reversed);
          const sign = await signOf(deps.db, input.userId);
          const readerSafety = assessForReader(claimed.question);
          const memories = await memoriesForReader(deps.db, input.userId, { safety: readerSafety });
          text = await collectKeptAnswer(
            deps.reader,
            {
              kind: 'interpretation',
              question: claimed.question,
              cards,
              positions: spreadOrDefault(claimed.spread).positions,
              horoscopeSign: sign,
              language: input.language,
              safety: readerSafety,
              memories,
            },
            { clientGone, stop: lease.lost },
            onDelta,
            {
              db: deps.db,
              served: { kind: 'interpretation', readingId: claimed.id, tempReadingId: null, followUpId: null, userId: input.userId },
            },
          );
        } catch (error) {
          if (lease.lost.aborted) return writtenByAnother();
          await release();
          if (error instanceof AppError) throw error;
          throw readerUnavailable();
        }
        let stored: boolean;
        try {
          stored = await deps.db.transaction(async (tx) => {
            const [held] = await tx
              .update(reading)
              .set({ interpretation: text, isComplete: true, messageCount: 1, generationLeaseUntil: null })
              .where(unwritten)
              .returning({ id: reading.id });
            if (!held) return false;
            await tx.insert(message).values({ readingId: claimed.id, seq: 0, role: 'assistant', content: text, safety: claimed.safety });
            return true;
          });
        } catch (error) {
          // Not kept: opening the reading again writes it anew, without waiting for the lease to lapse.
          await release();
          throw error;
        }
        if (!stored) return writtenByAnother();
        await rememberCompletedReading(deps.db, input.userId, claimed.id);
        return { interpretation: text, safety };
      } finally {
        lease.stop();
      }
    },
  };
}
