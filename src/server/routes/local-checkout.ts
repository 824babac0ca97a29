import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { paths } from '../../shared/paths.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { AppEnv } from '../app-env.ts';
import { localCheckout } from '../db/schema.ts';
import { loadUser } from '../domain/account.ts';
import { fulfilCheckout } from '../domain/payments.ts';
import { AppError, notFound } from '../errors.ts';
import { requireUser } from './session-user.ts';

const CHECKOUT_NOT_FOUND = 'Checkout not found';

/** The built-in test checkout and customer portal, served only when Stripe is not configured. */
export function localCheckoutRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/api/checkout/*', async (c, next) => {
    if (c.get('deps').payments.id !== 'local') throw notFound('Not found');
    await next();
  });

  const ownCheckout = async (c: Context<AppEnv>) => {
    const me = await requireUser(c);
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
      const me = await requireUser(c);
      const { db, payments } = c.get('deps');
      await payments.cancelSubscriptions(await loadUser(db, me.id));
      return c.json({ redirect: paths.account });
    })
    .get('/api/checkout/:checkoutId', async (c) => {
      const { row } = await ownCheckout(c);
      return c.json({ id: row.id, kind: row.kind, credits: row.credits, amount: row.amount, status: row.status });
    })
    .post('/api/checkout/:checkoutId/pay', async (c) => {
      const { me, row } = await ownCheckout(c);
      const { db } = c.get('deps');
      const [paid] = await db
        .update(localCheckout)
        .set({ status: 'paid' })
        .where(and(eq(localCheckout.id, row.id), inArray(localCheckout.status, ['open', 'paid'])))
        .returning();
      if (!paid) throw new AppError(409, 'This checkout was cancelled');
      // Exactly the webhook's fulfilment: a second Pay finds the grant already made.
      if (paid.kind === 'credits') {
        await fulfilCheckout(db, { kind: 'credits', reference: `local_${paid.id}`, userId: me.id, credits: paid.credits ?? 0, amount: paid.amount });
      } else {
        const user = await loadUser(db, me.id);
        await fulfilCheckout(db, { kind: 'subscription', reference: `local_${paid.id}`, userId: me.id, subscriptionId: `local_sub_${paid.id}`, customerId: user.stripeCustomerId, active: true });
      }
      return c.json({ redirect: `${paths.checkoutSuccess}?session_id=local_${paid.id}` });
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
