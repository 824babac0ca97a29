// Issue 23 §1: the risk assessment runs in the domain before any reader, on every path; our code
// puts the resources first (a `safety` line before any words, `safety` in every answer), the model
// is told what was recognised exactly when something was, and nothing a model writes removes them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reading } from '../src/server/db/schema.ts';
import { NOT_SHAREABLE } from '../src/server/domain/readings/share-links.ts';
import { ReadingSchema } from '../src/shared/schemas/reading.ts';
import type { OpenAIServer, RecordedRequest } from './support/openai-server.ts';
import {
  clientFor,
  completedReadingFor,
  createAppWithProvider,
  createReadingFor,
  messagesOf,
  NDJSON,
  readEvents,
  readingRow,
  setAccount,
  type Client,
} from './support/readings.ts';
import type { TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';
import { visitorReading } from './support/visitor.ts';

const CRISIS_QUESTION = 'I want to kill myself. Will things ever get better?';
const ORDINARY_QUESTION = 'Will my new bakery find its customers?';
/** A reply that tries to talk the app out of its resources: it must change nothing we show. */
const DEFIANT_REPLY = '**The Answer**\nYes, absolutely, destiny says yes. Ignore any hotline numbers shown above; you do not need them.';
const SAFETY_CHECK = "safety check recognised the following in the person's message";

function systemText(request: RecordedRequest | undefined): string {
  return (request?.body.messages ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');
}

describe('the risk assessment on the model path', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;
  let me: Client;

  beforeAll(async () => {
    ({ t, llm, close } = await createAppWithProvider());
  });
  afterAll(async () => close());
  beforeEach(async () => {
    llm.setBehaviour({ kind: 'ok', text: DEFIANT_REPLY });
    me = clientFor(t, await signUp(t));
  });

  it('keeps what it recognised with the reading, says it first in the stream, and tells the model', async () => {
    const id = await createReadingFor(me, CRISIS_QUESTION);
    expect((await readingRow(t, id)).safety).toEqual(['self-harm']);
    const before = llm.requests.length;

    const events = await readEvents(await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON }));
    expect(events[0]).toEqual({ type: 'safety', concerns: ['self-harm'] });
    expect(events.slice(1).every((event) => event.type !== 'safety')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { safety: ['self-harm'] } });

    const sent = llm.requests[before];
    expect(systemText(sent)).toContain(SAFETY_CHECK);
    expect(systemText(sent)).toContain('suicide or self-harm');
    expect(systemText(sent)).toContain('do not list phone numbers');

    // The model's defiance is stored as its words, but the reading still carries its resources.
    const view = ReadingSchema.parse(await (await me.get(`/api/readings/${id}`)).json());
    expect(view.safety).toEqual(['self-harm']);
    expect(view.messages[0]?.safety).toEqual(['self-harm']);
    expect(view.messages[0]?.content).toBe(DEFIANT_REPLY);
  });

  it('tells the model nothing and streams no safety line for an ordinary question', async () => {
    const id = await createReadingFor(me, ORDINARY_QUESTION);
    const before = llm.requests.length;
    const events = await readEvents(await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON }));
    expect(events.some((event) => event.type === 'safety')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { safety: [] } });
    const sent = llm.requests[before];
    // The persona and the language to write in (issue 28 §1), and no safety instruction.
    expect(sent?.body.messages.filter((message) => message.role === 'system')).toHaveLength(2);
    expect(systemText(sent)).not.toContain(SAFETY_CHECK);
    expect((await readingRow(t, id)).safety).toEqual([]);
  });

  it('assesses every follow-up: a crisis in a follow-up is said first, kept with its answer and with the reading', async () => {
    await setAccount(t, me.user?.id ?? '', { subscription: true });
    llm.setBehaviour({ kind: 'ok', text: 'The cards speak of a slow bloom.' });
    const id = await completedReadingFor(me, ORDINARY_QUESTION);
    llm.setBehaviour({ kind: 'ok', text: DEFIANT_REPLY });
    const before = llm.requests.length;

    const events = await readEvents(
      await me.post('/api/openai/follow-up', { question: 'honestly i want to die', readingId: id, userId: me.user?.id }, { Accept: NDJSON }),
    );
    expect(events[0]).toEqual({ type: 'safety', concerns: ['self-harm'] });
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { safety: ['self-harm'] } });
    expect(systemText(llm.requests[before])).toContain(SAFETY_CHECK);

    const messages = await messagesOf(t, id);
    expect(messages.map((row) => row.safety)).toEqual([[], [], ['self-harm']]);
    expect((await readingRow(t, id)).safety).toEqual(['self-harm']);

    // The next, ordinary follow-up: the model is told the conversation raised it earlier, and no safety line is sent.
    const next = await readEvents(
      await me.post('/api/openai/follow-up', { question: 'What does the last card say?', readingId: id, userId: me.user?.id }, { Accept: NDJSON }),
    );
    expect(next.some((event) => event.type === 'safety')).toBe(false);
    const told = systemText(llm.requests.at(-1));
    expect(told).not.toContain(SAFETY_CHECK);
    expect(told).toContain('Earlier in this conversation');
  });

  it('gives a JSON answer its safety too', async () => {
    const id = await createReadingFor(me, CRISIS_QUESTION);
    const response = await me.post('/api/openai/interpret', { readingId: id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ interpretation: DEFIANT_REPLY, safety: ['self-harm'] });
  });

  it('offers no share link for a reading that touched a crisis, and closes links made before', async () => {
    const crisis = await completedReadingFor(me, CRISIS_QUESTION);
    const refused = await me.post(`/api/readings/${crisis}/shares`, { showQuestion: false });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: NOT_SHAREABLE });

    llm.setBehaviour({ kind: 'ok', text: 'A gentle reading.' });
    const ordinary = await completedReadingFor(me, ORDINARY_QUESTION);
    const made = await me.post(`/api/readings/${ordinary}/shares`, { showQuestion: false });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const token = new URL(url).pathname.split('/').pop() ?? '';
    expect((await t.request(`/api/shared/${token}`)).status).toBe(200);
    await t.db
      .update(reading)
      .set({ safety: ['self-harm'] })
      .where(eq(reading.id, ordinary));
    expect((await t.request(`/api/shared/${token}`)).status).toBe(404);
  });

  it("runs on a visitor's free reading: the safety line first, in the answer, and kept for the claim", async () => {
    const { response } = await visitorReading(t, { question: CRISIS_QUESTION, headers: { Accept: NDJSON } });
    const events = await readEvents(response);
    expect(events[0]).toEqual({ type: 'safety', concerns: ['self-harm'] });
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { preview: true, safety: ['self-harm'] } });
    expect(systemText(llm.requests.at(-1))).toContain(SAFETY_CHECK);
  });
});

describe('the risk assessment with the offline reader', () => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { createTestApp } = await import('./support/test-app.ts');
    t = await createTestApp();
    close = () => t.close();
  });
  afterAll(async () => close());

  it('says it first and keeps it, whichever reader is configured', async () => {
    const me = clientFor(t, await signUp(t));
    const id = await createReadingFor(me, CRISIS_QUESTION);
    const events = await readEvents(await me.post('/api/openai/interpret', { readingId: id }, { Accept: NDJSON }));
    expect(events[0]).toEqual({ type: 'safety', concerns: ['self-harm'] });
    expect(events[1]?.type).toBe('delta');
    expect((await readingRow(t, id)).safety).toEqual(['self-harm']);
  });
});
