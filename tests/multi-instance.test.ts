import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { FREE_READING_USED, FREE_READINGS_CAP_REACHED } from '../src/server/domain/readings/visitor-reading.ts';
import { counterKeyHasher, LIMITS, TOO_MANY_REQUESTS } from '../src/server/domain/limits/rate-limit.ts';
import { STARTING_CREDITS } from '../src/shared/constants.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { createPostgresDatabase } from './support/postgres-database.ts';
import {
  awayFromWindowEdge,
  freshAddress,
  PROCESS_AUTH_SECRET,
  httpClient,
  signUpAt,
  startServerProcess,
  stopAllServerProcesses,
  TEST_PASSWORD,
  visitorDrawAt,
  type HttpClient,
  type ServerProcess,
} from './support/server-process.ts';
import { POSTGRES, REDIS, REDIS_BASE_URL, servicesAnswer } from './support/services.ts';

// Two real server processes behind an imaginary load balancer: one PostgreSQL database, one Redis.
// Every rule that must hold "per visitor / per account / per checkout" must hold across them.

const KEY_PREFIX = 'tarot:';
const DAY = 24 * 60 * 60;

const available = await servicesAnswer(import.meta.filename, [POSTGRES, REDIS]);

/** The longest the sign-in counting test may take. */
const SIGN_IN_COUNTING_MS = 100_000;

describe.runIf(available)('two app instances sharing one PostgreSQL database and one Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  let redis: Redis;
  let llm: OpenAIServer;
  let a: ServerProcess;
  let b: ServerProcess;
  const both = () => [a, b] as const;

  async function deleteAppKeys() {
    const keys = await redis.keys(`${KEY_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  }

  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_mi');
    // A database index of its own (1–15) so other users of this Redis are not disturbed; only
    // the app's keys (prefix tarot:) are deleted, before and after.
    const redisUrl = `${REDIS_BASE_URL}/${randomInt(1, 16)}`;
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    await deleteAppKeys();
    // A paid model (a local one): the per-address cap on free readings counts only then.
    llm = await startOpenAIServer();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, FREE_READINGS_PER_IP_PER_DAY: '3', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.baseURL };
    // Started together, as a deployment would: both run the migrations against the empty database.
    [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    db = drizzle({ client: pool, schema, casing: 'snake_case' });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await stopAllServerProcesses();
    await llm?.close();
    await pool?.end();
    if (redis) {
      await deleteAppKeys();
      await redis.quit();
    }
    await database?.drop();
  });

  beforeEach((context) => {
    context.onTestFailed(() => {
      for (const [name, proc] of [
        ['A', a],
        ['B', b],
      ] as const) {
        process.stdout.write(`\n----- instance ${name} output -----\n${proc?.output() ?? '(not started)'}\n`);
      }
    });
  });

  const visitorBody = (cards: { name: string }[], tempUserId: string = randomUUID()) => ({ question: 'What should I focus on this month?', cards, tempUserId });
  /** A new visitor's browser draws on `drawOn` and asks for its reading on `readOn`. */
  const readAsVisitor = async (drawOn: ServerProcess, readOn: ServerProcess, address?: string) => {
    const { cards, client } = await visitorDrawAt(drawOn.url, address);
    return client.request(readOn.url, '/api/openai/interpret-temp', { body: visitorBody(cards) });
  };
  const tempReadingsOf = (tempUserId: string) => db.select().from(schema.tempReading).where(eq(schema.tempReading.tempUserId, tempUserId));
  const creditsOf = async (userId: string) =>
    (await db.select({ credits: schema.user.credits }).from(schema.user).where(eq(schema.user.id, userId)))[0]?.credits;

  it('counts in Redis, not in the database', async () => {
    const { cards, client: visitor } = await visitorDrawAt(a.url);
    const response = await visitor.request(a.url, '/api/openai/interpret-temp', { body: visitorBody(cards) });
    expect(response.status).toBe(200);
    const keys = await redis.keys(`${KEY_PREFIX}counter:free-reading:${visitor.address}:*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0] ?? '')).toBe('1');
    expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(0);
    expect(await db.select().from(schema.rateCounter)).toEqual([]);
  });

  it('gives one visitor one free reading across both instances, one after the other and concurrently', async () => {
    // Drawn on A, read on B: the draw is shared too.
    const sequential = await visitorDrawAt(a.url);
    const tempUserId = randomUUID();
    const first = await sequential.client.request(b.url, '/api/openai/interpret-temp', { body: visitorBody(sequential.cards, tempUserId) });
    expect(first.status).toBe(200);
    const second = await sequential.client.request(a.url, '/api/openai/interpret-temp', { body: visitorBody(sequential.cards, tempUserId) });
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ error: FREE_READING_USED });
    expect(await tempReadingsOf(tempUserId)).toHaveLength(1);

    const concurrent = await visitorDrawAt(b.url);
    const racer = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        concurrent.client.request((i % 2 ? b : a).url, '/api/openai/interpret-temp', { body: visitorBody(concurrent.cards, racer) }),
      ),
    );
    await Promise.all(responses.map((response) => response.body?.cancel()));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(403)]);
    const [stored, ...others] = await tempReadingsOf(racer);
    expect(others).toEqual([]);
    expect(stored?.interpretation).toBeTruthy();
  });

  it('counts the per-address daily cap (3) across both instances: the 4th reading is refused with 429', async () => {
    await awayFromWindowEdge(DAY);
    const address = freshAddress();
    // Three at once, split across the instances, then a fourth on either.
    const allowed = await Promise.all([a, b, a].map((instance) => readAsVisitor(b, instance, address)));
    await Promise.all(allowed.map((response) => response.body?.cancel()));
    const refused = await readAsVisitor(a, b, address);
    const statuses = [...allowed.map((response) => response.status), refused.status];
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await refused.json()).toEqual({ error: FREE_READINGS_CAP_REACHED });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [key, ...more] = await redis.keys(`${KEY_PREFIX}counter:free-reading:${address}:*`);
    expect(more).toEqual([]);
    expect(await redis.get(key ?? '')).toBe('4');
    // Another address is not affected.
    expect((await readAsVisitor(a, a)).status).toBe(200);
  });

  it(
    'shares sign-in failures per email across instances: past 10 from elsewhere a new address gets 3, and the owner still signs in',
    async () => {
      // Fixed windows: the whole count (slow hashes, up to a minute or more on a busy machine) must
      // fall in one window, or the count starts again part-way (seen once in CI).
      await awayFromWindowEdge(LIMITS.signInPerAccount.windowSeconds, SIGN_IN_COUNTING_MS);
      const account = await signUpAt(a.url);
      // Eleven wrong passwords, in rounds of one on each instance at once, each from an address of
      // its own (so only the per-email count can bite). Each costs a deliberately slow hash.
      const statuses: number[] = [];
      for (let round = 0; round < 6; round++) {
        const instances = round < 5 ? both() : [a];
        const answers = await Promise.all(
          instances.map((instance, i) =>
            httpClient().request(instance.url, '/api/auth/sign-in/email', {
              body: { email: account.email, password: `wrong-${round}-${i}` },
              signal: AbortSignal.timeout(60_000),
            }),
          ),
        );
        await Promise.all(answers.map((response) => response.body?.cancel()));
        statuses.push(...answers.map((response) => response.status));
      }
      expect(statuses).toEqual(Array<number>(11).fill(401));
      // The key names the email only by its keyed hash (issue 25 §1).
      const [key] = await redis.keys(`${KEY_PREFIX}counter:sign-in:account:${counterKeyHasher(PROCESS_AUTH_SECRET)(account.email)}:*`);
      expect(Number(await redis.get(key ?? ''))).toBe(11);

      // The email is under attack: one more address gets 3 failures, split across the instances, then 429 on either.
      const guesser = httpClient();
      for (const instance of [a, b, a]) {
        const wrong = await guesser.request(instance.url, '/api/auth/sign-in/email', { body: { email: account.email, password: 'still wrong' } });
        expect(wrong.status).toBe(401);
      }
      for (const instance of both()) {
        const blocked = await guesser.request(instance.url, '/api/auth/sign-in/email', { body: { email: account.email, password: TEST_PASSWORD } });
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toMatchObject({ error: TOO_MANY_REQUESTS });
        expect(blocked.headers.getSetCookie()).toEqual([]);
      }
      // The owner, from an address that has not failed, signs in on either instance.
      for (const instance of both()) {
        const mine = await httpClient().request(instance.url, '/api/auth/sign-in/email', { body: { email: account.email, password: TEST_PASSWORD } });
        expect(mine.status).toBe(200);
      }
    },
    120_000 + SIGN_IN_COUNTING_MS,
  );

  it('honours a session made on A on B, and a sign-out on B ends it on A', async () => {
    const account = await signUpAt(a.url);
    const meOn = async (instance: ServerProcess, client: HttpClient) =>
      ((await (await client.request(instance.url, '/api/me')).json()) as { user: { uid: string } | null }).user;
    expect((await meOn(b, account.client))?.uid).toBe(account.id);
    expect((await meOn(a, account.client))?.uid).toBe(account.id);

    const signOut = await account.client.request(b.url, '/api/auth/sign-out', { body: {} });
    expect(signOut.status).toBe(200);
    expect(await meOn(a, account.client)).toBeNull();
    expect(await meOn(b, account.client)).toBeNull();
    expect((await account.client.request(a.url, '/api/readings')).status).toBe(401);
  });

  it('credits a local checkout paid concurrently through both instances exactly once', async () => {
    const account = await signUpAt(b.url);
    const created = await account.client.request(a.url, '/api/stripe/create-checkout-session', { body: { userId: account.id, credits: 10, price: 499 } });
    expect(created.status).toBe(200);
    const checkoutId = new URL(((await created.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';

    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) => account.client.request((i % 2 ? b : a).url, `/api/checkout/${checkoutId}/pay`, { body: {} })),
    );
    expect(paid.map((response) => response.status)).toEqual(Array<number>(10).fill(200));
    expect(await creditsOf(account.id)).toBe(STARTING_CREDITS + 10);
    const purchases = await db
      .select()
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.userId, account.id), eq(schema.creditLedger.reason, 'purchase')));
    expect(purchases.map((row) => [row.delta, row.reference])).toEqual([[10, `local_${checkoutId}`]]);
  });

  it('turns concurrent follow-ups through both instances with 1 credit into exactly one answer and a balance of 0', async () => {
    const account = await signUpAt(a.url);
    const created = await account.client.request(a.url, '/api/readings', { body: { question: 'How can I grow in my relationships?' } });
    expect(created.status).toBe(201);
    const readingId = ((await created.json()) as { id: string }).id;
    expect((await account.client.request(b.url, '/api/openai/interpret', { body: { readingId } })).status).toBe(200);
    await db.update(schema.user).set({ credits: 1 }).where(eq(schema.user.id, account.id));

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        account.client.request((i % 2 ? b : a).url, '/api/openai/follow-up', {
          body: { question: 'What does the second card ask of me?', userId: account.id, readingId },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 402 || status === 409)).toBe(true);
    const answer = (await responses[statuses.indexOf(200)]?.json()) as { credits: number };
    expect(answer.credits).toBe(0);

    expect(await creditsOf(account.id)).toBe(0);
    const spends = await db
      .select()
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.userId, account.id), eq(schema.creditLedger.reason, 'follow_up')));
    expect(spends).toHaveLength(1);
    const messages = await db.select().from(schema.message).where(eq(schema.message.readingId, readingId));
    expect(messages.map((row) => row.seq).sort()).toEqual([0, 1, 2]);
  });
});

describe.runIf(available)('responses from a real server process', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let app: ServerProcess;
  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_mi_headers');
    app = await startServerProcess({ env: { DATABASE_URL: database.url, REDIS_URL: '' } });
  }, 60_000);
  afterAll(async () => {
    await stopAllServerProcesses();
    await database?.drop();
  });

  // The hot reads through a real server, which in-process tests skip (they get the fetch
  // Response itself): the security headers must be there, and the body must arrive whole.
  it('sends the history page and a saved reading with the security headers, no-store and their whole JSON', async () => {
    const account = await signUpAt(app.url);
    const question = 'Which "path" should I take — the 🌙 or the ☀️?';
    const created = await account.client.request(app.url, '/api/readings', { body: { question } });
    expect(created.status).toBe(201);
    const readingId = ((await created.json()) as { id: string }).id;
    expect((await account.client.request(app.url, '/api/openai/interpret', { body: { readingId } })).status).toBe(200);

    for (const [path, label] of [
      ['/api/readings', 'history'],
      [`/api/readings/${readingId}`, 'reading'],
      ['/api/me', 'me (c.json)'],
    ] as const) {
      const response = await account.client.request(app.url, path);
      expect(response.status, label).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, label).toContain(directive);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), label).toBe('DENY');
      expect(response.headers.get('cache-control'), label).toBe('no-store');
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      const text = await response.text();
      expect(Number(response.headers.get('content-length')), label).toBe(Buffer.byteLength(text));
      const body = JSON.parse(text) as { readings?: { id: string; question: string }[]; question?: string; user?: { uid: string } };
      if (label === 'history') expect(body.readings?.map((entry) => [entry.id, entry.question])).toEqual([[readingId, question]]);
      if (label === 'reading') expect(body.question).toBe(question);
      if (label === 'me (c.json)') expect(body.user?.uid).toBe(account.id);
    }
  }, 60_000);
});

describe.runIf(available)('instances starting together on an empty database', () => {
  it('all migrate it and start (the migrations run once, one instance at a time)', async () => {
    const fresh = await createPostgresDatabase('tarot_mi_migrate');
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 2 })));
    try {
      const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      const admin = new pg.Client({ connectionString: fresh.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
        const { rows: files } = await admin.query<{ count: string }>("select count(*) from pg_tables where schemaname = 'public'");
        const journal = JSON.parse(readFileSync(new URL('../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
        // Each migration applied exactly once.
        expect(Number(rows[0]?.count)).toBe(journal.entries.length);
        expect(Number(files[0]?.count)).toBeGreaterThan(5);
      } finally {
        await admin.end();
      }
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      await fresh.drop();
    }
  });
});
