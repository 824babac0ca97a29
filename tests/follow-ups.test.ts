import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { message, reading } from '../src/server/db/schema.ts';
import { ACCOUNT_DELETED_DURING_REPLY, READING_NOT_READY, REPLY_IN_PROGRESS, startFollowUp } from '../src/server/domain/readings/follow-ups.ts';
import { llmBudgetOf } from '../src/server/domain/limits/llm-budget.ts';
import { CONTEXT_BUDGET, promptSize, type ChatMessage } from '../src/server/domain/readings/prompt.ts';
import { TOO_MANY_REQUESTS } from '../src/server/domain/limits/rate-limit.ts';
import type { ReadingDeps } from '../src/server/domain/readings/readings.ts';
import { sweepAbandonedReplies } from '../src/server/domain/readings/reply-lease.ts';
import { FOLLOW_UP_MAX_LENGTH, TEXT } from '../src/shared/constants.ts';
import { apiPaths } from '../src/shared/paths.ts';
import type { OpenAIServer } from './support/openai-server.ts';
import {
  clientFor,
  createAppWithProvider,
  createReadingFor,
  creditsOf,
  ledgerOf,
  messagesOf,
  NDJSON,
  openStream,
  readEvents,
  readingRow,
  resetLlmWindow,
  serveOverHttp,
  setAccount,
  until,
  type Client,
} from './support/readings.ts';
import type { TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

const INTERPRETATION =
  '**The Past: The Hermit**\nA season of solitude taught you.\n\n**The Present: The Sun**\nWarmth is arriving.\n\n**Guidance**\nLet yourself be seen.';
const ANSWER = '**Looking Closer**\nThe Sun beside the Hermit suggests stepping out of a quiet season.\n\n**Guidance**\nShare one honest thing this week.';
const READER_UNAVAILABLE = 'The reader is unavailable right now. Please try again.';
/** 60 words: streamed at 50 ms a word, an answer a client can leave in the middle of. */
const LONG_ANSWER = Array.from({ length: 12 }, (_, i) => `**Part ${i + 1}**\nThe Sun keeps rising slowly.`).join('\n\n');

interface FollowUpResult {
  response: string;
  credits: number;
  subscription: boolean;
}

describe('follow-ups (POST /api/openai/follow-up)', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;
  let me: Client;
  let myId: string;

  beforeAll(async () => {
    // A provider call may take 30 s here, so a call that stops early was stopped by the app.
    ({ t, llm, close } = await createAppWithProvider({}, 30_000));
  });
  afterAll(async () => close());
  beforeEach(async () => {
    const signedUp = await signUp(t);
    me = clientFor(t, signedUp);
    myId = signedUp.id;
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
  });

  /** A reading of mine whose interpretation has been written. */
  async function completedReading(question = 'How can I grow in my relationships?'): Promise<string> {
    const id = await createReadingFor(me, question);
    llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
    const response = await me.post('/api/openai/interpret', { readingId: id });
    expect(response.status).toBe(200);
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    return id;
  }

  const followUp = (readingId: string, question: string, options: { client?: Client; userId?: string; headers?: Record<string, string> } = {}) =>
    (options.client ?? me).post(
      '/api/openai/follow-up',
      { question, context: 'whatever the client sends is ignored', userId: options.userId ?? myId, readingId },
      options.headers,
    );

  const followUpLedger = async (userId: string) => (await ledgerOf(t, userId)).filter((row) => row.reason !== 'signup');
  const ledgerSum = async (userId: string) => (await ledgerOf(t, userId)).reduce((total, row) => total + row.delta, 0);

  it('costs one credit, answers {response, credits, subscription}, stores both messages and a ledger row', async () => {
    const id = await completedReading();
    expect(await creditsOf(t, myId)).toBe(5);
    const calls = llm.requests.length;

    const response = await followUp(id, '  What should I let go of?  ');
    expect(response.status).toBe(200);
    expect((await response.json()) as FollowUpResult).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
    expect(llm.requests.length).toBe(calls + 1);
    expect(await creditsOf(t, myId)).toBe(4);

    const rows = await messagesOf(t, id);
    expect(rows.map((row) => [row.seq, row.role, row.content])).toEqual([
      [0, 'assistant', INTERPRETATION],
      [1, 'user', 'What should I let go of?'],
      [2, 'assistant', ANSWER],
    ]);
    const stored = await readingRow(t, id);
    expect(stored.messageCount).toBe(3);
    expect(stored.replyLeaseUntil).toBeNull();

    const ledger = await followUpLedger(myId);
    expect(ledger.map((row) => [row.delta, row.reason])).toEqual([[-1, 'follow_up']]);
    expect(ledger[0]?.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ledgerSum(myId)).toBe(4);

    // The prompt carries the interpretation and the new question; the client's context is ignored.
    const prompt = (llm.requests[calls]?.body.messages ?? []).map((item) => item.content).join('\n');
    expect(prompt).toContain('How can I grow in my relationships?');
    expect(prompt).toContain('A season of solitude taught you.');
    expect(prompt).toContain('What should I let go of?');
    expect(prompt).not.toContain('whatever the client sends');

    const history = await me.get('/api/readings');
    expect(history.status).toBe(200);
    const page = (await history.json()) as { readings: { id: string; followUps: number }[] };
    expect(page.readings.find((entry) => entry.id === id)?.followUps).toBe(1);

    const view = (await (await me.get(`/api/readings/${id}`)).json()) as { messages: { role: string; content: string }[] };
    expect(view.messages.map((item) => item.role)).toEqual(['assistant', 'user', 'assistant']);

    expect((await followUp(id, 'And after that?')).status).toBe(200);
    expect(await creditsOf(t, myId)).toBe(3);
    const again = (await (await me.get('/api/readings')).json()) as { readings: { id: string; followUps: number }[] };
    expect(again.readings.find((entry) => entry.id === id)?.followUps).toBe(2);
  });

  it('streams a follow-up as deltas closed by a done line carrying the result', async () => {
    const id = await completedReading();
    const response = await followUp(id, 'What is the lesson of the Hermit?', { headers: { Accept: NDJSON } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(NDJSON);
    const events = await readEvents(response);
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('').trim()).toBe(ANSWER);
    expect(events.at(-1)).toEqual({ type: 'done', result: { response: ANSWER, credits: 4, subscription: false, safety: [] } });
    expect(await messagesOf(t, id)).toHaveLength(3);
  });

  it("refuses a userId that is not the session's with 403, and a signed-out caller with 401, charging nothing", async () => {
    const id = await completedReading();
    const other = await signUp(t);
    const calls = llm.requests.length;

    for (const userId of [other.id, 'someone-else']) {
      const response = await followUp(id, 'Will it work out?', { userId });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'You can only act for your own account' });
    }
    const signedOut = await followUp(id, 'Will it work out?', { client: clientFor(t, null) });
    expect(signedOut.status).toBe(401);

    expect(llm.requests.length).toBe(calls);
    expect(await creditsOf(t, myId)).toBe(5);
    expect(await creditsOf(t, other.id)).toBe(5);
    expect(await followUpLedger(myId)).toEqual([]);
    expect(await messagesOf(t, id)).toHaveLength(1);
  });

  it.each([
    ['an empty question', '', /question is required/i],
    ['a question of spaces only', '   ', /question is required/i],
    [`a question of ${FOLLOW_UP_MAX_LENGTH + 1} characters`, 'f'.repeat(FOLLOW_UP_MAX_LENGTH + 1), /at most 600 characters/],
  ])('rejects %s with 400 and charges nothing', async (_label, question, error) => {
    const id = await completedReading();
    const calls = llm.requests.length;
    const response = await followUp(id, question);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
    expect(llm.requests.length).toBe(calls);
    expect(await creditsOf(t, myId)).toBe(5);
    expect(await messagesOf(t, id)).toHaveLength(1);
  });

  it('accepts a question of exactly 600 characters', async () => {
    const id = await completedReading();
    const question = 'f'.repeat(FOLLOW_UP_MAX_LENGTH);
    const response = await followUp(id, question);
    expect(response.status).toBe(200);
    expect(((await response.json()) as FollowUpResult).credits).toBe(4);
    const rows = await messagesOf(t, id);
    expect(rows[1]?.content).toBe(question);
  });

  it('answers 409 on a reading whose interpretation is not written yet, charging nothing and holding no lease', async () => {
    const id = await createReadingFor(me);
    const calls = llm.requests.length;
    const response = await followUp(id, 'Can I ask already?');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: READING_NOT_READY });
    expect(llm.requests.length).toBe(calls);
    expect(await creditsOf(t, myId)).toBe(5);
    expect(await followUpLedger(myId)).toEqual([]);
    const row = await readingRow(t, id);
    expect(row.replyLeaseUntil).toBeNull();
    expect(row.messageCount).toBe(0);
    expect(await messagesOf(t, id)).toHaveLength(0);
  });

  it('turns 50 parallel follow-ups with 1 credit left into exactly one answer, one provider call and a balance of 0', async () => {
    const id = await completedReading();
    await setAccount(t, myId, { credits: 1 });
    llm.setBehaviour({ kind: 'ok', text: ANSWER, delayMs: 200 });
    const calls = llm.requests.length;

    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => followUp(id, `Parallel question ${index}?`)));
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })),
    );
    const statuses = answers.map((answer) => answer.status);

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const answer of answers) {
      expect([200, 402, 409, 429]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toEqual({ response: ANSWER, credits: 0, subscription: false, safety: [] });
      if (answer.status === 402) expect(answer.body).toEqual({ error: TEXT.followUpCreditsAlert });
      if (answer.status === 409) expect(answer.body).toEqual({ error: REPLY_IN_PROGRESS });
      if (answer.status === 429) expect(answer.body).toEqual({ error: TOO_MANY_REQUESTS });
    }
    expect(llm.requests.length).toBe(calls + 1);
    expect(await creditsOf(t, myId)).toBe(0);
    // The balance was set to 1 behind the ledger's back; since then the ledger shows one spend only.
    expect((await followUpLedger(myId)).map((row) => [row.delta, row.reason])).toEqual([[-1, 'follow_up']]);
    const rows = await messagesOf(t, id);
    expect(rows.map((row) => row.seq)).toEqual([0, 1, 2]);
    expect(rows[2]?.content).toBe(ANSWER);
    expect((await readingRow(t, id)).replyLeaseUntil).toBeNull();

    // Fifty attempts used up the per-user LLM window (40 per 10 minutes); let it pass.
    await resetLlmWindow(t, myId);
    const more = await followUp(id, 'One more, please?');
    expect(more.status).toBe(402);
    expect(await more.json()).toEqual({ error: 'You need more credits to ask follow-up questions' });
    expect(await creditsOf(t, myId)).toBe(0);
    expect(llm.requests.length).toBe(calls + 1);
    expect(await messagesOf(t, id)).toHaveLength(3);
  });

  it('lets a subscriber with 0 credits ask follow-ups without spending or recording credits', async () => {
    const id = await completedReading();
    await setAccount(t, myId, { credits: 0, subscription: true });

    for (const question of ['What is changing?', 'What should I keep?']) {
      const response = await followUp(id, question);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ response: ANSWER, credits: 0, subscription: true, safety: [] });
    }
    expect(await creditsOf(t, myId)).toBe(0);
    expect(await followUpLedger(myId)).toEqual([]);
    expect((await messagesOf(t, id)).map((row) => row.seq)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refunds the credit and stores nothing when the provider cuts the stream, and releases the reply lease', async () => {
    const id = await completedReading();
    const calls = llm.requests.length;
    llm.setBehaviour({ kind: 'cut', afterChunks: 3 });

    const response = await followUp(id, 'Why does the Sun appear now?', { headers: { Accept: NDJSON } });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.at(-1)).toEqual({ type: 'error', status: 502, error: READER_UNAVAILABLE });
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(llm.requests.length).toBe(calls + 1);

    expect(await creditsOf(t, myId)).toBe(5);
    const ledger = await followUpLedger(myId);
    expect(ledger.map((row) => [row.delta, row.reason]).sort()).toEqual([
      [-1, 'follow_up'],
      [1, 'refund'],
    ]);
    expect(ledger[0]?.reference).toBe(ledger[1]?.reference);
    expect(await ledgerSum(myId)).toBe(5);
    expect(await messagesOf(t, id)).toHaveLength(1);
    const row = await readingRow(t, id);
    expect(row.replyLeaseUntil).toBeNull();
    expect(row.messageCount).toBe(1);

    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    const next = await followUp(id, 'Why does the Sun appear now?');
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
    expect((await messagesOf(t, id)).map((item) => item.seq)).toEqual([0, 1, 2]);
  });

  it('answers 502 and keeps the balance when the provider fails on the non-streaming form', async () => {
    const id = await completedReading();
    llm.setBehaviour({ kind: 'error', status: 500 });
    const response = await followUp(id, 'Is now the time to move?');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: READER_UNAVAILABLE });
    expect(await creditsOf(t, myId)).toBe(5);
    expect(await ledgerSum(myId)).toBe(5);
    expect((await followUpLedger(myId)).map((row) => row.delta).sort()).toEqual([-1, 1]);
    expect(await messagesOf(t, id)).toHaveLength(1);
    expect((await readingRow(t, id)).replyLeaseUntil).toBeNull();

    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    expect((await followUp(id, 'Is now the time to move?')).status).toBe(200);
    expect(await creditsOf(t, myId)).toBe(4);
  });

  it('keeps the prompt of the 50th follow-up no bigger than that of the 10th (bounded context)', async () => {
    const original = 'BOUNDED-ORIGINAL: what does the year ahead ask of me?';
    const id = await completedReading(original);
    await setAccount(t, myId, { subscription: true });

    // Replies the length the system prompt asks for (120–250 words), each with a marker of its own.
    const questionOf = (n: number) => `[question-${n}] What does this mean for my work and my family, in follow-up ${n}?`;
    const answerOf = (n: number) => `[answer-${n}] ${'The cards ask you to move gently and to trust what you already know. '.repeat(13)}`.trim();
    expect(answerOf(1).length).toBeGreaterThan(800);
    expect(answerOf(1).length).toBeLessThan(CONTEXT_BUDGET.turnChars);

    /** Stores follow-ups `from`..`to` as if they had been asked through the API. */
    async function insertFollowUps(from: number, to: number) {
      const rows = [];
      for (let n = from; n <= to; n++) {
        rows.push({ readingId: id, seq: 2 * n - 1, role: 'user' as const, content: questionOf(n) });
        rows.push({ readingId: id, seq: 2 * n, role: 'assistant' as const, content: answerOf(n) });
      }
      await t.db.insert(message).values(rows);
      await t.db
        .update(reading)
        .set({ messageCount: 2 * to + 1 })
        .where(eq(reading.id, id));
    }

    async function askThroughApi(n: number) {
      llm.setBehaviour({ kind: 'ok', text: answerOf(n) });
      const calls = llm.requests.length;
      const response = await followUp(id, questionOf(n));
      expect(response.status).toBe(200);
      expect(((await response.json()) as FollowUpResult).response).toBe(answerOf(n));
      expect(llm.requests.length).toBe(calls + 1);
      const messages = (llm.requests[calls]?.body.messages ?? []) as ChatMessage[];
      return { size: promptSize(messages), text: messages.map((item) => item.content).join('\n') };
    }

    await insertFollowUps(1, 9);
    const tenth = await askThroughApi(10);
    await insertFollowUps(11, 49);
    const fiftieth = await askThroughApi(50);

    const rows = await messagesOf(t, id);
    expect(rows).toHaveLength(101);
    expect(rows.at(-2)).toMatchObject({ seq: 99, role: 'user', content: questionOf(50) });
    expect(rows.at(-1)).toMatchObject({ seq: 100, role: 'assistant', content: answerOf(50) });
    expect(rows.find((row) => row.seq === 20)?.content).toBe(answerOf(10));

    expect(tenth.size).toBeGreaterThan(3 * CONTEXT_BUDGET.turnChars);
    expect(fiftieth.size).toBeLessThanOrEqual(1.1 * tenth.size);

    for (const prompt of [tenth, fiftieth]) {
      expect(prompt.text).toContain(original);
      expect(prompt.text).toContain('A season of solitude taught you.');
    }
    expect(tenth.text).toContain(questionOf(9));
    expect(tenth.text).toContain(answerOf(9));
    expect(tenth.text).toContain(questionOf(10));
    // The most recent turn and the new question are there; the oldest turns are not.
    expect(fiftieth.text).toContain(questionOf(49));
    expect(fiftieth.text).toContain(answerOf(49));
    expect(fiftieth.text).toContain(questionOf(50));
    expect(fiftieth.text).not.toContain('[question-1]');
    expect(fiftieth.text).not.toContain('[answer-10]');
  });
  describe('a client that leaves mid-answer (over a real connection)', () => {
    let http: Awaited<ReturnType<typeof serveOverHttp>>;
    beforeAll(async () => {
      http = await serveOverHttp(t);
    });
    afterAll(async () => http?.close());

    const ask = (readingId: string, question: string) => openStream(http.port, me, '/api/openai/follow-up', { question, userId: myId, readingId });

    it('finishes, stores and charges an answer whose first words were sent: the user finds it on reload', async () => {
      const id = await completedReading();
      llm.setBehaviour({ kind: 'ok', text: LONG_ANSWER, chunkDelayMs: 50 });
      const calls = llm.requests.length;

      const stream = ask(id, 'Tell me slowly.');
      expect(await stream.status).toBe(200);
      expect(await until(() => stream.events.some((event) => event.type === 'delta'))).toBe(true);
      stream.leave();
      // It really left in the middle: no result, and only part of the text had arrived.
      expect(stream.events.some((event) => event.type === 'done')).toBe(false);
      const seen = stream.events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
      expect(seen.length).toBeLessThan(LONG_ANSWER.length / 2);

      expect(await until(async () => (await messagesOf(t, id)).length === 3)).toBe(true);
      expect((await messagesOf(t, id)).map((row) => [row.seq, row.role, row.content])).toEqual([
        [0, 'assistant', INTERPRETATION],
        [1, 'user', 'Tell me slowly.'],
        [2, 'assistant', LONG_ANSWER],
      ]);
      expect(llm.requests.length).toBe(calls + 1);
      expect(llm.disconnected).not.toContain(calls);
      expect(await creditsOf(t, myId)).toBe(4);
      expect((await followUpLedger(myId)).map((row) => [row.delta, row.reason])).toEqual([[-1, 'follow_up']]);
      expect(await ledgerSum(myId)).toBe(4);
      const row = await readingRow(t, id);
      expect([row.messageCount, row.replyLeaseUntil, row.replyId]).toEqual([3, null, null]);

      const reloaded = (await (await me.get(`/api/readings/${id}`)).json()) as { messages: { role: string; content: string }[] };
      expect(reloaded.messages.at(-1)).toEqual(expect.objectContaining({ role: 'assistant', content: LONG_ANSWER }));
    });

    it('ends the stream with a clear 410 line, not a 500, when the account is deleted while the answer is written (issue 25 §3)', async () => {
      const id = await completedReading();
      llm.setBehaviour({ kind: 'ok', text: LONG_ANSWER, chunkDelayMs: 50 });

      const stream = ask(id, 'Tell me slowly.');
      expect(await stream.status).toBe(200);
      expect(await until(() => stream.events.some((event) => event.type === 'delta'))).toBe(true);
      const deleted = await me.post(apiPaths.accountDelete, { password: 'correct horse battery' });
      expect(deleted.status).toBe(200);

      expect(await until(() => stream.events.some((event) => event.type === 'done' || event.type === 'error'), 30_000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ type: 'error', status: 410, error: ACCOUNT_DELETED_DURING_REPLY });
      // The deletion settled the charge with everything else: nothing of the account is left.
      expect(await ledgerOf(t, myId)).toEqual([]);
      expect(await t.db.select().from(reading).where(eq(reading.id, id))).toEqual([]);
    });

    it('stops the provider and refunds when the client leaves before the first word; the next try works', async () => {
      const id = await completedReading();
      llm.setBehaviour({ kind: 'hang' });
      const calls = llm.requests.length;

      const stream = ask(id, 'Are you there?');
      expect(await until(() => llm.requests.length === calls + 1)).toBe(true);
      stream.leave();

      // Well within the provider timeout (30 s): the app hung up on the provider.
      expect(await until(() => llm.disconnected.includes(calls))).toBe(true);
      expect(await until(async () => (await creditsOf(t, myId)) === 5)).toBe(true);
      const ledger = await followUpLedger(myId);
      expect(ledger.map((row) => [row.delta, row.reason]).sort()).toEqual([
        [-1, 'follow_up'],
        [1, 'refund'],
      ]);
      expect(ledger[0]?.reference).toBe(ledger[1]?.reference);
      expect(await messagesOf(t, id)).toHaveLength(1);
      expect(await until(async () => (await readingRow(t, id)).replyId === null)).toBe(true);
      expect((await readingRow(t, id)).replyLeaseUntil).toBeNull();

      llm.setBehaviour({ kind: 'ok', text: ANSWER });
      const retried = await followUp(id, 'Are you there?');
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
    });

    it('still refunds and stores nothing when the provider cuts an answer the client had left', async () => {
      const id = await completedReading();
      llm.setBehaviour({ kind: 'cut', afterChunks: 10, chunkDelayMs: 50 });
      const calls = llm.requests.length;

      const stream = ask(id, 'What comes after?');
      expect(await until(() => stream.events.some((event) => event.type === 'delta'))).toBe(true);
      stream.leave();
      expect(stream.events.every((event) => event.type === 'delta')).toBe(true);

      expect(await until(async () => (await readingRow(t, id)).replyId === null)).toBe(true);
      expect(llm.requests.length).toBe(calls + 1);
      expect(await creditsOf(t, myId)).toBe(5);
      expect((await followUpLedger(myId)).map((row) => [row.delta, row.reason]).sort()).toEqual([
        [-1, 'follow_up'],
        [1, 'refund'],
      ]);
      expect(await messagesOf(t, id)).toHaveLength(1);
      expect((await readingRow(t, id)).replyLeaseUntil).toBeNull();

      llm.setBehaviour({ kind: 'ok', text: ANSWER });
      expect((await followUp(id, 'What comes after?')).status).toBe(200);
      expect(await creditsOf(t, myId)).toBe(4);
    });
  });

  describe('a reply whose writer died (the sweeper)', () => {
    const readingDeps = (): ReadingDeps => ({
      db: t.db,
      reader: t.deps.reader,
      counters: t.deps.counters,
      llmBudget: llmBudgetOf(t.deps.env),
      leaseSeconds: t.deps.env.REPLY_LEASE_SECONDS,
    });

    /** Claims and charges a follow-up as the route does, then never runs it: its server "died". */
    async function abandonFollowUp(readingId: string) {
      await startFollowUp(readingDeps(), { userId: myId, readingId, question: 'Lost in a crash?', address: me.address, language: 'en' });
      const row = await readingRow(t, readingId);
      expect(row.replyId).not.toBeNull();
      return row.replyId;
    }
    /** As if the lease's seconds had passed with no renewal. */
    const lapse = (readingId: string) => t.db.execute(sql`update reading set reply_lease_until = now() - interval '1 second' where id = ${readingId}`);

    it('leaves a live lease alone, then refunds the charge once only after it lapses, and the reading answers again', async () => {
      const id = await completedReading();
      const followUpId = await abandonFollowUp(id);
      expect(await creditsOf(t, myId)).toBe(4);

      // While the lease holds the reply might still be written: 409, and the sweeper waits.
      expect((await followUp(id, 'Is it free yet?')).status).toBe(409);
      expect(await sweepAbandonedReplies(t.db)).toEqual({ released: 0, refunded: 0 });
      expect(await creditsOf(t, myId)).toBe(4);

      await lapse(id);
      expect(await sweepAbandonedReplies(t.db)).toEqual({ released: 1, refunded: 1 });
      expect(await sweepAbandonedReplies(t.db)).toEqual({ released: 0, refunded: 0 });
      expect(await creditsOf(t, myId)).toBe(5);
      const ledger = await followUpLedger(myId);
      expect(ledger.map((row) => [row.delta, row.reason, row.reference])).toEqual([
        [-1, 'follow_up', followUpId],
        [1, 'refund', followUpId],
      ]);
      expect(await ledgerSum(myId)).toBe(5);
      const row = await readingRow(t, id);
      expect([row.replyId, row.replyLeaseUntil, row.messageCount]).toEqual([null, null, 1]);

      const next = await followUp(id, 'Is it free yet?');
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
    });

    it('settles a lapsed reply the sweeper has not reached when the next follow-up arrives', async () => {
      const id = await completedReading();
      const followUpId = await abandonFollowUp(id);
      await lapse(id);

      const next = await followUp(id, 'And now?');
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
      const ledger = await followUpLedger(myId);
      expect(ledger.filter((row) => row.reference === followUpId).map((row) => [row.delta, row.reason])).toEqual([
        [-1, 'follow_up'],
        [1, 'refund'],
      ]);
      expect(await ledgerSum(myId)).toBe(4);
      expect(await sweepAbandonedReplies(t.db)).toEqual({ released: 0, refunded: 0 });
      expect(await creditsOf(t, myId)).toBe(4);
    });

    it("releases a subscriber's lapsed reply without granting a credit it never took", async () => {
      const id = await completedReading();
      await setAccount(t, myId, { credits: 0, subscription: true });
      await abandonFollowUp(id);
      await lapse(id);
      expect(await sweepAbandonedReplies(t.db)).toEqual({ released: 1, refunded: 0 });
      expect(await creditsOf(t, myId)).toBe(0);
      expect(await followUpLedger(myId)).toEqual([]);
      expect((await followUp(id, 'Still unlimited?')).status).toBe(200);
    });
  });
});
