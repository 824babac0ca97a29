import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiPaths } from '../../shared/paths.ts';
import {
  AdminAuditQuerySchema,
  AdminCreditAdjustmentSchema,
  AdminDashboardQuerySchema,
  AdminUserSearchQuerySchema,
  ADMIN_ERRORS,
} from '../../shared/schemas/admin.ts';
import type { RequestContext } from '../http/request-context.ts';
import { notFound } from '../errors.ts';
import { adjustCustomerCredits } from '../domain/admin/adjust-credits.ts';
import { auditPage } from '../domain/admin/audit-log.ts';
import { failedMails, retryFailedMail } from '../domain/admin/failed-mails.ts';
import { loadCustomer, searchUsers } from '../domain/admin/customers.ts';
import { adminDashboard } from '../domain/admin/dashboard.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { requireAdmin } from '../session/require-viewer.ts';
import { jsonBody, queryOf } from '../http/validate.ts';

/**
 * The signed-in admin, counted against their limit; anyone else has a 404 before any input is
 * checked, so a bad query tells a stranger nothing about the console.
 */
const admitAdmin = createMiddleware<RequestContext>(async (c, next) => {
  const admin = requireAdmin(c);
  await enforceLimit(c.get('deps').counters, `admin:${admin.id}`, LIMITS.adminPerUser);
  // What the console shows is about customers and money: never kept by a cache on the way.
  c.header('Cache-Control', 'no-store');
  await next();
});

/** Account ids are short plain text (Better Auth's); anything else names no user, and never reaches the database. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function customerIdOf(c: Context<RequestContext>): string {
  const id = c.req.param('userId') ?? '';
  if (!ACCOUNT_ID.test(id)) throw notFound(ADMIN_ERRORS.noSuchUser);
  return id;
}

/** Job ids are UUIDs; anything else names no job, and never reaches the database. */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function jobIdOf(c: Context<RequestContext>): string {
  const id = c.req.param('jobId') ?? '';
  if (!JOB_ID.test(id)) throw notFound(ADMIN_ERRORS.noSuchFailedMail);
  return id;
}

/** The admin console's API (issue 18 §1): 404 to anyone but a signed-in admin. */
export function adminRoutes() {
  return new Hono<RequestContext>()
    .use('/api/admin/*', admitAdmin)
    .get(apiPaths.admin.dashboardPattern, queryOf(AdminDashboardQuerySchema), async (c) => {
      const { days } = c.req.valid('query');
      const { env, db } = c.get('deps');
      return c.json(
        await adminDashboard(db, days, {
          inputPerMillionUsd: env.MODEL_PRICE_INPUT_PER_MILLION_USD,
          outputPerMillionUsd: env.MODEL_PRICE_OUTPUT_PER_MILLION_USD,
        }),
      );
    })
    .get(apiPaths.admin.usersPattern, queryOf(AdminUserSearchQuerySchema), async (c) => {
      const { query } = c.req.valid('query');
      return c.json({ users: await searchUsers(c.get('deps').db, query) });
    })
    .get(apiPaths.admin.userPattern, async (c) => {
      const { db, env } = c.get('deps');
      return c.json(await loadCustomer(db, customerIdOf(c), env.ADMIN_EMAILS));
    })
    .post(apiPaths.admin.userCreditsPattern, jsonBody(AdminCreditAdjustmentSchema), async (c) => {
      const admin = requireAdmin(c);
      const userId = customerIdOf(c);
      const change = c.req.valid('json');
      const { db, env } = c.get('deps');
      await adjustCustomerCredits(db, { id: admin.id, email: admin.email }, userId, change);
      return c.json(await loadCustomer(db, userId, env.ADMIN_EMAILS));
    })
    .get(apiPaths.admin.auditPattern, queryOf(AdminAuditQuerySchema), async (c) => {
      const { before } = c.req.valid('query');
      return c.json(await auditPage(c.get('deps').db, before));
    })
    .get(apiPaths.admin.failedMails, async (c) => {
      return c.json({ mails: await failedMails(c.get('deps').jobs) });
    })
    .post(apiPaths.admin.retryMailPattern, async (c) => {
      const admin = requireAdmin(c);
      const jobId = jobIdOf(c);
      const { db, jobs } = c.get('deps');
      await retryFailedMail(db, jobs, { id: admin.id, email: admin.email }, jobId);
      return c.json({ mails: await failedMails(jobs) });
    });
}
