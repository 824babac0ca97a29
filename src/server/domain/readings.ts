import { and, eq, sql } from 'drizzle-orm';
import { MAJOR_ARCANA } from '../../shared/deck/cards.ts';
import { drawCards } from '../../shared/deck/draw.ts';
import type { RandomInt } from '../../shared/deck/types.ts';
import { signOfStoredDate } from '../../shared/horoscope.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Message, Reading } from '../../shared/schemas/reading.ts';
import type { Reader } from './ports/reader.ts';
import type { CounterStore } from './ports/counter-store.ts';
import type { Database, Executor, Reads } from '../db/client.ts';
import { message, reading, session, user } from '../db/schema.ts';
import { driverRows, isoUtc, perDatabase, validSession } from '../db/statements.ts';
import { AppError, notFound, readerUnavailable } from '../errors.ts';
import { resolveCards } from './cards.ts';
import { collectKeptAnswer } from './collect-reading.ts';
import { reserveLlmCall, type LlmBudget } from './llm-budget.ts';
import { keepLeaseAlive, leaseFor, leaseFree } from './reply-lease.ts';
import type { StreamJob } from './stream-job.ts';

export const READING_NOT_FOUND = 'Reading not found';
export const GENERATION_IN_PROGRESS = 'Your interpretation is already being written. It will appear in a moment.';


export interface ReadingDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  randomInt: RandomInt;
  llmBudget: LlmBudget;
  /**
   * How long a claim on writing an interpretation or a follow-up answer holds without being
   * renewed; its writer renews it while the model writes, so it lapses this soon after a crash.
   */
  leaseSeconds: number;
}

/** Spec §4: the draw happens on the server; the reading starts empty and incomplete. */
export async function createReading(deps: Pick<ReadingDeps, 'db' | 'randomInt'>, userId: string, question: string): Promise<string> {
  const cards = drawCards(MAJOR_ARCANA, deps.randomInt).map((card) => card.name);
  const [created] = await deps.db.insert(reading).values({ userId, question, cards }).returning({ id: reading.id });
  if (!created) throw new Error('The reading was not stored');
  return created.id;
}

/** Another user's reading is indistinguishable from a missing one. */
export async function findOwnReading(db: Executor, userId: string, readingId: string) {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const [row] = await db.select().from(reading).where(and(eq(reading.id, readingId), eq(reading.userId, userId)));
  if (!row) throw notFound(READING_NOT_FOUND);
  return row;
}

/**
 * A reading and its conversation, with the session check, in one round trip: one row per message
 * in order (one row without a message when there is none yet), the long interpretation only on
 * the first. Plain columns rather than JSON built by PostgreSQL, which cost it more than twice as
 * much (docs/decisions/0008).
 */
const readingStatement = perDatabase((db) => {
  const found = db
    .select({
      id: reading.id,
      question: reading.question,
      cards: reading.cards,
      interpretation: reading.interpretation,
      isComplete: reading.isComplete,
      createdAt: isoUtc(reading.createdAt).as('created_at_text'),
    })
    .from(reading)
    .where(and(eq(reading.id, sql.placeholder('id')), eq(reading.userId, session.userId)))
    .as('found');
  const messages = db
    .select({
      id: message.id,
      seq: message.seq,
      role: message.role,
      content: message.content,
      timestamp: isoUtc(message.createdAt).as('timestamp_text'),
    })
    .from(message)
    .where(eq(message.readingId, found.id))
    .as('messages');
  return db
    .select({
      id: found.id,
      question: found.question,
      cards: found.cards,
      isComplete: found.isComplete,
      createdAt: found.createdAt,
      // The first message is the interpretation: sent once, not again on every later message's row.
      interpretation: sql<string | null>`case when ${messages.seq} is null or ${messages.seq} = 0 then ${found.interpretation} end`.as('interpretation'),
      messageId: sql<string | null>`${messages.id}`.as('message_id'),
      role: messages.role,
      content: messages.content,
      timestamp: messages.timestamp,
    })
    .from(session)
    .leftJoinLateral(found, sql`true`)
    .leftJoinLateral(messages, sql`true`)
    .where(validSession)
    .orderBy(messages.seq)
    .prepare('reading_with_messages');
});

/** A row of readingStatement as the driver gives it (its SQL names). */
interface ReadingRow {
  /** Null when the session is valid but the reading is missing or someone else's. */
  id: string | null;
  question: string;
  cards: string[];
  is_complete: boolean;
  created_at_text: string;
  interpretation: string | null;
  message_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  timestamp_text: string;
}

/** A malformed id is looked up as one no reading has, so it gets the same answers as a missing one. */
const NO_READING_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The session user's reading with its conversation (404 if missing or someone else's), or null
 * when the session is not valid.
 */
export async function getReading(db: Reads, sessionToken: string, readingId: string): Promise<Reading | null> {
  const rows = await driverRows<ReadingRow>(readingStatement(db), { token: sessionToken, id: isUuid(readingId) ? readingId : NO_READING_ID });
  const [first] = rows;
  if (!first) return null;
  if (first.id === null) throw notFound(READING_NOT_FOUND);
  const messages: Message[] = [];
  for (const row of rows) {
    if (row.message_id !== null) messages.push({ id: row.message_id, role: row.role, content: row.content, timestamp: row.timestamp_text });
  }
  return {
    id: first.id,
    question: first.question,
    cards: resolveCards(first.cards),
    interpretation: first.interpretation ?? '',
    messages,
    createdAt: first.created_at_text,
    isComplete: first.is_complete,
  };
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
  input: { userId: string; readingId: string; address: string },
): Promise<StreamJob<{ interpretation: string }>> {
  const existing = await findOwnReading(deps.db, input.userId, input.readingId);
  if (existing.isComplete) return { run: async () => ({ interpretation: existing.interpretation }) };

  const [claimed] = await deps.db
    .update(reading)
    .set({ generationLeaseUntil: leaseFor(deps.leaseSeconds) })
    .where(and(eq(reading.id, existing.id), eq(reading.isComplete, false), leaseFree(reading.generationLeaseUntil)))
    .returning();
  if (!claimed) {
    const now = await findOwnReading(deps.db, input.userId, input.readingId);
    if (now.isComplete) return { run: async () => ({ interpretation: now.interpretation }) };
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
  const writtenByAnother = async () => ({ interpretation: (await findOwnReading(deps.db, input.userId, input.readingId)).interpretation });

  return {
    async run(onDelta, clientGone) {
      const lease = keepLeaseAlive(
        async () => (await deps.db.update(reading).set({ generationLeaseUntil: leaseFor(deps.leaseSeconds) }).where(unwritten).returning({ id: reading.id })).length > 0,
        deps.leaseSeconds,
        `interpretation of ${claimed.id}`,
      );
      try {
        let text: string;
        try {
          const cards = resolveCards(claimed.cards);
          const sign = await signOf(deps.db, input.userId);
          text = await collectKeptAnswer(
            deps.reader,
            { kind: 'interpretation', question: claimed.question, cards, horoscopeSign: sign },
            { clientGone, stop: lease.lost },
            onDelta,
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
            await tx.insert(message).values({ readingId: claimed.id, seq: 0, role: 'assistant', content: text });
            return true;
          });
        } catch (error) {
          // Not kept: opening the reading again writes it anew, without waiting for the lease to lapse.
          await release();
          throw error;
        }
        return stored ? { interpretation: text } : writtenByAnother();
      } finally {
        lease.stop();
      }
    },
  };
}
