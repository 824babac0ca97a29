import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { paths } from '../../shared/paths.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { RequestContext } from '../request-context.ts';
import { localCheckout } from '../db/schema.ts';
import { loadUser } from '../domain/account.ts';
import { fulfilCheckout, SUBSCRIPTION_ACTIVE } from '../domain/payments.ts';
import { AppError, notFound } from '../errors.ts';
import { requireUser } from '../session/require-viewer.ts';

const CHECKOUT_NOT_FOUND = 'Checkout not found';
const CHECKOUT_CANCELLED = 'This checkout was cancelled';

/** The built-in test checkout and customer portal, served only when Stripe is not configured. */
export function localCheckoutRoutes() {
  const app = new Hono<RequestContext>();
  const localPayments = (c: Context<RequestContext>) => {
    const { payments } = c.get('deps');
    if (payments.id !== 'local') throw notFound('Not found');
    return payments;
  };
  app.use('/api/checkout/*', async (c, next) => {
    localPayments(c);
    await next();
  });

  const ownCheckout = async (c: Context<RequestContext>) => {
    const me = requireUser(c);
    const id = c.req.param('checkoutId') ?? '';
    if (!isUuid(id)) throw notFound(CHECKOUT_NOT_FOUND);
    const [row] = await c.get('deps').db
      .select()
      .from(localCheckout)
      .where(and(eq(localCheckout.id, id), eq(localCheckout.userId, me.id)));
    if (!row) throw notFound(CHECKOUT_NOT_FOUND);
    return { me, row };
  };

  return app
    .post('/api/checkout/portal/cancel-subscription', async (c) => {
      const me = requireUser(c);
      await localPayments(c).cancelSubscriptions(await loadUser(c.get('deps').db, me.id));
      return c.json({ redirect: paths.account });
    })
    .get('/api/checkout/:checkoutId', async (c) => {
      const { row } = await ownCheckout(c);
      return c.json({ id: row.id, kind: row.kind, credits: row.credits, amount: row.amount, status: row.status });
    })
    .post('/api/checkout/:checkoutId/pay', async (c) => {
      const { me, row } = await ownCheckout(c);
      const { db } = c.get('deps');
      const success = () => c.json({ redirect: `${paths.checkoutSuccess}?session_id=local_${row.id}` });
      if (row.kind === 'subscription') {
        const outcome = await localPayments(c).paySubscriptionCheckout(me.id, row.id);
        if (outcome === 'already-subscribed') throw new AppError(409, SUBSCRIPTION_ACTIVE);
        if (outcome === 'cancelled') throw new AppError(409, CHECKOUT_CANCELLED);
        return success();
      }
      const [paid] = await db
        .update(localCheckout)
        .set({ status: 'paid' })
        .where(and(eq(localCheckout.id, row.id), eq(localCheckout.kind, 'credits'), inArray(localCheckout.status, ['open', 'paid'])))
        .returning();
      if (!paid) throw new AppError(409, CHECKOUT_CANCELLED);
      // Exactly the webhook's fulfilment: a second Pay finds the grant already made.
      await fulfilCheckout(db, { kind: 'credits', reference: `local_${paid.id}`, userId: me.id, credits: paid.credits ?? 0, amount: paid.amount });
      return success();
    })
    .post('/api/checkout/:checkoutId/cancel', async (c) => {
      const { row } = await ownCheckout(c);
      await c.get('deps').db
        .update(localCheckout)
        .set({ status: 'cancelled' })
        .where(and(eq(localCheckout.id, row.id), eq(localCheckout.status, 'open')));
      return c.json({ redirect: paths.checkoutCancel });
    });
}
