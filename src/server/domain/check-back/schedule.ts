import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { CHECK_BACK_DAY_CHOICES } from '../../../shared/journal/journal.ts';
import { CHECK_BACK_MAIL_HOUR } from '../../../shared/schemas/check-back.ts';
import { isTimeZone } from '../../../shared/schemas/daily-card.ts';
import type { Executor } from '../../db/client.ts';
import { reading, user } from '../../db/schema.ts';
import { instantOfLocalTime } from '../jobs/local-time.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { localDay } from '../readings/daily-card.ts';

// When the journal mails go out (issue 27 §2, §6). A check-back mail is one job per person and
// local day (its key), so however many readings come due that day they share one mail; the job
// gathers them when it runs, so an answer, a changed choice or a deleted reading in the meantime
// simply leaves it out (and a day with nothing left sends nothing). The daily reminder is one job
// per person, re-scheduled for the next day each time it runs.

export interface MailPerson {
  userId: string;
  email: string;
  name: string;
  /** The person's zone; null (none given yet) times their mail in UTC. */
  timeZone: string | null;
}

/** The zone a person's mail is timed in: theirs, or UTC while they have none. */
export const mailZoneOf = (timeZone: string | null) => (timeZone && isTimeZone(timeZone) ? timeZone : 'UTC');

export const checkBackKey = (userId: string, date: string) => `check-back:${userId}:${date}`;
export const dailyReminderKey = (userId: string) => `daily-reminder:${userId}`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local day (YYYY-MM-DD) on which a reading made at `createdAt` is `days` days old. */
export function checkBackDate(createdAt: Date, days: number, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = localDay(timeZone, createdAt).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export async function loadMailPerson(db: Executor, userId: string): Promise<MailPerson | null> {
  const [row] = await db.select({ email: user.email, name: user.name, timeZone: user.timeZone }).from(user).where(eq(user.id, userId));
  return row ? { userId, ...row } : null;
}

/**
 * Schedules the check-back of a reading made at `createdAt`, asked `days` after it (null: never),
 * at CHECK_BACK_MAIL_HOUR on that local day. A day whose hour has already passed (a choice that
 * shortens the wait of an older reading) sends none: the reading page asks anyway, and a second
 * mail that day would break "at most one a day".
 */
export async function scheduleCheckBack(
  mail: OutgoingMail,
  person: MailPerson,
  reading: { createdAt: Date; days: number | null },
  options: { tx?: Executor; now?: Date } = {},
): Promise<void> {
  if (reading.days === null) return;
  const timeZone = mailZoneOf(person.timeZone);
  const date = checkBackDate(reading.createdAt, reading.days, timeZone);
  const localTime = `${date}T${twoDigits(CHECK_BACK_MAIL_HOUR)}:00`;
  if (instantOfLocalTime(localTime, timeZone) <= (options.now ?? new Date())) return;
  await mail.send(
    { kind: 'check-back', to: person.email, name: person.name, userId: person.userId, date, timeZone },
    { tx: options.tx, runAt: { localTime, timeZone }, key: checkBackKey(person.userId, date) },
  );
}

/**
 * Cancels every check-back still waiting for a person (their jobs hold the address): one per local
 * day on which one of their readings of the last CHECK_BACK_DAY_CHOICES' longest wait comes due.
 */
export async function cancelCheckBacks(mail: OutgoingMail, person: Pick<MailPerson, 'userId' | 'timeZone'>, tx: Executor, now: Date): Promise<void> {
  const longestWait = Math.max(...CHECK_BACK_DAY_CHOICES);
  const since = new Date(now.getTime() - (longestWait + 1) * 24 * 60 * 60 * 1000);
  const readings = await tx
    .select({ createdAt: reading.createdAt, days: reading.checkBackDays })
    .from(reading)
    .where(and(eq(reading.userId, person.userId), isNotNull(reading.checkBackDays), gt(reading.createdAt, since)));
  const timeZone = mailZoneOf(person.timeZone);
  const dates = new Set(readings.flatMap(({ createdAt, days }) => (days === null ? [] : [checkBackDate(createdAt, days, timeZone)])));
  for (const date of dates) await mail.cancel(checkBackKey(person.userId, date), { tx });
}

/** The next time the wall clock in `timeZone` shows `hour`:00, after `now`. */
export function nextReminderTime(hour: number, timeZone: string, now: Date): string {
  const today = localDay(timeZone, now);
  const todayAt = `${today}T${twoDigits(hour)}:00`;
  if (instantOfLocalTime(todayAt, timeZone) > now) return todayAt;
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return `${new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)}T${twoDigits(hour)}:00`;
}

/**
 * Schedules the person's next card-of-the-day reminder after `options.after` (now by default),
 * replacing a waiting one, or cancels it when `hour` is null.
 */
export async function scheduleDailyReminder(
  mail: OutgoingMail,
  person: MailPerson,
  hour: number | null,
  options: { tx?: Executor; after?: Date } = {},
): Promise<void> {
  const key = dailyReminderKey(person.userId);
  if (hour === null) {
    await mail.cancel(key, { tx: options.tx });
    return;
  }
  const timeZone = mailZoneOf(person.timeZone);
  const localTime = nextReminderTime(hour, timeZone, options.after ?? new Date());
  await mail.send(
    { kind: 'daily-reminder', to: person.email, name: person.name, userId: person.userId, localTime, timeZone },
    { tx: options.tx, runAt: { localTime, timeZone }, key },
  );
}
