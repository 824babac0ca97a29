import { captureLogs } from './support/test-logs.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, modelCall, tempReading } from '../src/server/db/schema.ts';
import { metricsRegistry } from '../src/server/observe/metrics.ts';
import { clientFor, completedReadingFor, createAppWithProvider, createReadingFor, NDJSON } from './support/readings.ts';
import type { OpenAIServer } from './support/openai-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';
import { visitorReading } from './support/visitor.ts';

// Issue 18 §2: every model call is recorded with its tokens, latency, outcome and what it served.

async function callsOf(t: TestApp) {
  return t.db.select().from(modelCall).orderBy(desc(modelCall.createdAt));
}

async function latestCall(t: TestApp) {
  const [row] = await callsOf(t);
  if (!row) throw new Error('no model call was recorded');
  return row;
}

/** The calls of one user, oldest first. */
async function callsOfUser(t: TestApp, userId: string) {
  return t.db.select().from(modelCall).where(eq(modelCall.userId, userId)).orderBy(modelCall.createdAt);
}

/** What `tarot_model_calls_total` has counted so far for one outcome. */
async function modelCallsCounted(outcome: string): Promise<number> {
  const counted = await metricsRegistry.getSingleMetric('tarot_model_calls_total')?.get();
  return counted?.values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

async function followUpReference(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.db
    .select({ reference: creditLedger.reference })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt));
  if (!row) throw new Error('no ledger row');
  return row.reference;
}

describe('model usage with the offline reader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t?.close());

  it('records a visitor preview with zero tokens, the temp reading it served and no user', async () => {
    const visit = await visitorReading(t);
    expect(visit.response.status).toBe(200);
    const [claim] = await t.db.select({ id: tempReading.id }).from(tempReading).where(eq(tempReading.tempUserId, visit.tempUserId));
    const call = await latestCall(t);
    expect(call).toMatchObject({
      kind: 'visitor_preview',
      reader: 'offline',
      model: 'offline',
      outcome: 'ok',
      tokensIn: 0,
      tokensOut: 0,
      tempReadingId: claim?.id,
      readingId: null,
      followUpId: null,
      userId: null,
    });
    expect(call.latencyMs).toBeGreaterThanOrEqual(0);
    expect(
      await t.db
        .select()
        .from(modelCall)
        .where(eq(modelCall.tempReadingId, claim?.id ?? '')),
    ).toHaveLength(1);
  });

  it('records an interpretation and a follow-up with the reading, the follow-up and the user they served', async () => {
    const me = await signUp(t);
    const client = clientFor(t, me);
    const readingId = await completedReadingFor(client);
    expect(await latestCall(t)).toMatchObject({
      kind: 'interpretation',
      reader: 'offline',
      outcome: 'ok',
      tokensIn: 0,
      tokensOut: 0,
      readingId,
      userId: me.id,
      followUpId: null,
      tempReadingId: null,
    });

    const answered = await client.post('/api/openai/follow-up', { question: 'And what then?', userId: me.id, readingId });
    expect(answered.status).toBe(200);
    const followUpId = await followUpReference(t, me.id);
    expect(await latestCall(t)).toMatchObject({ kind: 'follow_up', reader: 'offline', outcome: 'ok', tokensIn: 0, readingId, followUpId, userId: me.id });
    expect((await callsOfUser(t, me.id)).map((call) => call.kind)).toEqual(['interpretation', 'follow_up']);
  });

  it('a call that cannot be recorded still answers the reading (the failure is logged)', async () => {
    const logged = captureLogs();
    const countedBefore = await modelCallsCounted('ok');
    await t.db.execute(sql`alter table model_call rename to model_call_away`);
    try {
      const me = await signUp(t);
      const client = clientFor(t, me);
      const readingId = await createReadingFor(client);
      const response = await client.post('/api/openai/interpret', { readingId });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { interpretation: string }).interpretation.length).toBeGreaterThan(50);
      expect(logged.lines.some((line) => line.level === 'warn' && /\[model-usage\] interpretation call not recorded/.test(line.msg))).toBe(true);
      // The metrics still counted it.
      expect((await modelCallsCounted('ok')) - countedBefore).toBe(1);
    } finally {
      await t.db.execute(sql`alter table model_call_away rename to model_call`);
    }
  });
});

describe('model usage with an OpenAI-compatible provider', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, llm, close } = await createAppWithProvider());
  });
  afterAll(async () => close?.());
  beforeEach(() => {
    llm.setBehaviour({ kind: 'ok' });
  });

  it('asks for the usage on the stream and records the tokens the provider reported, as JSON and as a stream', async () => {
    const me = await signUp(t);
    const client = clientFor(t, me);
    const readingId = await completedReadingFor(client);
    const first = llm.requests.at(-1);
    expect(first?.body.stream).toBe(true);
    expect(first?.body.stream_options).toEqual({ include_usage: true });
    expect(await latestCall(t)).toMatchObject({
      kind: 'interpretation',
      reader: 'openai',
      model: 'test-model',
      outcome: 'ok',
      tokensIn: first?.usage.prompt_tokens,
      tokensOut: first?.usage.completion_tokens,
      readingId,
    });
    expect(first?.usage.prompt_tokens).toBeGreaterThan(100);

    llm.setBehaviour({ kind: 'ok', text: 'One two three four five six seven.' });
    const streamed = await client.post('/api/openai/follow-up', { question: 'Tell me more', userId: me.id, readingId }, { Accept: NDJSON });
    expect(streamed.status).toBe(200);
    await streamed.text();
    const second = llm.requests.at(-1);
    expect(second?.usage.completion_tokens).toBe(7);
    expect(await latestCall(t)).toMatchObject({
      kind: 'follow_up',
      reader: 'openai',
      outcome: 'ok',
      tokensIn: second?.usage.prompt_tokens,
      tokensOut: 7,
      followUpId: await followUpReference(t, me.id),
    });
  });

  it('records a provider failure with zero tokens, and a visitor preview with its tokens', async () => {
    llm.setBehaviour({ kind: 'error', status: 500 });
    const me = await signUp(t);
    const client = clientFor(t, me);
    const readingId = await createReadingFor(client);
    expect((await client.post('/api/openai/interpret', { readingId })).status).toBe(502);
    expect(await latestCall(t)).toMatchObject({ kind: 'interpretation', outcome: 'failed', tokensIn: 0, tokensOut: 0, readingId });

    llm.setBehaviour({ kind: 'ok' });
    const visit = await visitorReading(t);
    expect(visit.response.status).toBe(200);
    const request = llm.requests.at(-1);
    expect(await latestCall(t)).toMatchObject({
      kind: 'visitor_preview',
      reader: 'openai',
      outcome: 'ok',
      tokensIn: request?.usage.prompt_tokens,
      tokensOut: request?.usage.completion_tokens,
    });
  });
});
