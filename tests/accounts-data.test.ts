import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { message, reading, session, tempReading, user } from '../src/server/db/schema.ts';
import { TEMP_READING_OTHER_BROWSER } from '../src/server/domain/readings/claim-temp-reading.ts';
import { TOO_MANY_REQUESTS } from '../src/server/domain/limits/rate-limit.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { HistoryEntrySchema, HistoryPageSchema, type HistoryPage, type UserData } from '../src/shared/schemas/account.ts';
import { frozenCounters } from './support/frozen-counters.ts';
import { mailsSettled } from './support/jobs.ts';
import { parseMail, startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { drawAsVisitor, visitorReading as drawAndRead } from './support/visitor.ts';

const MAIL_FROM = 'Tarot Insights <hello@tarot-insights.app>';
const PAGE_SIZE = 20;
const PREVIEW_LENGTH = 150;

let lastAddress = 0;
const freshAddress = () => `198.19.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

type ErrorBody = { error: string };

async function me(t: TestApp, cookie: string): Promise<UserData | null> {
  const response = await t.request('/api/me', { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: UserData | null }).user;
}

const storedName = async (t: TestApp, id: string) => (await t.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;

describe('account data on the default app (outbox mail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('PATCH /api/account/name', () => {
    let nova: SignedInUser;
    beforeAll(async () => {
      nova = await signUp(t, { name: 'Luna Starling' });
    });

    const rename = (name: unknown, cookie = nova.cookie, headers: Record<string, string> = {}) =>
      t.request('/api/account/name', { method: 'PATCH', body: { name }, headers: { Cookie: cookie, ...headers } });

    it('saves the trimmed name', async () => {
      const response = await rename('  Nova  ');
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: UserData }).user).toMatchObject({ uid: nova.id, name: 'Nova', email: nova.email, credits: 5 });
      expect((await me(t, nova.cookie))?.name).toBe('Nova');
      expect(await storedName(t, nova.id)).toBe('Nova');
    });

    it.each([
      ['spaces only', '   '],
      ['an empty string', ''],
      ['tabs and newlines', '\t\n '],
    ])('ignores a name of %s: 200 and the name unchanged', async (_label, name) => {
      await rename('Nova');
      const response = await rename(name);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: UserData }).user.name).toBe('Nova');
      expect(await storedName(t, nova.id)).toBe('Nova');
    });

    it('accepts 100 characters, also with spaces around them, and refuses 101 with 400', async () => {
      const hundred = 'N'.repeat(100);
      expect((await rename(hundred)).status).toBe(200);
      expect(await storedName(t, nova.id)).toBe(hundred);

      const padded = `  ${'P'.repeat(100)}  `;
      expect((await rename(padded)).status).toBe(200);
      expect(await storedName(t, nova.id)).toBe('P'.repeat(100));

      const tooLong = await rename('L'.repeat(101));
      expect(tooLong.status).toBe(400);
      expect(((await tooLong.json()) as ErrorBody).error).toBe('Name must be at most 100 characters');
      expect(await storedName(t, nova.id)).toBe('P'.repeat(100));
      await rename('Nova');
    });

    it('refuses a name that is not text with 400', async () => {
      for (const name of [42, null, undefined, ['Nova']]) {
        const response = await rename(name);
        expect(response.status).toBe(400);
      }
      expect(await storedName(t, nova.id)).toBe('Nova');
    });

    it('answers 401 when signed out and 403 from another site, changing nothing', async () => {
      const signedOut = await t.request('/api/account/name', { method: 'PATCH', body: { name: 'Intruder' } });
      expect(signedOut.status).toBe(401);
      expect(((await signedOut.json()) as ErrorBody).error).toBe('Please sign in to continue');
      const crossSite = await rename('Intruder', nova.cookie, { Origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect(await storedName(t, nova.id)).toBe('Nova');
    });
  });

  describe('POST /api/email/confirmation with the default outbox', () => {
    it('writes the message as an .eml file under DATA_DIR/outbox', async () => {
      const luna = await signUp(t, { name: 'Luna Outbox' });
      const response = await t.request('/api/email/confirmation', {
        body: { email: luna.email, name: 'Luna Outbox', uid: luna.id },
        headers: { Cookie: luna.cookie },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ sent: true });
      await mailsSettled(t);
      const outbox = path.join(t.dataDir, 'outbox');
      const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const mail = parseMail(await readFile(path.join(outbox, files[0] ?? ''), 'utf8'));
      expect(mail.headers.to).toBe(luna.email);
      expect(mail.headers.from).toBe(MAIL_FROM);
      expect(mail.headers.subject).toBe('Welcome to Tarot Insights');
      expect(mail.text).toContain('Dear Luna Outbox,');
      expect(mail.html).toContain('Dear Luna Outbox,');
    });
  });

  describe('POST /api/openai/transfer-temp-reading', () => {
    /** A visitor's free reading, as the visitor page makes it: `browser` is that browser's ti_visitor cookie. */
    async function visitorReading(question = `Where is my path leading? ${randomUUID()}`) {
      const { response, tempUserId, draw } = await drawAndRead(t, { question, address: freshAddress() });
      expect(response.status).toBe(200);
      const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, tempUserId));
      const full = stored?.interpretation ?? '';
      expect(full.length).toBeGreaterThan(PREVIEW_LENGTH);
      return { tempUserId, question, full, cards: draw.names, browser: draw.cookie };
    }

    /** A claim as the page sends it after sign-up, from the browser whose cookie is `browser` (none if ''). */
    const claim = (who: SignedInUser, tempUserId: string, browser: string, userId = who.id) =>
      t.request('/api/openai/transfer-temp-reading', { body: { tempUserId, userId }, headers: { Cookie: [who.cookie, browser].filter(Boolean).join('; ') } });
    const readingsOf = (userId: string) => t.db.select().from(reading).where(eq(reading.userId, userId));
    const readingsWithQuestion = (question: string) => t.db.select().from(reading).where(eq(reading.question, question));

    let visit: Awaited<ReturnType<typeof visitorReading>>;
    let owner: SignedInUser;
    let other: SignedInUser;
    let claimedId: string;
    beforeAll(async () => {
      visit = await visitorReading();
      owner = await signUp(t);
      other = await signUp(t);
    });

    it('refuses the tempUserId alone, or from another browser, with 403 and claims nothing', async () => {
      const elsewhere = await drawAsVisitor(t, { address: freshAddress() });
      for (const browser of ['', elsewhere.cookie, `ti_visitor=${randomUUID()}`]) {
        const response = await claim(other, visit.tempUserId, browser);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: TEMP_READING_OTHER_BROWSER });
      }
      expect(await readingsOf(other.id)).toHaveLength(0);
      expect(await readingsWithQuestion(visit.question)).toHaveLength(0);
      const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, visit.tempUserId));
      expect(stored?.claimedByUserId).toBeNull();
    });

    it("moves the visitor's whole reading into the new account's history", async () => {
      const response = await claim(owner, visit.tempUserId, visit.browser);
      expect(response.status).toBe(200);
      const { readingId } = (await response.json()) as { readingId: string | null };
      expect(readingId).toMatch(/^[0-9a-f-]{36}$/);
      claimedId = readingId ?? '';

      const rows = await readingsOf(owner.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: claimedId,
        question: visit.question,
        cards: visit.cards,
        interpretation: visit.full,
        isComplete: true,
        messageCount: 1,
      });
      const messages = await t.db.select().from(message).where(eq(message.readingId, claimedId));
      expect(messages).toMatchObject([{ seq: 0, role: 'assistant', content: visit.full }]);
    });

    it('returns the same readingId when claimed again, with exactly one reading', async () => {
      const again = await claim(owner, visit.tempUserId, visit.browser);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ readingId: claimedId });
      expect(await readingsOf(owner.id)).toHaveLength(1);
      expect(await readingsWithQuestion(visit.question)).toHaveLength(1);
    });

    it('gives another account nothing for a reading already claimed, even in the same browser', async () => {
      const response = await claim(other, visit.tempUserId, visit.browser);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ readingId: null });
      expect(await readingsOf(other.id)).toHaveLength(0);
      expect(await readingsWithQuestion(visit.question)).toHaveLength(1);
    });

    it("answers 403 for a userId that is not the session's, and claims nothing", async () => {
      const fresh = await visitorReading();
      const response = await claim(other, fresh.tempUserId, fresh.browser, owner.id);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toBe('You can only act for your own account');
      expect(await readingsWithQuestion(fresh.question)).toHaveLength(0);
      const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, fresh.tempUserId));
      expect(stored?.claimedByUserId).toBeNull();
    });

    it('answers {readingId: null} for an unknown tempUserId and for a reading that never finished', async () => {
      const unknown = await claim(owner, randomUUID(), visit.browser);
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ readingId: null });

      const unfinished = randomUUID();
      const browserId = randomUUID();
      await t.db.insert(tempReading).values({ tempUserId: unfinished, browserId, question: 'Unfinished?', cards: visit.cards });
      expect(await (await claim(owner, unfinished, `ti_visitor=${browserId}`)).json()).toEqual({ readingId: null });
      expect(await readingsOf(owner.id)).toHaveLength(1);
    });

    it('answers 401 signed out and 400 for a tempUserId that is not a UUID', async () => {
      const signedOut = await t.request('/api/openai/transfer-temp-reading', { body: { tempUserId: visit.tempUserId, userId: owner.id } });
      expect(signedOut.status).toBe(401);
      const malformed = await claim(owner, 'not-a-uuid', visit.browser);
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as ErrorBody).error).toMatch(/tempUserId must be a UUID/);
    });

    it('shows the claimed reading in GET /api/readings with a 150-character preview and 0 follow-ups', async () => {
      const response = await t.request('/api/readings', { headers: { Cookie: owner.cookie } });
      expect(response.status).toBe(200);
      const page = (await response.json()) as HistoryPage;
      expect(page.nextCursor).toBeNull();
      expect(page.readings).toHaveLength(1);
      const [entry] = page.readings;
      expect(entry).toMatchObject({ id: claimedId, question: visit.question, cards: visit.cards, followUps: 0 });
      expect(entry?.preview).toBe(visit.full.slice(0, PREVIEW_LENGTH));
      expect(entry?.preview).toHaveLength(PREVIEW_LENGTH);
    });

    it('turns concurrent claims into one reading: the same id for the owner, null for anyone else', async () => {
      const race = await visitorReading();
      const [first, second] = [await signUp(t), await signUp(t)];
      // Two accounts signed in on the visitor's browser at once (two tabs), each claiming.
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => claim(first, race.tempUserId, race.browser)),
        ...Array.from({ length: 4 }, () => claim(second, race.tempUserId, race.browser)),
      ]);
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { readingId: string | null }).readingId));
      const rows = await readingsWithQuestion(race.question);
      expect(rows).toHaveLength(1);
      const winner = rows[0]?.userId === first.id ? 0 : 1;
      expect(rows[0]?.userId).toBe([first, second][winner]?.id);
      expect(ids.slice(winner * 4, winner * 4 + 4)).toEqual(Array(4).fill(rows[0]?.id));
      expect(ids.slice((1 - winner) * 4, (1 - winner) * 4 + 4)).toEqual(Array(4).fill(null));
    });
  });

  describe('GET /api/readings paging', () => {
    const cardNames = MAJOR_ARCANA.slice(0, 3).map((card) => card.name);
    const TOTAL = 1_000;
    let reader: SignedInUser;
    let neighbour: SignedInUser;
    /** Expected history, newest first by (createdAt, id), as the API should present it. */
    let expected: { id: string; question: string; createdAt: string; preview: string; followUps: number }[];
    let neighbourIds: Set<string>;

    /**
     * The interpretation is message 0 and each follow-up adds a question and its answer, so a
     * reading of n messages has (n - 1) / 2 follow-ups, never fewer than 0.
     */
    const followUpsFor = (messageCount: number) => Math.max(0, Math.floor((messageCount - 1) / 2));
    /** A UTC instant with microseconds, in the API's format. */
    const micros = (ms: number, extraMicros: number) => new Date(ms).toISOString().replace('Z', `${String(extraMicros).padStart(3, '0')}Z`);

    beforeAll(async () => {
      reader = await signUp(t);
      neighbour = await signUp(t);
      const base = Date.UTC(2024, 0, 1, 12, 0, 0, 250);
      const rows = Array.from({ length: TOTAL }, (_, i) => {
        // Groups of three share a timestamp (the id breaks the tie), so pages of 20 end inside
        // groups; in some groups one row differs only in microseconds, which a millisecond
        // cursor would lose. The instants are shuffled against the insertion order.
        const group = Math.floor(i / 3);
        const createdAt = micros(base + ((group * 7_919) % 334) * 61_000 + group, group % 5 === 0 && i % 3 === 2 ? 500 : 0);
        const interpretation = i % 3 === 0 ? '' : i % 3 === 1 ? `Short reading ${i}` : `Reading ${i}: ${'Les étoiles disent: patience et clarté. '.repeat(8)}`;
        return { question: `Question ${i}?`, createdAt, interpretation, messageCount: i % 6 };
      });
      const inserted = await t.db
        .insert(reading)
        .values(
          rows.map((row) => ({
            userId: reader.id,
            question: row.question,
            cards: cardNames,
            interpretation: row.interpretation,
            isComplete: true,
            messageCount: row.messageCount,
            createdAt: sql`${row.createdAt}::timestamptz`,
          })),
        )
        .returning({ id: reading.id, question: reading.question });
      const idOf = new Map(inserted.map((row) => [row.question, row.id]));
      expected = rows
        .map((row) => ({
          id: idOf.get(row.question) ?? '',
          question: row.question,
          createdAt: row.createdAt,
          preview: row.interpretation.slice(0, PREVIEW_LENGTH),
          followUps: followUpsFor(row.messageCount),
        }))
        .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));

      // The neighbour's readings sit at the same instants as some of the reader's.
      const theirs = await t.db
        .insert(reading)
        .values(
          [0, 1, 2, 500, 999].map((i) => ({
            userId: neighbour.id,
            question: `Neighbour question ${i}?`,
            cards: cardNames,
            interpretation: 'Not yours.',
            messageCount: 3,
            createdAt: sql`${expected[i]?.createdAt ?? ''}::timestamptz`,
          })),
        )
        .returning({ id: reading.id });
      neighbourIds = new Set(theirs.map((row) => row.id));
    });

    const page = (who: SignedInUser, cursor?: string) =>
      t.request(cursor === undefined ? '/api/readings' : `/api/readings?cursor=${encodeURIComponent(cursor)}`, { headers: { Cookie: who.cookie } });

    it('returns every reading exactly once, newest first by (createdAt, id), 20 per page', async () => {
      // The fixture really has ties, and ties within a millisecond.
      const createdAts = expected.map((entry) => entry.createdAt);
      expect(new Set(createdAts).size).toBeLessThan(TOTAL);
      expect(createdAts.some((at) => !at.endsWith('000Z'))).toBe(true);
      // Some page ends between two readings of the same instant.
      expect(expected.some((entry, i) => (i + 1) % PAGE_SIZE === 0 && expected[i + 1]?.createdAt === entry.createdAt)).toBe(true);

      const seen: HistoryPage['readings'] = [];
      let cursor: string | undefined;
      let pages = 0;
      for (;;) {
        const response = await page(reader, cursor);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        // The server builds this JSON from the driver's rows: hold it to the shared schema, its keys included.
        const body = HistoryPageSchema.parse(await response.json());
        for (const entry of body.readings) expect(Object.keys(entry).sort()).toEqual(Object.keys(HistoryEntrySchema.shape).sort());
        pages++;
        if (body.nextCursor !== null) expect(body.readings).toHaveLength(PAGE_SIZE);
        seen.push(...body.readings);
        if (body.nextCursor === null) break;
        cursor = body.nextCursor;
        expect(pages).toBeLessThan(TOTAL);
      }
      expect(pages).toBe(TOTAL / PAGE_SIZE);
      expect(seen).toHaveLength(TOTAL);
      expect(new Set(seen.map((entry) => entry.id)).size).toBe(TOTAL);
      expect(seen.some((entry) => neighbourIds.has(entry.id))).toBe(false);
      expect(seen.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
      expect(seen.map(({ id, question, createdAt, preview, followUps }) => ({ id, question, createdAt, preview, followUps }))).toEqual(expected);
      for (const entry of seen) expect(entry.cards).toEqual(cardNames);
      expect(new Set(seen.map((entry) => entry.followUps))).toEqual(new Set([0, 1, 2]));
      expect(seen.filter((entry) => entry.preview.length === PREVIEW_LENGTH).length).toBeGreaterThan(300);
    });

    it('shows the neighbour only their own readings', async () => {
      const response = await page(neighbour);
      const body = (await response.json()) as HistoryPage;
      expect(body.nextCursor).toBeNull();
      expect(new Set(body.readings.map((entry) => entry.id))).toEqual(neighbourIds);
      expect(body.readings.map((entry) => entry.followUps)).toEqual(Array(5).fill(1));
    });

    it.each([
      ['text that is not base64 of a cursor', 'not-a-cursor'],
      ['a cursor without an id', Buffer.from('2024-01-01T00:00:00.000000Z').toString('base64url')],
      ['an id that is not a UUID', Buffer.from('2024-01-01T00:00:00.000000Z|42').toString('base64url')],
      ['a time that is a bare number', Buffer.from(`1|${randomUUID()}`).toString('base64url')],
      ['a time in words', Buffer.from(`March 7|${randomUUID()}`).toString('base64url')],
      ['30 February', Buffer.from(`2024-02-30T00:00:00.000000Z|${randomUUID()}`).toString('base64url')],
      ['year zero', Buffer.from(`0000-01-01T00:00:00.000000Z|${randomUUID()}`).toString('base64url')],
      ['SQL in the time', Buffer.from(`2024-01-01'; drop table reading; --|${randomUUID()}`).toString('base64url')],
    ])('refuses a malformed cursor (%s) with 400', async (_label, cursor) => {
      const response = await page(reader, cursor);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toBe('The history cursor is not valid');
    });

    it('answers 401 when signed out', async () => {
      const response = await t.request('/api/readings');
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error).toBe('Please sign in to continue');
      expect((await page(reader, 'not-a-cursor')).status).toBe(400);
    });

    it('answers 401 once the session has expired, with a good cursor or a bad one', async () => {
      const expired = await signUp(t);
      await t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.userId, expired.id));
      const cursor = Buffer.from(`2024-01-01T00:00:00.000000Z|${randomUUID()}`).toString('base64url');
      for (const response of [await page(expired), await page(expired, cursor), await page(expired, 'not-a-cursor')]) {
        expect(response.status).toBe(401);
        expect(((await response.json()) as ErrorBody).error).toBe('Please sign in to continue');
      }
    });
  });
});

describe('POST /api/email/confirmation through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const mailer = createSmtpMailer(sink.url, MAIL_FROM);
    const frozen = frozenCounters();
    t = await createTestApp({ counters: frozen.counters, mailer });
    frozen.attach(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const confirm = (who: SignedInUser | undefined, body: Record<string, unknown>) =>
    t.request('/api/email/confirmation', { body, headers: who ? { Cookie: who.cookie } : {} });

  it("delivers the welcome message to the user's own address, greeting them by name", async () => {
    const luna = await signUp(t, { name: 'Luna Starling' });
    const before = sink.received.length;
    const response = await confirm(luna, { email: luna.email, name: 'Somebody Else', uid: luna.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    await mailsSettled(t);
    expect(sink.received).toHaveLength(before + 1);
    const mail = sink.received.at(-1);
    expect(mail?.rcptTo).toEqual([luna.email]);
    expect(mail?.mailFrom).toBe('hello@tarot-insights.app');
    expect(mail?.headers.to).toBe(luna.email);
    expect(mail?.headers.from).toBe(MAIL_FROM);
    expect(mail?.headers.subject).toBe('Welcome to Tarot Insights');
    expect(mail?.text).toContain('Dear Luna Starling,');
    expect(mail?.text).toContain('Welcome to Tarot Insights — your account is ready.');
    expect(mail?.text).toContain('5 free credits');
    expect(mail?.text).toContain('http://localhost:3000/account');
    expect(mail?.html).toContain('<p>Dear Luna Starling,</p>');
    // The name comes from the account, never from the request.
    expect(mail?.raw).not.toContain('Somebody Else');
  });

  it('escapes the name in the HTML part', async () => {
    const tricky = await signUp(t, { name: 'Nova <b>Bold</b> & "Co"' });
    expect((await confirm(tricky, { email: tricky.email, name: '', uid: tricky.id })).status).toBe(200);
    await mailsSettled(t);
    const mail = sink.received.at(-1);
    expect(mail?.rcptTo).toEqual([tricky.email]);
    expect(mail?.text).toContain('Dear Nova <b>Bold</b> & "Co",');
    expect(mail?.html).toContain('Dear Nova &#60;b&#62;Bold&#60;/b&#62; &#38; &#34;Co&#34;,');
    expect(mail?.html).not.toContain('<b>Bold</b>');
  });

  it('refuses another address (403), another uid (403) and a signed-out caller (401), sending nothing', async () => {
    const luna = await signUp(t);
    const before = sink.received.length;

    const otherAddress = await confirm(luna, { email: 'victim@example.com', name: 'Luna', uid: luna.id });
    expect(otherAddress.status).toBe(403);
    expect(((await otherAddress.json()) as ErrorBody).error).toBe('Confirmation emails go only to your own address');

    const otherUid = await confirm(luna, { email: luna.email, name: 'Luna', uid: 'someone-else' });
    expect(otherUid.status).toBe(403);
    expect(((await otherUid.json()) as ErrorBody).error).toBe('You can only act for your own account');

    const signedOut = await confirm(undefined, { email: luna.email, name: 'Luna', uid: luna.id });
    expect(signedOut.status).toBe(401);

    const crossSite = await t.request('/api/email/confirmation', {
      body: { email: luna.email, name: 'Luna', uid: luna.id },
      headers: { Cookie: luna.cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);

    await mailsSettled(t);
    expect(sink.received).toHaveLength(before);
  });

  it('sends at most 3 an hour per user: the 4th is 429 with Retry-After (refusals do not count)', async () => {
    const luna = await signUp(t);
    const before = sink.received.length;
    for (let i = 0; i < 2; i++) expect((await confirm(luna, { email: 'victim@example.com', name: '', uid: luna.id })).status).toBe(403);
    // The address is compared without letter case.
    const spellings = [luna.email, luna.email.toUpperCase(), luna.email];
    for (const email of spellings) expect((await confirm(luna, { email, name: '', uid: luna.id })).status).toBe(200);
    const fourth = await confirm(luna, { email: luna.email, name: '', uid: luna.id });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('3540');
    expect(((await fourth.json()) as ErrorBody).error).toBe(TOO_MANY_REQUESTS);
    await mailsSettled(t);
    expect(sink.received.slice(before).map((mail) => mail.rcptTo)).toEqual([[luna.email], [luna.email], [luna.email]]);

    // Another user's quota is their own.
    const other = await signUp(t);
    expect((await confirm(other, { email: other.email, name: '', uid: other.id })).status).toBe(200);
  });
});
