import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '../src/server/domain/ports/counter-store.ts';
import { hashingPool } from '../src/server/domain/accounts/password.ts';
import { HASHING_BUSY, HASHING_CONCURRENCY, HASHING_MAX_WAITING } from '../src/server/domain/accounts/hashing-pool.ts';
import { DAY_SECONDS, LIMITS, TOO_MANY_REQUESTS } from '../src/server/domain/limits/rate-limit.ts';
import { DEVICE_COOKIE } from '../src/server/http/device-cookie.ts';
import { frozenCounters, FROZEN_NOW } from './support/frozen-counters.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

// Every endpoint that checks or sets a password, behind its limits, on the real app and database.

const PASSWORD = 'correct horse battery';
let lastAddress = 0;
const freshAddress = () => `198.19.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
const uniqueEmail = () => `limits-${randomUUID()}@example.com`;
const TEN_MINUTES_LEFT = String(windowOf(FROZEN_NOW, 600).retryAfterSeconds);

async function errorOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error?: string }).error;
}

describe('sign-in counts failures, keyed on email and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    const frozen = frozenCounters();
    t = await createTestApp({ counters: frozen.counters, cheapPasswords: true });
    frozen.attach(t.db);
  });
  afterAll(async () => t.close());

  const signIn = (email: string, password: string, address: string) =>
    t.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': address } });

  it("locks an email only from the address that failed on it: the owner's right password from a new address still signs in", async () => {
    const owner = await signUp(t);
    const attacker = freshAddress();
    for (let i = 0; i < LIMITS.signInPerAccountAndAddress.limit; i++) expect((await signIn(owner.email, `wrong ${i}`, attacker)).status).toBe(401);
    const locked = await signIn(owner.email, PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(TEN_MINUTES_LEFT);
    expect(await errorOf(locked)).toBe(TOO_MANY_REQUESTS);
    expect(locked.headers.getSetCookie()).toEqual([]);

    const mine = await signIn(owner.email.toUpperCase(), PASSWORD, freshAddress());
    expect(mine.status).toBe(200);
    expect(mine.headers.getSetCookie().some((line) => line.startsWith('tarot.session_token='))).toBe(true);
  });

  it('slows guessing from many addresses: past 10 failures on an email from elsewhere, each further address gets 3, and the owner still signs in', async () => {
    const owner = await signUp(t);
    for (let i = 0; i <= LIMITS.signInPerAccount.limit; i++) expect((await signIn(owner.email, `wrong ${i}`, freshAddress())).status).toBe(401);
    const another = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInPerAccountAndAddressUnderAttack.limit + 1; i++) statuses.push((await signIn(owner.email, `again ${i}`, another)).status);
    expect(statuses).toEqual([...Array<number>(LIMITS.signInPerAccountAndAddressUnderAttack.limit).fill(401), 429]);

    expect((await signIn(owner.email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it('lets a browser that signed in before through its flooded address and an account under attack, on its device cookie alone (issue 25 §2)', async () => {
    const owner = await signUp(t);
    const home = freshAddress();
    const first = await signIn(owner.email, PASSWORD, home);
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/i);
    const deviceCookie = device?.split(';')[0] ?? '';

    // Strangers fill the shared address's limit with random emails and put the account under attack from elsewhere.
    for (let i = 0; i < LIMITS.signInPerAddress.limit; i++) await signIn(uniqueEmail(), `guess ${i}`, home);
    for (let i = 0; i <= LIMITS.signInPerAccount.limit; i++) await signIn(owner.email, `wrong ${i}`, freshAddress());
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(429);

    const withDevice = (password: string, cookie = deviceCookie) =>
      t.request('/api/auth/sign-in/email', { body: { email: owner.email, password }, headers: { 'X-Forwarded-For': home, Cookie: cookie } });
    expect((await withDevice(PASSWORD)).status).toBe(200);
    // The cookie is the account's alone, and cannot be forged.
    const other = await signUp(t);
    const forOther = await t.request('/api/auth/sign-in/email', {
      body: { email: other.email, password: PASSWORD },
      headers: { 'X-Forwarded-For': home, Cookie: deviceCookie },
    });
    expect(forOther.status).toBe(429);
    expect((await withDevice(PASSWORD, `${deviceCookie.slice(0, -3)}abc`)).status).toBe(429);
    // Its holder is limited by its own failures.
    for (let i = 0; i < LIMITS.signInPerDevice.limit; i++) expect((await withDevice(`typo ${i}`)).status).toBe(401);
    expect((await withDevice(PASSWORD)).status).toBe(429);
  });

  it('counts failures, not successes: typos between sign-ins never add up to a lock', async () => {
    const owner = await signUp(t);
    const home = freshAddress();
    // Two rounds of 5 typos and a success: 12 attempts on this email from this address, 10 failures.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.signInPerAccountAndAddress.limit / 2; i++) expect((await signIn(owner.email, `typo ${round} ${i}`, home)).status).toBe(401);
      expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
    }
  });

  it('does not count successful sign-ins against an address', async () => {
    const shared = freshAddress();
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    // More successes from one address (an office, a family) than it may have failures.
    for (let round = 0; round < Math.ceil((LIMITS.signInPerAddress.limit + 1) / users.length); round++) {
      for (const user of users) expect((await signIn(user.email, PASSWORD, shared)).status).toBe(200);
    }
  });
});

describe('sign-ups per address per day', () => {
  let t: TestApp;
  let now = FROZEN_NOW;
  beforeAll(async () => {
    const frozen = frozenCounters(() => now);
    t = await createTestApp({ counters: frozen.counters, cheapPasswords: true, env: { SIGN_UPS_PER_ADDRESS_PER_DAY: '12' } });
    frozen.attach(t.db);
  });
  afterAll(async () => t.close());

  const signUpFrom = (address: string, email = uniqueEmail()) =>
    t.request('/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, name: 'Luna Starling', birthday: 14, birthMonth: 8 },
      headers: { 'X-Forwarded-For': address },
    });

  it('stops at 10 an hour and at SIGN_UPS_PER_ADDRESS_PER_DAY a day, until midnight UTC', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.signUpPerAddress.limit; i++) expect((await signUpFrom(address)).status).toBe(200);
    expect((await signUpFrom(address)).status).toBe(429);

    // The refused one did not count: two more make 12 today.
    now = FROZEN_NOW + 60 * 60 * 1000;
    expect((await signUpFrom(address)).status).toBe(200);
    expect((await signUpFrom(address)).status).toBe(200);
    const refused = await signUpFrom(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowOf(now, DAY_SECONDS).retryAfterSeconds));
    expect(await errorOf(refused)).toBe(TOO_MANY_REQUESTS);
    // Another address is not affected.
    expect((await signUpFrom(freshAddress())).status).toBe(200);
  });
});

describe('password checks of a signed-in user and account mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    const frozen = frozenCounters();
    t = await createTestApp({ counters: frozen.counters, cheapPasswords: true });
    frozen.attach(t.db);
  });
  afterAll(async () => t.close());

  const post = (path: string, who: SignedInUser | null, body: unknown, address = freshAddress()) =>
    t.request(path, { body, headers: { 'X-Forwarded-For': address, ...(who ? { Cookie: who.cookie } : {}) } });

  it('verify-password: of 16 parallel wrong guesses, 10 are checked and the rest answered 429 without hashing', async () => {
    const me = await signUp(t);
    const guesses = await Promise.all(Array.from({ length: 16 }, (_, i) => post('/api/auth/verify-password', me, { password: `guess ${i}` })));
    const statuses = guesses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(LIMITS.passwordCheckPerUser.limit).fill(400),
      ...Array<number>(16 - LIMITS.passwordCheckPerUser.limit).fill(429),
    ]);
    const refused = guesses.find((response) => response.status === 429);
    expect(refused?.headers.get('retry-after')).toBe(TEN_MINUTES_LEFT);

    // Someone else's checks are not held back.
    const other = await signUp(t);
    expect((await post('/api/auth/verify-password', other, { password: PASSWORD })).status).toBe(200);
  });

  it('change-password: wrong current passwords are limited per user, and the password stays as it was', async () => {
    const me = await signUp(t);
    const change = (currentPassword: string) => post('/api/auth/change-password', me, { currentPassword, newPassword: 'a brand new secret' });
    for (let i = 0; i < LIMITS.passwordCheckPerUser.limit; i++) expect((await change(`wrong ${i}`)).status).toBe(400);
    expect((await change(PASSWORD)).status).toBe(429);
    const signIn = await post('/api/auth/sign-in/email', null, { email: me.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('counts failed checks per address across users', async () => {
    const address = freshAddress();
    const perUser = LIMITS.passwordCheckPerUser.limit;
    const users = await Promise.all(Array.from({ length: LIMITS.passwordCheckPerAddress.limit / perUser }, () => signUp(t)));
    for (const user of users) {
      for (let i = 0; i < perUser; i++) expect((await post('/api/auth/verify-password', user, { password: `nope ${i}` }, address)).status).toBe(400);
    }
    const next = await signUp(t);
    expect((await post('/api/auth/verify-password', next, { password: PASSWORD }, address)).status).toBe(429);
    expect((await post('/api/auth/verify-password', next, { password: PASSWORD })).status).toBe(200);
  });

  it('limits deleting the account (POST /api/account/delete and delete-user) per user like any other password check', async () => {
    const me = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.passwordCheckPerUser.limit; i++) {
      const path = i % 2 ? '/api/account/delete' : '/api/auth/delete-user';
      statuses.push((await post(path, me, { password: `wrong ${i}` })).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await post('/api/account/delete', me, { password: PASSWORD })).status).toBe(429);
    expect((await post('/api/auth/delete-user', me, { password: PASSWORD })).status).toBe(429);
  });

  it('limits reset-password per token, and password-reset and verification mails per email', async () => {
    const token = randomUUID();
    for (let i = 0; i < LIMITS.passwordResetPerToken.limit; i++) {
      expect((await post('/api/auth/reset-password', null, { token, newPassword: 'a brand new secret' })).status).not.toBe(429);
    }
    expect((await post('/api/auth/reset-password', null, { token, newPassword: 'a brand new secret' })).status).toBe(429);

    const me = await signUp(t);
    for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email']) {
      const email = path.endsWith('reset') ? me.email : uniqueEmail();
      for (let i = 0; i < LIMITS.accountMailPerAccount.limit; i++) expect((await post(path, null, { email })).status).not.toBe(429);
      const refused = await post(path, null, { email: email.toUpperCase() });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(windowOf(FROZEN_NOW, 3600).retryAfterSeconds));
    }
  });
});

describe('password hashing at production cost under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A clock that stands still: a flood slowed by a busy machine must not cross a window boundary
    // between the refusal's count and the check of it.
    const frozen = frozenCounters();
    t = await createTestApp({ counters: frozen.counters });
    frozen.attach(t.db);
  });
  afterAll(async () => t.close());

  it('hashes at most HASHING_CONCURRENCY at once, answers 503 past the queue, and keeps answering other requests', async () => {
    let running = 0;
    let waiting = 0;
    const sampler = setInterval(() => {
      const load = hashingPool.load();
      running = Math.max(running, load.running);
      waiting = Math.max(waiting, load.waiting);
    }, 2);
    const addresses = Array.from({ length: 50 }, freshAddress);
    const flood = Promise.all(
      addresses.map((address) =>
        t.request('/api/auth/sign-in/email', { body: { email: uniqueEmail(), password: 'not the password' }, headers: { 'X-Forwarded-For': address } }),
      ),
    );
    const health = await t.request('/api/health');
    const answers = await flood;
    clearInterval(sampler);

    expect(health.status).toBe(200);
    expect(running).toBeGreaterThan(0);
    expect(running).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    expect(waiting).toBeLessThanOrEqual(HASHING_MAX_WAITING);
    const statuses = new Set(answers.map((response) => response.status));
    expect([...statuses].sort()).toEqual([401, 503]);
    const busy = answers.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(50 - HASHING_CONCURRENCY - HASHING_MAX_WAITING - 10);
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await errorOf(response)).toBe(HASHING_BUSY);
    }
    // A refusal counts against its address like a failure (issue 25 §2): refused senders cannot go on for ever.
    const refusedAddress = addresses[answers.findIndex((response) => response.status === 503)] ?? '';
    expect((await t.deps.counters.hit(`sign-in:addr:${refusedAddress}`, LIMITS.signInPerAddress.windowSeconds)).count).toBe(2);
  }, 120_000);
});
