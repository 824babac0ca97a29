import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MAJOR_ARCANA } from '../../shared/deck/cards.ts';
import { drawCards } from '../../shared/deck/draw.ts';
import type { RandomInt } from '../../shared/deck/types.ts';
import { signOfStoredDate } from '../../shared/horoscope.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Reading } from '../../shared/schemas/reading.ts';
import type { Reader } from '../adapters/llm/types.ts';
import type { CounterStore } from '../adapters/store/counter-store.ts';
import type { Database, Executor } from '../db/client.ts';
import { message, reading, session, user } from '../db/schema.ts';
import { perDatabase, validSession } from '../db/statements.ts';
import { AppError, notFound, readerUnavailable } from '../errors.ts';
import type { JsonText } from '../json-text.ts';
import { resolveCards } from './cards.ts';
import { collectReading } from './collect-reading.ts';
import { reserveLlmCall } from './llm-budget.ts';
import type { StreamJob } from './stream-job.ts';

export const READING_NOT_FOUND = 'Reading not found';
export const GENERATION_IN_PROGRESS = 'Your interpretation is already being written. It will appear in a moment.';


export interface ReadingDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  randomInt: RandomInt;
  llmDailyLimit: number;
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

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * A reading and its conversation, with the session check, in one round trip; PostgreSQL writes
 * the JSON (the messages as one array, in order), as for the history. Only the cards are added
 * here, from the deck.
 */
const readingStatement = perDatabase((db) => {
  const found = db
    .select({
      cards: reading.cards,
      // The messages' subquery names its tables by hand: inside it Drizzle would leave reading's columns unqualified.
      json: sql<string>`json_build_object(
        'id', ${reading.id}, 'question', ${reading.question}, 'interpretation', ${reading.interpretation},
        'isComplete', ${reading.isComplete}, 'createdAt', to_char(${reading.createdAt} at time zone 'UTC', ${ISO_UTC}),
        'messages', coalesce((
          select json_agg(json_build_object(
            'id', m.id, 'role', m.role, 'content', m.content,
            'timestamp', to_char(m.created_at at time zone 'UTC', ${ISO_UTC})
          ) order by m.seq)
          from ${message} m where m.reading_id = "reading"."id"
        ), '[]'::json)
      )::text`.as('json'),
    })
    .from(reading)
    .where(and(eq(reading.id, sql.placeholder('id')), eq(reading.userId, session.userId)))
    .as('found');
  return db
    .select({ cards: found.cards, json: found.json })
    .from(session)
    .leftJoinLateral(found, sql`true`)
    .where(validSession)
    .prepare('reading_with_messages');
});

/** A malformed id is looked up as one no reading has, so it gets the same answers as a missing one. */
const NO_READING_ID = '00000000-0000-0000-0000-000000000000';

const cardJson = new Map<string, string>();
function cardsJson(names: readonly string[]): string {
  return resolveCards(names)
    .map((card) => {
      let json = cardJson.get(card.name);
      if (json === undefined) {
        json = JSON.stringify(card);
        cardJson.set(card.name, json);
      }
      return json;
    })
    .join(',');
}

/**
 * The session user's reading as the response's JSON text (a Reading; 404 if missing or someone
 * else's), or null when the session is not valid.
 */
export async function getReading(db: Database, sessionToken: string, readingId: string): Promise<JsonText<Reading> | null> {
  const [row] = await readingStatement(db).execute({ token: sessionToken, id: isUuid(readingId) ? readingId : NO_READING_ID });
  if (!row) return null;
  if (!row.json || !row.cards) throw notFound(READING_NOT_FOUND);
  return `{"cards":[${cardsJson(row.cards)}],${row.json.slice(1)}` as JsonText<Reading>;
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
    await reserveLlmCall(deps.counters, deps.llmDailyLimit, { userId: input.userId, address: input.address });
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
