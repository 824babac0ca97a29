import { z } from 'zod';
import {
  ADMIN_CREDIT_ADJUSTMENT_MAX,
  ADMIN_DASHBOARD_DAYS,
  ADMIN_DASHBOARD_DEFAULT_DAYS,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_REASON_MIN_LENGTH,
  CREDIT_PACKS,
  EMAIL_MAX_LENGTH,
} from '../constants.ts';
import { isStorableText } from './common.ts';
import { BUILT_IN_SPREAD_IDS } from '../spreads/built-in.ts';

// The admin console's API (issue 18 §1). Every route answers 404 to anyone but a signed-in admin.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A UTC calendar day, 'YYYY-MM-DD'. */
const DaySchema = z.string().regex(DAY);

/** GET /api/admin/dashboard?days=7|30|90 (absent: ADMIN_DASHBOARD_DEFAULT_DAYS). */
export const AdminDashboardQuerySchema = z.object({
  days: z
    .enum(ADMIN_DASHBOARD_DAYS.map(String) as ['7', '30', '90'], { error: `days must be one of ${ADMIN_DASHBOARD_DAYS.join(', ')}` })
    .optional()
    .transform((days) => (days === undefined ? ADMIN_DASHBOARD_DEFAULT_DAYS : (Number(days) as (typeof ADMIN_DASHBOARD_DAYS)[number]))),
});

/** What a payment bought: one credit pack (`credits-10`, …) or the subscription. */
export const ADMIN_PRODUCTS = [...CREDIT_PACKS.map((pack) => `credits-${pack.credits}` as const), 'subscription'] as const;
export const AdminProductSchema = z.enum(ADMIN_PRODUCTS);
export type AdminProduct = z.infer<typeof AdminProductSchema>;

const count = z.number().int().nonnegative();

/** One UTC day of activity. Refunds are counted on the day of the refund, revenue on the day of the payment. */
export const AdminDaySchema = z.object({
  date: DaySchema,
  signups: count,
  visitorReadings: count,
  readings: count,
  followUps: count,
  revenueCents: count,
  refundsCents: count,
  modelCalls: count,
  modelFailures: count,
  tokensIn: count,
  tokensOut: count,
});
export type AdminDay = z.infer<typeof AdminDaySchema>;

export const AdminTotalsSchema = z.object({
  signups: count,
  visitorReadings: count,
  readings: count,
  followUps: count,
  revenueCents: count,
  refundsCents: count,
  modelCalls: count,
  modelFailures: count,
  /** modelFailures / modelCalls, 0 when there were no calls. */
  modelFailureRate: z.number().min(0).max(1),
  tokensIn: count,
  tokensOut: count,
  /** From the configured prices per million tokens; may be fractional. */
  estimatedModelCostCents: z.number().nonnegative(),
});
export type AdminTotals = z.infer<typeof AdminTotalsSchema>;

export const AdminRevenueByProductSchema = z.object({
  product: AdminProductSchema,
  label: z.string(),
  count,
  revenueCents: count,
});
export type AdminRevenueByProduct = z.infer<typeof AdminRevenueByProductSchema>;

/** Which spread a reading was drawn in: a built-in spread's id, or `own` for any spread a person designed. */
export const ADMIN_SPREAD_KINDS = [...BUILT_IN_SPREAD_IDS, 'own'] as const;

export const AdminReadingsBySpreadSchema = z.object({
  spread: z.enum(ADMIN_SPREAD_KINDS),
  label: z.string(),
  count,
});
export type AdminReadingsBySpread = z.infer<typeof AdminReadingsBySpreadSchema>;

export const AdminDashboardSchema = z.object({
  days: z.union(ADMIN_DASHBOARD_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]),
  /** First UTC day of the range, inclusive. */
  from: DaySchema,
  /** Today (UTC), inclusive. */
  to: DaySchema,
  /** One entry per day from `from` to `to`, days without activity kept as zeros. */
  series: z.array(AdminDaySchema),
  totals: AdminTotalsSchema,
  /** Every product, in CREDIT_PACKS order then the subscription, zeros kept. */
  revenueByProduct: z.array(AdminRevenueByProductSchema),
  /** Readings drawn in the range by spread (issue 26 §1): every built-in spread in the ask page's order, then own spreads together; zeros kept. */
  readingsBySpread: z.array(AdminReadingsBySpreadSchema),
  /** Subscriptions active now. */
  activeSubscriptions: count,
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** GET /api/admin/users?query=<part of an email> */
export const AdminUserSearchQuerySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .trim()
    .min(1, { error: 'query is required' })
    .max(EMAIL_MAX_LENGTH, { error: `query must be at most ${EMAIL_MAX_LENGTH} characters` })
    .refine(isStorableText, { error: 'query contains a character that is not allowed' }),
});

export const AdminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  credits: z.number().int(),
  subscription: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;
/** At most ADMIN_USER_SEARCH_LIMIT, newest accounts first. */
export const AdminUserSearchResponseSchema = z.object({ users: z.array(AdminUserSummarySchema) });
export type AdminUserSearchResponse = z.infer<typeof AdminUserSearchResponseSchema>;

export const SIGN_IN_METHODS = ['password', 'google'] as const;
export const LEDGER_REASONS = ['signup', 'purchase', 'follow_up', 'refund', 'admin_adjustment'] as const;

export const AdminLedgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.string(),
  /** The admin's reason, for an admin_adjustment. */
  note: z.string().nullable(),
  /** The admin who made an admin_adjustment (null otherwise, or once that admin's account is gone). */
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntrySchema>;

/** GET /api/admin/users/:id, and the answer to a credit adjustment. */
export const AdminCustomerSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    credits: z.number().int(),
    subscription: z.boolean(),
    isAdmin: z.boolean(),
    signInMethods: z.array(z.enum(SIGN_IN_METHODS)),
    readingsCount: count,
  }),
  /** Newest first, at most ADMIN_LEDGER_LIMIT. */
  ledger: z.array(AdminLedgerEntrySchema),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

/** POST /api/admin/users/:id/credits: a grant (delta > 0) or a removal (delta < 0), with the admin's reason. */
export const AdminCreditAdjustmentSchema = z.object({
  delta: z
    .number({ error: 'delta must be a number' })
    .int({ error: 'delta must be a whole number' })
    .min(-ADMIN_CREDIT_ADJUSTMENT_MAX, { error: `delta must be at least -${ADMIN_CREDIT_ADJUSTMENT_MAX}` })
    .max(ADMIN_CREDIT_ADJUSTMENT_MAX, { error: `delta must be at most ${ADMIN_CREDIT_ADJUSTMENT_MAX}` })
    .refine((delta) => delta !== 0, { error: 'delta must not be zero' }),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(ADMIN_REASON_MIN_LENGTH, { error: `The reason must be at least ${ADMIN_REASON_MIN_LENGTH} characters` })
    .max(ADMIN_REASON_MAX_LENGTH, { error: `The reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters` })
    .refine(isStorableText, { error: 'The reason contains a character that is not allowed' }),
});
export type AdminCreditAdjustment = z.infer<typeof AdminCreditAdjustmentSchema>;

/** The error texts the console shows as they come. */
export const ADMIN_ERRORS = {
  noSuchUser: 'No such user',
  belowZero: 'The balance cannot go below zero',
  noSuchFailedMail: 'No such failed mail',
} as const;

/** GET /api/admin/audit?before=<nextCursor of the previous page> */
export const AdminAuditQuerySchema = z.object({ before: z.string().min(1).max(200).optional() });

export const ADMIN_ACTIONS = ['credits_adjusted', 'mail_retried'] as const;
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetUserId: z.string(),
  /** Null once the customer's account has been deleted. */
  targetEmail: z.string().nullable(),
  /** What was done, for people: "+5 credits (balance 10): goodwill after an outage". */
  detail: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
/** ADMIN_AUDIT_PAGE_SIZE per page, newest first; nextCursor null on the last page. */
export const AdminAuditPageSchema = z.object({ entries: z.array(AdminAuditEntrySchema), nextCursor: z.string().nullable() });
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;

/** Every kind of mail the app sends; each is a job (issue 25 §4). */
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'welcome',
  'account-deleted',
  'password-changed',
  'receipt',
  'check-back',
  'daily-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail that used up its retries: whom it was for (masked), how often it was tried and why it failed. */
export const AdminFailedMailSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  attempts: count,
  lastError: z.string(),
  failedAt: z.string(),
});
export type AdminFailedMail = z.infer<typeof AdminFailedMailSchema>;
/** GET /api/admin/mails/failed, and the answer to a retry: the list as it is after it. */
export const AdminFailedMailsSchema = z.object({ mails: z.array(AdminFailedMailSchema) });
export type AdminFailedMails = z.infer<typeof AdminFailedMailsSchema>;
