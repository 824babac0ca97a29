import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../src/server/db/schema.ts';
import { nextReminderTime } from '../src/server/domain/check-back/schedule.ts';
import { instantOfLocalTime } from '../src/server/domain/jobs/local-time.ts';
import { apiPaths, paths } from '../src/shared/paths.ts';
import { JournalMailSettingsSchema } from '../src/shared/schemas/check-back.ts';
import { drawReading, exactlyMailsTo, linksIn, signUpIn, startJournalMailRig, unsubscribeUrlOf, type JournalMailRig } from './support/journal-mail.ts';
import { TEST_ORIGIN } from './support/test-app.ts';
import type { SignedInUser } from './support/users.ts';

// Issue 27 §6: the opt-in card-of-the-day reminder, at the hour the person picks in their zone,
// through the real queue on two instances with time driven by hand; the same unsubscribe rules.

const DAY = 24 * 60 * 60 * 1000;
const SUBJECT = 'Your card of the day is waiting';

// The clock only moves forward, and a reminder is scheduled from the moment it is turned on: each test has instances of its own.
let rig: JournalMailRig;
beforeEach(async () => {
  rig = await startJournalMailRig();
});
afterEach(async () => {
  await rig?.close();
});

const put = (me: SignedInUser, path: string, body: unknown) => rig.a.request(path, { method: 'PUT', body, headers: { Cookie: me.cookie } });
/** The next time the clock in `timeZone` shows `hour`:00. */
const nextAt = (hour: number, timeZone: string, after = new Date()) => instantOfLocalTime(nextReminderTime(hour, timeZone, after), timeZone);

describe('the card-of-the-day reminder', () => {
  it('is mailed at the chosen hour in the person’s zone, once, every day, with a link to the card of the day and no reading’s text', async () => {
    const me = await signUpIn(rig.a, null);
    const question = 'Will my sister forgive me?';
    await drawReading(rig.a, me, question);
    const answer = await put(me, apiPaths.accountDailyReminder, { hour: 8, timeZone: 'Asia/Tokyo' });
    expect(answer.status).toBe(200);
    expect(JournalMailSettingsSchema.parse(await answer.json())).toMatchObject({ dailyReminderHour: 8, timeZone: 'Asia/Tokyo' });
    const first = nextAt(8, 'Asia/Tokyo');
    // 08:00 in Tokyo is 23:00 UTC the day before.
    expect(first.getUTCHours()).toBe(23);

    await rig.jumpTo(first.getTime() - 10_000);
    await rig.advance(5_000);
    expect(await rig.mailsTo(me.email)).toEqual([]);
    await rig.advance(10_000);
    const [mail, ...more] = await exactlyMailsTo(rig, me.email, 1);
    expect(more).toEqual([]);
    expect(mail?.headers.subject).toBe(SUBJECT);
    expect(linksIn(mail!, '/account').map((url) => `${url.pathname}${url.hash}`)).toContain(paths.accountDailyCard);
    expect(mail?.text).not.toContain(question);
    expect(mail?.html).not.toContain('sister');
    expect(unsubscribeUrlOf(mail!).origin).toBe(TEST_ORIGIN);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The next day, at the same hour: the second, and only the second.
    await rig.jumpTo(first.getTime() + DAY - 10_000);
    await rig.advance(5_000);
    expect(await rig.mailsTo(me.email)).toHaveLength(1);
    await rig.advance(10_000);
    expect(await exactlyMailsTo(rig, me.email, 2)).toHaveLength(2);
  });

  it('stops when turned off, and refuses an hour that is not one', async () => {
    const me = await signUpIn(rig.a, 'Europe/Paris');
    expect((await put(me, apiPaths.accountDailyReminder, { hour: 24 })).status).toBe(400);
    expect((await put(me, apiPaths.accountDailyReminder, { hour: 7, timeZone: 'Not/AZone' })).status).toBe(400);
    // A zone the account already has (the card of the day's) is kept.
    expect((await put(me, apiPaths.accountDailyReminder, { hour: 7, timeZone: 'Asia/Tokyo' })).status).toBe(200);
    expect((await rig.a.db.select({ zone: user.timeZone }).from(user).where(eq(user.id, me.id)))[0]?.zone).toBe('Europe/Paris');
    const first = nextAt(7, 'Europe/Paris');
    await rig.jumpTo(first.getTime() + 1_000);
    expect(await exactlyMailsTo(rig, me.email, 1)).toHaveLength(1);

    const off = await put(me, apiPaths.accountDailyReminder, { hour: null });
    expect(JournalMailSettingsSchema.parse(await off.json()).dailyReminderHour).toBeNull();
    await rig.jumpTo(first.getTime() + DAY + 1_000);
    await rig.advance(5_000);
    expect(await exactlyMailsTo(rig, me.email, 2)).toHaveLength(1);
  });

  it('stops at once after the one-click unsubscribe, and comes back when journal mails are turned back on', async () => {
    const me = await signUpIn(rig.a, 'America/Los_Angeles');
    await put(me, apiPaths.accountDailyReminder, { hour: 21 });
    const first = nextAt(21, 'America/Los_Angeles');
    await rig.jumpTo(first.getTime() + 1_000);
    const [mail] = await exactlyMailsTo(rig, me.email, 1);

    const unsubscribe = unsubscribeUrlOf(mail!);
    const done = await rig.a.app.request(unsubscribe.pathname, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.80' },
    });
    expect(done.status).toBe(200);
    await rig.jumpTo(first.getTime() + DAY + 1_000);
    await rig.advance(5_000);
    expect(await exactlyMailsTo(rig, me.email, 2)).toHaveLength(1);

    expect((await put(me, apiPaths.accountJournalMail, { on: true })).status).toBe(200);
    await rig.jumpTo(first.getTime() + 2 * DAY + 1_000);
    await rig.advance(5_000);
    expect(await exactlyMailsTo(rig, me.email, 2)).toHaveLength(2);
  });

  it('is cancelled, with the address it holds, when the account is deleted', async () => {
    const me = await signUpIn(rig.a, 'UTC');
    await put(me, apiPaths.accountDailyReminder, { hour: 12 });
    const waiting = async () => {
      const result = await rig.a.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'mail' and singleton_key = ${`daily-reminder:${me.id}`} and state = 'created'`,
      );
      return z.object({ rows: z.array(z.object({ count: z.number() })) }).parse(result).rows[0]?.count;
    };
    expect(await waiting()).toBe(1);
    const deleted = await rig.a.request(apiPaths.accountDelete, { body: { password: 'correct horse battery' }, headers: { Cookie: me.cookie } });
    expect(deleted.status).toBe(200);
    expect(await waiting()).toBe(0);
  });
});
