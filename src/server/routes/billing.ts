import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import {
  ConfirmCheckoutRequestSchema,
  CreditCheckoutRequestSchema,
  UserOnlyRequestSchema,
  type ConfirmCheckoutResponse,
} from '../../shared/schemas/billing.ts';
import type { RequestContext } from '../http/request-context.ts';
import { loadUser, toUserData } from '../domain/accounts/account.ts';
import {
  canonicalPack,
  confirmCheckout,
  openCustomerPortal,
  receivePaymentEvent,
  startCreditCheckout,
  startSubscriptionCheckout,
} from '../domain/billing/payments.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { jsonBody } from '../http/validate.ts';
import { requireSameUser, requireUser } from '../session/require-viewer.ts';

/** The spec's checkout calls (§7), Stripe's webhook and the success page's confirmation. */
export function billingRoutes() {
  return new Hono<RequestContext>()
    .post(apiPaths.creditCheckout, jsonBody(CreditCheckoutRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const me = requireSameUser(c, body.userId);
      const pack = canonicalPack(body.credits, body.price);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      return c.json({ url: await startCreditCheckout(deps, me.id, pack) });
    })
    .post(apiPaths.subscriptionCheckout, jsonBody(UserOnlyRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const me = requireSameUser(c, body.userId);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      return c.json({ url: await startSubscriptionCheckout(deps, me.id) });
    })
    .post(apiPaths.customerPortal, jsonBody(UserOnlyRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const me = requireSameUser(c, body.userId);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `checkout:${me.id}`, LIMITS.checkoutPerUser);
      return c.json({ url: await openCustomerPortal(deps, me.id) });
    })
    .post(apiPaths.confirmCheckout, jsonBody(ConfirmCheckoutRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      // Each confirmation is a call to the provider, whose API limits are shared by every user.
      await enforceLimit(deps.counters, `confirm:${me.id}`, LIMITS.confirmPerUser);
      const purchase = await confirmCheckout(deps, me.id, body.sessionId);
      const answer: ConfirmCheckoutResponse = { user: toUserData(await loadUser(deps.db, me.id), deps.env.ADMIN_EMAILS), purchase };
      return c.json(answer);
    })
    .post(apiPaths.stripeWebhook, async (c) => {
      const outcome = await receivePaymentEvent(c.get('deps'), await c.req.text(), c.req.header('stripe-signature'));
      return c.json(outcome === 'handled' ? { received: true } : { received: true, fulfilled: false });
    });
}
