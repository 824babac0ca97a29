import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../src/shared/schemas/reading.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { createPostgresDatabase } from './support/postgres-database.ts';
import { NDJSON, onStreamEvents } from './support/readings.ts';
import {
  PROCESS_ORIGIN,
  sleep,
  startServerProcess,
  stopAllServerProcesses,
  visitorDrawAt,
  type HttpClient,
  type ServerProcess,
} from './support/server-process.ts';
import { showServerOutputOnFailure } from './support/outages.ts';
import { POSTGRES, servicesAnswer } from './support/services.ts';

// SIGTERM: stop taking connections, let requests in flight (streams included) finish within
// SHUTDOWN_GRACE_MS, close the database, exit 0. A request that outlasts the grace period is cut.

/** 60 words: at 80 ms a chunk, a stream of about 5 s. */
const LONG_TEXT = Array.from({ length: 12 }, (_, i) => `**Part ${i + 1}**\nThe cards keep turning slowly.`).join('\n\n');

/** Whether a brand-new TCP connection to `port` gets an HTTP answer. */
function probeNewConnection(port: number): Promise<'refused' | 'no answer' | 'answered'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 2_000);
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'no answer');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received.startsWith('HTTP/') ? 'answered' : 'no answer');
    });
  });
}

/**
 * Posts a visitor reading asking for NDJSON over node:http with a keep-alive agent: like a
 * browser, the client keeps its connection open after the answer, so only the server can close
 * it. `firstLine` resolves with the first complete line; `done` when the body has ended.
 */
function streamVisitorReading(port: number, agent: Agent, tempUserId: string, visitor: { cards: { name: string }[]; client: HttpClient }) {
  const events: StreamEvent[] = [];
  let resolveFirst: () => void = () => {};
  const firstLine = new Promise<void>((resolve) => (resolveFirst = resolve));
  let resolveHeaders: (response: IncomingMessage) => void = () => {};
  let rejectHeaders: (error: Error) => void = () => {};
  const headers = new Promise<IncomingMessage>((resolve, reject) => {
    resolveHeaders = resolve;
    rejectHeaders = reject;
  });
  const done = new Promise<{ endedAt: number; error: Error | undefined }>((resolve) => {
    const body = JSON.stringify({ question: 'What is ending, and what is beginning?', cards: visitor.cards, tempUserId });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/openai/interpret-temp',
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          Origin: PROCESS_ORIGIN,
          Accept: NDJSON,
          'X-Forwarded-For': visitor.client.address,
          Cookie: visitor.client.cookie,
        },
      },
      (response) => {
        resolveHeaders(response);
        onStreamEvents(response, (event) => {
          events.push(event);
          resolveFirst();
        });
        response.on('end', () => resolve({ endedAt: Date.now(), error: undefined }));
        response.on('error', (error) => resolve({ endedAt: Date.now(), error }));
        response.on('aborted', () => resolve({ endedAt: Date.now(), error: new Error('aborted') }));
      },
    );
    request.on('error', (error) => {
      rejectHeaders(error);
      resolve({ endedAt: Date.now(), error });
    });
    request.end(body);
  }).finally(() => resolveFirst());
  return { events, headers, firstLine, done };
}

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

describe.runIf(available)('stopping the server with SIGTERM', () => {
  let llm: OpenAIServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let current: ServerProcess | undefined;
  let agent: Agent | undefined;

  beforeAll(async () => {
    llm = await startOpenAIServer();
    database = await createPostgresDatabase('tarot_faults_stop');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    agent?.destroy();
    await stopAllServerProcesses();
    await admin?.end();
    await llm?.close();
    await database?.drop();
  });
  beforeEach((context) => showServerOutputOnFailure(context, () => current));

  const start = async (graceMs: number) => {
    current = await startServerProcess({
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: '',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: llm.baseURL,
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '60000',
        SHUTDOWN_GRACE_MS: String(graceMs),
      },
    });
    return current;
  };

  const startVisitorStream = async (server: ServerProcess, tempUserId: string) => {
    const visitor = await visitorDrawAt(server.url);
    agent = new Agent({ keepAlive: true });
    const stream = streamVisitorReading(server.port, agent, tempUserId, visitor);
    const response = await stream.headers;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(NDJSON);
    return stream;
  };

  const tempReadingOf = async (tempUserId: string) => {
    const { rows } = await admin.query<{ interpretation: string | null }>('select interpretation from temp_reading where temp_user_id = $1', [tempUserId]);
    return rows;
  };

  it('finishes a stream in flight, refuses new connections, then exits 0 with "Stopped cleanly"', async () => {
    const graceMs = 10_000;
    const server = await start(graceMs);
    llm.setBehaviour({ kind: 'ok', text: LONG_TEXT, chunkDelayMs: 80 });
    const tempUserId = randomUUID();
    const stream = await startVisitorStream(server, tempUserId);
    await stream.firstLine;
    expect(stream.events[0]?.type).toBe('delta');

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await probeNewConnection(server.port)).not.toBe('answered');
    expect(server.child.exitCode).toBeNull();

    const { endedAt, error } = await stream.done;
    expect(error).toBeUndefined();
    const last = stream.events.at(-1);
    expect(last?.type).toBe('done');
    expect(last).toMatchObject({ type: 'done', result: { preview: true } });
    // It really was mid-stream: most of it arrived after the signal.
    expect(endedAt - signalledAt).toBeGreaterThan(2_000);
    expect(stream.events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);

    const exit = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(graceMs);
    // Not held open until the grace period: it stops once the work in flight is done.
    expect(Date.now() - endedAt).toBeLessThan(3_000);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
    expect(server.output()).toContain('Stopped cleanly');
    expect(server.output()).not.toContain('Grace period over');
    // What the stream promised was committed before the exit.
    const [stored, ...more] = await tempReadingOf(tempUserId);
    expect(more).toEqual([]);
    expect(stored?.interpretation).toContain('Part 12');
  });

  it('cuts a stream that outlasts a short grace period and still exits 0 soon after it', async () => {
    const graceMs = 1_000;
    const server = await start(graceMs);
    llm.setBehaviour({ kind: 'hang' });
    const calls = llm.requests.length;
    const tempUserId = randomUUID();
    const stream = await startVisitorStream(server, tempUserId);
    const deadline = Date.now() + 5_000;
    while (llm.requests.length === calls && Date.now() < deadline) await sleep(20);
    expect(llm.requests.length).toBe(calls + 1);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeGreaterThanOrEqual(graceMs - 50);
    expect(exitedAfterMs).toBeLessThan(graceMs + 3_000);
    expect(server.output()).toContain('Grace period over');
    expect(server.output()).toContain('Stopped cleanly');

    // The client's stream ended without a result; the provider's request was abandoned.
    await stream.done;
    expect(stream.events.some((event) => event.type === 'done')).toBe(false);
    const waitUntil = Date.now() + 2_000;
    while (!llm.disconnected.includes(calls) && Date.now() < waitUntil) await sleep(20);
    expect(llm.disconnected).toContain(calls);
    // The reading never happened, so the visitor's free reading is not used up.
    expect(await tempReadingOf(tempUserId)).toEqual([]);
  });
});
