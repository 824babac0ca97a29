import { setTimeout as delay } from 'node:timers/promises';
import type { Language } from '../../../shared/i18n/languages.ts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DAILY_HISTORY_DAYS } from '../../../shared/constants.ts';
import { drawPool } from '../../../shared/deck/cards.ts';
import { drawSpread } from '../../../shared/deck/draw.ts';
import type { RandomInt } from '../../../shared/deck/types.ts';
import { signOfStoredDate } from '../../../shared/horoscope.ts';
import type { DailyCard, DrawDailyCardResponse } from '../../../shared/schemas/daily-card.ts';
import type { Database } from '../../db/client.ts';
import { dailyCard, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { log } from '../../observe/log.ts';
import { resolveCards } from '../draw/cards.ts';
import { collectReading } from './collect-reading.ts';
import { reserveLlmCall, type LlmBudget } from '../limits/llm-budget.ts';
import type { CounterStore } from '../ports/counter-store.ts';
import type { Reader } from '../ports/reader.ts';

export const DAILY_READING_FAILED = 'Your card is drawn, but its reading could not be written just now. Try again in a moment: the card stays the same.';
/** Put before the model limit's own message, which says when it resets. */
export const DAILY_READING_WAITS = 'Your card is drawn and kept for today, but its reading must wait.';
export const DAILY_READING_PENDING = 'Your card is drawn; its reading is still being written. It will appear in a moment.';

export interface DailyCardDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  randomInt: RandomInt;
  llmBudget: LlmBudget;
  /** How long a claim on writing the reading holds: a writer that dies frees it this soon. */
  leaseSeconds: number;
}

/** The calendar day (YYYY-MM-DD) at `now` in `timeZone`, which the caller has validated. */
export function localDay(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

type Row = typeof dailyCard.$inferSelect;

function toDailyCard(row: Row): DailyCard {
  const [card] = resolveCards([row.card], [row.reversed]);
  if (!card) throw new Error(`Unknown daily card ${row.card}`);
  return { day: row.day, card, reading: row.reading };
}

const ofDay = (userId: string, day: string) => and(eq(dailyCard.userId, userId), eq(dailyCard.day, day));
const unwritten = (userId: string, day: string) => and(ofDay(userId, day), isNull(dailyCard.reading));
const leaseFree = or(isNull(dailyCard.readingLeaseUntil), lt(dailyCard.readingLeaseUntil, sql`now()`));

async function findDay(db: Database, userId: string, day: string): Promise<Row | undefined> {
  const [row] = await db.select().from(dailyCard).where(ofDay(userId, day));
  return row;
}

/**
 * Today's card, drawn once: the first request of the day inserts it, and every other (another tab,
 * another device, at the same moment) finds that row, as the primary key (user, day) allows one.
 */
async function cardOfDay(deps: Pick<DailyCardDeps, 'db' | 'randomInt'>, userId: string, day: string): Promise<Row> {
  const existing = await findDay(deps.db, userId, day);
  if (existing) return existing;
  const [prefs] = await deps.db.select({ fullDeck: user.fullDeck, reversals: user.reversals }).from(user).where(eq(user.id, userId));
  if (!prefs) throw notFound('Account not found');
  const [card] = drawSpread(drawPool(prefs.fullDeck), prefs.reversals, deps.randomInt, 1);
  if (!card) throw new Error('Nothing was drawn');
  await deps.db.insert(dailyCard).values({ userId, day, card: card.name, reversed: card.reversed }).onConflictDoNothing();
  const stored = await findDay(deps.db, userId, day);
  if (!stored) throw new Error('The card of the day was not stored');
  return stored;
}

/** Waits for another request's writer: its reading, or nothing once it has given up (or this takes too long). */
async function awaitWriter(db: Database, userId: string, day: string, timeoutMs: number): Promise<Row | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await delay(150);
    const row = await findDay(db, userId, day);
    if (!row || row.reading !== null || row.readingLeaseUntil === null) return row;
  }
  return undefined;
}

/** A zone may replace the stored one this long after the last change. */
const TIME_ZONE_CHANGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The zone whose calendar day is the account's today (issue 25 §3): the first zone a browser sent,
 * stored; another replaces it at most once a day. Zones sent in between are not taken, so no
 * account holds the cards of several days at once by naming zones on either side of the date line.
 * One statement decides, so requests racing with different zones all read the same stored one.
 */
async function timeZoneOfAccount(db: Database, userId: string, asked: string, now: Date): Promise<string> {
  const [changed] = await db
    .update(user)
    .set({ timeZone: asked, timeZoneChangedAt: now })
    .where(
      and(
        eq(user.id, userId),
        or(
          isNull(user.timeZone),
          and(
            sql`${user.timeZone} <> ${asked}`,
            or(isNull(user.timeZoneChangedAt), lt(user.timeZoneChangedAt, new Date(now.getTime() - TIME_ZONE_CHANGE_INTERVAL_MS))),
          ),
        ),
      ),
    )
    .returning({ timeZone: user.timeZone });
  if (changed?.timeZone) return changed.timeZone;
  const [stored] = await db.select({ timeZone: user.timeZone }).from(user).where(eq(user.id, userId));
  if (!stored?.timeZone) throw notFound('Account not found');
  return stored.timeZone;
}

/**
 * Draws the user's card for their own calendar day (in the account's stored zone, on the server's clock) or
 * returns the one already drawn, with its short reading. The card is free: no credit is ever spent.
 * The reading counts toward the user's model budget like any reading; when the budget refuses it,
 * the card is kept and the answer says why its reading waits.
 */
export async function drawDailyCard(
  deps: DailyCardDeps,
  input: { userId: string; timeZone: string; address: string; language: Language; now?: Date },
): Promise<DrawDailyCardResponse> {
  const now = input.now ?? new Date();
  const day = localDay(await timeZoneOfAccount(deps.db, input.userId, input.timeZone, now), now);
  const row = await cardOfDay(deps, input.userId, day);
  if (row.reading !== null) return { daily: toDailyCard(row), notice: null };

  const [claimed] = await deps.db
    .update(dailyCard)
    .set({ readingLeaseUntil: sql`now() + make_interval(secs => ${deps.leaseSeconds})` })
    .where(and(unwritten(input.userId, day), leaseFree))
    .returning();
  if (!claimed) {
    const written = await awaitWriter(deps.db, input.userId, day, deps.leaseSeconds * 1000);
    if (written?.reading) return { daily: toDailyCard(written), notice: null };
    return { daily: toDailyCard(written ?? row), notice: DAILY_READING_PENDING };
  }
  const release = () => deps.db.update(dailyCard).set({ readingLeaseUntil: null }).where(unwritten(input.userId, day));

  try {
    await reserveLlmCall(deps, { userId: input.userId, address: input.address, purpose: 'daily-card' });
  } catch (error) {
    await release();
    if (error instanceof AppError && (error.status === 429 || error.status === 503)) {
      return { daily: toDailyCard(claimed), notice: `${DAILY_READING_WAITS} ${error.message}` };
    }
    throw error;
  }

  const daily = toDailyCard(claimed);
  let text: string;
  try {
    const [birth] = await deps.db.select({ birthday: user.birthday, birthMonth: user.birthMonth }).from(user).where(eq(user.id, input.userId));
    text = await collectReading(
      deps.reader,
      { kind: 'daily', card: daily.card, day, horoscopeSign: signOfStoredDate(birth?.birthday, birth?.birthMonth) ?? undefined, language: input.language },
      AbortSignal.timeout(deps.leaseSeconds * 1000),
      () => {},
      { db: deps.db, served: { kind: 'daily', readingId: null, tempReadingId: null, followUpId: null, userId: input.userId } },
    );
  } catch (error) {
    log.warn(`[daily-card] the reading for ${input.userId} was not written: ${error instanceof Error ? error.message : String(error)}`);
    await release();
    return { daily, notice: DAILY_READING_FAILED };
  }
  const [stored] = await deps.db.update(dailyCard).set({ reading: text, readingLeaseUntil: null }).where(unwritten(input.userId, day)).returning();
  // Written by another request meanwhile (this writer's lease had lapsed): theirs is the one kept.
  const kept = stored ?? (await findDay(deps.db, input.userId, day));
  return { daily: toDailyCard(kept ?? claimed), notice: null };
}

/** The user's last DAILY_HISTORY_DAYS cards of the day, newest first. */
export async function recentDailyCards(db: Database, userId: string): Promise<DailyCard[]> {
  const rows = await db.select().from(dailyCard).where(eq(dailyCard.userId, userId)).orderBy(desc(dailyCard.day)).limit(DAILY_HISTORY_DAYS);
  return rows.map(toDailyCard);
}
