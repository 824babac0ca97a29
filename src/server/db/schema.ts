import { sql } from 'drizzle-orm';
import { HISTORY_PREVIEW_LENGTH } from '../../shared/constants.ts';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  },
  (table) => [check('credits_never_negative', sql`${table.credits} >= 0`)],
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
    interpretation: text('interpretation').notNull().default(''),
    /**
     * The history's preview (HISTORY_PREVIEW_LENGTH characters), kept by PostgreSQL beside the
     * long interpretation: a history page then reads 20 short values instead of decompressing 20
     * whole interpretations. Changing the length takes a migration.
     */
    preview: text('preview')
      .notNull()
      .generatedAlwaysAs(sql`left(interpretation, ${sql.raw(String(HISTORY_PREVIEW_LENGTH))})`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reading_user_history_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('reading_pending_reply_idx').on(table.replyLeaseUntil).where(sql`${table.replyId} is not null`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_reading_seq_idx').on(table.readingId, table.seq)],
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
    interpretation: text('interpretation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedByUserId: text('claimed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    claimedReadingId: uuid('claimed_reading_id'),
  },
  (table) => [uniqueIndex('temp_reading_browser_idx').on(table.browserId)],
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
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visitor_draw_drawn_at_idx').on(table.drawnAt)],
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
    reason: text('reason', { enum: ['signup', 'purchase', 'follow_up', 'refund'] }).notNull(),
    /** Idempotency: a checkout session id, a follow-up id. */
    reference: text('reference').notNull(),
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
  status: text('status', { enum: ['open', 'paid', 'cancelled'] }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Settings every instance shares, such as the auth secret generated on first start. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
