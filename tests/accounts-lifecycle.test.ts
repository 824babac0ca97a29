import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { createStripePayments } from '../src/server/adapters/payments/stripe-payments.ts';
import { account, creditLedger, localCheckout, message, reading, session, tempReading, user, verification } from '../src/server/db/schema.ts';
import { ACCOUNT_EXPORT_FILE_NAME, ACCOUNT_TEXT, FRESH_SIGN_IN_SECONDS } from '../src/shared/account-security.ts';
import { AccountExportSchema, type UserData } from '../src/shared/schemas/account.ts';
import { InterpretResponseSchema } from '../src/shared/schemas/reading.ts';
import { mailsSettled } from './support/jobs.ts';
import { mailsTo, nextMailTo } from './support/mail-links.ts';
import { startOidcProvider, type OidcProvider } from './support/oidc-provider.ts';
import { clientFor } from './support/readings.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { startStripeServer, type StripeServer } from './support/stripe-server.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { cookiesFrom, signUp, type SignedInUser } from './support/users.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';

const PASSWORD = 'correct horse battery';
const MAIL_FROM = 'Tarot Insights <hello@tarot-insights.app>';
const DELETED_SUBJECT = 'Your Tarot Insights account has been deleted';

let lastAddress = 0;
const freshAddress = () => `198.51.${100 + Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

type ErrorBody = { error: string };

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink?.close());

async function me(t: TestApp, cookie: string): Promise<UserData | null> {
  const response = await t.request('/api/me', { headers: { Cookie: cookie, 'X-Forwarded-For': freshAddress() } });
  return ((await response.json()) as { user: UserData | null }).user;
}

const deleteAccount = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  t.request('/api/account/delete', { body, headers: { Cookie: cookie, 'X-Forwarded-For': freshAddress() } });

const newUser = (t: TestApp) => signUp(t, { email: `leaver-${randomUUID()}@example.com`, password: PASSWORD, address: freshAddress() });

/** A reading with its interpretation and one follow-up (a credit spent), as the reading page makes them. */
async function readingWithFollowUp(t: TestApp, who: SignedInUser, question: string) {
  const client = clientFor(t, who);
  const created = await client.post('/api/readings', { question });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const interpreted = await client.post('/api/openai/interpret', { readingId: id });
  expect(interpreted.status).toBe(200);
  InterpretResponseSchema.parse(await interpreted.json());
  const followUp = await client.post('/api/openai/follow-up', { question: `And then? ${question}`, userId: who.id, readingId: id });
  expect(followUp.status).toBe(200);
  await followUp.text();
  return id;
}

describe('delete my account and download my data (local checkout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailer: createSmtpMailer(sink.url, MAIL_FROM), cheapPasswords: true });
  });
  afterAll(async () => t?.close());

  /** Pays a local checkout through its own page, as the user does. */
  async function pay(who: SignedInUser, path: string, body: Record<string, unknown>) {
    const opened = await t.request(path, { body: { userId: who.id, ...body }, headers: { Cookie: who.cookie } });
    expect(opened.status).toBe(200);
    const checkoutId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    expect((await t.request(`/api/checkout/${checkoutId}/pay`, { body: {}, headers: { Cookie: who.cookie } })).status).toBe(200);
    return checkoutId;
  }

  it('exports the profile, every reading with its conversation, and the credit ledger as a JSON file', async () => {
    const who = await newUser(t);
    const first = await readingWithFollowUp(t, who, `Will the garden bloom? ${randomUUID()}`);
    const second = await readingWithFollowUp(t, who, `Which road should I take? ${randomUUID()}`);
    const other = await newUser(t);
    await readingWithFollowUp(t, other, 'Someone else asks about the sea');

    const response = await t.request('/api/account/export', { headers: { Cookie: who.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = AccountExportSchema.parse(await response.json());

    expect(data.profile).toEqual(await me(t, who.cookie));
    expect(Math.abs(Date.parse(data.exportedAt) - Date.now())).toBeLessThan(60_000);
    const stored = await t.db.select().from(reading).where(eq(reading.userId, who.id));
    expect(data.readings.map((entry) => entry.id)).toEqual([first, second]);
    for (const entry of data.readings) {
      const row = stored.find((candidate) => candidate.id === entry.id);
      expect(entry).toMatchObject({ question: row?.question, cards: row?.cards, interpretation: row?.interpretation, createdAt: row?.createdAt.toISOString() });
      expect(entry.interpretation.length).toBeGreaterThan(0);
      const conversation = await t.db.select().from(message).where(eq(message.readingId, entry.id)).orderBy(message.seq);
      expect(entry.messages).toEqual(conversation.map((row) => ({ role: row.role, content: row.content, timestamp: row.createdAt.toISOString() })));
      expect(entry.messages.map((item) => item.role)).toContain('user');
      expect(entry.messages.at(-1)?.role).toBe('assistant');
    }
    expect(data.creditLedger.map((entry) => [entry.reason, entry.delta])).toEqual([
      ['signup', 5],
      ['follow_up', -1],
      ['follow_up', -1],
    ]);
    expect(JSON.stringify(data)).not.toContain('Someone else asks about the sea');
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('answers a signed-out export with 401', async () => {
    const response = await t.request('/api/account/export');
    expect(response.status).toBe(401);
  });

  it('refuses a wrong or missing password with 403 and changes nothing', async () => {
    const who = await newUser(t);
    await readingWithFollowUp(t, who, 'Is my password right?');
    for (const body of [{ password: 'not my password' }, {}]) {
      const response = await deleteAccount(t, who.cookie, body);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toBe(ACCOUNT_TEXT.wrongPassword);
    }
    expect((await me(t, who.cookie))?.uid).toBe(who.id);
    expect(await t.db.select().from(reading).where(eq(reading.userId, who.id))).toHaveLength(1);
    await mailsSettled(t);
    expect(sink.received.filter((mail) => mail.rcptTo.includes(who.email))).toHaveLength(0);
  });

  it('deletes with the right password: subscription cancelled first, the person gone, payment records kept without them, a mail sent', async () => {
    const who = await newUser(t);
    const otherDevice = await (async () => {
      const response = await t.request('/api/auth/sign-in/email', {
        body: { email: who.email, password: PASSWORD },
        headers: { 'X-Forwarded-For': freshAddress() },
      });
      return cookiesFrom(response);
    })();
    const readingId = await readingWithFollowUp(t, who, 'Shall I leave?');
    const creditCheckout = await pay(who, '/api/stripe/create-checkout-session', { credits: 10, price: 499 });
    const subscriptionCheckout = await pay(who, '/api/stripe/create-subscription-checkout-session', {});
    const openCheckout =
      new URL(
        (
          (await (
            await t.request('/api/stripe/create-checkout-session', { body: { userId: who.id, credits: 25, price: 999 }, headers: { Cookie: who.cookie } })
          ).json()) as { url: string }
        ).url,
      ).pathname
        .split('/')
        .at(-1) ?? '';
    expect((await me(t, who.cookie))?.subscription).toBe(true);
    // The visitor reading they claimed after signing up.
    const tempUserId = randomUUID();
    await t.db
      .insert(tempReading)
      .values({ tempUserId, question: 'Shall I leave?', cards: ['The Fool'], interpretation: 'Go.', claimedByUserId: who.id, claimedReadingId: readingId });
    const [purchase] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `local_${creditCheckout}`));
    expect(purchase).toMatchObject({ userId: who.id, reason: 'purchase', delta: 10 });
    const ledgerIds = (await t.db.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.userId, who.id))).map((row) => row.id);
    expect(ledgerIds).toHaveLength(3);
    const bystander = await newUser(t);
    // The receipts of the two purchases came before.
    await mailsSettled(t);
    const seen = sink.received.length;
    const seenByThem = mailsTo(sink, who.email).length;

    const response = await deleteAccount(t, who.cookie, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const cleared = response.headers.getSetCookie().find((line) => line.startsWith('tarot.session_token='));
    expect(cleared).toMatch(/^tarot\.session_token=;.*Max-Age=0/);

    // Signed out everywhere, and nothing of the person is left.
    expect(await me(t, who.cookie)).toBeNull();
    expect(await me(t, otherDevice)).toBeNull();
    expect(await t.db.select().from(user).where(eq(user.id, who.id))).toEqual([]);
    expect(await t.db.select().from(user).where(eq(user.email, who.email))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, who.id))).toEqual([]);
    expect(await t.db.select().from(account).where(eq(account.userId, who.id))).toEqual([]);
    expect(await t.db.select().from(reading).where(eq(reading.id, readingId))).toEqual([]);
    expect(await t.db.select().from(message).where(eq(message.readingId, readingId))).toEqual([]);
    expect(await t.db.select().from(tempReading).where(eq(tempReading.tempUserId, tempUserId))).toEqual([]);
    expect(await t.db.select().from(verification).where(eq(verification.value, who.id))).toEqual([]);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, who.id))).toEqual([]);

    // The payment records stay, without the person: the purchase (the sign-up gift and the
    // follow-up are not payments and went) and all three checkouts.
    expect(await t.db.select().from(creditLedger).where(inArray(creditLedger.id, ledgerIds))).toEqual([{ ...purchase, userId: null }]);
    const checkouts = await t.db
      .select()
      .from(localCheckout)
      .where(inArray(localCheckout.id, [creditCheckout, subscriptionCheckout, openCheckout]))
      .orderBy(localCheckout.amount);
    expect(checkouts.map((row) => [row.kind, row.amount, row.status, row.userId])).toEqual([
      ['credits', 499, 'paid', null],
      ['subscription', 900, 'cancelled', null],
      ['credits', 999, 'cancelled', null],
    ]);

    const mail = await nextMailTo(sink, who.email, seenByThem);
    await mailsSettled(t);
    expect(sink.received.length).toBe(seen + 1);
    expect(mail.headers.subject).toBe(DELETED_SUBJECT);
    expect(mail.text).toContain('Your subscription has been cancelled');
    expect(mail.text).toContain('We keep the records of your payments, without your name or email address');
    expect(mail.html).toContain('<p>Your subscription has been cancelled; you will not be charged for it again.</p>');

    // Someone else is untouched, and the address is free for a new account.
    expect((await me(t, bystander.cookie))?.uid).toBe(bystander.id);
    const again = await signUp(t, { email: who.email, address: freshAddress() });
    expect(again.id).not.toBe(who.id);
    expect((await me(t, again.cookie))?.credits).toBe(5);
  });

  it('limits attempts: the 6th in 10 minutes is 429', async () => {
    const who = await newUser(t);
    for (let i = 0; i < 5; i++) expect((await deleteAccount(t, who.cookie, { password: `guess ${i}` })).status).toBe(403);
    const sixth = await deleteAccount(t, who.cookie, { password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await me(t, who.cookie))?.uid).toBe(who.id);
  });

  it('answers a signed-out or cross-site delete with 401 / 403 and deletes nothing', async () => {
    const who = await newUser(t);
    expect((await t.request('/api/account/delete', { body: { password: PASSWORD } })).status).toBe(401);
    const crossSite = await t.request('/api/account/delete', { body: { password: PASSWORD }, headers: { Cookie: who.cookie, Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await me(t, who.cookie))?.uid).toBe(who.id);
  });
});

describe('deleting a Google-only account', () => {
  let idp: OidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'tarot-test-client', GOOGLE_CLIENT_SECRET: 'tarot-test-secret', GOOGLE_ISSUER: idp.issuer },
      mailer: createSmtpMailer(sink.url, MAIL_FROM),
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.stop();
  });

  async function signInWithGoogle(email: string, sub: string): Promise<string> {
    idp.signInAs({ sub, email, name: 'Iris Moonfield', email_verified: true });
    const start = await t.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/account?confirm-delete=1' } });
    const authorize = await fetch(((await start.json()) as { url: string }).url, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    const done = await t.app.request(`${back.pathname}${back.search}`, { headers: { Cookie: cookiesFrom(start), 'X-Forwarded-For': freshAddress() } });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account?confirm-delete=1');
    return cookiesFrom(done);
  }

  it('needs a sign-in from the last few minutes, then deletes', async () => {
    const email = `iris-${randomUUID()}@gmail.example`;
    const sub = `google-${randomUUID()}`;
    const cookie = await signInWithGoogle(email, sub);
    const data = await me(t, cookie);
    expect(data).toMatchObject({ email, hasPassword: false });
    const userId = data?.uid ?? '';

    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - (FRESH_SIGN_IN_SECONDS + 60) * 1000) })
      .where(eq(session.userId, userId));
    const stale = await deleteAccount(t, cookie, {});
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as ErrorBody).error).toBe(ACCOUNT_TEXT.signInAgainToDelete);
    // A password sent for an account that has none does not stand in for the fresh sign-in.
    expect((await deleteAccount(t, cookie, { password: 'anything at all' })).status).toBe(403);
    expect((await me(t, cookie))?.uid).toBe(userId);

    const fresh = await signInWithGoogle(email, sub);
    const response = await deleteAccount(t, fresh, {});
    expect(response.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    expect(await me(t, cookie)).toBeNull();
    const mail = await nextMailTo(sink, email, 0);
    expect(mail.headers.subject).toBe(DELETED_SUBJECT);
    expect(mail.text).not.toContain('subscription');
  });
});

describe('deleting an account that pays through Stripe', () => {
  const SECRET_KEY = 'sk_test_tarot_delete_4242424242';
  let stripe: StripeServer;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeServer({ secretKey: SECRET_KEY });
    const payments = createStripePayments({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_test_tarot_delete',
      subscriptionPriceId: undefined,
      apiBase: stripe.url,
      publicUrl: TEST_ORIGIN,
    });
    t = await createTestApp({ payments, mailer: createSmtpMailer(sink.url, MAIL_FROM), cheapPasswords: true });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.clearRequests();
    stripe.clearFailure();
  });

  /** A user subscribed at Stripe: checkout opened through the app, paid at Stripe, confirmed by the success page. */
  async function subscribedUser() {
    const who = await newUser(t);
    const opened = await t.request('/api/stripe/create-subscription-checkout-session', { body: { userId: who.id }, headers: { Cookie: who.cookie } });
    expect(opened.status).toBe(200);
    const sessionId = /\/(cs_test_\w+)$/.exec(((await opened.json()) as { url: string }).url)?.[1] ?? '';
    const paid = stripe.completeCheckoutSession(sessionId);
    const confirmed = await t.request('/api/stripe/confirm-checkout', { body: { sessionId }, headers: { Cookie: who.cookie } });
    expect(confirmed.status).toBe(200);
    expect((await me(t, who.cookie))?.subscription).toBe(true);
    return { who, subscriptionId: paid.subscription ?? '' };
  }

  it('cancels the subscription at Stripe before the account goes', async () => {
    const { who, subscriptionId } = await subscribedUser();
    stripe.clearRequests();
    const response = await deleteAccount(t, who.cookie, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscription(subscriptionId).status).toBe('canceled');
    expect(await t.db.select().from(user).where(eq(user.id, who.id))).toEqual([]);
  });

  it('deletes nothing, and says so, when Stripe cannot cancel the subscription', async () => {
    const { who, subscriptionId } = await subscribedUser();
    stripe.failNext({ status: 500, shouldRetry: false });
    const warned = expectConsoleErrors(/^\[payments\] cancelling the subscriptions of .* before deletion failed/);
    const response = await deleteAccount(t, who.cookie, { password: PASSWORD });
    expect(warned).toHaveLength(1);
    expect(response.status).toBe(502);
    expect(((await response.json()) as ErrorBody).error).toBe(ACCOUNT_TEXT.subscriptionNotCancelled);
    expect(stripe.subscription(subscriptionId).status).toBe('active');
    expect(await me(t, who.cookie)).toMatchObject({ uid: who.id, subscription: true });
    await mailsSettled(t);
    expect(mailsTo(sink, who.email).filter((mail) => mail.headers.subject === DELETED_SUBJECT)).toHaveLength(0);
  });
});
