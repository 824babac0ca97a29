import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reading } from '../src/server/db/schema.ts';
import { BAD_JOURNAL_CURSOR } from '../src/server/domain/journal/journal-page.ts';
import { READING_NOT_FOUND } from '../src/server/errors.ts';
import { DECK } from '../src/shared/deck/cards.ts';
import { JOURNAL_PAGE_SIZE, NOTE_MAX_LENGTH, TAGS_PER_READING_MAX } from '../src/shared/journal/journal.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { AccountExportSchema } from '../src/shared/schemas/account.ts';
import { JournalPageSchema, type JournalPage, type JournalQuery } from '../src/shared/schemas/journal-entries.ts';
import { ReadingJournalSchema, type ReadingJournal } from '../src/shared/schemas/journal.ts';
import { ReadingSchema } from '../src/shared/schemas/reading.ts';
import { ONE_CARD_SPREAD } from '../src/shared/spreads/built-in.ts';
import { seedJournalReadings } from './support/journal.ts';
import { clientFor, createReadingFor, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/*
 * Issue 27 §1 on the server: a reading's note, moods and tags, written by its owner only and kept
 * exactly as typed, and the journal of every reading, searched, filtered and paged.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ cheapPasswords: true });
});
afterAll(async () => t?.close());

async function newClient(): Promise<Client> {
  return clientFor(t, await signUp(t));
}

async function putJournal(client: Client, readingId: string, body: unknown): Promise<Response> {
  return t.request(apiPaths.readingJournal(readingId), {
    method: 'PUT',
    body,
    headers: { 'X-Forwarded-For': client.address, ...(client.user ? { Cookie: client.user.cookie } : {}) },
  });
}

async function saved(client: Client, readingId: string, body: unknown): Promise<ReadingJournal> {
  const response = await putJournal(client, readingId, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ReadingJournalSchema.parse(await response.json());
}

async function journalOnPage(client: Client, readingId: string): Promise<ReadingJournal> {
  const response = await client.get(apiPaths.reading(readingId));
  expect(response.status).toBe(200);
  return ReadingSchema.parse(await response.json()).journal;
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

function journalUrl(query: JournalQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${apiPaths.journal}?${params.toString()}`;
}

async function journalOf(client: Client, query: JournalQuery = {}): Promise<JournalPage> {
  const response = await client.get(journalUrl(query));
  expect(response.status, await response.clone().text()).toBe(200);
  return JournalPageSchema.parse(await response.json());
}

describe('PUT /api/readings/:readingId/journal', () => {
  it('saves the note, the moods and the tags, and the reading page reads them back', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    const answer = await saved(me, id, { note: 'The Tower again.\nBreathe.', moodBefore: 2, moodAfter: 4, tags: ['work', 'change'] });
    expect(answer).toMatchObject({ note: 'The Tower again.\nBreathe.', moodBefore: 2, moodAfter: 4, tags: ['work', 'change'] });
    expect(answer.noteUpdatedAt).not.toBeNull();
    expect(await journalOnPage(me, id)).toEqual(answer);
  });

  it('changes only the fields sent; a mood sent as null is cleared', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    await saved(me, id, { note: 'First thoughts', moodBefore: 1, moodAfter: 5, tags: ['rest'] });
    const answer = await saved(me, id, { moodAfter: null });
    expect(answer).toMatchObject({ note: 'First thoughts', moodBefore: 1, moodAfter: null, tags: ['rest'] });
  });

  it('moves noteUpdatedAt only when the note’s text changes', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    expect((await journalOnPage(me, id)).noteUpdatedAt).toBeNull();
    const first = await saved(me, id, { note: 'Same words' });
    const again = await saved(me, id, { note: 'Same words', moodBefore: 3 });
    expect(again.noteUpdatedAt).toBe(first.noteUpdatedAt);
    const changed = await saved(me, id, { note: 'Other words' });
    expect(Date.parse(changed.noteUpdatedAt ?? '')).toBeGreaterThan(Date.parse(first.noteUpdatedAt ?? ''));
  });

  it(`keeps a ${NOTE_MAX_LENGTH}-character note exactly as typed: spaces, new lines and emoji`, async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    const piece = '  Moon 🌙 and\tstars ✨\r\n\n  ';
    const note = piece.repeat(Math.ceil(NOTE_MAX_LENGTH / piece.length)).slice(0, NOTE_MAX_LENGTH - 2) + '🌟';
    expect(note).toHaveLength(NOTE_MAX_LENGTH);
    await saved(me, id, { note });
    expect((await journalOnPage(me, id)).note).toBe(note);
  });

  it('refuses a note one character too long with a clear 400, and keeps the note it had', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    await saved(me, id, { note: 'kept' });
    const response = await putJournal(me, id, { note: 'x'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(`Note must be at most ${NOTE_MAX_LENGTH} characters`);
    expect((await journalOnPage(me, id)).note).toBe('kept');
  });

  it('trims tags and keeps one of each, whatever its case; more than the limit is a 400', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    const answer = await saved(me, id, { tags: ['  Work ', 'work', 'WORK', 'love'] });
    expect(answer.tags).toEqual(['Work', 'love']);
    const tooMany = await putJournal(me, id, { tags: Array.from({ length: TAGS_PER_READING_MAX + 1 }, (_, index) => `tag ${index}`) });
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toContain(`At most ${TAGS_PER_READING_MAX} tags`);
    const empty = await putJournal(me, id, { tags: ['   '] });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toContain('A tag cannot be empty');
  });

  it('refuses a mood off the scale and a body with nothing to save', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    expect((await putJournal(me, id, { moodBefore: 6 })).status).toBe(400);
    const nothing = await putJournal(me, id, {});
    expect(nothing.status).toBe(400);
    expect(await errorOf(nothing)).toBe('Send at least one of note, moodBefore, moodAfter or tags');
  });

  it('answers 404 for another person’s reading, an unknown id and a malformed one, and changes nothing', async () => {
    const owner = await newClient();
    const other = await newClient();
    const id = await createReadingFor(owner);
    await saved(owner, id, { note: 'Only mine' });
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await putJournal(other, target, { note: 'Overwritten?' });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(READING_NOT_FOUND);
    }
    expect((await journalOnPage(owner, id)).note).toBe('Only mine');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const owner = await newClient();
    const id = await createReadingFor(owner);
    expect((await putJournal(clientFor(t, null), id, { note: 'hello' })).status).toBe(401);
  });
});

describe('GET /api/journal', () => {
  it('lists every reading newest first with its cards, spread, note’s first line, tags and outcome', async () => {
    const me = await newClient();
    const older = await createReadingFor(me, 'Will the move go well?');
    const newer = await createReadingFor(me, 'What does the new job ask of me?');
    await saved(me, older, { note: '\n\n  First line here  \nSecond line', tags: ['moving'] });
    await t.db.update(reading).set({ outcome: 'partly' }).where(eq(reading.id, older));
    const page = await journalOf(me);
    expect(page.items.map((item) => item.id)).toEqual([newer, older]);
    const [, entry] = page.items;
    expect(entry).toMatchObject({ question: 'Will the move go well?', noteFirstLine: 'First line here', tags: ['moving'], outcome: 'partly', ownDeck: false });
    expect(entry?.spreadId).toBe('three-card');
    expect(entry?.cards).toHaveLength(3);
    for (const card of entry?.cards ?? []) expect(DECK.find((known) => known.name === card.name)?.slug).toBe(card.slug);
    expect(page.tags).toEqual(['moving']);
    expect(page.nextCursor).toBeNull();
  });

  it('finds words in the question or the note, every word, whatever the case', async () => {
    const me = await newClient();
    const inQuestion = await createReadingFor(me, 'Should I open the bakery?');
    const inNote = await createReadingFor(me, 'What about this spring?');
    await saved(me, inNote, { note: 'Thinking of the Bakery and the lease' });
    await createReadingFor(me, 'Something else entirely');
    expect((await journalOf(me, { q: 'BAKERY' })).items.map((item) => item.id).sort()).toEqual([inQuestion, inNote].sort());
    expect((await journalOf(me, { q: 'bakery lease' })).items.map((item) => item.id)).toEqual([inNote]);
    expect((await journalOf(me, { q: 'nowhere' })).items).toEqual([]);
  });

  it('treats %, _ and backslashes in a search as the characters themselves', async () => {
    const me = await newClient();
    const percent = await createReadingFor(me, 'Is a 100% raise possible?');
    const underscore = await createReadingFor(me, 'Plan for my side_project');
    const backslash = await createReadingFor(me, 'What lies behind C:\\dreams?');
    await createReadingFor(me, 'A plain question with 1000 dreams and sideXproject');
    expect((await journalOf(me, { q: '%' })).items.map((item) => item.id)).toEqual([percent]);
    expect((await journalOf(me, { q: '100%' })).items.map((item) => item.id)).toEqual([percent]);
    expect((await journalOf(me, { q: 'side_project' })).items.map((item) => item.id)).toEqual([underscore]);
    expect((await journalOf(me, { q: '\\' })).items.map((item) => item.id)).toEqual([backslash]);
    expect((await journalOf(me, { q: 'C:\\d' })).items.map((item) => item.id)).toEqual([backslash]);
  });

  it('filters by tag, spread, card, outcome and days, and the filters combine', async () => {
    const me = await newClient();
    const [work, love, old] = [await createReadingFor(me, 'Work?'), await createReadingFor(me, 'Love?'), await createReadingFor(me, 'Long ago?')];
    await saved(me, work, { tags: ['Work'] });
    await saved(me, love, { tags: ['love'] });
    const [tower, star] = [DECK.find((card) => card.slug === 'the-tower'), DECK.find((card) => card.slug === 'the-star')];
    if (!tower || !star) throw new Error('the deck lacks its major arcana');
    await t.db
      .update(reading)
      .set({ cards: [tower.name], reversed: [true], spread: ONE_CARD_SPREAD, outcome: 'as-read' })
      .where(eq(reading.id, work));
    await t.db
      .update(reading)
      .set({ cards: [star.name, tower.name, star.name] })
      .where(eq(reading.id, love));
    await t.db
      .update(reading)
      .set({ cards: [star.name, star.name, star.name], createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(reading.id, old));

    const ids = async (query: JournalQuery) => (await journalOf(me, query)).items.map((item) => item.id);
    expect(await ids({ tag: 'work' })).toEqual([work]);
    expect(await ids({ spread: ONE_CARD_SPREAD.id })).toEqual([work]);
    expect(await ids({ spread: 'three-card' })).toEqual([love, old]);
    expect(await ids({ card: 'the-tower' })).toEqual([love, work]);
    expect(await ids({ card: 'not-a-card' })).toEqual([]);
    expect(await ids({ outcome: 'as-read' })).toEqual([work]);
    expect(await ids({ outcome: 'none' })).toEqual([love, old]);
    expect(await ids({ days: 30 })).toEqual([love, work]);
    expect(await ids({ card: 'the-star', days: 30 })).toEqual([love]);
    const page = await journalOf(me, { card: 'the-tower' });
    expect(page.items.find((item) => item.id === work)?.cards).toEqual([{ name: tower.name, slug: 'the-tower', reversed: true }]);
    expect(page.spreads).toEqual(
      expect.arrayContaining([
        { id: ONE_CARD_SPREAD.id, name: ONE_CARD_SPREAD.name },
        { id: 'three-card', name: 'Past, Present, Future' },
      ]),
    );
    expect(page.tags).toEqual(['love', 'Work']);
    // The card filter offers the cards the readings hold, in the deck's order (the Tower is XVI, the Star XVII).
    expect(page.cards).toEqual([
      { name: tower.name, slug: 'the-tower' },
      { name: star.name, slug: 'the-star' },
    ]);
  });

  it('refuses a filter it cannot read with a clear 400', async () => {
    const me = await newClient();
    const badOutcome = await me.get(`${apiPaths.journal}?outcome=great`);
    expect(badOutcome.status).toBe(400);
    expect(await errorOf(badOutcome)).toContain('Outcome must be one of');
    expect((await me.get(`${apiPaths.journal}?days=0`)).status).toBe(400);
    const badCursor = await me.get(`${apiPaths.journal}?cursor=nonsense`);
    expect(badCursor.status).toBe(400);
    expect(await errorOf(badCursor)).toBe(BAD_JOURNAL_CURSOR);
  });

  it(`pages by ${JOURNAL_PAGE_SIZE}, newest first, with no reading twice or missed, also among readings made at the same instant`, async () => {
    const me = await newClient();
    const userId = me.user?.id ?? '';
    await seedJournalReadings(t.db, userId, { count: JOURNAL_PAGE_SIZE * 2 + 5 });
    // Three readings at one instant: only the id tells them apart.
    const sameInstant = new Date('2020-01-01T00:00:00.123456Z');
    await seedJournalReadings(t.db, userId, { count: 3, newest: sameInstant, stepMinutes: 0, seed: 3 });
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await journalOf(me, cursor ? { cursor } : {});
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([JOURNAL_PAGE_SIZE, JOURNAL_PAGE_SIZE, 8]);
    const stored = await t.db.select({ id: reading.id, createdAt: reading.createdAt }).from(reading).where(eq(reading.userId, userId));
    expect(new Set(seen).size).toBe(stored.length);
    expect(seen).toHaveLength(stored.length);
  });

  it('shows nobody else’s readings, and a signed-out visitor gets 401', async () => {
    const owner = await newClient();
    const other = await newClient();
    const id = await createReadingFor(owner, 'A private question');
    await saved(owner, id, { tags: ['secret-tag'] });
    const page = await journalOf(other, { q: 'private' });
    expect(page.items).toEqual([]);
    expect((await journalOf(other)).tags).not.toContain('secret-tag');
    expect((await clientFor(t, null).get(apiPaths.journal)).status).toBe(401);
  });
});

describe('the journal in the account', () => {
  it('is in the account export, reading by reading', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    await saved(me, id, { note: 'Exported words\n🌙', moodBefore: 3, moodAfter: 5, tags: ['export'] });
    const exported = AccountExportSchema.parse(await (await me.get(apiPaths.accountExport)).json());
    expect(exported.readings.find((row) => row.id === id)?.journal).toEqual(await journalOnPage(me, id));
  });

  it('goes with the account when it is deleted', async () => {
    const me = await newClient();
    const id = await createReadingFor(me);
    await saved(me, id, { note: 'To be forgotten', tags: ['gone'] });
    const deleted = await me.post(apiPaths.accountDelete, { password: 'correct horse battery' });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await t.db.$count(reading, eq(reading.userId, me.user?.id ?? ''))).toBe(0);
  });
});
