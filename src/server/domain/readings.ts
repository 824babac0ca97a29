import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MAJOR_ARCANA } from '../../shared/deck/cards.ts';
import { drawCards } from '../../shared/deck/draw.ts';
import type { RandomInt } from '../../shared/deck/types.ts';
import { signOfStoredDate } from '../../shared/horoscope.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Message, Reading } from '../../shared/schemas/reading.ts';
import type { Reader } from '../adapters/llm/types.ts';
import type { CounterStore } from '../adapters/store/counter-store.ts';
import type { Database, Executor, Reads } from '../db/client.ts';
import { message, reading, session, user } from '../db/schema.ts';
import { driverRows, isoUtc, perDatabase, validSession } from '../db/statements.ts';
import { AppError, notFound, readerUnavailable } from '../errors.ts';
import { resolveCards } from './cards.ts';
import { collectReading } from './collect-reading.ts';
import { reserveLlmCall, type LlmBudget } from './llm-budget.ts';
import type { StreamJob } from './stream-job.ts';

export const READING_NOT_FOUND = 'Reading not found';
export const GENERATION_IN_PROGRESS = 'Your interpretation is already being written. It will appear in a moment.';


export interface ReadingDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  randomInt: RandomInt;
  llmBudget: LlmBudget;
  /** How long a claim on writing a reply holds if its writer dies; longer than the LLM timeout. */
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

export const leaseFree = (column: typeof reading.generationLeaseUntil | typeof reading.replyLeaseUntil) =>
  or(isNull(column), lt(column, sql`now()`));

/**
 * Writes a reading's interpretation exactly once: the first opener claims a lease and
 * generates; anyone else gets the finished text or 409 while it is being written. A failure
 * releases the claim, so opening the reading again retries.
 */
export async function startInterpretation(
  deps: ReadingDeps,
  input: { userId: string; readingId: string; address: string },
): Promise<StreamJob<{ interpretation: string }>> {
  const existing = await findOwnReading(deps.db, input.userId, input.readingId);
  if (existing.isComplete) return { run: async () => ({ interpretation: existing.interpretation }) };

  const [claimed] = await deps.db
    .update(reading)
    .set({ generationLeaseUntil: sql`now() + make_interval(secs => ${deps.leaseSeconds})` })
    .where(and(eq(reading.id, existing.id), eq(reading.isComplete, false), leaseFree(reading.generationLeaseUntil)))
    .returning();
  if (!claimed) {
    const now = await findOwnReading(deps.db, input.userId, input.readingId);
    if (now.isComplete) return { run: async () => ({ interpretation: now.interpretation }) };
    throw new AppError(409, GENERATION_IN_PROGRESS, { 'Retry-After': '2' });
  }
  const release = () => deps.db.update(reading).set({ generationLeaseUntil: null }).where(eq(reading.id, claimed.id));
  try {
    await reserveLlmCall(deps, { userId: input.userId, address: input.address, purpose: 'interpretation' });
  } catch (error) {
    await release();
    throw error;
  }

  return {
    async run(onDelta, signal) {
      let text: string;
      try {
        const cards = resolveCards(claimed.cards);
        const sign = await signOf(deps.db, input.userId);
        text = await collectReading(deps.reader, { kind: 'interpretation', question: claimed.question, cards, horoscopeSign: sign }, signal, onDelta);
      } catch (error) {
        await release();
        if (error instanceof AppError) throw error;
        throw readerUnavailable();
      }
      try {
        await deps.db.transaction(async (tx) => {
          await tx
            .update(reading)
            .set({ interpretation: text, isComplete: true, messageCount: 1, generationLeaseUntil: null })
            .where(eq(reading.id, claimed.id));
          await tx.insert(message).values({ readingId: claimed.id, seq: 0, role: 'assistant', content: text });
        });
      } catch (error) {
        // Not kept: opening the reading again writes it anew, without waiting for the lease to lapse.
        await release();
        throw error;
      }
      return { interpretation: text };
    },
  };
}
