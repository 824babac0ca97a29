import { and, eq, sql } from 'drizzle-orm';
import type { CheckBackDays, Outcome } from '../../../shared/journal/journal.ts';
import type { JournalMailSettings } from '../../../shared/schemas/check-back.ts';
import { isUuid } from '../../../shared/schemas/common.ts';
import { CheckBackDaysSchema } from '../../../shared/schemas/journal.ts';
import type { Database, Executor } from '../../db/client.ts';
import { reading, user } from '../../db/schema.ts';
import { notFound, READING_NOT_FOUND } from '../../errors.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { loadMailPerson, scheduleCheckBack, scheduleDailyReminder } from './schedule.ts';

// How a reading landed and when to ask (issue 27 §2), and the account's journal mail settings (§2,
// §6). A reading that is missing or someone else's is the same 404.

const ownReading = (userId: string, readingId: string) => {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  return and(eq(reading.id, readingId), eq(reading.userId, userId));
};

/** Records how the reading landed; a later answer replaces the earlier one. */
export async function setOutcome(db: Executor, userId: string, readingId: string, outcome: Outcome) {
  const [row] = await db
    .update(reading)
    .set({ outcome, outcomeAt: sql`now()` })
    .where(ownReading(userId, readingId))
    .returning({ outcome: reading.outcome, outcomeAt: reading.outcomeAt });
  if (!row?.outcome || !row.outcomeAt) throw notFound(READING_NOT_FOUND);
  return { outcome: row.outcome, outcomeAt: row.outcomeAt.toISOString() };
}

/**
 * Changes when the reading's check-back is asked: the new day's mail is scheduled; the old day's
 * mail finds nothing of this reading to ask when it runs (and sends nothing if that was all).
 */
export async function setReadingCheckBack(db: Database, mail: OutgoingMail, userId: string, readingId: string, days: CheckBackDays | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reading)
      .set({ checkBackDays: days })
      .where(ownReading(userId, readingId))
      .returning({ createdAt: reading.createdAt, outcome: reading.outcome });
    if (!row) throw notFound(READING_NOT_FOUND);
    const person = await loadMailPerson(tx, userId);
    if (person && row.outcome === null) await scheduleCheckBack(mail, person, { createdAt: row.createdAt, days }, { tx });
    return { checkBackDays: days };
  });
}

export async function journalMailSettings(db: Executor, userId: string): Promise<JournalMailSettings> {
  const [row] = await db
    .select({ checkBackDays: user.checkBackDays, mailOffAt: user.journalMailOffAt, dailyReminderHour: user.dailyReminderHour, timeZone: user.timeZone })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound('Account not found');
  return {
    checkBackDays: CheckBackDaysSchema.parse(row.checkBackDays),
    journalMailOn: row.mailOffAt === null,
    dailyReminderHour: row.dailyReminderHour,
    timeZone: row.timeZone,
  };
}

/** The choice every new reading takes; readings already drawn keep theirs. */
export async function setCheckBackDefault(db: Executor, userId: string, days: CheckBackDays | null) {
  await db.update(user).set({ checkBackDays: days }).where(eq(user.id, userId));
  return journalMailSettings(db, userId);
}

/** Journal mails on or off; off keeps the moment it was first turned off. Mails already queued check it when they are sent. */
export async function setJournalMail(db: Executor, userId: string, on: boolean) {
  await db
    .update(user)
    .set({ journalMailOffAt: on ? null : sql`coalesce(${user.journalMailOffAt}, now())` })
    .where(eq(user.id, userId));
  return journalMailSettings(db, userId);
}

/**
 * The card-of-the-day reminder at `hour` (null: off). An account without a zone takes the
 * browser's, so the hour is the person's own; a zone it already has is the card of the day's, and
 * is not changed from here.
 */
export async function setDailyReminder(db: Database, mail: OutgoingMail, userId: string, hour: number | null, timeZone: string | undefined) {
  return db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ dailyReminderHour: hour, ...(timeZone ? { timeZone: sql`coalesce(${user.timeZone}, ${timeZone})` } : {}) })
      .where(eq(user.id, userId));
    const person = await loadMailPerson(tx, userId);
    if (!person) throw notFound('Account not found');
    await scheduleDailyReminder(mail, person, hour, { tx });
    return journalMailSettings(tx, userId);
  });
}
