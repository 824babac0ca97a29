import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reading, user } from '../src/server/db/schema.ts';
import { journalLinks } from '../src/server/domain/check-back/links.ts';
import { checkBackDate } from '../src/server/domain/check-back/schedule.ts';
import { instantOfLocalTime } from '../src/server/domain/jobs/local-time.ts';
import type { Mailer } from '../src/server/domain/ports/mailer.ts';
import { mailTexts } from '../src/server/domain/mail/texts/mail-texts.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { cardNameIn } from '../src/shared/deck/card-in-language.ts';
import { AccountExportSchema } from '../src/shared/schemas/account.ts';
import { JournalMailSettingsSchema } from '../src/shared/schemas/check-back.ts';
import { drawReading, exactlyMailsTo, linksIn, signUpIn, startJournalMailRig, unsubscribeUrlOf, type JournalMailRig } from './support/journal-mail.ts';
import { createTestDatabase } from './support/database.ts';
import { until } from './support/readings.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

// Issue 27 §2 "How did it land?": the outcome on the page, the check-back mail through the real
// queue on two instances with time driven by hand, its one-tap links and its one-click unsubscribe.

const HOUR = 60 * 60 * 1000;

/** When the check-back of a reading made at `createdAt` is due: 10:00 on the day it is `days` days old, in `timeZone`. */
const dueAt = (createdAt: Date, days: number, timeZone: string) => instantOfLocalTime(`${checkBackDate(createdAt, days, timeZone)}T10:00`, timeZone);

// The clock only moves forward: each block has instances of its own, and its tests come due in order.
let rig: JournalMailRig;
function withRig() {
  beforeAll(async () => {
    rig = await startJournalMailRig();
  });
  afterAll(async () => {
    await rig?.close();
  });
}

const put = (me: SignedInUser, path: string, body: unknown) => rig.a.request(path, { method: 'PUT', body, headers: { Cookie: me.cookie } });
const outcomeOf = async (readingId: string) => (await rig.a.db.select({ outcome: reading.outcome }).from(reading).where(eq(reading.id, readingId)))[0]?.outcome;
/** A form post as a browser (or a mailbox provider) sends it: no cookie, no Origin of ours. */
const formPost = (url: URL, body: string) =>
  rig.a.app.request(`${url.pathname}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.70' },
  });
const get = (url: URL) => rig.a.app.request(`${url.pathname}${url.search}`, { headers: { 'X-Forwarded-For': '203.0.113.71' } });

describe('the outcome and the check-back choice on the reading page', () => {
  withRig();
  it('records an outcome for the owner only, replaces it with a later answer, and refuses what is not an outcome', async () => {
    const me = await signUp(rig.a);
    const other = await signUp(rig.a);
    const { id } = await drawReading(rig.a, me, 'Will the move go well?');
    const first = await put(me, apiPaths.readingOutcome(id), { outcome: 'partly' });
    expect(first.status).toBe(200);
    expect(await outcomeOf(id)).toBe('partly');
    expect((await put(me, apiPaths.readingOutcome(id), { outcome: 'too-soon' })).status).toBe(200);
    expect(await outcomeOf(id)).toBe('too-soon');
    const saved = (await (await rig.a.request(apiPaths.reading(id), { headers: { Cookie: me.cookie } })).json()) as { journal: { outcome: string } };
    expect(saved.journal.outcome).toBe('too-soon');

    const wrong = await put(me, apiPaths.readingOutcome(id), { outcome: 'accurate' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/Outcome must be one of/);
    expect((await put(other, apiPaths.readingOutcome(id), { outcome: 'as-read' })).status).toBe(404);
    expect((await put(other, apiPaths.readingCheckBack(id), { days: 3 })).status).toBe(404);
    expect(await outcomeOf(id)).toBe('too-soon');
  });

  it('gives every new reading the account default (7 days unless changed), and takes 3/7/14/30 or never per reading', async () => {
    const me = await signUp(rig.a);
    const settings = JournalMailSettingsSchema.parse(await (await rig.a.request(apiPaths.accountJournalMail, { headers: { Cookie: me.cookie } })).json());
    expect(settings).toEqual({ checkBackDays: 7, journalMailOn: true, dailyReminderHour: null, timeZone: null });
    const seven = await drawReading(rig.a, me, 'First question');
    expect((await put(me, apiPaths.accountCheckBackDefault, { days: 14 })).status).toBe(200);
    const fourteen = await drawReading(rig.a, me, 'Second question');
    const days = async (id: string) => (await rig.a.db.select({ days: reading.checkBackDays }).from(reading).where(eq(reading.id, id)))[0]?.days;
    expect(await days(seven.id)).toBe(7);
    expect(await days(fourteen.id)).toBe(14);
    expect((await put(me, apiPaths.readingCheckBack(seven.id), { days: null })).status).toBe(200);
    expect(await days(seven.id)).toBeNull();
    expect((await put(me, apiPaths.readingCheckBack(seven.id), { days: 5 })).status).toBe(400);
    expect((await put(me, apiPaths.accountCheckBackDefault, { days: 'never' })).status).toBe(400);
  });
});

describe('the check-back mail, through the real queue on two instances', () => {
  withRig();
  it('is mailed once, at 10:00 in the person’s zone on the day the reading is 7 days old, naming it by date and cards only', async () => {
    const me = await signUpIn(rig.a, 'America/New_York');
    const question = 'Should I take the job in Porto?';
    const drawn = await drawReading(rig.b, me, question);
    const due = dueAt(drawn.createdAt, 7, 'America/New_York');
    // 10:00 in New York is 15:00 UTC in winter.
    expect(due.getUTCHours()).toBe(15);

    await rig.jumpTo(due.getTime() - 20_000);
    await rig.advance(15_000);
    expect(await rig.mailsTo(me.email)).toEqual([]);
    await rig.advance(10_000);
    const [mail, ...more] = await exactlyMailsTo(rig, me.email, 1);
    expect(more).toEqual([]);
    expect(mail?.headers.subject).toBe('How did your reading land?');
    const text = mail?.text ?? '';
    const [row] = await rig.a.db.select({ cards: reading.cards }).from(reading).where(eq(reading.id, drawn.id));
    for (const card of row?.cards ?? []) expect(text).toContain(card);
    expect(text).toContain(drawn.createdAt.toLocaleDateString('en-GB', { timeZone: 'America/New_York', day: 'numeric', month: 'long', year: 'numeric' }));
    expect(text).not.toContain(question);
    expect(mail?.html).not.toContain('Porto');
    // The four one-tap answers and the link to add a note on the reading page.
    expect(linksIn(mail!, '/check-back/').map((url) => url.searchParams.get('answer'))).toEqual(['as-read', 'partly', 'not-at-all', 'too-soon']);
    expect(linksIn(mail!, `/reading/${drawn.id}`)).toHaveLength(1);
    // RFC 8058: both headers, the one-click URL on our own origin.
    expect(unsubscribeUrlOf(mail!).origin).toBe(TEST_ORIGIN);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Two instances, hours more: still one.
    await rig.jumpTo(rig.clock.now() + HOUR);
    await rig.advance(5_000);
    expect(await rig.mailsTo(me.email)).toHaveLength(1);
  });

  it('gathers the readings due the same day in one mail, leaving out those answered or no longer asked about', async () => {
    const me = await signUpIn(rig.a, 'Asia/Tokyo');
    // Due after the previous test's mail: this block's clock has passed that.
    await put(me, apiPaths.accountCheckBackDefault, { days: 14 });
    const readings = [];
    for (const question of ['One', 'Two', 'Three', 'Four']) readings.push(await drawReading(rig.a, me, question));
    const [first, second, answered, never] = readings;
    await put(me, apiPaths.readingOutcome(answered!.id), { outcome: 'as-read' });
    await put(me, apiPaths.readingCheckBack(never!.id), { days: null });
    const due = dueAt(first!.createdAt, 14, 'Asia/Tokyo');
    expect(dueAt(second!.createdAt, 14, 'Asia/Tokyo')).toEqual(due);

    await rig.jumpTo(due.getTime() + 1_000);
    await rig.advance(5_000);
    const mails = await exactlyMailsTo(rig, me.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.subject).toBe('How did your readings land?');
    const readingIds = new Set(linksIn(mails[0]!, '/reading/').map((url) => url.pathname.split('/').at(-1)));
    expect(readingIds).toEqual(new Set([first!.id, second!.id]));
  });

  it('sends nothing for a reading answered before it is due', async () => {
    const me = await signUpIn(rig.a, null);
    await put(me, apiPaths.accountCheckBackDefault, { days: 30 });
    const drawn = await drawReading(rig.a, me, 'Is it time?');
    await put(me, apiPaths.readingOutcome(drawn.id), { outcome: 'too-soon' });
    // No zone: the mail is timed in UTC.
    const due = dueAt(drawn.createdAt, 30, 'UTC');
    expect(due.getUTCHours()).toBe(10);
    await rig.jumpTo(due.getTime() + 1_000);
    await rig.advance(5_000);
    expect(await exactlyMailsTo(rig, me.email, 0)).toEqual([]);
  });
});

describe('the check-back mail in the account’s language', () => {
  // A clock of its own: the mail is due a week after a reading drawn now.
  withRig();

  it('is written in the account’s language, the cards by their names there and the date as it writes dates (issue 28 §1)', async () => {
    const me = await signUpIn(rig.a, 'Europe/Berlin');
    await rig.a.db.update(user).set({ language: 'de' }).where(eq(user.id, me.id));
    const drawn = await drawReading(rig.a, me, 'Soll ich nach Hamburg ziehen?');
    await rig.jumpTo(dueAt(drawn.createdAt, 7, 'Europe/Berlin').getTime() + 1_000);
    await rig.advance(5_000);
    const [mail] = await exactlyMailsTo(rig, me.email, 1);
    const german = mailTexts('de');
    expect(mail?.subject).toBe(german.checkBack.subject(false));
    expect(mail?.headers['content-language']).toBe('de');
    const [row] = await rig.a.db.select({ cards: reading.cards }).from(reading).where(eq(reading.id, drawn.id));
    for (const card of row?.cards ?? []) {
      expect(mail?.text).toContain(cardNameIn(card, 'de'));
      expect(mail?.text).not.toContain(card);
    }
    expect(mail?.text).toContain(german.checkBack.date(drawn.createdAt, 'Europe/Berlin'));
    expect(mail?.text).toContain(`${german.checkBack.outcomes['as-read']}: `);
    expect(mail?.text).not.toContain('How did');
  });
});

describe('the one-click unsubscribe', () => {
  withRig();

  it('stops check-back mail for good after the one-click unsubscribe, which needs no sign-in, until the account turns it back on', async () => {
    const me = await signUpIn(rig.a, 'Europe/Lisbon');
    await put(me, apiPaths.accountCheckBackDefault, { days: 3 });
    const soon = await drawReading(rig.a, me, 'Soon');
    await put(me, apiPaths.accountCheckBackDefault, { days: 14 });
    const later = await drawReading(rig.a, me, 'Later');
    await rig.jumpTo(dueAt(soon.createdAt, 3, 'Europe/Lisbon').getTime() + 1_000);
    const [first] = await exactlyMailsTo(rig, me.email, 1);

    const unsubscribe = unsubscribeUrlOf(first!);
    const confirm = await get(unsubscribe);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Unsubscribe');
    // Showing the page changes nothing: a scanner's prefetch does not unsubscribe anyone.
    expect((await rig.a.db.select({ off: user.journalMailOffAt }).from(user).where(eq(user.id, me.id)))[0]?.off).toBeNull();
    const done = await rig.a.app.request(unsubscribe.pathname, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example', 'X-Forwarded-For': '203.0.113.72' },
    });
    expect(done.status).toBe(200);
    expect((await rig.a.db.select({ off: user.journalMailOffAt }).from(user).where(eq(user.id, me.id)))[0]?.off).not.toBeNull();
    const settings = JournalMailSettingsSchema.parse(await (await rig.a.request(apiPaths.accountJournalMail, { headers: { Cookie: me.cookie } })).json());
    expect(settings.journalMailOn).toBe(false);

    await rig.jumpTo(dueAt(later.createdAt, 14, 'Europe/Lisbon').getTime() + 1_000);
    await rig.advance(5_000);
    expect(await exactlyMailsTo(rig, me.email, 1)).toHaveLength(1);

    // An altered token unsubscribes nobody.
    const altered = new URL(unsubscribe);
    altered.pathname = `${altered.pathname.slice(0, -2)}xx`;
    expect((await formPost(altered, 'List-Unsubscribe=One-Click')).status).toBe(400);

    expect((await put(me, apiPaths.accountJournalMail, { on: true })).status).toBe(200);
    expect((await rig.a.db.select({ off: user.journalMailOffAt }).from(user).where(eq(user.id, me.id)))[0]?.off).toBeNull();
  });
});

describe('the one-tap links', () => {
  withRig();
  let me: SignedInUser;
  let readingId: string;
  let taps: URL[];
  const question = 'Does Sam still think of me?';

  beforeAll(async () => {
    me = await signUpIn(rig.a, 'Europe/Berlin');
    const drawn = await drawReading(rig.a, me, question);
    readingId = drawn.id;
    await put(me, apiPaths.readingCheckBack(readingId), { days: 3 });
    await rig.jumpTo(dueAt(drawn.createdAt, 3, 'Europe/Berlin').getTime() + 1_000);
    const [mail] = await exactlyMailsTo(rig, me.email, 1);
    taps = linksIn(mail!, '/check-back/');
  });

  it('shows the tapped answer on a GET and records nothing until the page saves it (a link scanner records nothing)', async () => {
    const page = await get(taps[1]!);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Saving your answer: <strong>Partly</strong>');
    expect(html).toContain('<script src="/check-back.js" defer></script>');
    expect(await outcomeOf(readingId)).toBeNull();
    const script = await rig.a.app.request('/check-back.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('requestSubmit');
  });

  it('records the answer without signing anyone in, and a later tap changes it', async () => {
    const saved = await formPost(taps[1]!, 'answer=partly');
    expect(saved.status).toBe(200);
    expect(saved.headers.getSetCookie()).toEqual([]);
    const html = await saved.text();
    expect(html).toContain('Your answer is saved: <strong>Partly</strong>');
    // The other three answers, to change it.
    expect(html.match(/name="answer" value="/g)).toHaveLength(3);
    expect(await outcomeOf(readingId)).toBe('partly');
    expect((await formPost(taps[0]!, 'answer=as-read')).status).toBe(200);
    expect(await outcomeOf(readingId)).toBe('as-read');
  });

  it('shows nothing of the reading beyond the mail: its date and cards, not its question or interpretation', async () => {
    const [row] = await rig.a.db.select({ cards: reading.cards, interpretation: reading.interpretation }).from(reading).where(eq(reading.id, readingId));
    const html = await (await formPost(taps[3]!, 'answer=too-soon')).text();
    for (const card of row?.cards ?? []) expect(html).toContain(card);
    expect(html).not.toContain(question);
    expect(html).not.toContain('Sam');
    expect(html).not.toContain(me.email);
  });

  it('refuses an altered or expired token with a clear page, and records nothing', async () => {
    await formPost(taps[2]!, 'answer=not-at-all');
    const altered = new URL(taps[0]!);
    altered.pathname = altered.pathname.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await formPost(altered, 'answer=as-read');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link does not work');
    expect((await get(altered)).status).toBe(400);

    const links = journalLinks((await rig.a.deps.auth.$context).secret);
    const expired = new URL(`${TEST_ORIGIN}/check-back/${links.tapToken(readingId, new Date(Date.now() - 1_000))}`);
    const late = await formPost(expired, 'answer=as-read');
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This link has expired');
    expect(await outcomeOf(readingId)).toBe('not-at-all');
  });
});

describe('the account export and deletion', () => {
  withRig();
  it('exports each reading’s outcome and check-back choice and the account’s journal mail settings', async () => {
    const me = await signUp(rig.a);
    const drawn = await drawReading(rig.a, me, 'Export me');
    await put(me, apiPaths.readingOutcome(drawn.id), { outcome: 'not-at-all' });
    await put(me, apiPaths.accountCheckBackDefault, { days: 30 });
    const exported = AccountExportSchema.parse(await (await rig.a.request(apiPaths.accountExport, { headers: { Cookie: me.cookie } })).json());
    expect(exported.readings[0]).toMatchObject({ id: drawn.id, journal: { outcome: 'not-at-all', checkBackDays: 7 } });
    expect(exported.readings[0]?.journal.outcomeAt).toEqual(expect.any(String));
    expect(exported.journalMail).toEqual({ checkBackDays: 30, journalMailOn: true, dailyReminderHour: null, timeZone: null });
  });

  it('sends nothing for the readings of a deleted account', async () => {
    const me = await signUpIn(rig.a, 'UTC');
    const drawn = await drawReading(rig.a, me, 'Gone soon');
    const waitingCheckBacks = async () => {
      const result = await rig.a.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'mail' and data->>'kind' = 'check-back' and data->>'to' = ${me.email} and state = 'created'`,
      );
      return z.object({ rows: z.array(z.object({ count: z.number() })) }).parse(result).rows[0]?.count;
    };
    expect(await waitingCheckBacks()).toBe(1);
    const deleted = await rig.a.request(apiPaths.accountDelete, { body: { password: 'correct horse battery' }, headers: { Cookie: me.cookie } });
    expect(deleted.status).toBe(200);
    expect(await rig.a.db.select().from(reading).where(eq(reading.id, drawn.id))).toEqual([]);
    // No waiting check-back keeps the address of an account that is gone.
    expect(await waitingCheckBacks()).toBe(0);
    await rig.jumpTo(dueAt(drawn.createdAt, 7, 'UTC').getTime() + 1_000);
    await rig.advance(5_000);
    const mails = await exactlyMailsTo(rig, me.email, 1);
    // Only the account-deleted mail.
    expect(mails.map((mail) => mail.headers.subject)).not.toContain('How did your reading land?');
  });
});

describe('an instance cut off in the middle of sending a check-back', () => {
  it('leaves it to another instance, which sends it once; the cut-off attempt sent nothing, and nothing is sent twice', async () => {
    const database = await createTestDatabase();
    const clock = new TestClock(Date.now());
    const attempts: string[] = [];
    // Its SMTP server never answers: the mail is under way when the instance goes.
    const stuck: Mailer = {
      id: 'stuck',
      send: (message) => {
        attempts.push(message.to);
        return new Promise(() => undefined);
      },
    };
    const cut = await createTestApp({ database: { ...database, close: async () => undefined }, clock, mailer: stuck });
    let survivor: TestApp | undefined;
    try {
      const me = await signUpIn(cut, 'Australia/Sydney');
      const drawn = await drawReading(cut, me, 'Will it hold?');
      const due = dueAt(drawn.createdAt, 7, 'Australia/Sydney');
      await clock.setTime(due.getTime() + 1_000);
      await clock.tick(1_000);
      expect(await until(() => attempts.length === 1, 10_000)).toBe(true);
      // The instance goes while the mail is under way; another one is started.
      await cut.close();
      survivor = await createTestApp({ database, clock });
      const outbox = path.join(survivor.dataDir, 'outbox');
      const sent = async () => (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
      for (let i = 0; i < 20 && (await sent()).length === 0; i++) {
        await clock.tick(2_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await sent()).toHaveLength(1);
      await clock.setTime(clock.now() + HOUR);
      await clock.tick(5_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await sent()).toHaveLength(1);
      expect(attempts).toEqual([me.email]);
    } finally {
      await survivor?.close();
      if (!survivor) await database.close();
    }
  });
});
