import { randomBytes, randomInt } from 'node:crypto';
import { like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateCounter } from '../src/server/db/schema.ts';
import { scrubLine } from '../src/server/observe/log.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { proxiedPostgresDatabase, showServerOutputOnFailure } from './support/outages.ts';
import { httpClient, signUpAt, sleep, startServerProcess, stopAllServerProcesses, TEST_PASSWORD, type ServerProcess } from './support/server-process.ts';
import { POSTGRES, REDIS, REDIS_BASE_URL, servicesAnswer } from './support/services.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// Issue 25 §1: no whole email address in any log line or counter key, even when requests fail
// with the database down (a failed query's error carries the values it was sent).

const available = await servicesAnswer(import.meta.filename, [POSTGRES, REDIS]);
const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;
/** What must not appear: the address, and its part before the @ on its own. */
const tracesOf = (email: string) => [email, email.slice(0, email.indexOf('@'))];

describe('a log line', () => {
  it('loses a failed query’s parameters and masks every address, in the message and in the stack', () => {
    const line = JSON.stringify({
      level: 'warn',
      msg: '[app] POST /api/auth/sign-in/email: database unavailable (Failed query: select "id" from "user" where "email" = $1\nparams: log-leak-victim@example.test,Will Sam stay?)',
      err: { stack: 'Error: Failed query: select 1\nparams: a@b.test,Will Sam stay?\n    at query (x.js:1:1)' },
      note: 'write to luna.starling@example.com',
    });
    const scrubbed = scrubLine(line);
    expect(JSON.parse(scrubbed)).toEqual({
      level: 'warn',
      msg: '[app] POST /api/auth/sign-in/email: database unavailable (Failed query: select "id" from "user" where "email" = $1\nparams: [redacted]',
      err: { stack: 'Error: Failed query: select 1\nparams: [redacted]\n    at query (x.js:1:1)' },
      note: 'write to l…@example.com',
    });
  });
});

describe('counter keys in the database store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t.close());

  it('hold a keyed hash instead of the email, and still count per email', async () => {
    const me = await signUp(t, { email: fresh('counted') });
    for (let i = 0; i < 2; i++) {
      const wrong = await t.request(apiPaths.auth.signInEmail, { body: { email: me.email, password: `wrong ${i}` } });
      expect(wrong.status).toBe(401);
    }
    expect((await t.request(apiPaths.auth.requestPasswordReset, { body: { email: me.email, redirectTo: '/reset-password' } })).status).toBe(200);
    const keys = (await t.db.select({ key: rateCounter.key }).from(rateCounter)).map((row) => row.key);
    const onAccount = keys.filter((key) => key.startsWith('sign-in:account:') || key.startsWith('account-mail:account:') || key.startsWith('sign-up:account:'));
    expect(onAccount.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) for (const trace of tracesOf(me.email)) expect(key).not.toContain(trace);
    // The same email counts under the same key: the 2 failures are one counter at 2.
    const [signIns] = await t.db.select({ count: rateCounter.count }).from(rateCounter).where(like(rateCounter.key, 'sign-in:account:%'));
    expect(signIns?.count).toBe(2);
  });
});

describe.runIf(available)('every log line of a run with failures, and the Redis counters', () => {
  let postgres: Awaited<ReturnType<typeof proxiedPostgresDatabase>>;
  let app: ServerProcess;
  let redis: Redis;
  const redisDb = randomInt(1, 16);
  const used: string[] = [];

  beforeAll(async () => {
    postgres = await proxiedPostgresDatabase('tarot_privacy_logs');
    app = await startServerProcess({ env: { DATABASE_URL: postgres.url, REDIS_URL: `${REDIS_BASE_URL}/${redisDb}`, LOG_LEVEL: 'debug' } });
    redis = new Redis(`${REDIS_BASE_URL}/${redisDb}`);
  });

  afterAll(async () => {
    redis?.disconnect();
    await app?.stop();
    await stopAllServerProcesses();
    await postgres?.close();
  });

  beforeEach((context) => showServerOutputOnFailure(context, () => app));

  it('never names an address it was given, whole or by its local part', async () => {
    const victim = await signUpAt(app.url, fresh('log-leak-victim'));
    const stranger = fresh('log-leak-stranger');
    used.push(victim.email, stranger);
    const post = (path: string, body: unknown) => httpClient().request(app.url, path, { body });

    // Failures with the database up: a wrong password, an unknown account, resets for both.
    expect((await post(apiPaths.auth.signInEmail, { email: victim.email, password: 'wrong password' })).status).toBe(401);
    expect((await post(apiPaths.auth.signInEmail, { email: stranger, password: TEST_PASSWORD })).status).toBe(401);
    for (const email of [victim.email, stranger])
      expect((await post(apiPaths.auth.requestPasswordReset, { email, redirectTo: '/reset-password' })).status).toBe(200);

    // And with it down: sign-in, a reset request, a sign-up, each a 503.
    await postgres.proxy.cut();
    expect((await post(apiPaths.auth.signInEmail, { email: victim.email, password: TEST_PASSWORD })).status).toBe(503);
    expect((await post(apiPaths.auth.requestPasswordReset, { email: victim.email, redirectTo: '/reset-password' })).status).toBe(503);
    const late = fresh('log-leak-late');
    used.push(late);
    expect((await post(apiPaths.auth.signUpEmail, { email: late, password: TEST_PASSWORD, name: 'Late Comer', birthday: 1, birthMonth: 2 })).status).toBe(503);
    await postgres.proxy.resume();

    const keys = await redis.keys('*');
    expect(keys.some((key) => key.includes('sign-in:account:'))).toBe(true);
    for (const key of keys) for (const email of used) for (const trace of tracesOf(email)) expect(key).not.toContain(trace);

    // Everything the process wrote, flushed by stopping it.
    await sleep(200);
    await app.stop();
    const output = app.output();
    const lines = output.split('\n').filter(Boolean);
    expect(lines.some((line) => line.includes('database unavailable'))).toBe(true);
    for (const email of used) {
      for (const trace of tracesOf(email)) {
        const leaking = lines.filter((line) => line.includes(trace));
        expect(leaking, `lines naming ${trace}`).toEqual([]);
      }
    }
  });
});
