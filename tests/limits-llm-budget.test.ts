import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIReader } from '../src/server/adapters/llm/openai-reader.ts';
import { windowOf } from '../src/server/domain/ports/counter-store.ts';
import { message, reading } from '../src/server/db/schema.ts';
import { addressCapReached, effectiveCaps, READINGS_PAUSED, userCapReached } from '../src/server/domain/limits/llm-budget.ts';
import { DAY_SECONDS } from '../src/server/domain/limits/rate-limit.ts';
import { frozenCounters, FROZEN_NOW } from './support/frozen-counters.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { clientFor, createReadingFor, creditsOf, nextClientAddress, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// The model budget against a local server speaking OpenAI's wire format: every call that reaches
// it is recorded, so "refused" means the provider was never asked.

const RESETS_IN = windowOf(FROZEN_NOW, DAY_SECONDS).retryAfterSeconds;

async function appWith(env: Record<string, string>, llm: OpenAIServer | null): Promise<TestApp> {
  const frozen = frozenCounters();
  const t = await createTestApp({
    env,
    counters: frozen.counters,
    cheapPasswords: true,
    ...(llm ? { reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 5_000, maxTokens: 500 }) } : {}),
  });
  frozen.attach(t.db);
  return t;
}

async function interpret(client: Client): Promise<Response> {
  const id = await createReadingFor(client);
  return client.post('/api/openai/interpret', { readingId: id });
}

/** A reading whose interpretation is already written (rows, as the app writes them), ready for follow-ups. */
async function writtenReading(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.db
    .insert(reading)
    .values({
      userId,
      question: 'What is next?',
      cards: ['The Fool', 'The Magician', 'The High Priestess'],
      interpretation: 'A beginning.',
      isComplete: true,
      messageCount: 1,
    })
    .returning({ id: reading.id });
  if (!row) throw new Error('no reading');
  await t.db.insert(message).values({ readingId: row.id, seq: 0, role: 'assistant', content: 'A beginning.' });
  return row.id;
}

describe('the caps in force', () => {
  it('keep each user and each address well below the global cap, also when an operator lowers it', () => {
    const defaults = { dailyCalls: 10_000, perUserDaily: 200, perAddressDaily: 300, followUpReservePercent: 20 };
    expect(effectiveCaps(defaults)).toEqual({ perUser: 200, perAddress: 300, openToAll: 8_000 });
    expect(effectiveCaps({ ...defaults, dailyCalls: 1_000 })).toEqual({ perUser: 20, perAddress: 30, openToAll: 800 });
    expect(effectiveCaps({ ...defaults, dailyCalls: 100 })).toEqual({ perUser: 2, perAddress: 3, openToAll: 80 });
    // No global cap: the operator's own caps, and 0 turns one off.
    expect(effectiveCaps({ ...defaults, dailyCalls: 0, perUserDaily: 0 })).toEqual({ perUser: 0, perAddress: 300, openToAll: 0 });
  });
});

describe('daily model-call caps per user and per address', () => {
  let llm: OpenAIServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startOpenAIServer();
    t = await appWith({ LLM_DAILY_CALLS_PER_USER: '3', LLM_DAILY_CALLS_PER_ADDRESS: '5' }, llm);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('answers a user past their cap 429 with a message saying when it resets, and the provider is not asked', async () => {
    const me = clientFor(t, await signUp(t));
    for (let i = 0; i < 3; i++) expect((await interpret(me)).status).toBe(200);
    const asked = llm.requests.length;

    const refused = await interpret(me);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RESETS_IN));
    expect(await refused.json()).toEqual({ error: userCapReached(3, RESETS_IN) });
    expect(userCapReached(3, RESETS_IN)).toMatch(
      /^You have reached today's limit of 3 readings and answers\. It resets at midnight UTC, in \d+ hours? \d+ minutes?\.$/,
    );

    // A follow-up is refused the same way, and its credit comes back.
    const credits = await creditsOf(t, me.user?.id ?? '');
    const followUp = await me.post('/api/openai/follow-up', {
      readingId: await writtenReading(t, me.user?.id ?? ''),
      question: 'And then?',
      userId: me.user?.id,
    });
    expect(followUp.status).toBe(429);
    expect(await creditsOf(t, me.user?.id ?? '')).toBe(credits);
    expect(llm.requests.length).toBe(asked);

    // Someone else is not held back.
    expect((await interpret(clientFor(t, await signUp(t)))).status).toBe(200);
  });

  it('counts every user of one address together: past the address cap, 429 for all of them', async () => {
    const address = nextClientAddress();
    const first = clientFor(t, await signUp(t), address);
    const second = clientFor(t, await signUp(t), address);
    for (const client of [first, second, first, second, first]) expect((await interpret(client)).status).toBe(200);
    const refused = await interpret(second);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RESETS_IN));
    expect(await refused.json()).toEqual({ error: addressCapReached(5, RESETS_IN) });
  });
});

describe('the global cap and the share kept for paid follow-ups', () => {
  let llm: OpenAIServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startOpenAIServer();
    // 10 a day, 30% kept for follow-ups: new interpretations stop after 7.
    t = await appWith({ LLM_DAILY_REQUEST_LIMIT: '10', LLM_FOLLOW_UP_RESERVE_PERCENT: '30' }, llm);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('pauses new readings when only the reserve is left, while paid follow-ups still get answers', async () => {
    // Each user may use 1 call a day here (2% of 10, at least 1): seven users, seven interpretations.
    for (let i = 0; i < 7; i++) expect((await interpret(clientFor(t, await signUp(t)))).status).toBe(200);
    expect(llm.requests).toHaveLength(7);

    const late = clientFor(t, await signUp(t));
    const paused = await interpret(late);
    expect(paused.status).toBe(503);
    expect(paused.headers.get('retry-after')).toBe(String(RESETS_IN));
    expect(await paused.json()).toEqual({ error: READINGS_PAUSED });

    // Refused calls do not eat into the reserve: three follow-ups are still answered, the fourth is not.
    for (let i = 0; i < 3; i++) {
      const asker = await signUp(t);
      const answered = await clientFor(t, asker).post('/api/openai/follow-up', {
        readingId: await writtenReading(t, asker.id),
        question: 'What now?',
        userId: asker.id,
      });
      expect(answered.status).toBe(200);
    }
    const asker = await signUp(t);
    const over = await clientFor(t, asker).post('/api/openai/follow-up', {
      readingId: await writtenReading(t, asker.id),
      question: 'What now?',
      userId: asker.id,
    });
    expect(over.status).toBe(503);
    expect(await over.json()).toEqual({ error: READINGS_PAUSED });
    expect(llm.requests).toHaveLength(10);
  });
});

describe('the offline reader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ LLM_DAILY_REQUEST_LIMIT: '1', LLM_DAILY_CALLS_PER_USER: '1', LLM_DAILY_CALLS_PER_ADDRESS: '1' }, null);
  });
  afterAll(async () => t.close());

  it('costs nothing, so the model caps do not apply to it', async () => {
    const me = clientFor(t, await signUp(t));
    for (let i = 0; i < 4; i++) expect((await interpret(me)).status).toBe(200);
  });
});
