import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, creditLedger, session, user } from '../src/server/db/schema.ts';
import { TOO_MANY_REQUESTS } from '../src/server/domain/limits/rate-limit.ts';
import { STARTING_CREDITS } from '../src/shared/constants.ts';
import type { UserData } from '../src/shared/schemas/account.ts';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { frozenCounters } from './support/frozen-counters.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { refuseSignupGrants } from './support/ledger-fault.ts';
import { follow, linkIn, mailsTo, nextMailTo } from './support/mail-links.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { cookiesFrom, signUp } from './support/users.ts';

const PASSWORD = 'correct horse battery';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

let lastAddress = 0;
/** Each request that should not share an address counter gets its own. */
const freshAddress = () => `198.18.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

type AuthError = { message?: string; code?: string; error?: string };

function signUpBody(overrides: Record<string, unknown> = {}) {
  return { email: uniqueEmail(), password: PASSWORD, name: 'Luna Starling', birthday: 14, birthMonth: 8, ...overrides };
}

async function me(t: TestApp, cookie: string): Promise<UserData | null> {
  const response = await t.request('/api/me', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: UserData | null }).user;
}

function sessionCookieLine(response: Response, name = 'tarot.session_token'): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return line;
}

const usersWithEmail = (t: TestApp, email: string) => t.db.select().from(user).where(eq(user.email, email));
const sessionsOf = (t: TestApp, userId: string) => t.db.select().from(session).where(eq(session.userId, userId));

describe('email and password accounts (/api/auth/*)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const frozen = frozenCounters();
    t = await createTestApp({ counters: frozen.counters });
    frozen.attach(t.db);
  });
  afterAll(async () => t.close());

  const signUpRequest = (body: Record<string, unknown>, address = freshAddress()) =>
    t.request('/api/auth/sign-up/email', { body, headers: { 'X-Forwarded-For': address } });
  const signInRequest = (email: string, password: string, address = freshAddress(), headers: Record<string, string> = {}) =>
    t.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': address, ...headers } });

  it('signs up with 200, an HttpOnly SameSite=Lax session cookie and the starting account', async () => {
    const email = uniqueEmail('luna');
    const before = Date.now();
    const response = await signUpRequest(signUpBody({ email, name: '  Luna Starling  ' }));
    expect(response.status).toBe(200);
    const json = (await response.json()) as { token: string; user: { id: string } };

    const line = sessionCookieLine(response);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
    expect(line).not.toMatch(/Secure/);

    const cookie = cookiesFrom(response);
    const data = await me(t, cookie);
    expect(data).toEqual({
      uid: json.user.id,
      email,
      name: 'Luna Starling',
      dateOfBirth: '14-8',
      birthday: 14,
      birthMonth: 8,
      horoscopeSign: 'Leo',
      credits: 5,
      subscription: false,
      isAdmin: false,
      createdAt: expect.any(String),
      emailVerified: false,
      hasPassword: true,
      // The deck preferences start off: a new account draws the spec's three upright Major Arcana.
      fullDeck: false,
      reversals: false,
      // No Accept-Language: English (issue 28 §1).
      language: 'en',
    });
    const createdAt = Date.parse(data?.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1_000);

    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, json.user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5, reason: 'signup', reference: json.user.id });
    const [row] = await usersWithEmail(t, email);
    expect(row).toMatchObject({ credits: 5, subscription: false, isAdmin: false, birthday: 14, birthMonth: 8 });
  });

  it('writes the user row and its sign-up grant in one transaction: when the grant fails, there is no account', async () => {
    const email = uniqueEmail('gift');
    await refuseSignupGrants(t);
    const logged = expectConsoleErrors(/Failed to create user/);
    const refused = await signUpRequest(signUpBody({ email }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await usersWithEmail(t, email)).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('answers the sign-up with the balance its ledger row granted', async () => {
    const response = await signUpRequest(signUpBody());
    expect(response.status).toBe(200);
    const created = ((await response.json()) as { user: { id: string; credits: number } }).user;
    expect(created.credits).toBe(STARTING_CREDITS);
    const ledger = await t.db.select({ delta: creditLedger.delta }).from(creditLedger).where(eq(creditLedger.userId, created.id));
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(STARTING_CREDITS);
  });

  it('refuses a blank name at sign-up, and update-user saves a name trimmed and refuses a blank one, keeping the old', async () => {
    const blank = await signUpRequest(signUpBody({ email: uniqueEmail('blank'), name: '   ' }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Name is required' });

    const response = await signUpRequest(signUpBody({ email: uniqueEmail('rename'), name: 'Luna' }));
    const cookie = cookiesFrom(response);
    const update = (name: string) => t.request('/api/auth/update-user', { body: { name }, headers: { Cookie: cookie } });
    expect((await update('  Luna Vale  ')).status).toBe(200);
    expect((await me(t, cookie))?.name).toBe('Luna Vale');
    expect((await update('   ')).status).toBe(400);
    expect((await me(t, cookie))?.name).toBe('Luna Vale');
  });

  it('slides an active session forward in the database and in the cookie it sends back', async () => {
    const response = await signUpRequest(signUpBody({ email: uniqueEmail('active') }));
    const cookie = cookiesFrom(response);
    const { token } = (await response.json()) as { token: string };
    const aged = () =>
      t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
        .where(eq(session.token, token));

    await aged();
    const viaMe = await t.request('/api/me', { headers: { Cookie: cookie } });
    expect(sessionCookieLine(viaMe)).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('slides a session once it is due, on any signed-in call, and leaves it alone before', async () => {
    const response = await signUpRequest(signUpBody({ email: uniqueEmail('due') }));
    const cookie = cookiesFrom(response);
    const { token } = (await response.json()) as { token: string };
    const history = () => t.request('/api/readings', { headers: { Cookie: cookie } });
    const expiresAt = async () => (await t.db.select().from(session).where(eq(session.token, token)))[0]?.expiresAt.getTime() ?? 0;

    const fresh = await history();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()).toEqual([]);
    const before = await expiresAt();

    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
      .where(eq(session.token, token));
    const due = await history();
    expect(due.status).toBe(200);
    expect(sessionCookieLine(due)).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
    expect(await expiresAt()).toBeGreaterThanOrEqual(before);
  });

  it('tells the browser to forget a session cookie whose session is gone, and still answers as signed out', async () => {
    const response = await signUpRequest(signUpBody({ email: uniqueEmail('gone') }));
    const cookie = cookiesFrom(response);
    const { token } = (await response.json()) as { token: string };
    await t.db.delete(session).where(eq(session.token, token));
    const after = await t.request('/api/readings', { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    expect(sessionCookieLine(after)).toMatch(/Max-Age=0/);
    const signedOut = await t.request('/api/me', { headers: { Cookie: cookie } });
    expect(await signedOut.json()).toEqual({ user: null });
  });

  it('answers /api/me with user null and no-store when signed out', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ user: null });
  });

  it('accepts the last day of February (28) and derives the sign from it', async () => {
    const created = await signUp(t, { birthday: 28, birthMonth: 2 });
    expect(await me(t, created.cookie)).toMatchObject({ dateOfBirth: '28-2', horoscopeSign: 'Pisces' });
  });

  it.each([
    ['31 February', 31, 2],
    ['29 February (the spec counts 28 days)', 29, 2],
    ['31 April', 31, 4],
    ['month 13', 1, 13],
    ['day 0', 0, 5],
  ])('rejects a sign-up born on %s with 400 and creates nobody', async (_label, birthday, birthMonth) => {
    const body = signUpBody({ birthday, birthMonth });
    const response = await signUpRequest(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as AuthError).message).toBe('Please enter a valid birth date');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('tarot.session_token=') && !line.startsWith('tarot.session_token=;'))).toBe(false);
    expect(await usersWithEmail(t, body.email)).toHaveLength(0);
  });

  it('refuses a second account for the same email, in any letter case, and keeps the first password', async () => {
    const first = await signUp(t, { email: uniqueEmail('twin') });
    const again = await signUpRequest(signUpBody({ email: first.email, password: 'another password' }));
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.status).toBe(422);
    expect(((await again.json()) as AuthError).code).toContain('USER_ALREADY_EXISTS');

    const shouted = await signUpRequest(signUpBody({ email: first.email.toUpperCase(), password: 'another password' }));
    expect(shouted.status).toBe(422);
    expect(((await shouted.json()) as AuthError).code).toContain('USER_ALREADY_EXISTS');

    expect(await usersWithEmail(t, first.email)).toHaveLength(1);
    expect(await usersWithEmail(t, first.email.toUpperCase())).toHaveLength(0);
    const [stored] = await usersWithEmail(t, first.email);
    expect(
      await t.db
        .select()
        .from(account)
        .where(eq(account.userId, stored?.id ?? '')),
    ).toHaveLength(1);
    expect((await signInRequest(first.email, 'another password')).status).toBe(401);
    expect((await signInRequest(first.email, PASSWORD)).status).toBe(200);
  });

  it('rejects a 5-character password with 400 and accepts 6', async () => {
    const short = signUpBody({ password: '12345' });
    const response = await signUpRequest(short);
    expect(response.status).toBe(400);
    expect(((await response.json()) as AuthError).code).toBe('PASSWORD_TOO_SHORT');
    expect(await usersWithEmail(t, short.email)).toHaveLength(0);

    const six = signUpBody({ password: '123456' });
    expect((await signUpRequest(six)).status).toBe(200);
    expect(await usersWithEmail(t, six.email)).toHaveLength(1);
  });

  it('signs in with the right password into a new session of its own', async () => {
    const created = await signUp(t);
    const response = await signInRequest(created.email, PASSWORD);
    expect(response.status).toBe(200);
    const line = sessionCookieLine(response);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    const cookie = cookiesFrom(response);
    expect(cookie).toMatch(/^tarot\.session_token=/);
    expect(cookie).not.toBe(created.cookie);
    const token = (cookie.split('=')[1] ?? '').split('.')[0];
    const signUpToken = (created.cookie.split('=')[1] ?? '').split('.')[0];
    expect(token).toHaveLength(signUpToken?.length ?? -1);
    expect(token).not.toBe(signUpToken);

    expect((await me(t, cookie))?.uid).toBe(created.id);
    expect((await me(t, created.cookie))?.uid).toBe(created.id);
    expect((await sessionsOf(t, created.id)).map((row) => row.token).sort()).toEqual([signUpToken, token].sort());
  });

  it('answers a wrong password exactly like an unknown email: 401, same message, no cookie', async () => {
    const created = await signUp(t);
    const wrong = await signInRequest(created.email, 'not the password');
    const unknown = await signInRequest(uniqueEmail('nobody'), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = (await wrong.json()) as AuthError;
    expect(wrongBody).toEqual((await unknown.json()) as AuthError);
    expect(wrongBody.message).toBe('Invalid email or password');
    expect(cookiesFrom(wrong)).toBe('');
    expect(cookiesFrom(unknown)).toBe('');
    expect(await sessionsOf(t, created.id)).toHaveLength(1);
  });

  it('signs out: the old cookie no longer opens /api/me and the session row is gone', async () => {
    const created = await signUp(t);
    expect((await me(t, created.cookie))?.uid).toBe(created.id);
    const response = await t.request('/api/auth/sign-out', { body: {}, headers: { Cookie: created.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => /^tarot\.session_token=;.*Max-Age=0/.test(line))).toBe(true);
    expect(await me(t, created.cookie)).toBeNull();
    expect(await sessionsOf(t, created.id)).toHaveLength(0);
  });

  it('refuses a cross-site sign-out (CSRF) and keeps the session', async () => {
    const created = await signUp(t);
    const response = await t.request('/api/auth/sign-out', {
      body: {},
      headers: { Cookie: created.cookie, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await me(t, created.cookie))?.uid).toBe(created.id);
  });

  it('refuses a sign-out that carries the session cookie but no Origin at all', async () => {
    const created = await signUp(t);
    const response = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: created.cookie, 'X-Forwarded-For': freshAddress() },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as AuthError).code).toBe('MISSING_OR_NULL_ORIGIN');
    expect((await me(t, created.cookie))?.uid).toBe(created.id);
  });

  it('refuses a cross-site sign-in with 403 and creates no session', async () => {
    const created = await signUp(t);
    const response = await signInRequest(created.email, PASSWORD, freshAddress(), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as AuthError).error).toBe('Cross-site requests are not allowed');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(t, created.id)).toHaveLength(1);
  });

  it('limits sign-in per address: after 30 failures from one address in 10 minutes, the next is 429', async () => {
    const created = await signUp(t);
    const address = '203.0.113.77';
    // Five real guesses (each costs a password hash) and 25 requests that fail validation: all are failures.
    const guesses = Array.from({ length: 5 }, (_, i) => signInRequest(uniqueEmail(`probe${i}`), 'guess', address));
    const malformed = Array.from({ length: 25 }, (_, i) =>
      t.request('/api/auth/sign-in/email', { body: { email: uniqueEmail(`bare${i}`) }, headers: { 'X-Forwarded-For': address } }),
    );
    const attempts = await Promise.all([...guesses, ...malformed]);
    expect(attempts.slice(0, 5).map((response) => response.status)).toEqual(Array(5).fill(401));
    expect(attempts.slice(5).map((response) => response.status)).toEqual(Array(25).fill(400));
    const blocked = await signInRequest(created.email, PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('540');
    expect(await sessionsOf(t, created.id)).toHaveLength(1);

    // The same account from another address is not held back.
    expect((await signInRequest(created.email, PASSWORD, '203.0.113.78')).status).toBe(200);
  });

  it('limits sign-up per address: the 11th in an hour is 429 and creates nobody', async () => {
    const address = '203.0.113.88';
    const bodies = Array.from({ length: 10 }, () => signUpBody());
    const responses = await Promise.all(bodies.map((body) => signUpRequest(body, address)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));

    const eleventh = signUpBody();
    const blocked = await signUpRequest(eleventh, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('3540');
    expect(((await blocked.json()) as AuthError).error).toBe(TOO_MANY_REQUESTS);
    expect(await usersWithEmail(t, eleventh.email)).toHaveLength(0);

    expect((await signUpRequest(eleventh, '203.0.113.89')).status).toBe(200);
    // Twelve real password hashes through the bounded hashing pool: seconds on a quiet machine, more on a shared one.
  }, 90_000);
});

describe('accounts named in ADMIN_EMAILS', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { ADMIN_EMAILS: ' Oracle@Example.com , keeper@example.com' },
      mailer: createSmtpMailer(sink.url, 'Tarot Insights <hello@tarot-insights.app>'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** The welcome mail's verification link, followed. */
  async function verify(who: { id: string; email: string; cookie: string }) {
    const seen = mailsTo(sink, who.email).length;
    expect((await t.request('/api/email/confirmation', { body: { email: who.email, name: '', uid: who.id }, headers: { Cookie: who.cookie } })).status).toBe(
      200,
    );
    const followed = await follow(t, linkIn(await nextMailTo(sink, who.email, seen), '/api/auth/verify-email'), who.cookie);
    expect(followed.status).toBe(302);
  }

  it('marks the listed address as admin (letter case aside) once it is verified, and nobody else', async () => {
    const admin = await signUp(t, { email: 'oracle@example.com' });
    const regular = await signUp(t, { email: 'seeker@example.com' });
    // Anyone could have typed the address in: until its owner proves it, it grants nothing.
    expect(await me(t, admin.cookie)).toMatchObject({ isAdmin: false, emailVerified: false });
    const [unproven] = await usersWithEmail(t, 'oracle@example.com');
    expect(unproven?.isAdmin).toBe(false);

    await verify(admin);
    await verify(regular);
    expect(await me(t, admin.cookie)).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(await me(t, regular.cookie)).toMatchObject({ isAdmin: false, emailVerified: true });
    const [regularRow] = await usersWithEmail(t, 'seeker@example.com');
    expect(regularRow?.isAdmin).toBe(false);
  });
});

describe('session cookies behind HTTPS (PUBLIC_URL=https://tarot.example)', () => {
  const ORIGIN = 'https://tarot.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => t.close());

  it('sets a Secure, __Secure- prefixed, HttpOnly, SameSite=Lax session cookie that opens /api/me', async () => {
    const email = uniqueEmail('secure');
    const response = await t.request('/api/auth/sign-up/email', { body: signUpBody({ email }), headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    const line = sessionCookieLine(response, '__Secure-tarot.session_token');
    expect(line).toMatch(/; Secure(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('tarot.session_token='))).toBe(false);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');

    const cookie = cookiesFrom(response);
    expect((await me(t, cookie))?.email).toBe(email);
    // The unprefixed name is not read, so a cookie planted over plain HTTP cannot stand in for it.
    expect(await me(t, cookie.replace(/^__Secure-/, ''))).toBeNull();
  });

  it('refuses the plain-HTTP origin with 403', async () => {
    const response = await t.request('/api/auth/sign-up/email', { body: signUpBody() });
    expect(response.status).toBe(403);
  });
});
