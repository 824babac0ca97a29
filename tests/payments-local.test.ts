import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, localCheckout, payment, user } from '../src/server/db/schema.ts';
import { cancelAllSubscriptions, SUBSCRIPTION_ACTIVE } from '../src/server/domain/billing/payments.ts';
import { CREDIT_PACKS, STARTING_CREDITS, SUBSCRIPTION_PRICE_CENTS } from '../src/shared/constants.ts';
import { LocalCheckoutSchema } from '../src/shared/schemas/billing.ts';
import { signWebhook } from './support/stripe-server.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

const CHECKOUT_URL = new RegExp(`^${TEST_ORIGIN.replace(/[.:/]/g, '\\$&')}/checkout/([0-9a-f-]{36})$`);

describe('the built-in local checkout (no Stripe configured)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: unknown, who?: SignedInUser) => t.request(path, { body, headers: who ? { Cookie: who.cookie } : {} });
  const get = (path: string, who?: SignedInUser) => t.request(path, { headers: who ? { Cookie: who.cookie } : {} });
  const pay = (id: string, who: SignedInUser) => post(`/api/checkout/${id}/pay`, {}, who);
  const cancel = (id: string, who: SignedInUser) => post(`/api/checkout/${id}/cancel`, {}, who);

  async function account(id: string) {
    const [row] = await t.db.select({ credits: user.credits, subscription: user.subscription }).from(user).where(eq(user.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row;
  }

  const purchases = (id: string) =>
    t.db
      .select({ delta: creditLedger.delta, reference: creditLedger.reference })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase')));

  const checkoutsOf = (id: string) => t.db.select().from(localCheckout).where(eq(localCheckout.userId, id));

  function checkoutIdFrom(url: string): string {
    const match = CHECKOUT_URL.exec(url);
    if (!match?.[1]) throw new Error(`not a local checkout URL: ${url}`);
    return match[1];
  }

  async function openCreditCheckout(who: SignedInUser, credits = 10): Promise<string> {
    const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits);
    if (!pack) throw new Error(`no pack of ${credits}`);
    const response = await post('/api/stripe/create-checkout-session', { userId: who.id, credits: pack.credits, price: pack.price }, who);
    expect(response.status).toBe(200);
    return checkoutIdFrom(((await response.json()) as { url: string }).url);
  }

  it('opens a checkout page of its own for each canonical pack', async () => {
    const me = await signUp(t);
    for (const pack of CREDIT_PACKS) {
      const id = await openCreditCheckout(me, pack.credits);
      const response = await get(`/api/checkout/${id}`, me);
      expect(response.status).toBe(200);
      expect(LocalCheckoutSchema.parse(await response.json())).toEqual({ id, kind: 'credits', credits: pack.credits, amount: pack.price, status: 'open' });
    }
    expect(await account(me.id)).toEqual({ credits: STARTING_CREDITS, subscription: false });
  });

  it('credits 10 once when Pay is pressed, and again changes nothing', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 10);
    const paid = await pay(id, me);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirect: `/checkout/success?session_id=local_${id}` });
    expect(await account(me.id)).toEqual({ credits: STARTING_CREDITS + 10, subscription: false });
    expect(((await (await get(`/api/checkout/${id}`, me)).json()) as { status: string }).status).toBe('paid');

    expect((await pay(id, me)).status).toBe(200);
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS + 10);
    expect(await purchases(me.id)).toEqual([{ delta: 10, reference: `local_${id}` }]);
  });

  it('credits once when Pay is pressed 10 times at once', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 10);
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(id, me)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS + 10);
    expect(await purchases(me.id)).toHaveLength(1);
  });

  it('hides a checkout from another user, who can neither see, pay nor cancel it (404)', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await openCreditCheckout(owner, 25);
    expect((await get(`/api/checkout/${id}`, other)).status).toBe(404);
    expect((await pay(id, other)).status).toBe(404);
    expect((await cancel(id, other)).status).toBe(404);
    expect((await account(other.id)).credits).toBe(STARTING_CREDITS);
    expect((await account(owner.id)).credits).toBe(STARTING_CREDITS);
    expect(((await (await get(`/api/checkout/${id}`, owner)).json()) as { status: string }).status).toBe('open');
  });

  it('requires a signed-in user and answers 404 for an id that is not a checkout', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 10);
    expect((await get(`/api/checkout/${id}`)).status).toBe(401);
    expect((await post(`/api/checkout/${id}/pay`, {})).status).toBe(401);
    expect((await get('/api/checkout/not-a-uuid', me)).status).toBe(404);
    expect((await get('/api/checkout/00000000-0000-4000-8000-000000000000', me)).status).toBe(404);
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS);
  });

  it('cancels an open checkout, which then refuses payment with 409 and credits nothing', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 10);
    const cancelled = await cancel(id, me);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ redirect: '/checkout/cancel' });
    expect(((await (await get(`/api/checkout/${id}`, me)).json()) as { status: string }).status).toBe('cancelled');

    const refused = await pay(id, me);
    expect(refused.status).toBe(409);
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS);
    expect(await purchases(me.id)).toEqual([]);
  });

  it('keeps a paid checkout paid when Cancel is pressed afterwards', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 10);
    expect((await pay(id, me)).status).toBe(200);
    expect((await cancel(id, me)).status).toBe(200);
    expect(((await (await get(`/api/checkout/${id}`, me)).json()) as { status: string }).status).toBe('paid');
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS + 10);
  });

  it.each([
    ['a tampered price', { credits: 10, price: 1 }],
    ['a pack that does not exist', { credits: 11, price: 499 }],
  ])('refuses %s with 400 and opens no checkout', async (_name, pack) => {
    const me = await signUp(t);
    const response = await post('/api/stripe/create-checkout-session', { userId: me.id, ...pack }, me);
    expect(response.status).toBe(400);
    expect(await checkoutsOf(me.id)).toEqual([]);
  });

  it("refuses to open a checkout for another user's id (403)", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const response = await post('/api/stripe/create-checkout-session', { userId: other.id, credits: 10, price: 499 }, me);
    expect(response.status).toBe(403);
    expect(await checkoutsOf(other.id)).toEqual([]);
    expect(await checkoutsOf(me.id)).toEqual([]);
  });

  it('subscribes through the local checkout, refuses a second subscription (409), and cancels from the portal', async () => {
    const me = await signUp(t);
    const response = await post('/api/stripe/create-subscription-checkout-session', { userId: me.id }, me);
    expect(response.status).toBe(200);
    const id = checkoutIdFrom(((await response.json()) as { url: string }).url);
    expect(await (await get(`/api/checkout/${id}`, me)).json()).toEqual({
      id,
      kind: 'subscription',
      credits: null,
      amount: SUBSCRIPTION_PRICE_CENTS,
      status: 'open',
    });

    expect((await pay(id, me)).status).toBe(200);
    expect(await account(me.id)).toEqual({ credits: STARTING_CREDITS, subscription: true });
    expect((await pay(id, me)).status).toBe(200);
    // Its payment is recorded once, in cents, for the admin dashboard.
    expect(await t.db.select().from(payment).where(eq(payment.userId, me.id))).toEqual([
      expect.objectContaining({ provider: 'local', providerRef: `local_${id}`, kind: 'subscription', credits: null, amountCents: SUBSCRIPTION_PRICE_CENTS }),
    ]);
    expect((await post('/api/stripe/create-subscription-checkout-session', { userId: me.id }, me)).status).toBe(409);

    const portal = await post('/api/stripe/create-customer-portal-session', { userId: me.id }, me);
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ url: `${TEST_ORIGIN}/checkout/portal` });

    const cancelled = await post('/api/checkout/portal/cancel-subscription', {}, me);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ redirect: '/account' });
    expect((await account(me.id)).subscription).toBe(false);
  });

  describe('one subscription per customer', () => {
    const subscribe = (who: SignedInUser) => post('/api/stripe/create-subscription-checkout-session', { userId: who.id }, who);
    const subscriptionCheckout = async (who: SignedInUser) => {
      const response = await subscribe(who);
      expect(response.status).toBe(200);
      return checkoutIdFrom(((await response.json()) as { url: string }).url);
    };
    /** A second open subscription checkout, as an older release could have left it. */
    const strayCheckout = async (who: SignedInUser) => {
      const [row] = await t.db.insert(localCheckout).values({ userId: who.id, kind: 'subscription', amount: SUBSCRIPTION_PRICE_CENTS }).returning();
      if (!row) throw new Error('not stored');
      return row.id;
    };

    it('gives five tabs starting a subscription at once one and the same checkout', async () => {
      const me = await signUp(t);
      const ids = await Promise.all(Array.from({ length: 5 }, () => subscriptionCheckout(me)));
      expect(new Set(ids).size).toBe(1);
      expect(await checkoutsOf(me.id)).toHaveLength(1);
    });

    it('gives a later tab the checkout still open, and a new one once that was cancelled', async () => {
      const me = await signUp(t);
      const first = await subscriptionCheckout(me);
      expect(await subscriptionCheckout(me)).toBe(first);
      expect((await cancel(first, me)).status).toBe(200);
      const second = await subscriptionCheckout(me);
      expect(second).not.toBe(first);
      expect((await checkoutsOf(me.id)).map((row) => row.status).sort()).toEqual(['cancelled', 'open']);
    });

    it('refuses to pay a second subscription checkout while one runs (409), and refuses to open one', async () => {
      const me = await signUp(t);
      const first = await subscriptionCheckout(me);
      const stray = await strayCheckout(me);
      expect((await pay(first, me)).status).toBe(200);

      const refused = await pay(stray, me);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: SUBSCRIPTION_ACTIVE });
      expect(await (await get(`/api/checkout/${stray}`, me)).json()).toMatchObject({ status: 'open' });
      expect(await account(me.id)).toEqual({ credits: STARTING_CREDITS, subscription: true });

      // Even with the access flag lost, the paid checkout still counts as the running subscription.
      await t.db.update(user).set({ subscription: false }).where(eq(user.id, me.id));
      const again = await subscribe(me);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: SUBSCRIPTION_ACTIVE });
    });

    it('starts exactly one subscription when two different checkouts are paid at once', async () => {
      const me = await signUp(t);
      const ids = [await subscriptionCheckout(me), await strayCheckout(me)];
      const statuses = await Promise.all(ids.map(async (id) => (await pay(id, me)).status));
      expect(statuses.sort()).toEqual([200, 409]);
      expect((await checkoutsOf(me.id)).map((row) => row.status).sort()).toEqual(['open', 'paid']);
      expect((await account(me.id)).subscription).toBe(true);
    });

    it('lets the user subscribe again after cancelling in the portal', async () => {
      const me = await signUp(t);
      const first = await subscriptionCheckout(me);
      expect((await pay(first, me)).status).toBe(200);
      expect((await post('/api/checkout/portal/cancel-subscription', {}, me)).status).toBe(200);
      expect((await account(me.id)).subscription).toBe(false);

      const second = await subscriptionCheckout(me);
      expect(second).not.toBe(first);
      expect((await pay(second, me)).status).toBe(200);
      expect((await account(me.id)).subscription).toBe(true);
    });
  });

  it('cancelAllSubscriptions (what account deletion calls) ends the subscription, and its checkout cannot be paid again', async () => {
    const me = await signUp(t);
    const response = await post('/api/stripe/create-subscription-checkout-session', { userId: me.id }, me);
    const id = checkoutIdFrom(((await response.json()) as { url: string }).url);
    expect((await pay(id, me)).status).toBe(200);
    expect((await account(me.id)).subscription).toBe(true);

    const [row] = await t.db.select().from(user).where(eq(user.id, me.id));
    if (!row) throw new Error('no user');
    await cancelAllSubscriptions(t.deps, row);

    expect((await account(me.id)).subscription).toBe(false);
    expect((await checkoutsOf(me.id)).map((checkout) => checkout.status)).toEqual(['cancelled']);
    expect((await pay(id, me)).status).toBe(409);
    expect((await account(me.id)).subscription).toBe(false);
  });

  it('confirm-checkout on the success page only returns the user (the Pay button already fulfilled)', async () => {
    const me = await signUp(t);
    const id = await openCreditCheckout(me, 25);
    expect((await pay(id, me)).status).toBe(200);
    const confirmed = await post('/api/stripe/confirm-checkout', { sessionId: `local_${id}` }, me);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { user: { credits: number } }).user.credits).toBe(STARTING_CREDITS + 25);
    expect(await purchases(me.id)).toHaveLength(1);
  });

  it('answers 404 on the Stripe webhook route, even for a signed event', async () => {
    const me = await signUp(t);
    const payload = JSON.stringify({
      id: 'evt_local_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_x',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 499,
          metadata: { userId: me.id, credits: '10' },
        },
      },
    });
    const response = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhook(payload, 'whsec_anything') },
      body: payload,
    });
    expect(response.status).toBe(404);
    expect((await account(me.id)).credits).toBe(STARTING_CREDITS);
  });
});
