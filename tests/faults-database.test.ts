import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  httpClient,
  POSTGRES_ADMIN_URL,
  REDIS_BASE_URL,
  signUpAt,
  sleep,
  startServerProcess,
  stopAllServerProcesses,
  TEST_PASSWORD,
  type HttpClient,
  type ServerProcess,
} from './support/server-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// PostgreSQL "stops" for a few seconds under traffic. The real server is never touched: the app
// reaches it through a TCP proxy whose listener closes and whose connections are all destroyed.

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Far below any client's patience, far above what a fast failure needs. */
const FAIL_FAST_MS = 5_000;

interface Outcome {
  label: string;
  startedAt: number;
  ms: number;
  status: number | 'no answer';
  body: unknown;
  retryAfter: string | null;
}

describe('the database going away and coming back', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let app: ServerProcess;
  let me: { id: string; client: HttpClient };
  let readingId: string;
  let creditsBefore: number;
  /** What the traffic saw around the outage, and when the database went away. */
  const outage: Outcome[] = [];
  let cutAt = 0;

  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_faults_db');
    const target = new URL(POSTGRES_ADMIN_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    app = await startServerProcess({ env: { DATABASE_URL: viaProxy.toString(), REDIS_URL: '' } });
  });

  afterAll(async () => {
    await app?.stop();
    await stopAllServerProcesses();
    await proxy?.close();
    await database?.drop();
  });

  beforeEach((context) => {
    context.onTestFailed(() => {
      process.stdout.write(`\n----- server output -----\n${app?.output() ?? '(not started)'}\n`);
    });
  });

  const timed = async (label: string, send: () => Promise<Response>): Promise<Outcome> => {
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
  };

  const history = async () => {
    const response = await me.client.request(app.url, '/api/readings');
    expect(response.status).toBe(200);
    return (await response.json()) as { readings: { id: string; question: string }[] };
  };
  const credits = async () => {
    const response = await me.client.request(app.url, '/api/me');
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: { credits: number } }).user.credits;
  };

  it('commits some state first: an account and an interpreted reading', async () => {
    const account = await signUpAt(app.url);
    me = { id: account.id, client: account.client };
    const created = await me.client.request(app.url, '/api/readings', { body: { question: 'What will stay when things fall away?' } });
    expect(created.status).toBe(201);
    readingId = ((await created.json()) as { id: string }).id;
    expect((await me.client.request(app.url, '/api/openai/interpret', { body: { readingId } })).status).toBe(200);
    creditsBefore = await credits();
    expect((await history()).readings.map((entry) => entry.id)).toContain(readingId);
  });

  it('answers 503 with Retry-After and a clear message, fast, while PostgreSQL is down; never 500, never a hang', async () => {
    expect(readingId).toBeDefined();
    const outcomes = outage;
    let stop = false;
    // Three clients keep asking, before, during and after the moment the database goes away.
    const traffic = Array.from({ length: 3 }, async (_, lane) => {
      for (let i = 0; !stop; i++) {
        const kind = (lane + i) % 3;
        outcomes.push(
          await (kind === 0
            ? timed('GET /api/readings', () => me.client.request(app.url, '/api/readings', { signal: AbortSignal.timeout(15_000) }))
            : kind === 1
              ? timed('POST /api/readings', () =>
                  me.client.request(app.url, '/api/readings', { body: { question: 'Will this be lost?' }, signal: AbortSignal.timeout(15_000) }),
                )
              : timed('GET /api/health', () => me.client.request(app.url, '/api/health', { signal: AbortSignal.timeout(15_000) }))),
        );
        await sleep(50);
      }
    });

    await sleep(500);
    cutAt = Date.now();
    await proxy.cut();
    await sleep(4_000);
    stop = true;
    await Promise.all(traffic);
    const outageEndsAt = Date.now();

    const bad = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201 && outcome.status !== 503);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    const slow = outcomes.filter((outcome) => outcome.ms >= FAIL_FAST_MS);
    expect(slow, JSON.stringify(slow, null, 2)).toEqual([]);

    // Everything asked after the cut (allowing for requests already answered from memory) fails with a 503.
    const during = outcomes.filter((outcome) => outcome.startedAt > cutAt + 100 && outcome.startedAt < outageEndsAt);
    expect(during.length).toBeGreaterThanOrEqual(15);
    for (const outcome of during) {
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 503, body: { error: UNAVAILABLE }, retryAfter: '5' });
    }
    expect(new Set(during.map((outcome) => outcome.label)).size).toBe(3);
    expect(outcomes.some((outcome) => outcome.startedAt < cutAt && outcome.status === 200)).toBe(true);
    expect(app.child.exitCode).toBeNull();
  });

  it('recovers by itself once PostgreSQL is back, with everything committed before still there', async () => {
    expect(outage.length).toBeGreaterThan(0);
    expect(proxy.listening).toBe(false);
    expect((await me.client.request(app.url, '/api/health')).status).toBe(503);

    await proxy.resume();
    const resumedAt = Date.now();
    let healthyAfterMs: number | undefined;
    while (Date.now() - resumedAt < 15_000) {
      const response = await me.client.request(app.url, '/api/health', { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      if (response?.status === 200) {
        healthyAfterMs = Date.now() - resumedAt;
        break;
      }
      await response?.body?.cancel();
      await sleep(100);
    }
    expect(healthyAfterMs).toBeDefined();
    expect(healthyAfterMs).toBeLessThan(5_000);

    // The same process, nothing restarted it; requests succeed again.
    expect(app.child.exitCode).toBeNull();
    expect((await history()).readings.length).toBeGreaterThan(0);
    const created = await me.client.request(app.url, '/api/readings', { body: { question: 'Is everything back?' } });
    expect(created.status).toBe(201);

    // Nothing committed is lost: the interpreted reading, its message and the balance.
    const opened = await me.client.request(app.url, `/api/readings/${readingId}`);
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as { isComplete: boolean; interpretation: string; messages: { role: string; content: string }[] };
    expect(view.isComplete).toBe(true);
    expect(view.interpretation.length).toBeGreaterThan(0);
    expect(view.messages).toEqual([expect.objectContaining({ role: 'assistant', content: view.interpretation })]);
    expect(await credits()).toBe(creditsBefore);

    // Every reading the app said it created exists; any others were in flight at the cut.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ count: string }>('select count(*) from reading where user_id = $1 and question = $2', [me.id, 'Will this be lost?']);
      const stored = Number(rows[0]?.count);
      const acknowledged = outage.filter((outcome) => outcome.label === 'POST /api/readings' && outcome.status === 201).length;
      const unsure = outage.filter((outcome) => outcome.label === 'POST /api/readings' && outcome.status !== 201 && outcome.startedAt <= cutAt + 100).length;
      expect(acknowledged).toBeGreaterThan(0);
      expect(stored).toBeGreaterThanOrEqual(acknowledged);
      expect(stored).toBeLessThanOrEqual(acknowledged + unsure);
    } finally {
      await admin.end();
    }
  });
});

describe('sign-in and pages while the database is down (counters in Redis, so requests reach Better Auth)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let app: ServerProcess;
  let account: { email: string };

  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_faults_auth');
    const target = new URL(POSTGRES_ADMIN_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    app = await startServerProcess({ env: { DATABASE_URL: viaProxy.toString(), REDIS_URL: `${REDIS_BASE_URL}/${randomInt(1, 16)}` } });
    account = await signUpAt(app.url);
  });

  afterAll(async () => {
    await app?.stop();
    await stopAllServerProcesses();
    await proxy?.close();
    await database?.drop();
  });

  beforeEach((context) => {
    context.onTestFailed(() => {
      process.stdout.write(`\n----- server output -----\n${app?.output() ?? '(not started)'}\n`);
    });
  });

  it('answers a sign-in 503 with Retry-After and a clear message, not an empty 500', async () => {
    await proxy.cut();
    const startedAt = Date.now();
    const response = await httpClient().request(app.url, '/api/auth/sign-in/email', { body: { email: account.email, password: TEST_PASSWORD } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: UNAVAILABLE });
    expect(Date.now() - startedAt).toBeLessThan(FAIL_FAST_MS);
    expect(app.output()).not.toMatch(/SERVER_ERROR/);

    await proxy.resume();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      const again = await httpClient().request(app.url, '/api/auth/sign-in/email', { body: { email: account.email, password: TEST_PASSWORD } });
      status = again.status;
      await again.body?.cancel();
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
  });
});

describe('a page while the database is down', () => {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let t: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_faults_page');
    const target = new URL(POSTGRES_ADMIN_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    // The real app in process with a built front end in miniature (the server process serves pages only from a build).
    const clientDir = mkdtempSync(path.join(tmpdir(), 'tarot-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--shell--><!--/shell--></div></body></html>');
    t = await createTestApp({ database: await openDatabase({ kind: 'postgres', url: viaProxy.toString() }), clientDir, cheapPasswords: true });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers /account with an HTML error page and 503, not JSON', async () => {
    const me = await signUp(t);
    expect((await t.app.request('/account', { headers: { Cookie: me.cookie } })).status).toBe(200);
    await proxy.cut();
    const response = await t.app.request('/account', { headers: { Cookie: me.cookie, Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<p>${UNAVAILABLE}</p>`);
    expect(html).not.toMatch(/"error"/);
  });
});
