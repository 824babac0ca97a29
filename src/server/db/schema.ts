import { sql } from 'drizzle-orm';
import { HISTORY_PREVIEW_LENGTH } from '../../shared/constants.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { CHECK_BACK_DEFAULT_DAYS, OUTCOME_VALUES } from '../../shared/journal/journal.ts';
import type { FairDrawRecord } from '../../shared/fair-draw/fair-draw.ts';
import type { SafetyConcern } from '../../shared/safety.ts';
import { ADMIN_ACTIONS } from '../../shared/schemas/admin.ts';
import { CUSTOM_LAYOUTS, type Spread, type SpreadPosition } from '../../shared/spreads/spread.ts';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Auth tables follow Better Auth's core schema (property names are the library's field names).

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    credits: integer('credits').notNull().default(5),
    subscription: boolean('subscription').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    birthday: integer('birthday'),
    birthMonth: integer('birth_month'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Draw from all 78 cards instead of the spec's 22 Major Arcana. */
    fullDeck: boolean('full_deck').notNull().default(false),
    /** Let drawn cards fall upside down (read with their reversed meaning). */
    reversals: boolean('reversals').notNull().default(false),
    /** The IANA zone whose calendar day is the card of the day's (issue 25 §3): the first one the browser sent. */
    timeZone: text('time_zone'),
    /** When the zone last changed: it may change at most once a day. */
    timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true }),
    /** Days after a reading to ask how it landed (issue 27 §2); null never asks. Each reading may choose its own. */
    checkBackDays: integer('check_back_days').default(CHECK_BACK_DEFAULT_DAYS),
    /** Set by the one-click unsubscribe: no check-back or reminder mail is sent while it is set. */
    journalMailOffAt: timestamp('journal_mail_off_at', { withTimezone: true }),
    /** Opt-in card-of-the-day reminder (issue 27 §6): the local hour (0–23) in `timeZone`; null is off. */
    dailyReminderHour: integer('daily_reminder_hour'),
    /** Opt-in "Let the reader remember" (issue 27 §5): off by default, and nothing is summarised while off. */
    rememberReadings: boolean('remember_readings').notNull().default(false),
    /** The language of the account's readings and mail (issue 28 §1): the browser's at sign-up, then the person's choice; null for older accounts, which follow the browser. */
    language: text('language', { enum: LANGUAGES }),
  },
  (table) => [
    check('credits_never_negative', sql`${table.credits} >= 0`),
    check('user_language_known', sql`${table.language} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`),
    // The admin dashboard's sign-ups by day and active subscriptions (domain/admin/dashboard.ts).
    index('user_created_at_idx').on(table.createdAt),
    index('user_subscribed_idx')
      .on(table.id)
      .where(sql`${table.subscription}`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** A signed-in user's reading. Cards are stored by name; the deck module owns their text. */
export const reading = pgTable(
  'reading',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    cards: jsonb('cards').$type<string[]>().notNull(),
    /**
     * Which of `cards` lie reversed, by position. Beside the names rather than inside them so that
     * every reading stored before reversals existed stays valid as it is: empty means all upright.
     */
    reversed: jsonb('reversed').$type<boolean[]>().notNull().default([]),
    /** The seeds and commitment that drew the cards (docs/fair-draw.md); null for readings drawn before. */
    fairDraw: jsonb('fair_draw').$type<FairDrawRecord>(),
    /**
     * The spread the cards lie in, as it was when drawn (a user's own spread may change later);
     * null is the spec's three cards, as every reading before spreads existed.
     */
    spread: jsonb('spread').$type<Spread>(),
    interpretation: text('interpretation').notNull().default(''),
    /**
     * The history's preview (HISTORY_PREVIEW_LENGTH characters), kept by PostgreSQL beside the
     * long interpretation: a history page then reads 20 short values instead of decompressing 20
     * whole interpretations. Changing the length takes a migration.
     */
    preview: text('preview')
      .notNull()
      .generatedAlwaysAs(sql`left(interpretation, ${sql.raw(String(HISTORY_PREVIEW_LENGTH))})`),
    /**
     * What the risk assessment recognised in the question and every follow-up (issue 23 §1), so the
     * page shows the resources first and offers no share link. Empty for nearly every reading.
     */
    safety: jsonb('safety').$type<SafetyConcern[]>().notNull().default([]),
    isComplete: boolean('is_complete').notNull().default(false),
    messageCount: integer('message_count').notNull().default(0),
    /** Lease that makes the interpretation generate once, even with two tabs open. */
    generationLeaseUntil: timestamp('generation_lease_until', { withTimezone: true }),
    /** Lease that keeps a second follow-up from starting while one is being answered. */
    replyLeaseUntil: timestamp('reply_lease_until', { withTimezone: true }),
    /**
     * The follow-up being answered under the reply lease (its credit's ledger reference), set with
     * the charge and cleared with the stored answer or the refund: a reply whose writer died is
     * found here and refunded once its lease has expired.
     */
    replyId: uuid('reply_id'),
    /** The journal (issue 27 §1): a private plain-text note, mood before and after (MOODS), the user's own tags. */
    note: text('note').notNull().default(''),
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }),
    moodBefore: integer('mood_before'),
    moodAfter: integer('mood_after'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** How it landed (OUTCOMES), answered on the page or from the check-back mail; null until answered. */
    outcome: text('outcome', { enum: OUTCOME_VALUES }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** Days after the reading to ask how it landed; null never asks. Copied from the account's default when drawn. */
    checkBackDays: integer('check_back_days'),
    /** Cards the user drew from their own deck and entered (issue 27 §1): never a verifiable draw. */
    ownDeck: boolean('own_deck').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reading_mood_before_range', sql`${table.moodBefore} between 1 and 5`),
    check('reading_mood_after_range', sql`${table.moodAfter} between 1 and 5`),
    index('reading_user_history_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('reading_pending_reply_idx')
      .on(table.replyLeaseUntil)
      .where(sql`${table.replyId} is not null`),
    index('reading_created_at_idx').on(table.createdAt),
  ],
);

export const message = pgTable(
  'message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => reading.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** On an answer: what the assessment recognised in the question it answers; its resources are shown before it. */
    safety: jsonb('safety').$type<SafetyConcern[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_reading_seq_idx').on(table.readingId, table.seq),
    // A user message is a kept follow-up question: the admin dashboard counts them by day.
    index('message_follow_up_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.role} = 'user'`),
  ],
);

/**
 * A public link to one reading (issue 17 §5). Only the SHA-256 of its token is kept: the link itself
 * is shown to its owner once, and a leaked table cannot be turned back into working links.
 */
export const shareLink = pgTable(
  'share_link',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => reading.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    showQuestion: boolean('show_question').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('share_link_token_hash_idx').on(table.tokenHash), index('share_link_reading_idx').on(table.readingId, table.createdAt)],
);

/**
 * A spread a person designed (issue 26 §1): 1 to 10 named positions, each with what it means.
 * A reading keeps a copy of it as it was when drawn (`reading.spread`), so editing or deleting
 * it later leaves old readings as they were.
 */
export const userSpread = pgTable(
  'user_spread',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    positions: jsonb('positions').$type<SpreadPosition[]>().notNull(),
    layout: text('layout', { enum: CUSTOM_LAYOUTS }).notNull().default('line'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_spread_user_idx').on(table.userId, table.createdAt)],
);

/**
 * What the reader remembers of one reading when the user lets it (issue 27 §5): a short summary
 * written by our code from the reading and its outcome, never the raw text. Listed and deletable
 * one by one on the memory page; the switch's "forget everything" deletes them all.
 */
export const memoryItem = pgTable(
  'memory_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readingId: uuid('reading_id').references(() => reading.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memory_item_user_idx').on(table.userId, table.createdAt.desc()), uniqueIndex('memory_item_reading_idx').on(table.readingId)],
);

/** A visitor's free reading, kept whole so that signing up can claim it. One per tempUserId. */
export const tempReading = pgTable(
  'temp_reading',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tempUserId: uuid('temp_user_id').notNull().unique(),
    browserId: text('browser_id'),
    question: text('question').notNull(),
    cards: jsonb('cards').$type<string[]>().notNull(),
    fairDraw: jsonb('fair_draw').$type<FairDrawRecord>(),
    interpretation: text('interpretation'),
    /** What the risk assessment recognised in the visitor's question; kept when the reading is claimed. */
    safety: jsonb('safety').$type<SafetyConcern[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedByUserId: text('claimed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    claimedReadingId: uuid('claimed_reading_id'),
  },
  (table) => [uniqueIndex('temp_reading_browser_idx').on(table.browserId), index('temp_reading_created_at_idx').on(table.createdAt)],
);

/**
 * The cards the server last drew for a visitor's browser (the ti_visitor cookie): the free reading
 * interprets only these. One row per browser; a new draw replaces it.
 */
export const visitorDraw = pgTable(
  'visitor_draw',
  {
    browserId: text('browser_id').primaryKey(),
    cards: jsonb('cards').$type<string[]>().notNull(),
    fairDraw: jsonb('fair_draw').$type<FairDrawRecord>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visitor_draw_drawn_at_idx').on(table.drawnAt)],
);

/**
 * A server seed committed to before the client seed is known (docs/fair-draw.md). Owned by the
 * account or visitor browser that asked for it, usable once within the hour. Used rows stay, so the
 * unique constraint keeps a server seed from ever being drawn with twice.
 */
export const drawCommitment = pgTable(
  'draw_commitment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commitment: text('commitment').notNull().unique(),
    serverSeed: text('server_seed').notNull().unique(),
    /** `user:{id}` or `browser:{ti_visitor id}`. */
    owner: text('owner').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('draw_commitment_created_at_idx').on(table.createdAt)],
);

/**
 * Every change to a balance, so a balance can always be explained. When an account is deleted its
 * purchases stay as payment records without the user (user_id null); its other rows go with it.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['signup', 'purchase', 'follow_up', 'refund', 'admin_adjustment'] }).notNull(),
    /** Idempotency: a checkout session id, a follow-up id; a fresh id for an admin adjustment. */
    reference: text('reference').notNull(),
    /** The admin's reason for an admin_adjustment. */
    note: text('note'),
    /** The admin who made an admin_adjustment; no foreign key, so the row outlives that admin's account. */
    adminUserId: text('admin_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_reason_reference_idx').on(table.reason, table.reference),
    index('credit_ledger_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Checkout sessions of the built-in local checkout (the embedded stand-in for Stripe). Payment
 * records: a deleted account's checkouts stay, without the user (user_id null).
 */
export const localCheckout = pgTable('local_checkout', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['credits', 'subscription'] }).notNull(),
  credits: integer('credits'),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['open', 'paid', 'cancelled'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money received: one row per paid checkout (credit pack or the subscription's first payment),
 * written with the fulfilment. The ledger counts credits; this counts cents, for the admin
 * dashboard. Payment records outlive the account (user_id set null).
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** The checkout session (Stripe's, or local_<checkout id>): a payment is recorded once. */
    providerRef: text('provider_ref').notNull().unique(),
    /** Stripe's payment intent, which its refund events name; null for the local checkout and subscriptions. */
    providerPaymentId: text('provider_payment_id'),
    kind: text('kind', { enum: ['credits', 'subscription'] }).notNull(),
    credits: integer('credits'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the latest refund was made; the dashboard counts refunds on that day. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_created_at_idx').on(table.createdAt),
    index('payment_refunded_at_idx')
      .on(table.refundedAt)
      .where(sql`${table.refundedAt} is not null`),
    index('payment_provider_payment_idx')
      .on(table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
  ],
);

/**
 * One row per call to the reader (issue 18 §2): what it served, how long it took, how it ended
 * and the tokens the provider reported. Kept when the reading or the account goes, without the
 * user, so the figures stay right.
 */
export const modelCall = pgTable(
  'model_call',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ['interpretation', 'follow_up', 'visitor_preview', 'daily'] }).notNull(),
    reader: text('reader', { enum: ['offline', 'openai'] }).notNull(),
    model: text('model').notNull(),
    /** failed: the provider failed or sent nothing; aborted: we stopped it (the client left before any words, the lease was lost). */
    outcome: text('outcome', { enum: ['ok', 'failed', 'aborted'] }).notNull(),
    latencyMs: integer('latency_ms').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    // No foreign keys on what was served: a visitor's failed claim is deleted, and readings go with their account.
    readingId: uuid('reading_id'),
    tempReadingId: uuid('temp_reading_id'),
    /** The follow-up's id (its credit's ledger reference). */
    followUpId: uuid('follow_up_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [index('model_call_created_at_idx').on(table.createdAt), index('model_call_user_idx').on(table.userId)],
);

/** Every admin action (issue 18 §1), shown in the console. Outlives both accounts. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetUserId: text('target_user_id').notNull(),
    detail: text('detail').notNull(),
  },
  (table) => [index('admin_audit_at_idx').on(table.at.desc(), table.id.desc())],
);

/** Fixed-window counters for rate limits and caps when no Redis is configured. */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * A user's card of the day (issue 17 §4): one per user and local calendar day, which the server
 * computes from the browser's time zone. The reading is written once; until then it is null, and
 * its lease keeps two requests from writing it twice.
 */
export const dailyCard = pgTable(
  'daily_card',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The user's own calendar day when they drew it, as YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    card: text('card').notNull(),
    reversed: boolean('reversed').notNull().default(false),
    reading: text('reading'),
    readingLeaseUntil: timestamp('reading_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Settings every instance shares, such as the auth secret generated on first start. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
