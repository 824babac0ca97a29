import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickAdapters } from '../src/server/adapters/pick-adapters.ts';
import { createStripePayments, type StripeOptions } from '../src/server/adapters/payments/stripe-payments.ts';
import { creditLedger, payment, user } from '../src/server/db/schema.ts';
import { cancelAllSubscriptions, startSubscriptionCheckout, SUBSCRIPTION_ACTIVE } from '../src/server/domain/billing/payments.ts';
import { LIMITS } from '../src/server/domain/limits/rate-limit.ts';
import { parseEnv } from '../src/server/env.ts';
import { CREDIT_PACKS, STARTING_CREDITS, SUBSCRIPTION_PRICE_CENTS } from '../src/shared/constants.ts';
import { ConfirmCheckoutResponseSchema } from '../src/shared/schemas/billing.ts';
import { signWebhook, startStripeServer, type FormObject, type StripeServer } from './support/stripe-server.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { listenToLogs } from './support/test-logs.ts';

const SECRET_KEY = 'sk_test_tarot_local_4242424242';
const WEBHOOK_SECRET = 'whsec_test_tarot_local_secret';
const PROVIDER_DOWN = 'The payment provider is unavailable right now. Please try again.';
const SUCCESS_URL = `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;

let stripe: StripeServer;

/** The official SDK talking to the local Stripe API directly, as the dashboard or another program would. */
function directClient(key = SECRET_KEY) {
  const base = new URL(stripe.url);
  return new Stripe(key, { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
}

beforeAll(async () => {
  stripe = await startStripeServer({ secretKey: SECRET_KEY });
});

afterAll(async () => {
  await stripe?.close();
});

beforeEach(() => {
  stripe.clearRequests();
  stripe.clearFailure();
});

/** The app with Stripe payments pointed at the local server. */
async function createStripeApp(overrides: Partial<StripeOptions> = {}): Promise<TestApp> {
  const payments = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    subscriptionPriceId: undefined,
    apiBase: stripe.url,
    publicUrl: TEST_ORIGIN,
    ...overrides,
  });
  return createTestApp({ payments });
}

function helpers(app: () => TestApp) {
  const post = (path: string, body: unknown, who?: SignedInUser) => app().request(path, { body, headers: who ? { Cookie: who.cookie } : {} });

  return {
    buy: (who: SignedInUser | undefined, body: { userId: string; credits: number; price: number }) => post('/api/stripe/create-checkout-session', body, who),
    subscribe: (who: SignedInUser | undefined, userId = who?.id ?? '') => post('/api/stripe/create-subscription-checkout-session', { userId }, who),
    portal: (who: SignedInUser | undefined, userId = who?.id ?? '') => post('/api/stripe/create-customer-portal-session', { userId }, who),
    confirm: (who: SignedInUser, sessionId: string) => post('/api/stripe/confirm-checkout', { sessionId }, who),

    async account(id: string) {
      const [row] = await app()
        .db.select({
          credits: user.credits,
          subscription: user.subscription,
          stripeCustomerId: user.stripeCustomerId,
          stripeSubscriptionId: user.stripeSubscriptionId,
        })
        .from(user)
        .where(eq(user.id, id));
      if (!row) throw new Error(`no user ${id}`);
      return row;
    },
    purchases: (id: string) =>
      app()
        .db.select({ delta: creditLedger.delta, reference: creditLedger.reference })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase'))),

    /** Delivers a webhook as Stripe does: the raw JSON body with its Stripe-Signature header. */
    deliver(event: unknown, options: { secret?: string; timestamp?: number; alter?: (payload: string) => string; unsigned?: boolean } = {}) {
      const payload = JSON.stringify(event, null, 2);
      const signature = options.unsigned ? undefined : signWebhook(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp);
      return app().app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          ...(signature ? { 'Stripe-Signature': signature } : {}),
        },
        body: options.alter ? options.alter(payload) : payload,
      });
    },
  };
}

function sessionIdFrom(url: string): string {
  const match = /^https:\/\/checkout\.stripe\.test\/c\/pay\/(cs_test_\w+)$/.exec(url);
  if (!match?.[1]) throw new Error(`not a Stripe checkout URL: ${url}`);
  return match[1];
}

function packOf(credits: number) {
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits);
  if (!pack) throw new Error(`no pack of ${credits}`);
  return pack;
}

const lineItem = (body: FormObject, index = 0) => (body.line_items as FormObject[] | undefined)?.[index];

/** The warnings the server logs from now until the test ends, each as a call with its message. */
function recordWarnings() {
  const warned = vi.fn<(message: string) => void>();
  listenToLogs((entry) => {
    if (entry.level === 'warn') warned(entry.msg);
    return false;
  });
  return warned;
}

describe('Stripe payments against a local Stripe API', () => {
  let t: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    t = await createStripeApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const paymentsOf = (userId: string) => t.db.select().from(payment).where(eq(payment.userId, userId));

  /** Opens a credit checkout through the app and returns Stripe's session id. */
  async function openCreditSession(who: SignedInUser, credits: number): Promise<string> {
    const pack = packOf(credits);
    const response = await h.buy(who, { userId: who.id, credits: pack.credits, price: pack.price });
    expect(response.status).toBe(200);
    return sessionIdFrom(((await response.json()) as { url: string }).url);
  }

  /** Opens a subscription checkout through the app, pays it at Stripe and returns both ids. */
  async function paidSubscription(who: SignedInUser) {
    const response = await h.subscribe(who);
    expect(response.status).toBe(200);
    const sessionId = sessionIdFrom(((await response.json()) as { url: string }).url);
    const session = stripe.completeCheckoutSession(sessionId);
    if (!session.subscription) throw new Error('the session has no subscription');
    return { session, subscriptionId: session.subscription };
  }

  /** A user whose subscription is active, in Stripe and (through the webhook) in the app. */
  async function subscribedUser() {
    const who = await signUp(t);
    const { session, subscriptionId } = await paidSubscription(who);
    expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: subscriptionId });
    return { who, session, subscriptionId };
  }

  describe('POST /api/stripe/create-checkout-session', () => {
    it('opens a Stripe checkout for each canonical pack, with one customer per user, saved', async () => {
      const me = await signUp(t);
      for (const pack of CREDIT_PACKS) {
        const response = await h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price });
        expect(response.status).toBe(200);
        const { url } = (await response.json()) as { url: string };
        const sessionId = sessionIdFrom(url);
        expect(stripe.checkoutSession(sessionId)).toMatchObject({
          mode: 'payment',
          amount_total: pack.price,
          currency: 'usd',
          status: 'open',
          payment_status: 'unpaid',
        });
      }

      const customerCalls = stripe.requestsTo('POST', '/v1/customers');
      expect(customerCalls).toHaveLength(1);
      expect(customerCalls[0]?.body).toEqual({ email: me.email, metadata: { userId: me.id } });
      expect(customerCalls[0]?.idempotencyKey).toBe(`customer-${me.id}`);
      const saved = (await h.account(me.id)).stripeCustomerId;
      expect(saved).toMatch(/^cus_/);
      expect(stripe.customer(saved ?? '').metadata).toEqual({ userId: me.id });

      const sessionCalls = stripe.requestsTo('POST', '/v1/checkout/sessions');
      expect(sessionCalls).toHaveLength(CREDIT_PACKS.length);
      const keys = new Set<string>();
      for (const [index, call] of sessionCalls.entries()) {
        const pack = CREDIT_PACKS[index];
        expect(call.status).toBe(200);
        expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
        expect(call.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
        expect(call.rawBody).toContain(`line_items[0][price_data][unit_amount]=${pack?.price}`);
        expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
        keys.add(call.idempotencyKey ?? '');
        expect(call.body).toMatchObject({
          mode: 'payment',
          customer: saved,
          client_reference_id: me.id,
          metadata: { userId: me.id, credits: String(pack?.credits) },
          success_url: SUCCESS_URL,
          cancel_url: `${TEST_ORIGIN}/checkout/cancel`,
        });
        expect(lineItem(call.body)).toEqual({
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: String(pack?.price), product_data: { name: `${pack?.credits} Credits — Tarot Insights` } },
        });
      }
      expect(keys.size).toBe(CREDIT_PACKS.length);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
    });

    it('creates one Stripe customer when two checkouts start at once', async () => {
      const me = await signUp(t);
      const pack = packOf(10);
      const responses = await Promise.all([1, 2].map(() => h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price })));
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      expect(stripe.customersWithMetadata('userId', me.id)).toHaveLength(1);
      const saved = (await h.account(me.id)).stripeCustomerId;
      const customers = stripe.requestsTo('POST', '/v1/checkout/sessions').map((call) => call.body.customer);
      expect(customers).toEqual([saved, saved]);
    });

    it.each([
      ['a tampered price', { credits: 10, price: 1 }],
      ['a pack that does not exist', { credits: 11, price: 499 }],
      ['a pack with the price of another', { credits: 50, price: 999 }],
    ])('refuses %s with 400 and never calls Stripe', async (_name, pack) => {
      const me = await signUp(t);
      const response = await h.buy(me, { userId: me.id, ...pack });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('That credit pack does not exist');
      expect(stripe.requests).toHaveLength(0);
      expect(await h.account(me.id)).toMatchObject({ credits: STARTING_CREDITS, stripeCustomerId: null });
    });

    it("refuses another user's userId with 403 and never calls Stripe", async () => {
      const me = await signUp(t);
      const other = await signUp(t);
      const pack = packOf(10);
      const response = await h.buy(me, { userId: other.id, credits: pack.credits, price: pack.price });
      expect(response.status).toBe(403);
      expect(stripe.requests).toHaveLength(0);
    });

    it('refuses a signed-out caller with 401 and never calls Stripe', async () => {
      const someone = await signUp(t);
      const pack = packOf(10);
      const response = await h.buy(undefined, { userId: someone.id, credits: pack.credits, price: pack.price });
      expect(response.status).toBe(401);
      expect(stripe.requests).toHaveLength(0);
    });

    it('answers 502 with a clear message when Stripe answers 500, retrying with the same Idempotency-Key', async () => {
      const warn = recordWarnings();
      const me = await signUp(t);
      const pack = packOf(25);
      stripe.failNext({ status: 500 });
      const response = await h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: PROVIDER_DOWN });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[payments\] /));

      const attempts = stripe.requestsTo('POST', '/v1/customers');
      expect(attempts.length).toBeGreaterThan(1);
      expect(new Set(attempts.map((call) => call.idempotencyKey))).toEqual(new Set([`customer-${me.id}`]));
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
      expect(await h.account(me.id)).toMatchObject({ credits: STARTING_CREDITS, stripeCustomerId: null });

      // Once Stripe is back, the same click works.
      stripe.clearFailure();
      const again = await h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price });
      expect(again.status).toBe(200);
    });

    it('answers 502 when Stripe refuses the call outright (Stripe-Should-Retry: false)', async () => {
      const warn = recordWarnings();
      const me = await signUp(t);
      const pack = packOf(10);
      stripe.failNext({ status: 500, shouldRetry: false });
      const response = await h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: PROVIDER_DOWN });
      expect(stripe.requests).toHaveLength(1);
      expect(warn).toHaveBeenCalled();
    });

    it('survives one failed attempt: the SDK retries with the same key and the checkout opens once', async () => {
      const me = await signUp(t);
      const pack = packOf(10);
      // Give the user a customer first, so the failing call is the checkout session itself.
      expect((await h.portal(me)).status).toBe(200);
      stripe.clearRequests();
      stripe.failNext({ status: 503, times: 1 });
      const response = await h.buy(me, { userId: me.id, credits: pack.credits, price: pack.price });
      expect(response.status).toBe(200);
      const attempts = stripe.requestsTo('POST', '/v1/checkout/sessions');
      expect(attempts.map((call) => call.status)).toEqual([503, 200]);
      expect(attempts[0]?.idempotencyKey).toBe(attempts[1]?.idempotencyKey);
    });
  });

  describe('POST /api/stripe/create-subscription-checkout-session', () => {
    it('opens a subscription checkout with an inline recurring price of 900 cents a month', async () => {
      const me = await signUp(t);
      const response = await h.subscribe(me);
      expect(response.status).toBe(200);
      const sessionId = sessionIdFrom(((await response.json()) as { url: string }).url);
      expect(stripe.checkoutSession(sessionId)).toMatchObject({ mode: 'subscription', amount_total: SUBSCRIPTION_PRICE_CENTS });

      const [call] = stripe.requestsTo('POST', '/v1/checkout/sessions');
      expect(call?.idempotencyKey).toBeTruthy();
      expect(call?.body).toMatchObject({
        mode: 'subscription',
        customer: (await h.account(me.id)).stripeCustomerId,
        client_reference_id: me.id,
        subscription_data: { metadata: { userId: me.id } },
        success_url: SUCCESS_URL,
      });
      expect(lineItem(call?.body ?? {})).toEqual({
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(SUBSCRIPTION_PRICE_CENTS),
          recurring: { interval: 'month' },
          product_data: { name: 'Unlimited Access — Tarot Insights' },
        },
      });
      expect((await h.account(me.id)).subscription).toBe(false);
    });

    it('refuses with 409 once the subscription is active, without calling Stripe', async () => {
      const { who } = await subscribedUser();
      stripe.clearRequests();
      const response = await h.subscribe(who);
      expect(response.status).toBe(409);
      expect(stripe.requests).toHaveLength(0);
    });

    it("refuses another user's userId with 403 and a signed-out caller with 401", async () => {
      const me = await signUp(t);
      const other = await signUp(t);
      expect((await h.subscribe(me, other.id)).status).toBe(403);
      expect((await h.subscribe(undefined, me.id)).status).toBe(401);
      expect(stripe.requests).toHaveLength(0);
    });
  });

  describe('POST /api/stripe/create-customer-portal-session', () => {
    it("returns the URL of Stripe's billing portal for the user's customer", async () => {
      const me = await signUp(t);
      const response = await h.portal(me);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const match = /^https:\/\/billing\.stripe\.test\/p\/session\/(bps_\w+)$/.exec(url);
      expect(match).not.toBeNull();
      const saved = (await h.account(me.id)).stripeCustomerId;
      expect(saved).toMatch(/^cus_/);
      expect(stripe.portalSession(match?.[1] ?? '')).toMatchObject({ customer: saved, return_url: `${TEST_ORIGIN}/account` });

      // A second visit reuses the saved customer.
      stripe.clearRequests();
      expect((await h.portal(me)).status).toBe(200);
      expect(stripe.requestsTo('POST', '/v1/customers')).toHaveLength(0);
      expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions')[0]?.body).toEqual({ customer: saved, return_url: `${TEST_ORIGIN}/account` });
    });

    it("refuses another user's userId with 403", async () => {
      const me = await signUp(t);
      const other = await signUp(t);
      expect((await h.portal(me, other.id)).status).toBe(403);
      expect(stripe.requests).toHaveLength(0);
    });
  });

  describe('POST /api/stripe/webhook: credit purchases', () => {
    it('credits a paid 25-credit checkout once, with one purchase ledger row referencing the session', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 25);
      const session = stripe.completeCheckoutSession(sessionId);
      const response = await h.deliver(stripe.event('checkout.session.completed', session));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 25);
      expect(await h.purchases(me.id)).toEqual([{ delta: 25, reference: sessionId }]);
    });

    it('rejects a forged signature, an altered body, a stale timestamp and a missing signature with 400, changing nothing', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 25);
      const event = stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId));

      const forged = await h.deliver(event, { secret: 'whsec_someone_else' });
      // One byte of the event id changed after signing: the event would otherwise be valid.
      const altered = await h.deliver(event, {
        alter: (payload) => payload.replace(event.id, `${event.id.slice(0, -1)}${event.id.endsWith('A') ? 'B' : 'A'}`),
      });
      const stale = await h.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      const unsigned = await h.deliver(event, { unsigned: true });
      for (const response of [forged, altered, stale, unsigned]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'Invalid signature' });
      }
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      expect(await h.purchases(me.id)).toEqual([]);

      // The same event, genuinely signed (a little while ago, within the tolerance), is accepted.
      expect((await h.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 240 })).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 25);
    });

    it('credits once when the same event arrives 10 times in sequence', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      const event = stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await h.deliver(event)).status).toBe(200);
      }
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 10);
      expect(await h.purchases(me.id)).toEqual([{ delta: 10, reference: sessionId }]);
    });

    it('credits once when the same event arrives 10 times at once', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 50);
      const event = stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId));
      const responses = await Promise.all(Array.from({ length: 10 }, () => h.deliver(event)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 50);
      expect(await h.purchases(me.id)).toEqual([{ delta: 50, reference: sessionId }]);
    });

    it('credits once for two different events about the same session (completed, then async_payment_succeeded)', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      const session = stripe.completeCheckoutSession(sessionId);
      expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
      expect((await h.deliver(stripe.event('checkout.session.async_payment_succeeded', session))).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 10);
    });

    it('does not credit an unpaid session, and credits it once its delayed payment succeeds', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 25);
      const unpaid = stripe.completeCheckoutSession(sessionId, { paymentStatus: 'unpaid' });
      expect((await h.deliver(stripe.event('checkout.session.completed', unpaid))).status).toBe(200);
      expect((await h.confirm(me, sessionId)).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      expect(await h.purchases(me.id)).toEqual([]);

      const settled = stripe.settleCheckoutSession(sessionId);
      expect((await h.deliver(stripe.event('checkout.session.async_payment_succeeded', settled))).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 25);
    });

    it('does not credit a session whose metadata claims 50 credits but which charged 499', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      stripe.updateCheckoutSession(sessionId, { metadata: { userId: me.id, credits: '50' } });
      const session = stripe.completeCheckoutSession(sessionId);
      expect(session.amount_total).toBe(499);

      const viaWebhook = await h.deliver(stripe.event('checkout.session.completed', session));
      expect([200, 400]).toContain(viaWebhook.status);
      const viaSuccessPage = await h.confirm(me, sessionId);
      expect([200, 400]).toContain(viaSuccessPage.status);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      expect(await h.purchases(me.id)).toEqual([]);
    });

    it('ignores a paid payment session that this app did not create (no userId/credits metadata)', async () => {
      const warn = recordWarnings();
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      // E.g. a Payment Link or another product on the same Stripe account.
      stripe.updateCheckoutSession(sessionId, { metadata: {} });
      const session = stripe.completeCheckoutSession(sessionId);
      const response = await h.deliver(stripe.event('checkout.session.completed', session));
      // Not 502: that would tell Stripe to retry an event that can never succeed.
      expect(response.status).toBe(200);
      expect((await h.confirm(me, sessionId)).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      expect(await h.purchases(me.id)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(sessionId));
    });

    it('acknowledges, without crediting anyone, a paid session for an account that does not exist', async () => {
      const warn = recordWarnings();
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      // E.g. the account was deleted, or the session belongs to another environment on the same Stripe account.
      const ghost = randomUUID();
      stripe.updateCheckoutSession(sessionId, { metadata: { userId: ghost, credits: '10' } });
      const session = stripe.completeCheckoutSession(sessionId);
      const response = await h.deliver(stripe.event('checkout.session.completed', session));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, fulfilled: false });
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      expect(await h.purchases(ghost)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('That account does not exist'));
    });

    it('ignores event types it does not handle', async () => {
      const me = await signUp(t);
      const response = await h.deliver(stripe.event('payment_intent.created', { id: 'pi_123', object: 'payment_intent', metadata: { userId: me.id } }));
      expect(response.status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
    });

    it('is exempt from the Origin check (Stripe calls from its own servers)', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      const payload = JSON.stringify(stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId)));
      const response = await t.app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://stripe.com', 'Stripe-Signature': signWebhook(payload, WEBHOOK_SECRET) },
        body: payload,
      });
      expect(response.status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 10);
    });
  });

  describe('POST /api/stripe/webhook: refunds (charge.refunded)', () => {
    it('records what was refunded on the payment, only ever raising it, and leaves the credits', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 25);
      expect((await h.deliver(stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId)))).status).toBe(200);
      const [paid] = await paymentsOf(me.id);
      expect(paid).toMatchObject({
        providerRef: sessionId,
        providerPaymentId: stripe.checkoutSession(sessionId).payment_intent,
        refundedCents: 0,
        refundedAt: null,
      });

      const partly = stripe.event('charge.refunded', stripe.refundCheckoutSession(sessionId, 300));
      expect((await h.deliver(partly)).status).toBe(200);
      expect(await paymentsOf(me.id)).toEqual([expect.objectContaining({ refundedCents: 300, refundedAt: expect.any(Date) })]);

      const wholly = stripe.event('charge.refunded', stripe.refundCheckoutSession(sessionId, 699));
      expect((await h.deliver(wholly)).status).toBe(200);
      // The earlier event, delivered again late, does not lower it.
      expect((await h.deliver(partly)).status).toBe(200);
      expect(await paymentsOf(me.id)).toEqual([expect.objectContaining({ amountCents: packOf(25).price, refundedCents: packOf(25).price })]);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 25);
    });

    it('acknowledges a refund of a payment this app does not know, changing nothing', async () => {
      const charge = { id: 'ch_unknown', object: 'charge', amount: 499, amount_refunded: 499, payment_intent: 'pi_not_ours', refunded: true };
      const response = await h.deliver(stripe.event('charge.refunded', charge));
      expect(response.status).toBe(200);
      expect(await t.db.select().from(payment).where(eq(payment.providerPaymentId, 'pi_not_ours'))).toEqual([]);
    });
  });

  describe('POST /api/stripe/confirm-checkout (the success page)', () => {
    it('credits when it comes before the webhook, and the webhook then changes nothing', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 25);
      const session = stripe.completeCheckoutSession(sessionId);

      const confirmed = await h.confirm(me, sessionId);
      expect(confirmed.status).toBe(200);
      const answer = ConfirmCheckoutResponseSchema.parse(await confirmed.json());
      expect(answer.user.credits).toBe(STARTING_CREDITS + 25);
      expect(answer.purchase).toEqual({ kind: 'credits', credits: 25 });
      expect(stripe.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);

      expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
      expect((await h.confirm(me, sessionId)).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 25);
      expect(await h.purchases(me.id)).toEqual([{ delta: 25, reference: sessionId }]);
    });

    it('changes nothing when it comes after the webhook', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      expect((await h.deliver(stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId)))).status).toBe(200);
      const confirmed = await h.confirm(me, sessionId);
      expect(confirmed.status).toBe(200);
      // The success page still says what was bought, though the webhook fulfilled it first.
      expect(ConfirmCheckoutResponseSchema.parse(await confirmed.json())).toMatchObject({
        user: { credits: STARTING_CREDITS + 10 },
        purchase: { kind: 'credits', credits: 10 },
      });
      expect(await h.purchases(me.id)).toHaveLength(1);
    });

    it('credits once when the success page and webhooks race', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 50);
      const event = stripe.event('checkout.session.completed', stripe.completeCheckoutSession(sessionId));
      const responses = await Promise.all([...Array.from({ length: 5 }, () => h.confirm(me, sessionId)), ...Array.from({ length: 5 }, () => h.deliver(event))]);
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 50);
      expect(await h.purchases(me.id)).toHaveLength(1);
      // The money is recorded once too, in cents, for the admin dashboard.
      expect(await paymentsOf(me.id)).toEqual([
        expect.objectContaining({
          provider: 'stripe',
          providerRef: sessionId,
          kind: 'credits',
          credits: 50,
          amountCents: packOf(50).price,
          currency: 'usd',
          refundedCents: 0,
        }),
      ]);
    });

    it('answers 404 for a session Stripe does not have, and limits confirmations per user', async () => {
      const me = await signUp(t);
      const missing = await h.confirm(me, 'cs_test_no_such_session');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'The payment provider has no such checkout' });
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.confirmPerUser.limit; i++) statuses.push((await h.confirm(me, 'cs_test_no_such_session')).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 404)).toHaveLength(LIMITS.confirmPerUser.limit - 1);
    });

    it('does not credit a session that is still open (the success page reached too early)', async () => {
      const me = await signUp(t);
      const sessionId = await openCreditSession(me, 10);
      const early = await h.confirm(me, sessionId);
      expect(early.status).toBe(200);
      expect(ConfirmCheckoutResponseSchema.parse(await early.json()).purchase).toBeNull();
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS);
      stripe.completeCheckoutSession(sessionId);
      expect((await h.confirm(me, sessionId)).status).toBe(200);
      expect((await h.account(me.id)).credits).toBe(STARTING_CREDITS + 10);
    });

    it("does not credit anyone when a user confirms another user's session", async () => {
      const owner = await signUp(t);
      const thief = await signUp(t);
      const sessionId = await openCreditSession(owner, 25);
      stripe.completeCheckoutSession(sessionId);
      const confirmed = await h.confirm(thief, sessionId);
      expect(confirmed.status).toBe(200);
      expect(ConfirmCheckoutResponseSchema.parse(await confirmed.json()).purchase).toBeNull();
      expect((await h.account(thief.id)).credits).toBe(STARTING_CREDITS);
      expect((await h.account(owner.id)).credits).toBe(STARTING_CREDITS);
    });

    it('requires a signed-in user', async () => {
      const response = await t.request('/api/stripe/confirm-checkout', { body: { sessionId: 'cs_test_whatever' } });
      expect(response.status).toBe(401);
      expect(stripe.requests).toHaveLength(0);
    });
  });

  describe('POST /api/stripe/webhook: subscriptions (Stripe current state decides)', () => {
    it('turns the subscription on when its checkout completes, and records its first payment once', async () => {
      const { who, session, subscriptionId } = await subscribedUser();
      expect(stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length).toBeGreaterThan(0);
      expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
      expect((await h.confirm(who, session.id)).status).toBe(200);
      expect(await paymentsOf(who.id)).toEqual([
        expect.objectContaining({ provider: 'stripe', providerRef: session.id, kind: 'subscription', credits: null, amountCents: SUBSCRIPTION_PRICE_CENTS }),
      ]);
      // A change of state (no checkout) records no payment.
      expect((await h.deliver(stripe.event('customer.subscription.updated', stripe.subscription(subscriptionId)))).status).toBe(200);
      expect(await paymentsOf(who.id)).toHaveLength(1);
    });

    it('follows created → active, updated → past_due, updated → active, deleted → canceled', async () => {
      const me = await signUp(t);
      const { subscriptionId } = await paidSubscription(me);
      const subscription = stripe.subscription(subscriptionId);
      expect(subscription.metadata).toEqual({ userId: me.id });

      expect((await h.deliver(stripe.event('customer.subscription.created', subscription))).status).toBe(200);
      expect(await h.account(me.id)).toMatchObject({ subscription: true, stripeSubscriptionId: subscriptionId });

      const pastDue = stripe.updateSubscription(subscriptionId, { status: 'past_due' });
      expect((await h.deliver(stripe.event('customer.subscription.updated', pastDue))).status).toBe(200);
      expect((await h.account(me.id)).subscription).toBe(false);

      const active = stripe.updateSubscription(subscriptionId, { status: 'active' });
      expect((await h.deliver(stripe.event('customer.subscription.updated', active))).status).toBe(200);
      expect((await h.account(me.id)).subscription).toBe(true);

      const canceled = stripe.deleteSubscription(subscriptionId);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', canceled))).status).toBe(200);
      expect((await h.account(me.id)).subscription).toBe(false);
    });

    it('ends unsubscribed when a stale "created" (payload: active) arrives after "deleted"', async () => {
      const { who, subscriptionId } = await subscribedUser();
      const createdWhileActive = stripe.event('customer.subscription.created', stripe.subscription(subscriptionId));
      expect(createdWhileActive.data.object.status).toBe('active');

      const canceled = stripe.deleteSubscription(subscriptionId);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', canceled))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);

      stripe.clearRequests();
      expect((await h.deliver(createdWhileActive)).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);
      // The handler asked Stripe for the current state rather than trusting the old payload.
      expect(stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    });

    it('turns the subscription off on invoice.payment_failed when the subscription is past_due', async () => {
      const { who, session, subscriptionId } = await subscribedUser();
      stripe.updateSubscription(subscriptionId, { status: 'past_due' });
      const invoice = {
        id: 'in_test_failed_1',
        object: 'invoice',
        customer: session.customer,
        status: 'open',
        amount_due: SUBSCRIPTION_PRICE_CENTS,
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: {} } },
      };
      expect((await h.deliver(stripe.event('invoice.payment_failed', invoice))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);
    });

    it('keeps a new subscription when the old, past_due one is canceled later', async () => {
      const { who, subscriptionId: first } = await subscribedUser();
      const pastDue = stripe.updateSubscription(first, { status: 'past_due' });
      expect((await h.deliver(stripe.event('customer.subscription.updated', pastDue))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);

      // Without access, the user subscribes again; that one is paid and active.
      const { session, subscriptionId: second } = await paidSubscription(who);
      expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
      expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: second });

      // Stripe's dunning finally cancels the first one.
      const canceled = stripe.deleteSubscription(first);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', canceled))).status).toBe(200);
      expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: second });

      // The current one still governs.
      const secondCanceled = stripe.deleteSubscription(second);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', secondCanceled))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);
    });

    it('finds the user by customer id when the subscription has no userId metadata', async () => {
      const me = await signUp(t);
      expect((await h.portal(me)).status).toBe(200);
      const customerId = (await h.account(me.id)).stripeCustomerId ?? '';
      const subscription = stripe.createSubscription({ customer: customerId, status: 'active', metadata: {} });
      expect((await h.deliver(stripe.event('customer.subscription.created', subscription))).status).toBe(200);
      expect(await h.account(me.id)).toMatchObject({ subscription: true, stripeSubscriptionId: subscription.id });
    });

    it('also turns the subscription on from the success page', async () => {
      const me = await signUp(t);
      const { session } = await paidSubscription(me);
      const confirmed = await h.confirm(me, session.id);
      expect(confirmed.status).toBe(200);
      expect(ConfirmCheckoutResponseSchema.parse(await confirmed.json())).toMatchObject({ user: { subscription: true }, purchase: { kind: 'subscription' } });
      expect((await h.account(me.id)).subscription).toBe(true);
    });
  });

  describe('one subscription per customer', () => {
    const urlOf = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { url: string }).url;
    };
    const subscriptionSessions = (customerId: string) => stripe.checkoutSessionsOf(customerId).filter((session) => session.mode === 'subscription');
    /** A subscription checkout opened straight at Stripe, as an older release or another tab could have left it. */
    const strayCheckout = (who: SignedInUser, customer: string) =>
      directClient().checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: who.id,
        subscription_data: { metadata: { userId: who.id } },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: SUBSCRIPTION_PRICE_CENTS, recurring: { interval: 'month' }, product_data: { name: 'Unlimited' } },
          },
        ],
        success_url: SUCCESS_URL,
      });

    it('gives five tabs starting a subscription at once one and the same checkout', async () => {
      const me = await signUp(t);
      const urls = await Promise.all(Array.from({ length: 5 }, async () => urlOf(await h.subscribe(me))));
      expect(new Set(urls).size).toBe(1);
      const customerId = (await h.account(me.id)).stripeCustomerId ?? '';
      expect(subscriptionSessions(customerId).map((session) => session.url)).toEqual([urls[0]]);
      expect(stripe.customersWithMetadata('userId', me.id)).toHaveLength(1);
    });

    it('gives a later tab the checkout still open, and a new one once that has expired', async () => {
      const me = await signUp(t);
      const first = await urlOf(await h.subscribe(me));
      expect(await urlOf(await h.subscribe(me))).toBe(first);
      const customerId = (await h.account(me.id)).stripeCustomerId ?? '';
      expect(subscriptionSessions(customerId)).toHaveLength(1);

      stripe.expireCheckoutSession(sessionIdFrom(first));
      const second = await urlOf(await h.subscribe(me));
      expect(second).not.toBe(first);
      expect(await urlOf(await h.subscribe(me))).toBe(second);
      expect(subscriptionSessions(customerId).map((session) => session.status)).toEqual(['open', 'expired']);
    });

    it('opens a fresh checkout when the shared key replays a session that is no longer open', async () => {
      const me = await signUp(t);
      const first = await urlOf(await h.subscribe(me));
      const customerId = (await h.account(me.id)).stripeCustomerId ?? '';
      stripe.expireCheckoutSession(sessionIdFrom(first));
      // 100 newer credit checkouts push the expired one out of the page the app reads, so the
      // app computes the key it used the first time, and Stripe replays the expired session.
      const sdk = directClient();
      for (let index = 0; index < 100; index += 1) {
        await sdk.checkout.sessions.create({
          mode: 'payment',
          customer: customerId,
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 499, product_data: { name: 'Credits' } } }],
          success_url: SUCCESS_URL,
        });
      }
      stripe.clearRequests();
      const second = await urlOf(await h.subscribe(me));
      expect(second).not.toBe(first);
      expect(stripe.checkoutSession(sessionIdFrom(second)).status).toBe('open');
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').map((call) => call.replayed)).toEqual([true, false]);
    });

    it('refuses (409) while a subscription runs at Stripe that no webhook has reported yet, and expires the stray checkout', async () => {
      const me = await signUp(t);
      const { session } = await paidSubscription(me);
      const customerId = session.customer ?? '';
      const stray = await strayCheckout(me, customerId);
      expect((await h.account(me.id)).subscription).toBe(false);
      stripe.clearRequests();

      const refused = await h.subscribe(me);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: SUBSCRIPTION_ACTIVE });
      expect(stripe.checkoutSession(stray.id).status).toBe('expired');
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
    });

    it('expires the other open subscription checkouts once a subscription starts', async () => {
      const me = await signUp(t);
      const url = await urlOf(await h.subscribe(me));
      const customerId = (await h.account(me.id)).stripeCustomerId ?? '';
      const stray = await strayCheckout(me, customerId);

      const session = stripe.completeCheckoutSession(sessionIdFrom(url));
      expect((await h.deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
      expect((await h.account(me.id)).subscription).toBe(true);
      expect(stripe.checkoutSession(stray.id)).toMatchObject({ status: 'expired', url: null });
    });

    it('keeps access while a duplicate is cancelled and the other is still paid, and ends it with the last one', async () => {
      const { who, session, subscriptionId: first } = await subscribedUser();
      // Two paid subscriptions, as two tabs could leave them before this release.
      const second = stripe.createSubscription({ customer: session.customer ?? '', metadata: { userId: who.id } });
      expect((await h.deliver(stripe.event('customer.subscription.created', second))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(true);

      const firstCanceled = stripe.deleteSubscription(first);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', firstCanceled))).status).toBe(200);
      expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: second.id });
      // Stripe's list of the customer's subscriptions decided, not the event's own subscription.
      expect(stripe.requestsTo('GET', '/v1/subscriptions').at(-1)?.query).toMatchObject({ customer: session.customer });

      const secondCanceled = stripe.deleteSubscription(second.id);
      expect((await h.deliver(stripe.event('customer.subscription.deleted', secondCanceled))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);

      // A late "updated" about the first one changes nothing either.
      expect((await h.deliver(stripe.event('customer.subscription.updated', firstCanceled))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);
    });

    it('turns access on from an event about a cancelled duplicate while the other one is active', async () => {
      const { who, session, subscriptionId: kept } = await subscribedUser();
      const duplicate = stripe.createSubscription({ customer: session.customer ?? '', metadata: { userId: who.id } });
      // Our record lost its access somehow (a lost event, a manual edit); the next event restores the truth.
      await t.db.update(user).set({ subscription: false }).where(eq(user.id, who.id));
      expect((await h.deliver(stripe.event('customer.subscription.deleted', stripe.deleteSubscription(duplicate.id)))).status).toBe(200);
      expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: kept });
    });
  });

  describe('cancelAllSubscriptions (what account deletion calls)', () => {
    const cancelAll = async (id: string) => {
      const [row] = await t.db.select().from(user).where(eq(user.id, id));
      if (!row) throw new Error(`no user ${id}`);
      await cancelAllSubscriptions(t.deps, row);
    };

    it('cancels every subscription that can still charge, at once, and turns the subscription off', async () => {
      const { who, session, subscriptionId } = await subscribedUser();
      const customerId = session.customer ?? '';
      const trialing = stripe.createSubscription({ customer: customerId, status: 'trialing', metadata: { userId: who.id } });
      const pastDue = stripe.createSubscription({ customer: customerId, status: 'past_due', metadata: { userId: who.id } });
      const ended = stripe.createSubscription({ customer: customerId, status: 'canceled', metadata: { userId: who.id } });
      stripe.clearRequests();

      await cancelAll(who.id);

      const cancelled = stripe.requestsTo('DELETE', /^\/v1\/subscriptions\//).map((call) => call.path);
      expect(cancelled.sort()).toEqual([subscriptionId, trialing.id, pastDue.id].map((id) => `/v1/subscriptions/${id}`).sort());
      expect(stripe.subscriptionsOf(customerId).map((entry) => entry.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
      expect(stripe.subscription(ended.id).canceled_at).toBe(ended.canceled_at);
      expect(await h.account(who.id)).toMatchObject({ subscription: false, stripeSubscriptionId: null });

      // Stripe's own "deleted" events, arriving afterwards, agree.
      expect((await h.deliver(stripe.event('customer.subscription.deleted', stripe.subscription(subscriptionId)))).status).toBe(200);
      expect((await h.account(who.id)).subscription).toBe(false);
    });

    it('calls nothing at Stripe for a user who never became a customer', async () => {
      const me = await signUp(t);
      await cancelAll(me.id);
      expect(stripe.requests).toHaveLength(0);
      expect((await h.account(me.id)).subscription).toBe(false);
    });

    it('fails, keeping the subscription on here, when Stripe cannot cancel', async () => {
      const { who, subscriptionId } = await subscribedUser();
      stripe.failNext({ status: 500, shouldRetry: false });
      await expect(cancelAll(who.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(stripe.subscription(subscriptionId).status).toBe('active');
      expect(await h.account(who.id)).toMatchObject({ subscription: true, stripeSubscriptionId: subscriptionId });
    });
  });

  it('does not serve the local checkout when Stripe is configured', async () => {
    const me = await signUp(t);
    const response = await t.request('/api/checkout/00000000-0000-4000-8000-000000000000', { headers: { Cookie: me.cookie } });
    expect(response.status).toBe(404);
  });
});

describe('Stripe payments with STRIPE_SUBSCRIPTION_PRICE_ID', () => {
  const PRICE_ID = 'price_test_unlimited_monthly';
  let t: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    t = await createStripeApp({ subscriptionPriceId: PRICE_ID });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('uses the configured price, and answers 502 while Stripe does not know it', async () => {
    const warn = recordWarnings();
    const me = await signUp(t);
    const refused = await h.subscribe(me);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ error: PROVIDER_DOWN });
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions')[0]?.status).toBe(400);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`No such price: '${PRICE_ID}'`));

    stripe.addPrice({ id: PRICE_ID, unitAmount: SUBSCRIPTION_PRICE_CENTS, recurring: { interval: 'month' } });
    stripe.clearRequests();
    const response = await h.subscribe(me);
    expect(response.status).toBe(200);
    const sessionId = sessionIdFrom(((await response.json()) as { url: string }).url);
    const [call] = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(call?.body).toMatchObject({ mode: 'subscription', subscription_data: { metadata: { userId: me.id } } });
    expect(lineItem(call?.body ?? {})).toEqual({ price: PRICE_ID, quantity: '1' });
    expect(stripe.checkoutSession(sessionId).amount_total).toBe(SUBSCRIPTION_PRICE_CENTS);
  });

  it('is what pick-adapters builds from the STRIPE_* environment, saving the new customer on the user', async () => {
    stripe.addPrice({ id: PRICE_ID, unitAmount: SUBSCRIPTION_PRICE_CENTS, recurring: { interval: 'month' } });
    const me = await signUp(t);
    const env = parseEnv({
      PUBLIC_URL: TEST_ORIGIN,
      DATA_DIR: t.dataDir,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SUBSCRIPTION_PRICE_ID: PRICE_ID,
      STRIPE_API_BASE: stripe.url,
    });
    const { payments } = pickAdapters(env, t.db, t.mail);
    expect(payments.id).toBe('stripe');
    // The adapter makes the customer and says so; the domain saves it on the user.
    const sessionId = sessionIdFrom(await startSubscriptionCheckout({ db: t.db, payments }, me.id));
    const saved = (await h.account(me.id)).stripeCustomerId;
    expect(saved).toMatch(/^cus_/);
    expect(stripe.checkoutSession(sessionId)).toMatchObject({ customer: saved, mode: 'subscription' });
    expect(lineItem(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body ?? {})).toEqual({ price: PRICE_ID, quantity: '1' });

    // The adapter cancels at Stripe; the domain records the end on the user.
    const { subscription } = stripe.completeCheckoutSession(sessionId);
    await t.db.update(user).set({ subscription: true, stripeSubscriptionId: subscription }).where(eq(user.id, me.id));
    await cancelAllSubscriptions({ db: t.db, payments }, { id: me.id, email: me.email, stripeCustomerId: saved });
    expect(stripe.subscription(subscription ?? '').status).toBe('canceled');
    expect(await h.account(me.id)).toMatchObject({ subscription: false, stripeSubscriptionId: null });
  });
});

describe('the local Stripe API itself (as the official SDK sees it)', () => {
  it('replays the same response for the same Idempotency-Key and refuses the key with other parameters', async () => {
    const sdk = directClient();
    const first = await sdk.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'same-key-1' });
    const second = await sdk.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'same-key-1' });
    expect(second.id).toBe(first.id);
    expect(stripe.requestsTo('POST', '/v1/customers').map((call) => call.replayed)).toEqual([false, true]);

    const error = await sdk.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same-key-1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers with Stripe-style errors the SDK understands', async () => {
    const missing = await directClient()
      .subscriptions.retrieve('sub_missing')
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_missing'" });

    const badKey = await directClient('sk_test_wrong')
      .customers.create({})
      .catch((caught: unknown) => caught);
    expect(badKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    const badItems = await directClient()
      .checkout.sessions.create({
        mode: 'subscription',
        success_url: 'https://example.com',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
      })
      .catch((caught: unknown) => caught);
    expect(badItems).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', message: expect.stringMatching(/recurring price/) });
  });

  it("lists a customer's subscriptions newest first, page by page, without the canceled ones unless asked", async () => {
    const sdk = directClient();
    const customer = await sdk.customers.create({ email: 'list@example.com' });
    const made = (['active', 'canceled', 'past_due', 'trialing', 'active'] as const).map((status) =>
      stripe.createSubscription({ customer: customer.id, status }),
    );
    stripe.createSubscription({ customer: (await sdk.customers.create({})).id });

    const live = await sdk.subscriptions.list({ customer: customer.id, limit: 2 }).autoPagingToArray({ limit: 100 });
    expect(live.map((entry) => entry.id)).toEqual([made[4], made[3], made[2], made[0]].map((entry) => entry?.id));
    expect(stripe.requestsTo('GET', '/v1/subscriptions').map((call) => call.query.starting_after ?? null)).toEqual([null, made[3]?.id]);
    expect(await sdk.subscriptions.list({ customer: customer.id, status: 'all' }).autoPagingToArray({ limit: 100 })).toHaveLength(5);

    const canceled = await sdk.subscriptions.cancel(made[0]?.id ?? '');
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
    await expect(sdk.subscriptions.cancel(made[0]?.id ?? '')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lists checkout sessions by customer and status, and expires only an open one', async () => {
    const sdk = directClient();
    const customer = await sdk.customers.create({});
    const create = () =>
      sdk.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
        success_url: 'https://example.com',
      });
    const [older, newer] = [await create(), await create()];
    expect((await sdk.checkout.sessions.list({ customer: customer.id })).data.map((entry) => entry.id)).toEqual([newer.id, older.id]);

    expect(await sdk.checkout.sessions.expire(older.id)).toMatchObject({ status: 'expired', url: null });
    expect((await sdk.checkout.sessions.list({ customer: customer.id, status: 'open' })).data.map((entry) => entry.id)).toEqual([newer.id]);
    await expect(sdk.checkout.sessions.expire(older.id)).rejects.toMatchObject({ statusCode: 400, code: 'checkout_session_not_open' });
  });

  it('parses bracket notation into nested objects and arrays', async () => {
    const session = await directClient().checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://example.com/ok?session_id={CHECKOUT_SESSION_ID}',
      metadata: { userId: 'u_1', credits: '10' },
      line_items: [
        { quantity: 2, price_data: { currency: 'usd', unit_amount: 250, product_data: { name: 'A & B' } } },
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 99, product_data: { name: 'C' } } },
      ],
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 599,
      payment_status: 'unpaid',
      status: 'open',
      metadata: { userId: 'u_1', credits: '10' },
    });
    const [call] = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(call?.body.success_url).toBe('https://example.com/ok?session_id={CHECKOUT_SESSION_ID}');
    expect(call?.body.line_items).toEqual([
      { quantity: '2', price_data: { currency: 'usd', unit_amount: '250', product_data: { name: 'A & B' } } },
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '99', product_data: { name: 'C' } } },
    ]);
    expect(await directClient().checkout.sessions.retrieve(session.id)).toMatchObject({ id: session.id, amount_total: 599 });
  });
});
