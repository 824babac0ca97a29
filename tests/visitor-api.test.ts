import { randomUUID } from 'node:crypto';
import { InterpretTempResponseSchema } from '../src/shared/schemas/reading.ts';
import { eq, sql } from 'drizzle-orm';
import { cleanUpExpired } from '../src/server/domain/jobs/clean-up.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { createOpenAIReader } from '../src/server/adapters/llm/openai-reader.ts';
import { tempReading, visitorDraw } from '../src/server/db/schema.ts';
import { CARDS_NOT_DRAWN, FREE_READING_USED, FREE_READINGS_CAP_REACHED, VISITOR_DRAW_MAX_AGE_SECONDS } from '../src/server/domain/readings/visitor-reading.ts';
import { parseEnv } from '../src/server/env.ts';
import { QUESTION_MAX_LENGTH } from '../src/shared/constants.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { drawAsVisitor, visitorReading, type VisitorDraw } from './support/visitor.ts';

let address = 0;
/** Each test speaks from its own address, so the per-address cap only bites where a test wants it. */
const nextAddress = () => `198.51.100.${++address}`;

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
  const draw = (cookie?: string) => drawAsVisitor(t, { address: ip, cookie });
  /** The page's body for a browser's draw, with the cards as the page sends them. */
  const body = (drawn: VisitorDraw, overrides: Record<string, unknown> = {}) => ({
    question: 'What should I focus on this month?',
    cards: drawn.names.map((name) => ({ name, meaning_up: 'client text is ignored', meaning_rev: '', desc: '' })),
    tempUserId: randomUUID(),
    ...overrides,
  });
  const interpret = (drawn: VisitorDraw, payload: unknown, headers: Record<string, string> = {}) =>
    post('/api/openai/interpret-temp', payload, { Cookie: drawn.cookie, ...headers });
  const tempReadingsOf = (tempUserId: string) => t.db.select().from(tempReading).where(eq(tempReading.tempUserId, tempUserId));

  it('draws three distinct Major Arcana cards on the server, for a browser it names with an HttpOnly cookie', async () => {
    const response = await post('/api/draw', {});
    expect(response.status).toBe(200);
    const json = (await response.json()) as { cards: { name: string; suit: string; meaning_up: string }[] };
    expect(json.cards).toHaveLength(3);
    expect(new Set(json.cards.map((card) => card.name)).size).toBe(3);
    for (const card of json.cards) {
      expect(card.suit).toBe('Major Arcana');
      expect(card.meaning_up.length).toBeGreaterThan(10);
    }
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ti_visitor=')) ?? '';
    expect(line).toMatch(/;\s*HttpOnly/i);
    const browserId = line.slice('ti_visitor='.length).split(';')[0] ?? '';
    const [recorded] = await t.db.select().from(visitorDraw).where(eq(visitorDraw.browserId, browserId));
    expect(recorded?.cards).toEqual(json.cards.map((card) => card.name));
  });

  it('answers {interpretation, preview} and keeps the full reading, of the drawn cards, for a later sign-up', async () => {
    const drawn = await draw();
    const payload = body(drawn);
    const response = await interpret(drawn, payload);
    expect(response.status).toBe(200);
    const json = InterpretTempResponseSchema.parse(await response.json());
    expect(json.preview).toBe(true);
    expect(json.interpretation).toContain(drawn.names[0]);
    const [stored] = await tempReadingsOf(payload.tempUserId);
    expect(stored?.interpretation?.length).toBeGreaterThan(json.interpretation.length);
    expect(stored?.interpretation?.startsWith(json.interpretation)).toBe(true);
    expect(stored?.cards).toEqual(drawn.names);
    expect(`ti_visitor=${stored?.browserId ?? ''}`).toBe(drawn.cookie);
  });

  it('streams the preview as NDJSON deltas closed by a done line', async () => {
    const drawn = await draw();
    const response = await interpret(drawn, body(drawn), { Accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; text?: string; result?: { interpretation: string } });
    const deltas = lines.filter((line) => line.type === 'delta');
    // Streamed in pieces, not sent whole at the end (how many depends on where the preview's cut falls).
    expect(deltas.length).toBeGreaterThan(3);
    const last = lines.at(-1);
    expect(last?.type).toBe('done');
    expect(
      deltas
        .map((line) => line.text)
        .join('')
        .trim(),
    ).toBe(last?.result?.interpretation);
  });

  it.each([
    ['a missing question', { question: undefined }, /question is required/i],
    ['an empty question', { question: '' }, /question is required/i],
    ['a question of spaces only', { question: '    ' }, /question is required/i],
    ['a question over 400 characters', { question: 'x'.repeat(QUESTION_MAX_LENGTH + 1) }, /at most 400/],
    ['a question that is not text', { question: 42 }, /question must be text/i],
    ['cards that are not a list', { cards: 'The Fool' }, /cards must be a list/],
    ['two cards', { cards: MAJOR_ARCANA.slice(0, 2) }, /Exactly 3 cards/],
    ['four cards', { cards: MAJOR_ARCANA.slice(0, 4) }, /Exactly 3 cards/],
    ['a card without a name', { cards: [{}, { name: 'The Fool' }, { name: 'The Sun' }] }, /name/i],
    ['an unknown card', { cards: [{ name: 'The Joker' }, { name: 'The Fool' }, { name: 'The Sun' }] }, /Unknown card/],
    ['the same card twice', { cards: [{ name: 'The Sun' }, { name: 'The Sun' }, { name: 'The Fool' }] }, /distinct/],
    ['a tempUserId that is not a UUID', { tempUserId: 'abc' }, /tempUserId must be a UUID/],
    ['a missing tempUserId', { tempUserId: undefined }, /tempUserId is required/],
  ])('rejects %s with 400 and a clear error', async (_label, overrides, message) => {
    const drawn = await draw();
    const response = await interpret(drawn, body(drawn, overrides));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string };
    expect(json.error).toMatch(message);
  });

  it('accepts a question of exactly 400 characters after trimming', async () => {
    const drawn = await draw();
    const response = await interpret(drawn, body(drawn, { question: `  ${'y'.repeat(QUESTION_MAX_LENGTH)}  ` }));
    expect(response.status).toBe(200);
  });

  it('rejects a body that is not JSON, a non-JSON content type and a foreign origin', async () => {
    const drawn = await draw();
    const broken = await t.app.request('/api/openai/interpret-temp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Cookie: drawn.cookie },
      body: '{"question":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/not valid JSON/);
    const plain = await t.app.request('/api/openai/interpret-temp', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': ip, Cookie: drawn.cookie },
      body: JSON.stringify(body(drawn)),
    });
    expect(plain.status).toBe(415);
    const foreign = await interpret(drawn, body(drawn), { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  describe('reads only the cards the server drew for this browser', () => {
    const refusedWith409 = async (response: Response, tempUserId: string) => {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: CARDS_NOT_DRAWN });
      expect(await tempReadingsOf(tempUserId)).toEqual([]);
    };

    it('refuses Ace of Cups, which the Major Arcana draw cannot produce, and the visitor keeps the free reading', async () => {
      const drawn = await draw();
      const forged = body(drawn, { cards: [{ name: 'Ace of Cups' }, ...drawn.cards.slice(1)] });
      await refusedWith409(await interpret(drawn, forged), forged.tempUserId);
      // The refusal used nothing up: the drawn cards still read, for the same visitor.
      expect((await interpret(drawn, { ...forged, cards: drawn.cards })).status).toBe(200);
    });

    it('refuses Major Arcana cards that were not drawn, and the drawn cards in another order', async () => {
      const drawn = await draw();
      const others = MAJOR_ARCANA.filter((card) => !drawn.names.includes(card.name)).slice(0, 3);
      const undrawn = body(drawn, { cards: others.map((card) => ({ name: card.name })) });
      await refusedWith409(await interpret(drawn, undrawn), undrawn.tempUserId);
      const reordered = body(drawn, { cards: [...drawn.cards].reverse() });
      await refusedWith409(await interpret(drawn, reordered), reordered.tempUserId);
    });

    it('refuses cards without the browser that drew them: no cookie, another browser, or a browser that never drew', async () => {
      const drawn = await draw();
      const payload = body(drawn);
      await refusedWith409(await post('/api/openai/interpret-temp', payload), payload.tempUserId);
      const other = await draw();
      await refusedWith409(await interpret(other, payload), payload.tempUserId);
      await refusedWith409(await post('/api/openai/interpret-temp', payload, { Cookie: `ti_visitor=${randomUUID()}` }), payload.tempUserId);
    });

    it('reads only the latest draw of a browser', async () => {
      const first = await draw();
      const second = await draw(first.cookie);
      expect(second.cookie).toBe(first.cookie);
      // Seeded: these two draws differ (a repeat of all three cards in order is 1 in 9,240).
      expect(second.names).not.toEqual(first.names);
      const stale = body(first);
      await refusedWith409(await interpret(second, stale), stale.tempUserId);
      expect((await interpret(second, body(second))).status).toBe(200);
    });

    it(`refuses a draw older than ${VISITOR_DRAW_MAX_AGE_SECONDS} s, and the clean-up job prunes it`, async () => {
      const drawn = await draw();
      const browserId = drawn.cookie.slice('ti_visitor='.length);
      await t.db
        .update(visitorDraw)
        .set({ drawnAt: sql`now() - make_interval(secs => ${VISITOR_DRAW_MAX_AGE_SECONDS + 60})` })
        .where(eq(visitorDraw.browserId, browserId));
      const payload = body(drawn);
      await refusedWith409(await interpret(drawn, payload), payload.tempUserId);
      await cleanUpExpired(t.db);
      expect(await t.db.select().from(visitorDraw).where(eq(visitorDraw.browserId, browserId))).toEqual([]);
    });
  });

  it('answers a second reading for the same visitor with 403, whichever browser asks', async () => {
    const drawn = await draw();
    const payload = body(drawn);
    expect((await interpret(drawn, payload)).status).toBe(200);
    const again = await draw(drawn.cookie);
    const second = await interpret(again, body(again, { tempUserId: payload.tempUserId, question: 'Another question?' }));
    expect(second.status).toBe(403);
    expect(((await second.json()) as { error: string }).error).toBe(FREE_READING_USED);
    const elsewhere = await draw();
    const third = await interpret(elsewhere, body(elsewhere, { tempUserId: payload.tempUserId }));
    expect(third.status).toBe(403);
  });

  it('answers 403 when the same browser comes back with a fresh tempUserId', async () => {
    const drawn = await draw();
    expect((await interpret(drawn, body(drawn))).status).toBe(200);
    const again = await draw(drawn.cookie);
    const second = await interpret(again, body(again));
    expect(second.status).toBe(403);
    expect(((await second.json()) as { error: string }).error).toBe(FREE_READING_USED);
  });

  it('turns 20 concurrent first requests from one visitor into exactly one reading', async () => {
    const drawn = await draw();
    const payload = body(drawn);
    const responses = await Promise.all(Array.from({ length: 20 }, () => interpret(drawn, payload)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    expect(await tempReadingsOf(payload.tempUserId)).toHaveLength(1);
  });

  it('walls nobody on a shared address out with the offline reader, which costs nothing: one preview per browser still', async () => {
    const cap = parseEnv({}).FREE_READINGS_PER_IP_PER_DAY;
    expect(cap).toBeGreaterThanOrEqual(50);
    // Many more neighbours than the old cap of 3, from one address, each with their own browser.
    for (let i = 0; i < 8; i++) {
      const drawn = await draw();
      expect((await interpret(drawn, body(drawn))).status).toBe(200);
      expect((await interpret(drawn, body(drawn))).status).toBe(403);
    }
  });
});

describe('visitor API with a paid model: the per-address cap bounds its spending', () => {
  let llm: OpenAIServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startOpenAIServer();
    t = await createTestApp({
      env: { FREE_READINGS_PER_IP_PER_DAY: '3' },
      reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 2_000, maxTokens: 500 }),
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('answers 429 with Retry-After past the cap, for that address only, and the provider is not asked', async () => {
    for (let i = 0; i < 3; i++) expect((await visitorReading(t, { address: '198.51.100.240' })).response.status).toBe(200);
    const asked = llm.requests.length;
    const capped = await visitorReading(t, { address: '198.51.100.240' });
    expect(capped.response.status).toBe(429);
    expect(await capped.response.json()).toEqual({ error: FREE_READINGS_CAP_REACHED });
    expect(Number(capped.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(llm.requests.length).toBe(asked);
    expect((await visitorReading(t, { address: '198.51.100.241' })).response.status).toBe(200);
  });

  it("streams a visitor the preview and nothing more when the model's answer has no headings (issue 25 §3)", async () => {
    const text = Array.from({ length: 10 }, (_, i) => `Sentence ${i + 1} of an answer written without bold headings, ${'slowly '.repeat(4)}end.`).join(' ');
    expect(text.length).toBeGreaterThan(400);
    expect(text.length).toBeLessThan(1_200);
    llm.setBehaviour({ kind: 'ok', text });
    try {
      const { response } = await visitorReading(t, { address: '198.51.100.242', headers: { Accept: 'application/x-ndjson' } });
      const lines = (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; text?: string; result?: { interpretation: string } });
      const carried = lines
        .filter((line) => line.type === 'delta')
        .map((line) => line.text)
        .join('');
      const preview = lines.at(-1)?.result?.interpretation ?? '';
      expect(preview.length).toBeLessThan(text.length * 0.6);
      expect(carried.trimEnd()).toBe(preview);
    } finally {
      llm.setBehaviour({ kind: 'ok' });
    }
  });

  it('lets many visitors from one address read when FREE_READINGS_PER_IP_PER_DAY=0', async () => {
    const open = await createTestApp({
      env: { FREE_READINGS_PER_IP_PER_DAY: '0' },
      reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 2_000, maxTokens: 500 }),
    });
    try {
      for (let i = 0; i < 5; i++) {
        const { response } = await visitorReading(open, { address: '198.51.100.250' });
        expect(response.status).toBe(200);
      }
    } finally {
      await open.close();
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

  it('answers 502, keeps nothing, and lets the visitor try again with the same draw', async () => {
    const drawn = await drawAsVisitor(t);
    const payload = { question: 'What should I focus on this month?', cards: drawn.cards, tempUserId: randomUUID() };
    const send = (headers: Record<string, string> = {}) =>
      t.request('/api/openai/interpret-temp', { body: payload, headers: { Cookie: drawn.cookie, 'X-Forwarded-For': drawn.address, ...headers } });
    llm.setBehaviour({ kind: 'error', status: 500 });
    const failed = await send();
    expect(failed.status).toBe(502);
    expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId))).toHaveLength(0);

    llm.setBehaviour({ kind: 'cut', afterChunks: 4 });
    const cut = await send({ Accept: 'application/x-ndjson' });
    const lastLine = JSON.parse((await cut.text()).trim().split('\n').at(-1) ?? '{}') as { type: string; status: number };
    expect(lastLine).toMatchObject({ type: 'error', status: 502 });
    expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId))).toHaveLength(0);

    llm.setBehaviour({ kind: 'ok' });
    const retried = await send();
    expect(retried.status).toBe(200);
    const [stored] = await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, payload.tempUserId));
    expect(stored?.interpretation).toContain('Trust the path.');
  });
});
