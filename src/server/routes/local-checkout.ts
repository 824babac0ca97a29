import { Hono } from 'hono';
import { paths, apiPaths } from '../../shared/paths.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { RequestContext } from '../http/request-context.ts';
import {
  cancelLocalCheckout,
  cancelLocalSubscription,
  CHECKOUT_NOT_FOUND,
  checkoutPagesOf,
  findLocalCheckout,
  payLocalCheckout,
} from '../domain/billing/payments.ts';
import { notFound } from '../errors.ts';
import { requireUser } from '../session/require-viewer.ts';

/** The built-in test checkout and customer portal, served only when Stripe is not configured. */
export function localCheckoutRoutes() {
  const app = new Hono<RequestContext>();
  app.use('/api/checkout/*', async (c, next) => {
    checkoutPagesOf(c.get('deps').payments);
    await next();
  });

  const checkoutId = (id: string | undefined) => {
    if (!id || !isUuid(id)) throw notFound(CHECKOUT_NOT_FOUND);
    return id;
  };

  return app
    .post(apiPaths.localPortalCancel, async (c) => {
      const me = requireUser(c);
      await cancelLocalSubscription(c.get('deps'), me.id);
      return c.json({ redirect: paths.account });
    })
    .get(apiPaths.localCheckoutPattern, async (c) => {
      const me = requireUser(c);
      const checkout = await findLocalCheckout(c.get('deps').payments, me.id, checkoutId(c.req.param('checkoutId')));
      return c.json({ id: checkout.id, kind: checkout.kind, credits: checkout.credits, amount: checkout.amount, status: checkout.status });
    })
    .post(apiPaths.localCheckoutPayPattern, async (c) => {
      const me = requireUser(c);
      const id = checkoutId(c.req.param('checkoutId'));
      await payLocalCheckout(c.get('deps'), me.id, id);
      return c.json({ redirect: `${paths.checkoutSuccess}?session_id=local_${id}` });
    })
    .post(apiPaths.localCheckoutCancelPattern, async (c) => {
      const me = requireUser(c);
      await cancelLocalCheckout(c.get('deps').payments, me.id, checkoutId(c.req.param('checkoutId')));
      return c.json({ redirect: paths.checkoutCancel });
    });
}
