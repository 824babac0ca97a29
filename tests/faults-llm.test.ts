import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIReader } from '../src/server/adapters/llm/openai-reader.ts';
import { tempReading } from '../src/server/db/schema.ts';
import { startOpenAIServer, type OpenAIBehaviour, type OpenAIServer } from './support/openai-server.ts';
import {
  clientFor,
  createReadingFor,
  creditsOf,
  ledgerOf,
  messagesOf,
  NDJSON,
  readEvents,
  readingRow,
  resetLlmWindow,
  setAccount,
  type Client,
} from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { drawAsVisitor } from './support/visitor.ts';

// The LLM provider fails in each way it can (an error status, no answer within the timeout, a
// stream cut mid-way), for each paid or free call: the user gets an error, pays nothing, nothing
// half-written is kept, and the next try works. (A client that leaves mid-answer: tests/follow-ups.test.ts.)

const READER_UNAVAILABLE = 'The reader is unavailable right now. Please try again.';
const TIMEOUT_MS = 500;
const ANSWER = '**Looking Closer**\nThe Star after the Tower speaks of repair.\n\n**Guidance**\nRest before you rebuild.';

const FAULTS: { name: string; behaviour: OpenAIBehaviour }[] = [
  { name: 'answers 500', behaviour: { kind: 'error', status: 500 } },
  { name: `does not answer within ${TIMEOUT_MS} ms`, behaviour: { kind: 'hang' } },
  { name: 'cuts the stream mid-way', behaviour: { kind: 'cut', afterChunks: 4 } },
];
const MODES = ['json', 'ndjson'] as const;

describe('LLM provider faults', () => {
  let llm: OpenAIServer;
  let t: TestApp;
  /** One account for every case (signing up costs a deliberately slow password hash); each case has its own reading. */
  let account: SignedInUser;

  beforeAll(async () => {
    llm = await startOpenAIServer();
    t = await createTestApp({
      reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: TIMEOUT_MS, maxTokens: 500 }),
    });
    account = await signUp(t);
    // One answered call first: the first case must meet the fault, not a cold client's first
    // connection, which on a loaded machine can alone outlast the short timeout.
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    const drawn = await drawAsVisitor(t);
    const warmUp = await t.request('/api/openai/interpret-temp', {
      body: { question: 'What is asking for my attention?', cards: drawn.cards, tempUserId: randomUUID() },
      headers: { 'X-Forwarded-For': drawn.address, Cookie: drawn.cookie },
    });
    expect(warmUp.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  /** Sends `send` during the fault and checks the user sees a 502 (JSON) or a closing error line (NDJSON). */
  async function expectReaderError(
    mode: (typeof MODES)[number],
    behaviour: OpenAIBehaviour,
    send: (headers: Record<string, string>) => Promise<Response> | Response,
  ) {
    llm.setBehaviour(behaviour);
    const calls = llm.requests.length;
    const startedAt = Date.now();
    const response = await send(mode === 'ndjson' ? { Accept: NDJSON } : {});
    if (mode === 'json') {
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: READER_UNAVAILABLE });
    } else {
      expect(response.status).toBe(200);
      const events = await readEvents(response);
      expect(events.at(-1)).toEqual({ type: 'error', status: 502, error: READER_UNAVAILABLE });
      expect(events.filter((event) => event.type === 'done')).toEqual([]);
    }
    expect(llm.requests.length).toBe(calls + 1);
    // A hang is bounded by the reader's timeout, not by the client's patience.
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 4_000);
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
  }

  describe.each(FAULTS)('when the provider $name', ({ behaviour }) => {
    it.each(MODES)("a visitor's free reading fails (%s), is not used up, and the retry works", async (mode) => {
      const drawn = await drawAsVisitor(t);
      const body = { question: 'What is asking for my attention?', cards: drawn.cards, tempUserId: randomUUID() };
      const send = (headers: Record<string, string> = {}) =>
        t.request('/api/openai/interpret-temp', { body, headers: { 'X-Forwarded-For': drawn.address, Cookie: drawn.cookie, ...headers } });
      await expectReaderError(mode, behaviour, send);
      expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, body.tempUserId))).toEqual([]);

      const retried = await send();
      expect(retried.status).toBe(200);
      const [stored, ...more] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, body.tempUserId));
      expect(more).toEqual([]);
      expect(stored?.interpretation).toBe(ANSWER);
    });

    it.each(MODES)("a signed-in reading's interpretation fails (%s), stores nothing, and the retry works", async (mode) => {
      await resetLlmWindow(t, account.id);
      const me = clientFor(t, account);
      const id = await createReadingFor(me);
      const ledgerBefore = await ledgerOf(t, account.id);
      await expectReaderError(mode, behaviour, (headers) => me.post('/api/openai/interpret', { readingId: id }, headers));

      const row = await readingRow(t, id);
      expect({ isComplete: row.isComplete, interpretation: row.interpretation, messageCount: row.messageCount, lease: row.generationLeaseUntil }).toEqual({
        isComplete: false,
        interpretation: '',
        messageCount: 0,
        lease: null,
      });
      expect(await messagesOf(t, id)).toEqual([]);
      expect(await ledgerOf(t, account.id)).toEqual(ledgerBefore);

      const retried = await me.post('/api/openai/interpret', { readingId: id });
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ interpretation: ANSWER, safety: [] });
      expect((await messagesOf(t, id)).map((item) => item.content)).toEqual([ANSWER]);
    });

    it.each(MODES)('a follow-up fails (%s), its credit comes back, no half message is kept, and the retry works', async (mode) => {
      const { me, userId, readingId } = await readingReadyForFollowUps();
      const credits = await creditsOf(t, userId);
      const movesSoFar = await ledgerIds(userId);
      const ask = (headers: Record<string, string> = {}) =>
        me.post('/api/openai/follow-up', { question: 'What does the Star ask of me?', userId, readingId }, headers);
      await expectReaderError(mode, behaviour, ask);

      expect(await creditsOf(t, userId)).toBe(credits);
      const moves = (await ledgerOf(t, userId)).filter((row) => !movesSoFar.has(row.id));
      expect(moves.map((row) => [row.reason, row.delta]).sort()).toEqual([
        ['follow_up', -1],
        ['refund', 1],
      ]);
      expect(await messagesOf(t, readingId)).toHaveLength(1);
      const row = await readingRow(t, readingId);
      expect([row.messageCount, row.replyLeaseUntil]).toEqual([1, null]);

      const retried = await ask();
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ response: ANSWER, credits: credits - 1, subscription: false, safety: [] });
      expect((await messagesOf(t, readingId)).map((item) => [item.seq, item.role])).toEqual([
        [0, 'assistant'],
        [1, 'user'],
        [2, 'assistant'],
      ]);
    });
  });

  const ledgerIds = async (userId: string) => new Set((await ledgerOf(t, userId)).map((row) => row.id));

  describe('when the model answers with text PostgreSQL cannot store (U+0000, a lone surrogate)', () => {
    const RAW = 'Ans\u0000wer \uD83D of the Star.';
    const KEPT = 'Answer \uFFFD of the Star.';

    it('keeps the interpretation, cleaned, and the reading is complete', async () => {
      await resetLlmWindow(t, account.id);
      const me = clientFor(t, account);
      const id = await createReadingFor(me);
      llm.setBehaviour({ kind: 'ok', text: RAW });
      const response = await me.post('/api/openai/interpret', { readingId: id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ interpretation: KEPT, safety: [] });
      expect((await messagesOf(t, id)).map((item) => item.content)).toEqual([KEPT]);
      llm.setBehaviour({ kind: 'ok', text: ANSWER });
    });

    it('keeps the follow-up answer, cleaned, charged once, and the reading takes the next question', async () => {
      const { me, userId, readingId } = await readingReadyForFollowUps();
      const credits = await creditsOf(t, userId);
      const ask = () => me.post('/api/openai/follow-up', { question: 'And the Star?', userId, readingId });
      llm.setBehaviour({ kind: 'ok', text: RAW });
      const first = await ask();
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ response: KEPT, credits: credits - 1, subscription: false, safety: [] });
      expect((await messagesOf(t, readingId)).map((item) => item.content)).toEqual([ANSWER, 'And the Star?', KEPT]);
      llm.setBehaviour({ kind: 'ok', text: ANSWER });
      expect((await ask()).status).toBe(200);
      expect(await creditsOf(t, userId)).toBe(credits - 2);
    });
  });

  async function readingReadyForFollowUps(): Promise<{ me: Client; userId: string; readingId: string }> {
    const user = account;
    // The shared account gets a fresh balance and a fresh per-user LLM window for each case.
    await setAccount(t, user.id, { credits: 5 });
    await resetLlmWindow(t, user.id);
    const me = clientFor(t, user);
    const readingId = await createReadingFor(me);
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    const interpreted = await me.post('/api/openai/interpret', { readingId });
    expect(interpreted.status).toBe(200);
    return { me, userId: user.id, readingId };
  }
});
