import { Hono } from 'hono';
import { ConfirmCheckoutRequestSchema, CreditCheckoutRequestSchema, UserOnlyRequestSchema } from '../../shared/schemas/billing.ts';
import type { RequestContext } from '../request-context.ts';
import { loadUser, toUserData } from '../domain/account.ts';
import { canonicalPack, fulfilCheckout, SUBSCRIPTION_ACTIVE } from '../domain/payments.ts';
import { enforceLimit, LIMITS } from '../domain/rate-limit.ts';
import { AppError } from '../errors.ts';
import { readJson } from './read-json.ts';
import { requireSameUser, requireUser } from '../session/require-viewer.ts';

const PROVIDER_DOWN = 'The payment provider is unavailable right now. Please try again.';

/**
 * A provider call: any failure is logged and answered 502, except, where the caller names it,
 * the provider not having the object asked for (404 with that message).
 */
async function viaProvider<T>(call: () => Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (notFoundMessage && (error as { statusCode?: unknown }).statusCode === 404) throw new AppError(404, notFoundMessage);
    console.warn(`[payments] ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError(502, PROVIDER_DOWN);
  }
}

/** The spec's checkout calls (§7), Stripe's webhook and the success page's confirmation. */
export function billingRoutes() {
  return new Hono<RequestContext>()
    .post('/api/stripe/create-checkout-session', async (c) => {
      const body = await readJson(c, CreditCheckoutRequestSchema);
      const me = requireSameUser(c, body.userId);
      const pack = canonicalPack(body.credits, body.price);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      const user = await loadUser(deps.db, me.id);
      return c.json({ url: await viaProvider(() => deps.payments.createCreditCheckout(user, pack)) });
    })
    .post('/api/stripe/create-subscription-checkout-session', async (c) => {
      const body = await readJson(c, UserOnlyRequestSchema);
      const me = requireSameUser(c, body.userId);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      const user = await loadUser(deps.db, me.id);
      if (user.subscription) throw new AppError(409, SUBSCRIPTION_ACTIVE);
      // A second tab gets the checkout the first one opened; a subscription that runs at the
      // provider but has not reached us yet still refuses a second one.
      const started = await viaProvider(() => deps.payments.createSubscriptionCheckout(user));
      if (started.kind === 'subscribed') throw new AppError(409, SUBSCRIPTION_ACTIVE);
      return c.json({ url: started.url });
    })
    .post('/api/stripe/create-customer-portal-session', async (c) => {
      const body = await readJson(c, UserOnlyRequestSchema);
      const me = requireSameUser(c, body.userId);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      const user = await loadUser(deps.db, me.id);
      return c.json({ url: await viaProvider(() => deps.payments.createPortalSession(user)) });
    })
    .post('/api/stripe/confirm-checkout', async (c) => {
      const me = requireUser(c);
      const body = await readJson(c, ConfirmCheckoutRequestSchema);
      const deps = c.get('deps');
      const { payments } = deps;
      // Each confirmation is a call to the provider, whose API limits are shared by every user.
      await enforceLimit(deps.counters, `confirm:${me.id}`, LIMITS.confirmPerUser);
      if (payments.id === 'stripe') {
        const completed = await viaProvider(() => payments.completedFromSession(body.sessionId), 'The payment provider has no such checkout');
        // The success page may arrive before the webhook; either one fulfils, once.
        if (completed && (completed.userId === me.id || completed.userId === '')) await fulfilCheckout(deps.db, completed);
      }
      return c.json({ user: toUserData(await loadUser(deps.db, me.id), deps.env.ADMIN_EMAILS) });
    })
    .post('/api/stripe/webhook', async (c) => {
      const { payments, db } = c.get('deps');
      if (payments.id !== 'stripe') throw new AppError(404, 'Not found');
      const raw = await c.req.text();
      let event;
      try {
        event = payments.verifyEvent(raw, c.req.header('stripe-signature'));
      } catch {
        throw new AppError(400, 'Invalid signature');
      }
      try {
        const completed = await viaProvider(() => payments.completedFromEvent(event), 'The payment provider no longer has what this event is about');
        if (completed) await fulfilCheckout(db, completed);
      } catch (error) {
        // An event that can never be fulfilled (a pack that does not match what was charged, an
        // account that does not exist, a subscription deleted at Stripe since) is acknowledged, not
        // refused: a refusal would only make Stripe retry it for days. A provider outage (502) is not.
        if (!(error instanceof AppError && (error.status === 400 || error.status === 404))) throw error;
        console.warn(`[payments] event ${event.id} not fulfilled: ${error.message}`);
        return c.json({ received: true, fulfilled: false });
      }
      return c.json({ received: true });
    });
}
