import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { createOpenAIReader } from '../src/server/adapters/llm/openai-reader.ts';
import { tempReading } from '../src/server/db/schema.ts';
import { FREE_READING_USED } from '../src/server/domain/visitor-reading.ts';
import { QUESTION_MAX_LENGTH } from '../src/shared/constants.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';

const names = MAJOR_ARCANA.slice(0, 3).map((card) => card.name);
const cards = names.map((name) => ({ name, meaning_up: 'client text is ignored', meaning_rev: '', desc: '' }));
let address = 0;
/** Each test speaks from its own address, so the per-address cap only bites where a test wants it. */
const nextAddress = () => `198.51.100.${++address}`;

function body(overrides: Record<string, unknown> = {}) {
  return { question: 'What should I focus on this month?', cards, tempUserId: randomUUID(), ...overrides };
}

describe('visitor API (POST /api/draw, POST /api/openai/interpret-temp)', () => {
  let t: TestApp;
  let ip: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    ip = nextAddress();
  });

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', body: payload, headers: { 'X-Forwarded-For': ip, ...headers } });

  it('draws three distinct Major Arcana cards on the server', async () => {
    const response = await post('/api/draw', {});
    expect(response.status).toBe(200);
    const json = (await response.json()) as { cards: { name: string; suit: string; meaning_up: string }[] };
    expect(json.cards).toHaveLength(3);
    expect(new Set(json.cards.map((card) => card.name)).size).toBe(3);
    for (const card of json.cards) {
      expect(card.suit).toBe('Major Arcana');
      expect(card.meaning_up.length).toBeGreaterThan(10);
    }
  });

  it('answers {interpretation, preview} and keeps the full reading for a later sign-up', async () => {
    const payload = body();
    const response = await post('/api/openai/interpret-temp', payload);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { interpretation: string; preview: boolean };
    expect(json.preview).toBe(true);
    expect(json.interpretation).toContain(names[0]);
    const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId));
    expect(stored?.interpretation?.length).toBeGreaterThan(json.interpretation.length);
    expect(stored?.interpretation?.startsWith(json.interpretation)).toBe(true);
    expect(stored?.cards).toEqual(names);
    expect(response.headers.get('set-cookie')).toMatch(/ti_visitor=.*HttpOnly/i);
  });

  it('streams the preview as NDJSON deltas closed by a done line', async () => {
    const response = await post('/api/openai/interpret-temp', body(), { Accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string; text?: string; result?: { interpretation: string } });
    const deltas = lines.filter((line) => line.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const last = lines.at(-1);
    expect(last?.type).toBe('done');
    expect(deltas.map((line) => line.text).join('').trim()).toBe(last?.result?.interpretation);
  });

  it.each([
    ['a missing question', { question: undefined }, /question is required/i],
    ['an empty question', { question: '' }, /question is required/i],
    ['a question of spaces only', { question: '    ' }, /question is required/i],
    ['a question over 400 characters', { question: 'x'.repeat(QUESTION_MAX_LENGTH + 1) }, /at most 400/],
    ['a question that is not text', { question: 42 }, /question must be text/i],
    ['cards that are not a list', { cards: 'The Fool' }, /cards must be a list/],
    ['two cards', { cards: cards.slice(0, 2) }, /Exactly 3 cards/],
    ['four cards', { cards: [...cards, { name: 'The World' }] }, /Exactly 3 cards/],
    ['a card without a name', { cards: [{}, cards[1], cards[2]] }, /name/i],
    ['an unknown card', { cards: [{ name: 'The Joker' }, cards[1], cards[2]] }, /Unknown card/],
    ['the same card twice', { cards: [cards[0], cards[0], cards[2]] }, /distinct/],
    ['a tempUserId that is not a UUID', { tempUserId: 'abc' }, /tempUserId must be a UUID/],
    ['a missing tempUserId', { tempUserId: undefined }, /tempUserId is required/],
  ])('rejects %s with 400 and a clear error', async (_label, overrides, message) => {
    const response = await post('/api/openai/interpret-temp', body(overrides));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string };
    expect(json.error).toMatch(message);
  });

  it('accepts a question of exactly 400 characters after trimming', async () => {
    const response = await post('/api/openai/interpret-temp', body({ question: `  ${'y'.repeat(QUESTION_MAX_LENGTH)}  ` }));
    expect(response.status).toBe(200);
  });

  it('rejects a body that is not JSON, a non-JSON content type and a foreign origin', async () => {
    const broken = await t.app.request('/api/openai/interpret-temp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: '{"question":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/not valid JSON/);
    const plain = await t.app.request('/api/openai/interpret-temp', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': ip },
      body: JSON.stringify(body()),
    });
    expect(plain.status).toBe(415);
    const foreign = await post('/api/openai/interpret-temp', body(), { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('answers a second reading for the same visitor with 403', async () => {
    const payload = body();
    expect((await post('/api/openai/interpret-temp', payload)).status).toBe(200);
    const second = await post('/api/openai/interpret-temp', { ...payload, question: 'Another question?' });
    expect(second.status).toBe(403);
    expect(((await second.json()) as { error: string }).error).toBe(FREE_READING_USED);
  });

  it('answers 403 when the same browser comes back with a fresh tempUserId', async () => {
    const first = await post('/api/openai/interpret-temp', body());
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^ti_visitor=/);
    const second = await post('/api/openai/interpret-temp', body(), { Cookie: cookie });
    expect(second.status).toBe(403);
  });

  it('turns 20 concurrent first requests from one visitor into exactly one reading', async () => {
    const payload = body();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/openai/interpret-temp', payload)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    const rows = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId));
    expect(rows).toHaveLength(1);
  });

  it('caps free readings per address per day (default 3) with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/api/openai/interpret-temp', body())).status).toBe(200);
    const capped = await post('/api/openai/interpret-temp', body());
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    ip = nextAddress();
    expect((await post('/api/openai/interpret-temp', body())).status).toBe(200);
  });
});

describe('visitor API with the per-address cap turned off', () => {
  it('lets many visitors from one address read when FREE_READINGS_PER_IP_PER_DAY=0', async () => {
    const t = await createTestApp({ env: { FREE_READINGS_PER_IP_PER_DAY: '0' } });
    try {
      for (let i = 0; i < 5; i++) {
        const response = await t.request('/api/openai/interpret-temp', { body: body() });
        expect(response.status).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe('visitor API when the LLM provider fails', () => {
  let llm: OpenAIServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startOpenAIServer();
    t = await createTestApp({
      reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 2_000, maxTokens: 500 }),
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('answers 502, keeps nothing, and lets the visitor try again', async () => {
    const payload = body();
    llm.setBehaviour({ kind: 'error', status: 500 });
    const failed = await t.request('/api/openai/interpret-temp', { body: payload });
    expect(failed.status).toBe(502);
    expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId))).toHaveLength(0);

    llm.setBehaviour({ kind: 'cut', afterChunks: 4 });
    const cut = await t.request('/api/openai/interpret-temp', { body: payload, headers: { Accept: 'application/x-ndjson' } });
    const lastLine = JSON.parse((await cut.text()).trim().split('\n').at(-1) ?? '{}') as { type: string; status: number };
    expect(lastLine).toMatchObject({ type: 'error', status: 502 });
    expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId))).toHaveLength(0);

    llm.setBehaviour({ kind: 'ok' });
    const retried = await t.request('/api/openai/interpret-temp', { body: payload });
    expect(retried.status).toBe(200);
    const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId));
    expect(stored?.interpretation).toContain('Trust the path.');
  });
});
