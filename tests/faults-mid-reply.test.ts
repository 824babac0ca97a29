import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../src/server/errors.ts';
import type { StreamEvent } from '../src/shared/schemas/reading.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { NDJSON, until } from './support/readings.ts';
import { proxiedPostgresDatabase } from './support/outages.ts';
import { signUpAt, startServerProcess, stopAllServerProcesses, type HttpClient, type ServerProcess } from './support/server-process.ts';
import { POSTGRES, servicesAnswer } from './support/services.ts';

// A real server dies (SIGKILL) or loses PostgreSQL in the middle of writing an answer. No charge
// may outlive its answer, and the reading must not stay locked: with a short lease, the next
// instance (or the same one, once the database is back) refunds the follow-up and takes the
// next question. The app reaches PostgreSQL through a TCP proxy that can cut every connection.

/** Short, so the tests wait seconds; the lease before this change outlived the model timeout (60 s here) by 30 s. */
const LEASE_SECONDS = 3;
/** Far less than the old lease: a reading still locked this long after the crash fails the test. */
const SETTLED_WITHIN_MS = 20_000;
/** Each case starts one or two server processes and signs up (a deliberately slow hash). */
const CASE_TIMEOUT_MS = 120_000;
/** 60 words: at 80 ms a word, an answer of about 5 s. */
const LONG_TEXT = Array.from({ length: 12 }, (_, i) => `**Part ${i + 1}**\nThe cards keep turning slowly.`).join('\n\n');
const ANSWER = '**Looking Closer**\nThe Star after the Tower speaks of repair.\n\n**Guidance**\nRest before you rebuild.';
const INTERPRETATION =
  '**The Past: The Tower**\nAn upheaval cleared the ground.\n\n**The Present: The Star**\nHope returns quietly.\n\n**Guidance**\nRebuild slowly.';

/** A streamed answer read up to its first words; `rest` reads on until the stream ends or breaks. */
async function streamToFirstWords(base: string, client: HttpClient, path: string, body: unknown) {
  const response = await client.request(base, path, { body, headers: { Accept: NDJSON } });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  const readMore = async () => {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) events.push(JSON.parse(line) as StreamEvent);
    }
    return true;
  };
  while (!events.some((event) => event.type === 'delta') && (await readMore()));
  expect(events.some((event) => event.type === 'delta')).toBe(true);
  return {
    events,
    async rest() {
      try {
        while (await readMore());
      } catch {
        // The connection died with the server: what arrived before is the answer.
      }
      return events;
    },
  };
}

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

describe.runIf(available)('a reply cut off by a killed server or a lost database', () => {
  let llm: OpenAIServer;
  let postgres: Awaited<ReturnType<typeof proxiedPostgresDatabase>>;
  let admin: pg.Client;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    llm = await startOpenAIServer();
    postgres = await proxiedPostgresDatabase('tarot_faults_reply');
    admin = new pg.Client({ connectionString: postgres.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await stopAllServerProcesses();
    await admin?.end();
    await llm?.close();
    await postgres?.close();
  });
  beforeEach((context) => {
    context.onTestFailed(() => {
      for (const server of started) process.stdout.write(`\n----- server on ${server.port} -----\n${server.output()}\n`);
    });
    started.length = 0;
  });

  const start = async () => {
    const server = await startServerProcess({
      env: {
        DATABASE_URL: postgres.url,
        REDIS_URL: '',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: llm.baseURL,
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '60000',
        REPLY_LEASE_SECONDS: String(LEASE_SECONDS),
      },
    });
    started.push(server);
    return server;
  };

  const creditsOf = async (userId: string) => {
    const { rows } = await admin.query<{ credits: number }>('select credits from "user" where id = $1', [userId]);
    return rows[0]?.credits;
  };
  const ledgerOf = async (userId: string) => {
    const { rows } = await admin.query<{ reason: string; delta: number; reference: string }>(
      `select reason, delta, reference from credit_ledger where user_id = $1 and reason <> 'signup' order by created_at`,
      [userId],
    );
    return rows;
  };
  const readingOf = async (readingId: string) => {
    const { rows } = await admin.query<{ is_complete: boolean; message_count: number; reply_id: string | null; messages: number }>(
      'select is_complete, message_count, reply_id, (select count(*)::int from message where reading_id = reading.id) as messages from reading where id = $1',
      [readingId],
    );
    const [row] = rows;
    if (!row) throw new Error(`no reading ${readingId}`);
    return row;
  };

  /** A new account with a reading ready for follow-ups. */
  const readyForFollowUps = async (server: ServerProcess) => {
    const me = await signUpAt(server.url);
    const created = await me.client.request(server.url, '/api/readings', { body: { question: 'What is being rebuilt in me?' } });
    expect(created.status).toBe(201);
    const readingId = ((await created.json()) as { id: string }).id;
    llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
    expect((await me.client.request(server.url, '/api/openai/interpret', { body: { readingId } })).status).toBe(200);
    return { me, readingId };
  };

  /** Settled: the charge refunded exactly once, nothing half-stored, the reading free again. */
  const expectRefunded = async (userId: string, readingId: string) => {
    expect(await until(async () => (await creditsOf(userId)) === 5, SETTLED_WITHIN_MS)).toBe(true);
    const ledger = await ledgerOf(userId);
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['follow_up', -1],
      ['refund', 1],
    ]);
    expect(ledger[0]?.reference).toBe(ledger[1]?.reference);
    expect(await readingOf(readingId)).toEqual({ is_complete: true, message_count: 1, reply_id: null, messages: 1 });
  };

  const askAgain = async (server: ServerProcess, me: { id: string; client: HttpClient }, readingId: string) => {
    llm.setBehaviour({ kind: 'ok', text: ANSWER });
    const next = await me.client.request(server.url, '/api/openai/follow-up', { body: { question: 'Shall we try again?', userId: me.id, readingId } });
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ response: ANSWER, credits: 4, subscription: false, safety: [] });
    expect(await readingOf(readingId)).toMatchObject({ message_count: 3, messages: 3, reply_id: null });
  };

  it(
    'kill -9 in the middle of a follow-up: after a restart the credit is back, in the ledger, and the reading answers again',
    async () => {
      const first = await start();
      const { me, readingId } = await readyForFollowUps(first);
      llm.setBehaviour({ kind: 'ok', text: LONG_TEXT, chunkDelayMs: 80 });
      await streamToFirstWords(first.url, me.client, '/api/openai/follow-up', { question: 'What is the lesson here?', userId: me.id, readingId });
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // What the crash left behind: a charge, no answer, the follow-up noted on the reading.
      expect(await creditsOf(me.id)).toBe(4);
      expect((await ledgerOf(me.id)).map((row) => [row.reason, row.delta])).toEqual([['follow_up', -1]]);
      expect(await readingOf(readingId)).toMatchObject({ messages: 1, reply_id: expect.any(String) });

      const second = await start();
      await expectRefunded(me.id, readingId);
      // The log line follows the refund it reports (the logger writes asynchronously).
      const released = '[replies] abandoned replies released: 1, credits refunded: 1';
      expect(await until(() => second.output().includes(released), SETTLED_WITHIN_MS), second.output()).toBe(true);
      await askAgain(second, me, readingId);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'kill -9 while an interpretation is written: the next instance writes it once the short lease lapses',
    async () => {
      const first = await start();
      const me = await signUpAt(first.url);
      const created = await me.client.request(first.url, '/api/readings', { body: { question: 'Where does this road lead?' } });
      expect(created.status).toBe(201);
      const readingId = ((await created.json()) as { id: string }).id;
      llm.setBehaviour({ kind: 'ok', text: LONG_TEXT, chunkDelayMs: 80 });
      await streamToFirstWords(first.url, me.client, '/api/openai/interpret', { readingId });
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await readingOf(readingId)).toMatchObject({ is_complete: false, messages: 0 });

      const second = await start();
      llm.setBehaviour({ kind: 'ok', text: INTERPRETATION });
      const statuses: number[] = [];
      const written = await until(async () => {
        const response = await me.client.request(second.url, '/api/openai/interpret', { body: { readingId } });
        statuses.push(response.status);
        if (response.status !== 200) {
          await response.body?.cancel();
          return false;
        }
        expect(await response.json()).toEqual({ interpretation: INTERPRETATION, safety: [] });
        return true;
      }, SETTLED_WITHIN_MS);
      expect(written, `statuses: ${statuses.join(', ')}`).toBe(true);
      // Locked only while the dead writer's lease still held.
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      expect(await readingOf(readingId)).toEqual({ is_complete: true, message_count: 1, reply_id: null, messages: 1 });
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'PostgreSQL cut in the middle of a follow-up: the reply ends with a 503 line, and once it is back the credit is refunded and the reading answers again',
    async () => {
      const server = await start();
      const { me, readingId } = await readyForFollowUps(server);
      llm.setBehaviour({ kind: 'ok', text: LONG_TEXT, chunkDelayMs: 80 });
      const stream = await streamToFirstWords(server.url, me.client, '/api/openai/follow-up', { question: 'Will this hold?', userId: me.id, readingId });
      await postgres.proxy.cut();
      try {
        const events = await stream.rest();
        expect(events.some((event) => event.type === 'done')).toBe(false);
        expect(events.at(-1)).toEqual({ type: 'error', status: 503, error: SERVICE_UNAVAILABLE });
        // Nothing could be settled while the database was away.
        expect(await creditsOf(me.id)).toBe(4);
      } finally {
        await postgres.proxy.resume();
      }

      await expectRefunded(me.id, readingId);
      expect(server.child.exitCode).toBeNull();
      await askAgain(server, me, readingId);
    },
    CASE_TIMEOUT_MS,
  );
});
