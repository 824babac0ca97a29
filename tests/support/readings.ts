import { eq, sql } from 'drizzle-orm';
import { createOpenAIReader } from '../../src/server/adapters/llm/openai-reader.ts';
import { creditLedger, message, reading, user } from '../../src/server/db/schema.ts';
import { NDJSON } from '../../src/server/routes/respond.ts';
import type { StreamEvent } from '../../src/shared/schemas/reading.ts';
import { startOpenAIServer, type OpenAIServer } from './openai-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { SignedInUser } from './users.ts';

export { NDJSON };

/** The real app whose reader speaks to a local OpenAI-compatible server, so provider calls can be counted. */
export async function createAppWithProvider(env: Record<string, string> = {}): Promise<{ t: TestApp; llm: OpenAIServer; close: () => Promise<void> }> {
  const llm = await startOpenAIServer();
  const t = await createTestApp({
    env,
    reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 5_000, maxTokens: 500 }),
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
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Requests as `who` (or signed out) from one address of their own. */
export function clientFor(t: TestApp, who: SignedInUser | null, address = nextClientAddress()): Client {
  const base = (extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': address, ...(who ? { Cookie: who.cookie } : {}), ...extra });
  return {
    user: who,
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
    .map((line) => JSON.parse(line) as StreamEvent);
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
  return ((await response.json()) as { id: string }).id;
}

/** A reading whose interpretation has been written, ready for follow-ups. */
export async function completedReadingFor(client: Client, question?: string): Promise<string> {
  const id = await createReadingFor(client, question);
  const response = await client.post('/api/openai/interpret', { readingId: id });
  if (response.status !== 200) throw new Error(`interpreting a reading failed: ${response.status} ${await response.text()}`);
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
