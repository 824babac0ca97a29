import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, creditLedger, session, user } from '../src/server/db/schema.ts';
import type { UserData } from '../src/shared/schemas/account.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { refuseSignupGrants } from './support/ledger-fault.ts';
import { startOidcProvider, type OidcProvider, type OidcUser } from './support/oidc-provider.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { cookiesFrom, signUp } from './support/users.ts';

const CLIENT_ID = 'tarot-test-client';
const CLIENT_SECRET = 'tarot-test-secret';
const CALLBACK_URL = `${TEST_ORIGIN}/api/auth/callback/google`;

function googleUser(overrides: Partial<OidcUser> = {}): OidcUser {
  const id = randomUUID();
  return { sub: `google-${id}`, email: `seer-${id}@gmail.example`, name: 'Iris Moonfield', email_verified: true, ...overrides };
}

async function me(t: TestApp, cookie: string): Promise<UserData | null> {
  const response = await t.request('/api/me', { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: UserData | null }).user;
}

const hasSessionCookie = (response: Response) => response.headers.getSetCookie().some((line) => /^tarot\.session_token=[^;]/.test(line));

describe('Continue with Google (generic OAuth, OIDC authorization code with PKCE)', () => {
  let idp: OidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    // Discovery happens when the auth is built: the provider must be up first.
    idp = await startOidcProvider();
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: idp.issuer } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.stop();
  });

  /** Our start call, the provider's authorize redirect, and the URL it sends the browser back to. */
  async function startFlow(callbackURL = '/account') {
    const start = await t.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL } });
    expect(start.status).toBe(200);
    const json = (await start.json()) as { url: string; redirect: boolean };
    const authorizeUrl = new URL(json.url);
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location') ?? '');
    return { start, json, authorizeUrl, back, stateCookie: cookiesFrom(start) };
  }

  const callback = (back: URL, cookie: string) =>
    t.app.request(`${back.pathname}${back.search}`, { headers: { Cookie: cookie, 'X-Forwarded-For': '203.0.113.50' } });

  async function signInWithGoogle(who: OidcUser) {
    idp.signInAs(who);
    const flow = await startFlow();
    return { ...flow, done: await callback(flow.back, flow.stateCookie) };
  }

  it('runs the whole flow: authorize with select_account and S256 PKCE, callback, session, 5 credits', async () => {
    const who = googleUser();
    idp.signInAs(who);
    const { start, json, authorizeUrl, back, stateCookie } = await startFlow();

    expect(json.redirect).toBe(true);
    expect(authorizeUrl.origin).toBe(new URL(idp.issuer).origin);
    expect(authorizeUrl.pathname).toBe('/authorize');
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toBe(CALLBACK_URL);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('state')).toBeTruthy();
    expect(params.has('client_secret')).toBe(false);
    expect(stateCookie).toMatch(/tarot\.state=/);
    expect(start.headers.getSetCookie().find((line) => line.startsWith('tarot.state='))).toMatch(/HttpOnly/);

    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK_URL);
    expect(back.searchParams.get('state')).toBe(params.get('state'));
    expect(back.searchParams.get('code')).toBeTruthy();

    const verifiersBefore = idp.codeVerifiers.length;
    const done = await callback(back, stateCookie);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account');
    expect(hasSessionCookie(done)).toBe(true);
    const sessionLine = done.headers.getSetCookie().find((line) => line.startsWith('tarot.session_token='));
    expect(sessionLine).toMatch(/HttpOnly/);
    expect(sessionLine).toMatch(/SameSite=Lax/);

    // The token request proved possession of the verifier behind the challenge.
    expect(idp.codeVerifiers).toHaveLength(verifiersBefore + 1);
    const verifier = idp.codeVerifiers.at(-1) ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.get('code_challenge'));

    const data = await me(t, cookiesFrom(done));
    expect(data).toMatchObject({
      email: who.email,
      name: who.name,
      credits: 5,
      subscription: false,
      isAdmin: false,
      dateOfBirth: null,
      horoscopeSign: null,
      hasPassword: false,
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, who.email));
    expect(row?.id).toBe(data?.uid);
    expect(
      await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, row?.id ?? '')),
    ).toMatchObject([{ delta: 5, reason: 'signup', reference: row?.id }]);
    const links = await t.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ''));
    expect(links).toMatchObject([{ providerId: 'google', accountId: who.sub, password: null }]);
  });

  it('signs up a Google account that sends no name, named after its address', async () => {
    const who = googleUser({ name: '' });
    const { done } = await signInWithGoogle(who);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account');
    const data = await me(t, cookiesFrom(done));
    expect(data).toMatchObject({ email: who.email, name: who.email.slice(0, who.email.indexOf('@')), credits: 5 });
  });

  it('creates the Google user and its sign-up grant in one transaction: when the grant fails, there is no account', async () => {
    const who = googleUser();
    await refuseSignupGrants(t);
    const logged = expectConsoleErrors(/Better Auth/);
    const { done } = await signInWithGoogle(who);
    expect(await t.db.select().from(user).where(eq(user.email, who.email))).toHaveLength(0);
    expect(await t.db.select().from(account).where(eq(account.accountId, who.sub))).toHaveLength(0);
    expect(hasSessionCookie(done)).toBe(false);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('signs the same Google account into the same user the next time, without new credits', async () => {
    const who = googleUser();
    const first = await signInWithGoogle(who);
    const second = await signInWithGoogle(who);
    expect(first.done.status).toBe(302);
    expect(second.done.status).toBe(302);
    const firstUser = await me(t, cookiesFrom(first.done));
    const secondUser = await me(t, cookiesFrom(second.done));
    expect(secondUser?.uid).toBe(firstUser?.uid);
    expect(secondUser?.credits).toBe(5);
    expect(await t.db.select().from(user).where(eq(user.email, who.email))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, firstUser?.uid ?? '')),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.userId, firstUser?.uid ?? '')),
    ).toHaveLength(2);
  });

  it.each(['https://evil.example/account', '//evil.example/account'])(
    'refuses to start a flow that would return to another site (%s: open redirect)',
    async (callbackURL) => {
      const logged = expectConsoleErrors(/Better Auth.*Invalid callbackURL/);
      const response = await t.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL } });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code?: string }).code).toBe('INVALID_CALLBACK_URL');
      expect(cookiesFrom(response)).toBe('');
      expect(logged).toHaveLength(1);
    },
  );

  it('refuses a callback without the state cookie it started with (login CSRF)', async () => {
    const who = googleUser();
    idp.signInAs(who);
    const { back } = await startFlow();
    const logged = expectConsoleErrors(/Better Auth.*state/i);
    const done = await callback(back, '');
    expect(logged).toHaveLength(1);
    expect(hasSessionCookie(done)).toBe(false);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`${TEST_ORIGIN}/api/auth/error?error=state_mismatch`);
    expect(await t.db.select().from(user).where(eq(user.email, who.email))).toHaveLength(0);
  });

  it("refuses a code delivered with another flow's state cookie", async () => {
    const victim = googleUser();
    idp.signInAs(victim);
    const victimFlow = await startFlow();
    const attacker = googleUser();
    idp.signInAs(attacker);
    const attackerFlow = await startFlow();
    // The attacker's code and state, in the victim's browser (the victim's state cookie).
    const logged = expectConsoleErrors(/Better Auth.*state/i);
    const done = await callback(attackerFlow.back, victimFlow.stateCookie);
    expect(logged).toHaveLength(1);
    expect(hasSessionCookie(done)).toBe(false);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`${TEST_ORIGIN}/api/auth/error?error=state_mismatch`);
    expect(await t.db.select().from(user).where(eq(user.email, attacker.email))).toHaveLength(0);
  });

  it('hands an account whose address was never verified over to the Google identity that verified it', async () => {
    // Someone registered the owner's address with a password of their own, and is signed in twice.
    const squatter = await signUp(t, { email: `owner-${randomUUID()}@example.com`, password: 'squatter password' });
    const squatterAgain = await t.request('/api/auth/sign-in/email', {
      body: { email: squatter.email, password: 'squatter password' },
      headers: { 'X-Forwarded-For': '203.0.113.51' },
    });
    expect(squatterAgain.status).toBe(200);
    const secondCookie = cookiesFrom(squatterAgain);
    const warned = expectConsoleErrors(/handed over/);

    const owner = googleUser({ email: squatter.email });
    const { done } = await signInWithGoogle(owner);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account');
    expect(warned).toContain(`[auth] account ${squatter.id} handed over to the Google identity that verified its address`);

    // The same account, now the owner's: verified, signed in with Google, no password.
    const data = await me(t, cookiesFrom(done));
    expect(data).toMatchObject({ uid: squatter.id, email: squatter.email, emailVerified: true, hasPassword: false });
    const links = await t.db.select().from(account).where(eq(account.userId, squatter.id));
    expect(links.map((link) => [link.providerId, link.accountId])).toEqual([['google', owner.sub]]);
    // The squatter is out: both sessions ended, and the password opens nothing.
    expect(await me(t, squatter.cookie)).toBeNull();
    expect(await me(t, secondCookie)).toBeNull();
    expect(await t.db.select().from(session).where(eq(session.userId, squatter.id))).toHaveLength(1);
    const retry = await t.request('/api/auth/sign-in/email', {
      body: { email: squatter.email, password: 'squatter password' },
      headers: { 'X-Forwarded-For': '203.0.113.52' },
    });
    expect(retry.status).toBe(401);

    // The next Google sign-in is an ordinary one.
    const again = await signInWithGoogle(owner);
    expect((await me(t, cookiesFrom(again.done)))?.uid).toBe(squatter.id);
  });

  it('links Google to a verified password account, which keeps its password and sessions', async () => {
    const existing = await signUp(t, { email: `verified-${randomUUID()}@example.com`, password: 'my own password' });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
    const who = googleUser({ email: existing.email });
    const { done } = await signInWithGoogle(who);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account');
    expect(await me(t, cookiesFrom(done))).toMatchObject({ uid: existing.id, emailVerified: true, hasPassword: true });
    expect((await me(t, existing.cookie))?.uid).toBe(existing.id);
    const links = await t.db.select().from(account).where(eq(account.userId, existing.id));
    expect(links.map((link) => link.providerId).sort()).toEqual(['credential', 'google']);
    const signIn = await t.request('/api/auth/sign-in/email', {
      body: { email: existing.email, password: 'my own password' },
      headers: { 'X-Forwarded-For': '203.0.113.53' },
    });
    expect(signIn.status).toBe(200);
  });

  it('does not let an unverified Google email take over an existing password account', async () => {
    const existing = await signUp(t, { email: `owner-${randomUUID()}@example.com` });
    const logged = expectConsoleErrors(/Better Auth.*account_not_linked/);
    const done = (await signInWithGoogle(googleUser({ email: existing.email, email_verified: false }))).done;
    expect(logged).toHaveLength(1);
    expect(hasSessionCookie(done)).toBe(false);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`${TEST_ORIGIN}/api/auth/error?error=account_not_linked`);
    const links = await t.db.select().from(account).where(eq(account.userId, existing.id));
    expect(links.map((link) => link.providerId)).toEqual(['credential']);
    expect(await me(t, existing.cookie)).toMatchObject({ uid: existing.id, emailVerified: false, hasPassword: true });
  });
});

describe('Continue with Google when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers sign-in/social with provider google with a 4xx, not a 5xx', async () => {
    // Better Auth reports an unknown provider through console.error; that report is expected here, and only that.
    const logged = expectConsoleErrors(/Better Auth.*Provider not found/);
    const response = await t.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/account' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code?: string }).code).toBe('PROVIDER_NOT_FOUND');
    expect(logged).toHaveLength(1);
    expect(await t.db.select().from(account)).toHaveLength(0);
  });
});
