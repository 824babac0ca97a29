import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../src/server/errors.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { creditsAt, FAIL_FAST_MS, showServerOutputOnFailure, timed } from './support/outages.ts';
import { createPostgresDatabase } from './support/postgres-database.ts';
import {
  httpClient,
  signUpAt,
  sleep,
  startServerProcess,
  stopAllServerProcesses,
  TEST_PASSWORD,
  type HttpClient,
  type ServerProcess,
} from './support/server-process.ts';
import { POSTGRES, REDIS, REDIS_BASE_URL, servicesAnswer } from './support/services.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

// Redis (the shared counters) "stops": the app reaches it through a TCP proxy whose listener
// closes and whose connections are all destroyed. The real Redis is never touched.

const available = await servicesAnswer(import.meta.filename, [POSTGRES, REDIS]);

describe.runIf(available)('Redis going away and coming back', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let llm: OpenAIServer;
  let app: ServerProcess;
  let me: { id: string; email: string; client: HttpClient };
  let readingId: string;

  beforeAll(async () => {
    const redis = new URL(REDIS_BASE_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    llm = await startOpenAIServer();
    database = await createPostgresDatabase('tarot_faults_redis');
    app = await startServerProcess({
      healthTimeoutMs: 50_000,
      env: {
        DATABASE_URL: database.url,
        // A database index of its own (1-15), so other users of this Redis are not disturbed.
        REDIS_URL: `redis://127.0.0.1:${proxy.port}/${randomInt(1, 16)}`,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: llm.baseURL,
      },
    });
  });

  afterAll(async () => {
    await app?.stop();
    await stopAllServerProcesses();
    await proxy?.close();
    await llm?.close();
    await database?.drop();
  });

  beforeEach((context) => showServerOutputOnFailure(context, () => app));

  const credits = () => creditsAt(app.url, me.client);

  it('works with Redis up: sign-up, a reading with its interpretation and a follow-up', async () => {
    me = await signUpAt(app.url);
    const created = await me.client.request(app.url, '/api/readings', { body: { question: 'What is worth keeping?' } });
    expect(created.status).toBe(201);
    readingId = ((await created.json()) as { id: string }).id;
    expect((await me.client.request(app.url, '/api/openai/interpret', { body: { readingId } })).status).toBe(200);
    expect((await me.client.request(app.url, '/api/openai/follow-up', { body: { readingId, question: 'And then?', userId: me.id } })).status).toBe(200);
  });

  it('answers 503 with Retry-After, fast, where a limit guards money or accounts, and lets the draw through with a warning', async () => {
    expect(readingId).toBeDefined();
    const creditsBefore = await credits();
    const askedBefore = llm.requests.length;
    await proxy.cut();

    const guarded = [
      await timed('sign-in', () => httpClient().request(app.url, '/api/auth/sign-in/email', { body: { email: me.email, password: TEST_PASSWORD } })),
      await timed('sign-up', () =>
        httpClient().request(app.url, '/api/auth/sign-up/email', {
          body: { email: `outage-${randomInt(1e9)}@example.com`, password: TEST_PASSWORD, name: 'Luna', birthday: 1, birthMonth: 1 },
        }),
      ),
      await timed('interpretation', async () => {
        const created = await me.client.request(app.url, '/api/readings', { body: { question: 'Is anything moving?' } });
        const { id } = (await created.json()) as { id: string };
        return me.client.request(app.url, '/api/openai/interpret', { body: { readingId: id } });
      }),
      await timed('follow-up', () => me.client.request(app.url, '/api/openai/follow-up', { body: { readingId, question: 'Still there?', userId: me.id } })),
    ];
    for (const outcome of guarded) {
      expect(outcome).toMatchObject({ status: 503, body: { error: SERVICE_UNAVAILABLE }, retryAfter: '5' });
      expect(outcome.ms, outcome.label).toBeLessThan(FAIL_FAST_MS);
    }
    // Nothing was charged and the model was not asked.
    expect(await credits()).toBe(creditsBefore);
    expect(llm.requests.length).toBe(askedBefore);

    // Drawing a reading costs nothing: its limit lets the request through, and says so in the log.
    const draw = await timed('draw', () => me.client.request(app.url, '/api/readings', { body: { question: 'Can I still draw?' } }));
    expect(draw.status).toBe(201);
    expect(draw.ms).toBeLessThan(FAIL_FAST_MS);
    expect(app.output()).toMatch(/\[limits\] draw: not enforced, the counter store is unavailable/);
    expect(app.child.exitCode).toBeNull();
  });

  it('recovers by itself once Redis is back', async () => {
    expect(proxy.listening).toBe(false);
    await proxy.resume();
    const resumedAt = Date.now();
    let status = 0;
    while (Date.now() - resumedAt < 15_000) {
      const response = await httpClient().request(app.url, '/api/auth/sign-in/email', { body: { email: me.email, password: TEST_PASSWORD } });
      status = response.status;
      await response.body?.cancel();
      if (status === 200) break;
      await sleep(200);
    }
    expect(status).toBe(200);
    expect((await me.client.request(app.url, '/api/openai/follow-up', { body: { readingId, question: 'Back again?', userId: me.id } })).status).toBe(200);
  });
});
