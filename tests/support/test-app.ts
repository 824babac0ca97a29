import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { createAuth } from '../../src/server/auth/auth.ts';
import { createOutboxMailer } from '../../src/server/adapters/email/mailer.ts';
import { startPgBossQueue, type PgBossQueueOptions } from '../../src/server/adapters/jobs/pg-boss-queue.ts';
import { startBackgroundWork } from '../../src/server/domain/jobs/background-work.ts';
import { jobPolicies } from '../../src/server/domain/jobs/jobs.ts';
import { counterKeyHasher } from '../../src/server/domain/limits/rate-limit.ts';
import { createOutgoingMail } from '../../src/server/domain/mail/outgoing-mail.ts';
import type { Mailer } from '../../src/server/domain/ports/mailer.ts';
import { createLocalPayments } from '../../src/server/adapters/payments/local-payments.ts';
import { createOfflineReader } from '../../src/server/adapters/llm/offline-reader/reader.ts';
import type { Reader } from '../../src/server/domain/ports/reader.ts';
import type { CounterStore } from '../../src/server/domain/ports/counter-store.ts';
import { createDatabaseCounterStore } from '../../src/server/adapters/store/database-counter-store.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createReadModels } from '../../src/server/read-models/read-models.ts';
import { seededRandomInt } from '../../src/shared/deck/draw.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestAppOptions {
  env?: Record<string, string>;
  reader?: Reader;
  counters?: CounterStore;
  mailer?: Mailer;
  payments?: AppDeps['payments'];
  /** Real scrypt at a low cost, for suites whose subject is not password hashing. */
  cheapPasswords?: boolean;
  /** A database opened by the test (one behind a TCP proxy, say) instead of one of its own; closed with the app. */
  database?: DatabaseHandle;
  /** A built front end, so pages are served too. */
  clientDir?: string;
  /** The job queue's clock (pg-boss's TestClock, to drive it by hand). */
  clock?: PgBossQueueOptions['clock'];
  /** The wait before a failed mail's first retry; 1 s unless a test needs another. */
  mailRetryDelaySeconds?: number;
  /** Retries after a mail's first attempt (production's policy unless a test wants mail to fail for good sooner). */
  mailRetries?: number;
  /** false: no worker takes jobs here (they wait in the queue, for a test to look at). */
  workers?: boolean;
}

const CHEAP_PASSWORD_HASH = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;

/** The real app, in process, on a database of its own. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-test-'));
  // The local test checkout is the payments default here, also for suites that serve https.
  const env = parseEnv({ TRUST_PROXY: '1', PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, ALLOW_TEST_CHECKOUT: '1', ...options.env });
  const counters = options.counters ?? createDatabaseCounterStore(database.db);
  const mailer = options.mailer ?? createOutboxMailer(dataDir, env.MAIL_FROM);
  const readModels = createReadModels(database);
  const secret = 'test-secret-that-is-long-enough-0123456789';
  // The real queue on the test's own database; idle workers look every half second, a new job wakes them at once.
  const policies = jobPolicies(options.mailRetryDelaySeconds ?? 1);
  if (options.mailRetries !== undefined) policies.mail = { ...policies.mail, retries: options.mailRetries };
  const jobs = await startPgBossQueue(database, { policies, pollSeconds: 0.5, superviseSeconds: 2, clock: options.clock });
  const mail = createOutgoingMail(jobs, secret);
  if (options.workers !== false) {
    const clock = options.clock;
    await startBackgroundWork({
      jobs,
      db: database.db,
      mail,
      mailer,
      publicUrl: env.PUBLIC_URL,
      replyLeaseSeconds: env.REPLY_LEASE_SECONDS,
      // Mail is composed at the queue's time: a reminder schedules the next one from it.
      now: clock ? () => new Date(clock.now()) : undefined,
    });
  }
  const deps: AppDeps = {
    env,
    db: database.db,
    readModels,
    auth: createAuth({
      env,
      db: database.db,
      secret,
      mail,
      ...(options.cheapPasswords ? { passwordHashParams: CHEAP_PASSWORD_HASH } : {}),
    }),
    mail,
    jobs,
    payments: options.payments ?? createLocalPayments(database.db, env.PUBLIC_URL, mail),
    reader: options.reader ?? createOfflineReader({ chunkDelayMs: 0 }),
    counters,
    counterKey: counterKeyHasher(secret),
    randomInt: seededRandomInt(42),
  };
  const app = createApp(deps, { clientDir: options.clientDir });

  /** A JSON request as a browser on our own origin would send it. */
  const request = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Content-Type': 'application/json',
        Origin: TEST_ORIGIN,
        'X-Forwarded-For': '203.0.113.1',
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });

  return {
    app,
    deps,
    dataDir,
    db: database.db,
    request,
    jobs,
    mail,
    async close() {
      await jobs.stop(5_000);
      await counters.close();
      await readModels.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
