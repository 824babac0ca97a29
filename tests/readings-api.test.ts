import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { message, reading } from '../src/server/db/schema.ts';
import { GENERATION_IN_PROGRESS } from '../src/server/domain/readings/readings.ts';
import { READING_NOT_FOUND } from '../src/server/errors.ts';
import { QUESTION_MAX_LENGTH } from '../src/shared/constants.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { DrawnCardSchema, MessageSchema, ReadingSchema } from '../src/shared/schemas/reading.ts';
import type { OpenAIServer } from './support/openai-server.ts';
import {
  clientFor,
  completedReadingFor,
  createAppWithProvider,
  createReadingFor,
  messagesOf,
  NDJSON,
  readEvents,
  openStream,
  readingRow,
  serveOverHttp,
  snapshotOf,
  until,
  type Client,
  type ReadingView,
} from './support/readings.ts';
import type { TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

const MAJOR_NAMES = new Set(MAJOR_ARCANA.map((card) => card.name));
const INTERPRETATION =
  '**The Past: The Tower**\nAn upheaval cleared the ground.\n\n**The Present: The Star**\nHope returns quietly.\n\n**Guidance**\nRebuild slowly, with care.';
const READER_UNAVAILABLE = 'The reader is unavailable right now. Please try again.';

describe('readings API (POST /api/readings, GET /api/readings/:id, POST /api/openai/interpret)', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;
  let me: Client;

  beforeAll(async () => {
    // A provider call may take 30 s here, so a call that stops early was stopped by the app.
    ({ t, llm, close } = await createAppWithProvider({}, 30_000));
  });
  afterAll(async () => close());
  beforeEach(async () => {
    llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
    me = clientFor(t, await signUp(t));
  });

  const getReading = async (client: Client, id: string) => {
    const response = await client.get(`/api/readings/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    // The server builds this JSON from the driver's rows: hold it to the shared schema, its keys included.
    const body = ReadingSchema.parse(await response.json());
    expect(Object.keys(body).sort()).toEqual(Object.keys(ReadingSchema.shape).sort());
    for (const card of body.cards) expect(Object.keys(card).sort()).toEqual(Object.keys(DrawnCardSchema.shape).sort());
    for (const item of body.messages) expect(Object.keys(item).sort()).toEqual(Object.keys(MessageSchema.shape).sort());
    return body as ReadingView;
  };

  describe('creating a reading', () => {
    it('answers 201 with an id and stores three distinct Major Arcana cards, no interpretation and no messages', async () => {
      const calls = llm.requests.length;
      const response = await me.post('/api/readings', { question: '  Where is my career heading?  ' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

      const view = await getReading(me, id);
      expect(view.id).toBe(id);
      expect(view.question).toBe('Where is my career heading?');
      expect(view.cards).toHaveLength(3);
      expect(new Set(view.cards.map((card) => card.name)).size).toBe(3);
      for (const card of view.cards) {
        expect(MAJOR_NAMES.has(card.name)).toBe(true);
        expect(card.suit).toBe('Major Arcana');
        expect(card.meaning_up.length).toBeGreaterThan(10);
      }
      expect(view.interpretation).toBe('');
      expect(view.messages).toEqual([]);
      expect(view.isComplete).toBe(false);
      expect(Number.isNaN(Date.parse(view.createdAt))).toBe(false);

      const row = await readingRow(t, id);
      expect(row.userId).toBe(me.user?.id);
      expect(row.cards).toEqual(view.cards.map((card) => card.name));
      expect(row.messageCount).toBe(0);
      expect(llm.requests.length).toBe(calls);
    });

    it.each([
      ['an empty question', '', /question is required/i],
      ['a question of spaces only', '   \n\t ', /question is required/i],
      [`a question of ${QUESTION_MAX_LENGTH + 1} characters`, 'q'.repeat(QUESTION_MAX_LENGTH + 1), /at most 400/],
      ['a question that is not text', 42, /question must be text/i],
    ])('rejects %s with 400 and stores nothing', async (_label, question, error) => {
      const response = await me.post('/api/readings', { question });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
      const rows = await t.db
        .select()
        .from(reading)
        .where(eq(reading.userId, me.user?.id ?? ''));
      expect(rows).toHaveLength(0);
    });

    it('accepts a question of exactly 400 characters', async () => {
      const response = await me.post('/api/readings', { question: 'q'.repeat(QUESTION_MAX_LENGTH) });
      expect(response.status).toBe(201);
    });

    it('answers 401 to a signed-out visitor for create, read and interpret', async () => {
      const id = await createReadingFor(me);
      const visitor = clientFor(t, null);
      const created = await visitor.post('/api/readings', { question: 'Will I find love?' });
      expect(created.status).toBe(401);
      expect(((await created.json()) as { error: string }).error).toBe('Please sign in to continue');
      expect((await visitor.get(`/api/readings/${id}`)).status).toBe(401);
      const calls = llm.requests.length;
      expect((await visitor.post('/api/openai/interpret', { readingId: id })).status).toBe(401);
      expect(llm.requests.length).toBe(calls);
      expect((await readingRow(t, id)).isComplete).toBe(false);
    });
  });

  describe('interpreting a reading', () => {
    it('writes the interpretation once, as message 0, and answers later opens from the database', async () => {
      const id = await createReadingFor(me, 'What does this new chapter hold?');
      const calls = llm.requests.length;

      const first = await me.post('/api/openai/interpret', { readingId: id });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ interpretation: INTERPRETATION, safety: [] });
      expect(llm.requests.length).toBe(calls + 1);

      const view = await getReading(me, id);
      expect(view.isComplete).toBe(true);
      expect(view.interpretation).toBe(INTERPRETATION);
      expect(view.messages).toHaveLength(1);
      expect(view.messages[0]).toMatchObject({ role: 'assistant', content: INTERPRETATION });
      const rows = await messagesOf(t, id);
      expect(rows.map((row) => [row.seq, row.role, row.content])).toEqual([[0, 'assistant', INTERPRETATION]]);
      const row = await readingRow(t, id);
      expect(row.messageCount).toBe(1);
      expect(row.generationLeaseUntil).toBeNull();

      llm.setBehaviour({ kind: 'ok', text: 'A DIFFERENT TEXT THAT MUST NEVER BE STORED' });
      const second = await me.post('/api/openai/interpret', { readingId: id });
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ interpretation: INTERPRETATION, safety: [] });
      expect(llm.requests.length).toBe(calls + 1);
      expect(await messagesOf(t, id)).toHaveLength(1);
    });

    it('streams deltas whose join is the stored interpretation, closed by a done line', async () => {
      const id = await createReadingFor(me);
      const response = await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(NDJSON);
      const events = await readEvents(response);
      const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
      expect(deltas.length).toBeGreaterThan(5);
      expect(events.at(-1)).toEqual({ type: 'done', result: { interpretation: INTERPRETATION, safety: [] } });
      expect(events.filter((event) => event.type !== 'delta')).toHaveLength(1);
      expect(deltas.join('').trim()).toBe(INTERPRETATION);
      expect((await readingRow(t, id)).interpretation).toBe(INTERPRETATION);

      // A completed reading streams as a single done line, without asking the provider again.
      const calls = llm.requests.length;
      const again = await readEvents(await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON }));
      expect(again).toEqual([{ type: 'done', result: { interpretation: INTERPRETATION, safety: [] } }]);
      expect(llm.requests.length).toBe(calls);
    });

    it("puts the user's sun sign into the prompt sent to the provider", async () => {
      const leo = clientFor(t, await signUp(t, { birthday: 14, birthMonth: 8 }));
      const capricorn = clientFor(t, await signUp(t, { birthday: 1, birthMonth: 1 }));
      const promptFor = async (client: Client, question: string) => {
        const calls = llm.requests.length;
        await completedReadingFor(client, question);
        expect(llm.requests.length).toBe(calls + 1);
        const sent = llm.requests[calls];
        expect(sent?.body.model).toBe('test-model');
        expect(sent?.body.stream).toBe(true);
        return (sent?.body.messages ?? []).map((item) => item.content).join('\n');
      };

      const leoPrompt = await promptFor(leo, 'Should I take the job offer abroad?');
      expect(leoPrompt).toContain('Should I take the job offer abroad?');
      expect(leoPrompt).toContain('sun sign is Leo');
      const capricornPrompt = await promptFor(capricorn, 'How can I rest more?');
      expect(capricornPrompt).toContain('sun sign is Capricorn');
      expect(capricornPrompt).not.toContain('Leo');
    });

    it('turns two concurrent opens of an incomplete reading into one provider call and one stored message', async () => {
      const id = await createReadingFor(me);
      llm.setBehaviour({ kind: 'ok', text: INTERPRETATION, delayMs: 400 });
      const calls = llm.requests.length;

      const responses = await Promise.all([me.post('/api/openai/interpret', { readingId: id }), me.post('/api/openai/interpret', { readingId: id })]);
      const answers = await Promise.all(
        responses.map(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as Record<string, unknown>,
        })),
      );
      expect(llm.requests.length).toBe(calls + 1);
      const ok = answers.filter((answer) => answer.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const answer of ok) expect(answer.body).toEqual({ interpretation: INTERPRETATION, safety: [] });
      for (const answer of answers.filter((item) => item.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: GENERATION_IN_PROGRESS });
        expect(answer.retryAfter).toBe('2');
      }

      const rows = await messagesOf(t, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ seq: 0, role: 'assistant', content: INTERPRETATION });
      expect((await readingRow(t, id)).isComplete).toBe(true);
    });

    it('answers 502 when the provider fails, keeps the reading incomplete, and lets a retry succeed', async () => {
      const id = await createReadingFor(me);
      const calls = llm.requests.length;
      llm.setBehaviour({ kind: 'error', status: 500 });
      const failed = await me.post('/api/openai/interpret', { readingId: id });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ error: READER_UNAVAILABLE });
      expect(llm.requests.length).toBe(calls + 1);

      const afterFailure = await readingRow(t, id);
      expect(afterFailure.isComplete).toBe(false);
      expect(afterFailure.interpretation).toBe('');
      expect(afterFailure.messageCount).toBe(0);
      expect(afterFailure.generationLeaseUntil).toBeNull();
      expect(await messagesOf(t, id)).toHaveLength(0);

      llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
      const retried = await me.post('/api/openai/interpret', { readingId: id });
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ interpretation: INTERPRETATION, safety: [] });
      expect(llm.requests.length).toBe(calls + 2);
      expect((await getReading(me, id)).messages.map((item) => item.content)).toEqual([INTERPRETATION]);
    });

    it('ends a stream cut by the provider with an error line (502) and stores nothing', async () => {
      const id = await createReadingFor(me);
      llm.setBehaviour({ kind: 'cut', afterChunks: 4 });
      const response = await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON });
      expect(response.status).toBe(200);
      const events = await readEvents(response);
      expect(events.at(-1)).toEqual({ type: 'error', status: 502, error: READER_UNAVAILABLE });
      expect(events.some((event) => event.type === 'done')).toBe(false);
      expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(0);

      const row = await readingRow(t, id);
      expect(row.isComplete).toBe(false);
      expect(row.interpretation).toBe('');
      expect(row.generationLeaseUntil).toBeNull();
      expect(await messagesOf(t, id)).toHaveLength(0);

      llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
      const retried = await readEvents(await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON }));
      expect(retried.at(-1)).toEqual({ type: 'done', result: { interpretation: INTERPRETATION, safety: [] } });
      expect(await messagesOf(t, id)).toHaveLength(1);
    });
    it('finishes and stores an interpretation whose first words were sent, though the client left', async () => {
      const id = await createReadingFor(me);
      const text = Array.from({ length: 12 }, (_, i) => `**Part ${i + 1}**\nThe Star keeps shining softly.`).join('\n\n');
      llm.setBehaviour({ kind: 'ok', text, chunkDelayMs: 50 });
      const calls = llm.requests.length;
      const http = await serveOverHttp(t);
      try {
        const stream = openStream(http.port, me, '/api/openai/interpret', { readingId: id });
        expect(await stream.status).toBe(200);
        expect(await until(() => stream.events.some((event) => event.type === 'delta'))).toBe(true);
        stream.leave();
        expect(stream.events.some((event) => event.type === 'done')).toBe(false);

        expect(await until(async () => (await readingRow(t, id)).isComplete)).toBe(true);
      } finally {
        await http.close();
      }
      const row = await readingRow(t, id);
      expect([row.interpretation, row.messageCount, row.generationLeaseUntil]).toEqual([text, 1, null]);
      expect((await messagesOf(t, id)).map((item) => [item.seq, item.content])).toEqual([[0, text]]);
      expect(llm.disconnected).not.toContain(calls);

      // Opening it again shows the kept text without another provider call.
      const again = await me.post('/api/openai/interpret', { readingId: id });
      expect(await again.json()).toEqual({ interpretation: text, safety: [] });
      expect(llm.requests.length).toBe(calls + 1);
    });
  });

  describe('opening a saved reading', () => {
    it('returns the whole conversation in order, with the interpretation once, whatever order it was stored in', async () => {
      const id = await completedReadingFor(me, 'Where is my heart leading me?');
      const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute, 0, 123));
      await t.db.insert(message).values(
        [4, 2, 3, 1].map((seq) => ({
          readingId: id,
          seq,
          role: seq % 2 === 1 ? ('user' as const) : ('assistant' as const),
          content: `message ${seq}`,
          createdAt: at(seq),
        })),
      );
      await t.db.update(reading).set({ messageCount: 5 }).where(eq(reading.id, id));

      const view = await getReading(me, id);
      expect(view.interpretation).toBe(INTERPRETATION);
      expect(view.messages.map((item) => [item.role, item.content])).toEqual([
        ['assistant', INTERPRETATION],
        ['user', 'message 1'],
        ['assistant', 'message 2'],
        ['user', 'message 3'],
        ['assistant', 'message 4'],
      ]);
      expect(view.messages.map((item) => item.id)).toEqual((await messagesOf(t, id)).map((row) => row.id));
      expect(view.messages[3]?.timestamp).toBe('2026-11-20T09:03:00.123Z');
      expect(view.isComplete).toBe(true);
    });
  });

  describe("another user's reading", () => {
    it('is indistinguishable from a missing one for GET, interpret and follow-up, and changes nothing', async () => {
      const owner = me;
      const other = clientFor(t, await signUp(t));
      const completed = await completedReadingFor(owner, 'Is this friendship worth keeping?');
      const incomplete = await createReadingFor(owner, 'What am I not seeing?');
      const missing = randomUUID();
      const ownerId = owner.user?.id ?? '';
      const otherId = other.user?.id ?? '';
      const before = { owner: await snapshotOf(t, ownerId), other: await snapshotOf(t, otherId) };
      const calls = llm.requests.length;

      const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
      const get = (id: string) => other.get(`/api/readings/${id}`).then(answer);
      const interpret = (id: string) => other.post('/api/openai/interpret', { readingId: id }).then(answer);
      const followUp = (id: string) =>
        other.post('/api/openai/follow-up', { question: 'And what next?', context: '', userId: otherId, readingId: id }).then(answer);

      const notFound = { status: 404, body: { error: READING_NOT_FOUND } };
      expect(await get(missing)).toEqual(notFound);
      expect(await get(completed)).toEqual(await get(missing));
      expect(await get(incomplete)).toEqual(notFound);
      expect(await interpret(missing)).toEqual(notFound);
      expect(await interpret(incomplete)).toEqual(await interpret(missing));
      expect(await interpret(completed)).toEqual(notFound);
      expect(await followUp(missing)).toEqual(notFound);
      expect(await followUp(completed)).toEqual(await followUp(missing));
      expect(await followUp(incomplete)).toEqual(notFound);

      expect(llm.requests.length).toBe(calls);
      expect(await snapshotOf(t, ownerId)).toEqual(before.owner);
      expect(await snapshotOf(t, otherId)).toEqual(before.other);
      expect(before.owner.account?.credits).toBe(5);
      expect(before.owner.messages).toHaveLength(1);

      // The owner still sees their own readings.
      expect((await getReading(owner, completed)).interpretation).toBe(INTERPRETATION);
      expect((await getReading(owner, incomplete)).isComplete).toBe(false);
    });

    it('answers 404 to a malformed reading id, as to a missing one', async () => {
      const missing = await me.get(`/api/readings/${randomUUID()}`);
      for (const id of ['not-a-uuid', '12345', `${randomUUID()}x`]) {
        const response = await me.get(`/api/readings/${id}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: READING_NOT_FOUND });
      }
      expect(missing.status).toBe(404);
      // In a JSON body, a malformed id is a validation error that names the field.
      const interpret = await me.post('/api/openai/interpret', { readingId: 'not-a-uuid' });
      expect(interpret.status).toBe(400);
      expect(((await interpret.json()) as { error: string }).error).toMatch(/readingId must be a UUID/);
    });
  });
});
