import type { TestContext } from 'vitest';
import { MeResponseSchema } from '../../src/shared/schemas/account.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import type { HttpClient, ServerProcess } from './server-process.ts';
import { POSTGRES_ADMIN_URL } from './services.ts';
import { startTcpProxy } from './tcp-proxy.ts';

/** Far below any client's patience (an outage used to hold requests 10-15 s), far above what a fast failure needs. */
export const FAIL_FAST_MS = 5_000;

/** What one request saw around an outage: its status (or that none came), its body, how long it took. */
export interface Outcome {
  label: string;
  startedAt: number;
  ms: number;
  status: number | 'no answer';
  body: unknown;
  retryAfter: string | null;
}

/** Sends a request and records its outcome; a request that gets no answer is an outcome too. */
export async function timed(label: string, send: () => Promise<Response>): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const response = await send();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, and the assertions will say so
    }
    return { label, startedAt, ms: Date.now() - startedAt, status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { label, startedAt, ms: Date.now() - startedAt, status: 'no answer', body: String(error), retryAfter: null };
  }
}

/**
 * A fresh database on the PostgreSQL server that the app reaches through a TCP proxy (`url`), so
 * a test can make PostgreSQL "stop" (`proxy.cut()`) without touching the real server.
 */
export async function proxiedPostgresDatabase(prefix: string) {
  const database = await createPostgresDatabase(prefix);
  const target = new URL(POSTGRES_ADMIN_URL);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  return {
    database,
    proxy,
    url: viaProxy.toString(),
    async close() {
      await proxy.close();
      await database.drop();
    },
  };
}

/** Prints what the server process wrote when the test fails (call from beforeEach). */
export function showServerOutputOnFailure(context: TestContext, server: () => ServerProcess | undefined): void {
  context.onTestFailed(() => {
    process.stdout.write(`\n----- server output -----\n${server()?.output() ?? '(not started)'}\n`);
  });
}

/** The signed-in user's balance, read through the app. */
export async function creditsAt(base: string, client: HttpClient): Promise<number> {
  const response = await client.request(base, '/api/me');
  const { user } = MeResponseSchema.parse(await response.json());
  if (!user) throw new Error(`GET /api/me answered ${response.status} without a user`);
  return user.credits;
}
