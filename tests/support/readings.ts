import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { createOpenAIReader } from '../../src/server/adapters/llm/openai-reader.ts';
import { creditLedger, message, reading, user } from '../../src/server/db/schema.ts';
import { NDJSON } from '../../src/server/http/json-or-stream.ts';
import { CreateReadingResponseSchema, InterpretResponseSchema, StreamEventSchema, type StreamEvent } from '../../src/shared/schemas/reading.ts';
import { listenLocally } from './local-server.ts';
import { startOpenAIServer, type OpenAIServer } from './openai-server.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app.ts';
import type { SignedInUser } from './users.ts';

export { NDJSON };

/**
 * The real app whose reader speaks to a local OpenAI-compatible server, so provider calls can be
 * counted. `timeoutMs` bounds each provider call.
 */
export async function createAppWithProvider(
  env: Record<string, string> = {},
  timeoutMs = 5_000,
): Promise<{ t: TestApp; llm: OpenAIServer; close: () => Promise<void> }> {
  const llm = await startOpenAIServer();
  const t = await createTestApp({
    env,
    reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs, maxTokens: 500 }),
  });
  return {
    t,
    llm,
    async close() {
      await t.close();
      await llm.close();
    },
  };
}

let addressCounter = 0;
/** A fresh client address, so per-address caps only bite where a test wants them. */
export const nextClientAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export interface Client {
  user: SignedInUser | null;
  address: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Requests as `who` (or signed out) from one address of their own. */
export function clientFor(t: TestApp, who: SignedInUser | null, address = nextClientAddress()): Client {
  const base = (extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': address, ...(who ? { Cookie: who.cookie } : {}), ...extra });
  return {
    user: who,
    address,
    get: async (path, headers) => t.request(path, { headers: base(headers) }),
    post: async (path, body, headers) => t.request(path, { method: 'POST', body, headers: base(headers) }),
  };
}

/** The lines of an NDJSON answer, parsed. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => StreamEventSchema.parse(JSON.parse(line)));
}

export interface ReadingView {
  id: string;
  question: string;
  cards: { name: string; suit: string; meaning_up: string }[];
  interpretation: string;
  isComplete: boolean;
  createdAt: string;
  messages: { id: string; role: 'user' | 'assistant'; content: string; timestamp: string }[];
}

export async function createReadingFor(client: Client, question = 'What should I focus on this month?'): Promise<string> {
  const response = await client.post('/api/readings', { question });
  if (response.status !== 201) throw new Error(`creating a reading failed: ${response.status} ${await response.text()}`);
  return CreateReadingResponseSchema.parse(await response.json()).id;
}

/** A reading whose interpretation has been written, ready for follow-ups. */
export async function completedReadingFor(client: Client, question?: string): Promise<string> {
  const id = await createReadingFor(client, question);
  const response = await client.post('/api/openai/interpret', { readingId: id });
  if (response.status !== 200) throw new Error(`interpreting a reading failed: ${response.status} ${await response.text()}`);
  InterpretResponseSchema.parse(await response.json());
  return id;
}

export async function creditsOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.credits;
}

export async function setAccount(t: TestApp, userId: string, values: { credits?: number; subscription?: boolean }): Promise<void> {
  await t.db.update(user).set(values).where(eq(user.id, userId));
}

export async function messagesOf(t: TestApp, readingId: string) {
  return t.db.select().from(message).where(eq(message.readingId, readingId)).orderBy(message.seq);
}

export async function readingRow(t: TestApp, readingId: string) {
  const [row] = await t.db.select().from(reading).where(eq(reading.id, readingId));
  if (!row) throw new Error(`no reading ${readingId}`);
  return row;
}

export async function ledgerOf(t: TestApp, userId: string) {
  return t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.createdAt);
}

/** Everything a request could have changed for a user: balance, ledger, readings and their messages. */
export async function snapshotOf(t: TestApp, userId: string) {
  const readings = await t.db.select().from(reading).where(eq(reading.userId, userId)).orderBy(reading.id);
  const messages = await t.db
    .select({ readingId: message.readingId, seq: message.seq, role: message.role, content: message.content })
    .from(message)
    .innerJoin(reading, eq(reading.id, message.readingId))
    .where(eq(reading.userId, userId))
    .orderBy(message.readingId, message.seq);
  const [account] = await t.db.select({ credits: user.credits, subscription: user.subscription }).from(user).where(eq(user.id, userId));
  const ledger = await t.db.select({ delta: creditLedger.delta, reason: creditLedger.reason }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return { account, readings, messages, ledger };
}

/** Forgets a user's LLM rate-limit window, as if ten minutes had passed. */
export async function resetLlmWindow(t: TestApp, userId: string): Promise<void> {
  await t.db.execute(sql`delete from rate_counter where key = ${`llm:user:${userId}`}`);
}

/** Polls `condition` until it holds or `timeoutMs` has passed; answers whether it held. */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/** The app on a local port: a client there can hang up mid-answer, which app.request() cannot. */
export async function serveOverHttp(t: TestApp): Promise<{ port: number; close(): Promise<void> }> {
  return listenLocally(createAdaptorServer({ fetch: t.app.fetch }) as Server);
}

interface OpenStream {
  /** The lines received so far, parsed. */
  events: StreamEvent[];
  /** The response's status, once its head has arrived. */
  status: Promise<number>;
  /** Hangs up, as a closed browser tab does. */
  leave(): void;
}

/** Hands each line of an NDJSON response to `onEvent` as it arrives. */
export function onStreamEvents(response: IncomingMessage, onEvent: (event: StreamEvent) => void): void {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(StreamEventSchema.parse(JSON.parse(line)));
    }
  });
}

/** POSTs `body` as `client`, asking for NDJSON, over a connection the test can hang up at any moment. */
export function openStream(port: number, client: Client, path: string, body: unknown): OpenStream {
  const events: StreamEvent[] = [];
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      'Content-Type': 'application/json',
      Accept: NDJSON,
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': client.address,
      ...(client.user ? { Cookie: client.user.cookie } : {}),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      onStreamEvents(response, (event) => events.push(event));
      // Hanging up mid-body is what this client is for.
      response.on('error', () => undefined);
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
  // A hang-up before the head arrives leaves `status` unsettled; nothing is left waiting on it.
  status.catch(() => undefined);
  request.end(JSON.stringify(body));
  return { events, status, leave: () => request.destroy() };
}
