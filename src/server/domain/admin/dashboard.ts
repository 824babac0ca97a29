import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CREDIT_PACKS, type AdminDashboardDays } from '../../../shared/constants.ts';
import {
  ADMIN_SPREAD_KINDS,
  type AdminDashboard,
  type AdminDay,
  type AdminProduct,
  type AdminReadingsBySpread,
  type AdminRevenueByProduct,
} from '../../../shared/schemas/admin.ts';
import { BUILT_IN_SPREAD_IDS, builtInSpread, DEFAULT_SPREAD_ID } from '../../../shared/spreads/built-in.ts';
import type { Database } from '../../db/client.ts';
import { message, modelCall, payment, reading, tempReading, user } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ModelPrices {
  /** US dollars per million tokens. */
  inputPerMillionUsd: number;
  outputPerMillionUsd: number;
}

/** 'YYYY-MM-DD' of a UTC instant. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The UTC calendar day of a timestamp column, as PostgreSQL writes it: the same text as dayOf. */
const dayOfColumn = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const total = (expression: SQL | PgColumn) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

type DayFigures = Omit<AdminDay, 'date'>;
const NO_ACTIVITY: DayFigures = {
  signups: 0,
  visitorReadings: 0,
  readings: 0,
  followUps: 0,
  revenueCents: 0,
  refundsCents: 0,
  modelCalls: 0,
  modelFailures: 0,
  tokensIn: 0,
  tokensOut: 0,
};

const PRODUCT_LABELS = Object.fromEntries([
  ...CREDIT_PACKS.map((pack) => [`credits-${pack.credits}`, `${pack.credits} credits`]),
  ['subscription', 'Unlimited subscription'],
]) as Record<AdminProduct, string>;

const OWN_SPREADS_LABEL = 'Own spreads';

/** Built-in spreads by id; a person's own spreads counted together, so the console shows no one's spread by name. */
function readingsBySpread(rows: readonly { spreadId: string; n: number }[]): AdminReadingsBySpread[] {
  const counts = new Map<AdminReadingsBySpread['spread'], number>();
  for (const row of rows) {
    const kind = BUILT_IN_SPREAD_IDS.find((id) => id === row.spreadId) ?? 'own';
    counts.set(kind, (counts.get(kind) ?? 0) + row.n);
  }
  return ADMIN_SPREAD_KINDS.map((spread) => ({
    spread,
    label: spread === 'own' ? OWN_SPREADS_LABEL : (builtInSpread(spread)?.name ?? spread),
    count: counts.get(spread) ?? 0,
  }));
}

/**
 * The admin dashboard (issue 18 §1) for the last `days` UTC days, today included. Every figure is
 * one grouped query over a created_at (or refunded_at) range, an index range scan each
 * (migration 0005); the days without activity are filled in here.
 */
export async function adminDashboard(db: Database, days: AdminDashboardDays, prices: ModelPrices, now = new Date()): Promise<AdminDashboard> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const end = new Date(today + DAY_MS);
  const within = (column: PgColumn) => and(gte(column, start), lt(column, end));

  const byDay = <T extends Record<string, unknown>>(column: PgColumn, figures: T) => ({ day: dayOfColumn(column), ...figures });
  const [signups, visitorReadings, readings, followUps, revenue, refunds, calls, products, [subscribed], spreads] = await Promise.all([
    db
      .select(byDay(user.createdAt, { n: count() }))
      .from(user)
      .where(within(user.createdAt))
      .groupBy(sql`1`),
    db
      .select(byDay(tempReading.createdAt, { n: count() }))
      .from(tempReading)
      // A claim whose reading is still being written (or failed, and is about to go) is not a reading yet.
      .where(and(within(tempReading.createdAt), isNotNull(tempReading.interpretation)))
      .groupBy(sql`1`),
    db
      .select(byDay(reading.createdAt, { n: count() }))
      .from(reading)
      .where(within(reading.createdAt))
      .groupBy(sql`1`),
    // A user message is a follow-up question whose answer was kept (and charged).
    db
      .select(byDay(message.createdAt, { n: count() }))
      .from(message)
      .where(and(within(message.createdAt), eq(message.role, 'user')))
      .groupBy(sql`1`),
    db
      .select(byDay(payment.createdAt, { cents: total(payment.amountCents) }))
      .from(payment)
      .where(within(payment.createdAt))
      .groupBy(sql`1`),
    db
      .select(byDay(payment.refundedAt, { cents: total(payment.refundedCents) }))
      .from(payment)
      .where(and(isNotNull(payment.refundedAt), within(payment.refundedAt)))
      .groupBy(sql`1`),
    db
      .select(
        byDay(modelCall.createdAt, {
          n: count(),
          failures: sql<number>`count(*) filter (where ${modelCall.outcome} = 'failed')`.mapWith(Number),
          tokensIn: total(modelCall.tokensIn),
          tokensOut: total(modelCall.tokensOut),
        }),
      )
      .from(modelCall)
      .where(within(modelCall.createdAt))
      .groupBy(sql`1`),
    db
      .select({ kind: payment.kind, credits: payment.credits, n: count(), cents: total(payment.amountCents) })
      .from(payment)
      .where(within(payment.createdAt))
      .groupBy(payment.kind, payment.credits),
    db.select({ n: count() }).from(user).where(eq(user.subscription, true)),
    // A reading stored without a spread is the spec's three cards.
    db
      .select({ spreadId: sql<string>`coalesce(${reading.spread} ->> 'id', ${DEFAULT_SPREAD_ID})`, n: count() })
      .from(reading)
      .where(within(reading.createdAt))
      .groupBy(sql`1`),
  ]);

  const series = new Map<string, AdminDay>();
  for (let instant = start.getTime(); instant < end.getTime(); instant += DAY_MS) {
    const date = dayOf(new Date(instant));
    series.set(date, { date, ...NO_ACTIVITY });
  }
  const add = <R extends { day: string }>(rows: readonly R[], apply: (entry: AdminDay, row: R) => void) => {
    for (const row of rows) {
      const entry = series.get(row.day);
      if (entry) apply(entry, row);
    }
  };
  add(signups, (entry, row) => (entry.signups = row.n));
  add(visitorReadings, (entry, row) => (entry.visitorReadings = row.n));
  add(readings, (entry, row) => (entry.readings = row.n));
  add(followUps, (entry, row) => (entry.followUps = row.n));
  add(revenue, (entry, row) => (entry.revenueCents = row.cents));
  add(refunds, (entry, row) => (entry.refundsCents = row.cents));
  add(calls, (entry, row) => {
    entry.modelCalls = row.n;
    entry.modelFailures = row.failures;
    entry.tokensIn = row.tokensIn;
    entry.tokensOut = row.tokensOut;
  });

  const activity = [...series.values()];
  const sum = (field: keyof DayFigures) => activity.reduce((acc, day) => acc + day[field], 0);
  const totals = Object.fromEntries(Object.keys(NO_ACTIVITY).map((field) => [field, sum(field as keyof DayFigures)])) as DayFigures;

  const revenueByProduct: AdminRevenueByProduct[] = (Object.keys(PRODUCT_LABELS) as AdminProduct[]).map((product) => {
    const row = products.find((candidate) => (candidate.kind === 'subscription' ? 'subscription' : `credits-${candidate.credits}`) === product);
    return { product, label: PRODUCT_LABELS[product], count: row?.n ?? 0, revenueCents: row?.cents ?? 0 };
  });

  return {
    days,
    from: dayOf(start),
    to: dayOf(new Date(today)),
    series: activity,
    totals: {
      ...totals,
      modelFailureRate: totals.modelCalls === 0 ? 0 : totals.modelFailures / totals.modelCalls,
      // Dollars per million tokens, in cents.
      estimatedModelCostCents: ((totals.tokensIn * prices.inputPerMillionUsd + totals.tokensOut * prices.outputPerMillionUsd) / 1_000_000) * 100,
    },
    revenueByProduct,
    readingsBySpread: readingsBySpread(spreads),
    activeSubscriptions: subscribed?.n ?? 0,
  };
}
