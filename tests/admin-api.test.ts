import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, adminAudit, creditLedger, message, modelCall, payment, reading, tempReading, user } from '../src/server/db/schema.ts';
import { ADMIN_AUDIT_PAGE_SIZE, ADMIN_DASHBOARD_DAYS, CREDIT_PACKS, SUBSCRIPTION_PRICE_CENTS } from '../src/shared/constants.ts';
import { apiPaths } from '../src/shared/paths.ts';
import {
  ADMIN_ERRORS,
  ADMIN_SPREAD_KINDS,
  AdminAuditPageSchema,
  AdminCustomerSchema,
  AdminDashboardSchema,
  AdminUserSearchResponseSchema,
  type AdminDashboard,
} from '../src/shared/schemas/admin.ts';
import { builtInSpread, type BuiltInSpreadId } from '../src/shared/spreads/built-in.ts';
import { clientFor, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

/*
 * The admin API (issue 18 §1). A known stretch of activity is written straight into the database,
 * on chosen UTC days (0 = today, 1 = yesterday, …) and at the edges of days, and every figure of
 * the dashboard is checked for 7, 30 and 90 days against the same events counted here.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE_IN = 0.15;
const PRICE_OUT = 0.6;
const ADMIN_EMAIL = 'boss@example.com';
const UNVERIFIED_ADMIN_EMAIL = 'not-yet-boss@example.com';

const NOW = new Date();
const TODAY = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());
/** An instant on the day `daysAgo` before today (UTC), `ms` after its midnight. */
const at = (daysAgo: number, ms = 12 * 60 * 60 * 1000) => new Date(TODAY - daysAgo * DAY_MS + ms);
const FIRST_MS = 0;
const LAST_MS = DAY_MS - 1;
const dayText = (daysAgo: number) => new Date(TODAY - daysAgo * DAY_MS).toISOString().slice(0, 10);

// ---- The seeded activity ------------------------------------------------------------------

/** Users written directly: the day they signed up (the three signed up over the API are today's). */
const SEEDED_SIGNUPS = [
  { daysAgo: 0, ms: FIRST_MS },
  { daysAgo: 1 },
  { daysAgo: 2 },
  { daysAgo: 2 },
  { daysAgo: 6, ms: FIRST_MS },
  { daysAgo: 7, ms: LAST_MS },
  { daysAgo: 29 },
  { daysAgo: 30 },
  { daysAgo: 89, ms: FIRST_MS },
  { daysAgo: 90, ms: LAST_MS },
  { daysAgo: 200 },
];
const API_SIGNUPS_TODAY = 3;
/** Readings, each in its spread: none is the spec's three cards (every reading before spreads), `own` one a person designed. */
const READINGS: { daysAgo: number; ms?: number; spread?: BuiltInSpreadId | 'own' }[] = [
  { daysAgo: 0 },
  { daysAgo: 0, ms: LAST_MS, spread: 'celtic-cross' },
  { daysAgo: 3, spread: 'own' },
  { daysAgo: 6, spread: 'three-card' },
  { daysAgo: 7, spread: 'one-card' },
  { daysAgo: 15, spread: 'own' },
  { daysAgo: 29, ms: FIRST_MS, spread: 'celtic-cross' },
  { daysAgo: 31, spread: 'decision' },
  { daysAgo: 60 },
  { daysAgo: 95, spread: 'relationship' },
];
/** An own spread's name is the person's own words: the console counts such readings but never shows it. */
const OWN_SPREAD_NAME = 'Whether to tell Sam';
/** Follow-ups: a question (user message) with its answer; the answers are not counted. */
const FOLLOW_UPS = [{ daysAgo: 0 }, { daysAgo: 1 }, { daysAgo: 1 }, { daysAgo: 8 }, { daysAgo: 45 }, { daysAgo: 91 }];
/** Visitor readings; one more is still being written (no interpretation) and is not counted. */
const VISITOR_READINGS = [{ daysAgo: 0 }, { daysAgo: 4 }, { daysAgo: 4 }, { daysAgo: 12 }, { daysAgo: 89 }, { daysAgo: 90 }];
const PACK_10 = CREDIT_PACKS[0];
const PACK_25 = CREDIT_PACKS[1];
const PACK_50 = CREDIT_PACKS[2];
const PAYMENTS: {
  daysAgo: number;
  ms?: number;
  kind: 'credits' | 'subscription';
  credits: number | null;
  cents: number;
  refund?: { daysAgo: number; cents: number };
}[] = [
  { daysAgo: 0, kind: 'credits', credits: PACK_10.credits, cents: PACK_10.price },
  { daysAgo: 1, kind: 'credits', credits: PACK_25.credits, cents: PACK_25.price },
  { daysAgo: 3, kind: 'subscription', credits: null, cents: SUBSCRIPTION_PRICE_CENTS },
  { daysAgo: 6, ms: LAST_MS, kind: 'credits', credits: PACK_50.credits, cents: PACK_50.price },
  { daysAgo: 10, kind: 'credits', credits: PACK_10.credits, cents: PACK_10.price, refund: { daysAgo: 2, cents: PACK_10.price } },
  { daysAgo: 20, kind: 'subscription', credits: null, cents: SUBSCRIPTION_PRICE_CENTS },
  { daysAgo: 40, kind: 'credits', credits: PACK_25.credits, cents: PACK_25.price, refund: { daysAgo: 35, cents: 500 } },
  { daysAgo: 100, kind: 'credits', credits: PACK_50.credits, cents: PACK_50.price, refund: { daysAgo: 50, cents: 1000 } },
];
const MODEL_CALLS: { daysAgo: number; ms?: number; outcome: 'ok' | 'failed' | 'aborted'; tokensIn: number; tokensOut: number }[] = [
  { daysAgo: 0, outcome: 'ok', tokensIn: 1200, tokensOut: 400 },
  { daysAgo: 0, outcome: 'failed', tokensIn: 0, tokensOut: 0 },
  { daysAgo: 1, outcome: 'ok', tokensIn: 900, tokensOut: 350 },
  { daysAgo: 5, outcome: 'aborted', tokensIn: 0, tokensOut: 0 },
  { daysAgo: 6, ms: FIRST_MS, outcome: 'ok', tokensIn: 1000, tokensOut: 500 },
  { daysAgo: 7, ms: LAST_MS, outcome: 'failed', tokensIn: 0, tokensOut: 0 },
  { daysAgo: 14, outcome: 'ok', tokensIn: 2000, tokensOut: 800 },
  { daysAgo: 29, outcome: 'failed', tokensIn: 0, tokensOut: 0 },
  { daysAgo: 60, outcome: 'ok', tokensIn: 3000, tokensOut: 1000 },
  { daysAgo: 120, outcome: 'ok', tokensIn: 9999, tokensOut: 9999 },
];

type Figures = Omit<AdminDashboard['series'][number], 'date'>;

/** The dashboard the events above should give, counted here the plain way. */
function expectedDashboard(
  days: number,
  subscribed: number,
): Omit<AdminDashboard, 'totals'> & { totals: Omit<AdminDashboard['totals'], 'estimatedModelCostCents'> } {
  const zero = (): Figures => ({
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
  });
  const series = Array.from({ length: days }, (_, index) => ({ date: dayText(days - 1 - index), ...zero() }));
  const on = (daysAgo: number) => (daysAgo < days ? series[days - 1 - daysAgo] : undefined);
  const bump = (daysAgo: number, field: keyof Figures, by = 1) => {
    const day = on(daysAgo);
    if (day) day[field] += by;
  };
  for (const signup of SEEDED_SIGNUPS) bump(signup.daysAgo, 'signups');
  bump(0, 'signups', API_SIGNUPS_TODAY);
  for (const seeded of READINGS) bump(seeded.daysAgo, 'readings');
  for (const seeded of FOLLOW_UPS) bump(seeded.daysAgo, 'followUps');
  for (const seeded of VISITOR_READINGS) bump(seeded.daysAgo, 'visitorReadings');
  for (const paid of PAYMENTS) {
    bump(paid.daysAgo, 'revenueCents', paid.cents);
    if (paid.refund) bump(paid.refund.daysAgo, 'refundsCents', paid.refund.cents);
  }
  for (const call of MODEL_CALLS) {
    bump(call.daysAgo, 'modelCalls');
    if (call.outcome === 'failed') bump(call.daysAgo, 'modelFailures');
    bump(call.daysAgo, 'tokensIn', call.tokensIn);
    bump(call.daysAgo, 'tokensOut', call.tokensOut);
  }
  const totals = zero();
  for (const day of series) for (const field of Object.keys(totals) as (keyof Figures)[]) totals[field] += day[field];
  const products = [
    ...CREDIT_PACKS.map((pack) => ({ product: `credits-${pack.credits}`, credits: pack.credits as number | null })),
    { product: 'subscription', credits: null },
  ];
  return {
    days: days as AdminDashboard['days'],
    from: dayText(days - 1),
    to: dayText(0),
    series,
    totals: { ...totals, modelFailureRate: totals.modelCalls ? totals.modelFailures / totals.modelCalls : 0 },
    revenueByProduct: products.map(({ product, credits }) => {
      const sold = PAYMENTS.filter((paid) => paid.daysAgo < days && paid.credits === credits);
      return {
        product: product as AdminDashboard['revenueByProduct'][number]['product'],
        label: expect.any(String) as unknown as string,
        count: sold.length,
        revenueCents: sold.reduce((sum, paid) => sum + paid.cents, 0),
      };
    }),
    readingsBySpread: ADMIN_SPREAD_KINDS.map((spread) => ({
      spread,
      label: expect.any(String) as unknown as string,
      count: READINGS.filter((seeded) => seeded.daysAgo < days && (seeded.spread ?? 'three-card') === spread).length,
    })),
    activeSubscriptions: subscribed,
  };
}

// ---- Setup ------------------------------------------------------------------------------------

let t: TestApp;
let admin: SignedInUser;
let asAdmin: Client;
let customer: SignedInUser;
let unverifiedAdmin: SignedInUser;
let seededUserIds: string[];

async function verify(userId: string) {
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

async function seed() {
  seededUserIds = [];
  for (const [index, signup] of SEEDED_SIGNUPS.entries()) {
    const id = `seed-user-${index}`;
    seededUserIds.push(id);
    await t.db.insert(user).values({
      id,
      name: `Seeded ${index}`,
      email: `seeded-${String(index).padStart(2, '0')}@example.com`,
      createdAt: at(signup.daysAgo, signup.ms),
      credits: 3,
    });
  }
  // Two of them subscribe now; a third used to.
  await t.db.update(user).set({ subscription: true }).where(eq(user.id, 'seed-user-1'));
  await t.db.update(user).set({ subscription: true }).where(eq(user.id, 'seed-user-2'));
  const owner = 'seed-user-3';
  for (const [index, seeded] of READINGS.entries()) {
    await t.db.insert(reading).values({
      userId: owner,
      question: `Seeded question ${index}`,
      cards: ['The Fool', 'The Star', 'The Sun'],
      spread:
        seeded.spread === 'own'
          ? { id: randomUUID(), name: OWN_SPREAD_NAME, positions: [{ name: 'Now', meaning: 'Where it stands' }] }
          : seeded.spread && builtInSpread(seeded.spread),
      interpretation: 'Seeded.',
      isComplete: true,
      messageCount: 1,
      createdAt: at(seeded.daysAgo, seeded.ms),
    });
  }
  const [host] = await t.db
    .insert(reading)
    .values({
      userId: owner,
      question: 'Follow-up host',
      cards: ['The Fool', 'The Star', 'The Sun'],
      interpretation: 'Host.',
      isComplete: true,
      createdAt: at(200),
    })
    .returning({ id: reading.id });
  if (!host) throw new Error('no host reading');
  let seq = 0;
  await t.db.insert(message).values({ readingId: host.id, seq: seq++, role: 'assistant', content: 'Host.', createdAt: at(200) });
  for (const seeded of FOLLOW_UPS) {
    await t.db.insert(message).values([
      { readingId: host.id, seq: seq++, role: 'user', content: 'A question', createdAt: at(seeded.daysAgo) },
      { readingId: host.id, seq: seq++, role: 'assistant', content: 'An answer', createdAt: at(seeded.daysAgo, 12 * 60 * 60 * 1000 + 1000) },
    ]);
  }
  for (const seeded of VISITOR_READINGS) {
    await t.db.insert(tempReading).values({
      tempUserId: randomUUID(),
      question: 'Visitor',
      cards: ['The Fool', 'The Star', 'The Sun'],
      interpretation: 'Preview.',
      createdAt: at(seeded.daysAgo),
    });
  }
  await t.db
    .insert(tempReading)
    .values({ tempUserId: randomUUID(), question: 'Being written', cards: ['The Fool', 'The Star', 'The Sun'], interpretation: null, createdAt: at(0) });
  for (const [index, paid] of PAYMENTS.entries()) {
    await t.db.insert(payment).values({
      userId: 'seed-user-4',
      provider: index % 2 ? 'stripe' : 'local',
      providerRef: `seeded-payment-${index}`,
      kind: paid.kind,
      credits: paid.credits,
      amountCents: paid.cents,
      createdAt: at(paid.daysAgo, paid.ms),
      refundedCents: paid.refund?.cents ?? 0,
      refundedAt: paid.refund ? at(paid.refund.daysAgo) : null,
    });
  }
  for (const call of MODEL_CALLS) {
    await t.db.insert(modelCall).values({
      kind: 'interpretation',
      reader: 'openai',
      model: 'test-model',
      outcome: call.outcome,
      latencyMs: 800,
      tokensIn: call.tokensIn,
      tokensOut: call.tokensOut,
      createdAt: at(call.daysAgo, call.ms),
    });
  }
  // One seeded user signs in with Google only.
  await t.db.insert(account).values({ id: 'seed-google-account', accountId: 'google-subject-1', providerId: 'google', userId: 'seed-user-5' });
}

beforeAll(async () => {
  t = await createTestApp({
    cheapPasswords: true,
    env: {
      ADMIN_EMAILS: `${ADMIN_EMAIL}, ${UNVERIFIED_ADMIN_EMAIL}`,
      MODEL_PRICE_INPUT_PER_MILLION_USD: String(PRICE_IN),
      MODEL_PRICE_OUTPUT_PER_MILLION_USD: String(PRICE_OUT),
    },
  });
  admin = await signUp(t, { email: ADMIN_EMAIL });
  await verify(admin.id);
  asAdmin = clientFor(t, admin);
  customer = await signUp(t, { email: 'carol.customer@example.com', name: 'Carol Customer' });
  unverifiedAdmin = await signUp(t, { email: UNVERIFIED_ADMIN_EMAIL });
  await seed();
});
afterAll(async () => t?.close());

async function dashboard(days: number): Promise<AdminDashboard> {
  const response = await asAdmin.get(apiPaths.admin.dashboard(days));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return AdminDashboardSchema.parse(await response.json());
}

async function customerView(id: string) {
  const response = await asAdmin.get(apiPaths.admin.user(id));
  expect(response.status).toBe(200);
  return AdminCustomerSchema.parse(await response.json());
}

const adjust = (id: string, body: unknown, client: Client = asAdmin) => client.post(apiPaths.admin.userCredits(id), body);

async function auditCount() {
  const [row] = await t.db.select({ n: count() }).from(adminAudit);
  return row?.n ?? 0;
}

// ---- Tests --------------------------------------------------------------------------------

describe('GET /api/admin/dashboard', () => {
  it.each(ADMIN_DASHBOARD_DAYS.map((days) => [days]))('gives every figure of the last %i days, by day and in total', async (days) => {
    const got = await dashboard(days);
    const expected = expectedDashboard(days, 2);
    expect(got).toEqual({ ...expected, totals: { ...expected.totals, estimatedModelCostCents: expect.any(Number) } });
    expect(JSON.stringify(got)).not.toContain(OWN_SPREAD_NAME);
    const cost = ((expected.totals.tokensIn * PRICE_IN + expected.totals.tokensOut * PRICE_OUT) / 1_000_000) * 100;
    expect(got.totals.estimatedModelCostCents).toBeCloseTo(cost, 10);
  });

  it('matches the seeded month by hand as well (30 days)', async () => {
    const got = await dashboard(30);
    expect(got.series).toHaveLength(30);
    expect(got.totals).toMatchObject({
      // 3 over the API today, then days 0, 1, 2, 2, 6, 7, 29.
      signups: 10,
      visitorReadings: 4,
      readings: 7,
      followUps: 4,
      revenueCents: 499 + 999 + 900 + 1999 + 499 + 900,
      refundsCents: 499,
      modelCalls: 8,
      modelFailures: 3,
      modelFailureRate: 3 / 8,
      tokensIn: 5100,
      tokensOut: 2050,
    });
    expect(got.totals.estimatedModelCostCents).toBeCloseTo((5100 * 0.15 + 2050 * 0.6) / 10_000, 10);
    expect(got.revenueByProduct).toEqual([
      { product: 'credits-10', label: '10 credits', count: 2, revenueCents: 998 },
      { product: 'credits-25', label: '25 credits', count: 1, revenueCents: 999 },
      { product: 'credits-50', label: '50 credits', count: 1, revenueCents: 1999 },
      { product: 'subscription', label: 'Unlimited subscription', count: 2, revenueCents: 1800 },
    ]);
    expect(got.activeSubscriptions).toBe(2);
    // Days 0 (none, Celtic Cross), 3 (own), 6 (three cards), 7 (one card), 15 (own), 29 (Celtic Cross).
    expect(got.readingsBySpread).toEqual([
      { spread: 'three-card', label: 'Past, Present, Future', count: 2 },
      { spread: 'one-card', label: 'One card', count: 1 },
      { spread: 'situation', label: 'Situation', count: 0 },
      { spread: 'relationship', label: 'Relationship', count: 0 },
      { spread: 'decision', label: 'Decision', count: 0 },
      { spread: 'celtic-cross', label: 'Celtic Cross', count: 2 },
      { spread: 'own', label: 'Own spreads', count: 2 },
    ]);
    // The edges of a day: six days ago from 00:00:00.000 to 23:59:59.999 is in the 7-day range, seven days ago at 23:59:59.999 is not.
    const week = await dashboard(7);
    expect(week.series[0]).toMatchObject({ date: dayText(6), signups: 1, revenueCents: 1999, modelCalls: 1, tokensIn: 1000 });
  });

  it('defaults to 30 days and refuses any other range', async () => {
    const response = await asAdmin.get(apiPaths.admin.dashboardPattern);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { days: number }).days).toBe(30);
    for (const bad of ['8', '0', '-7', 'seven', '7.0', '']) {
      const refused = await asAdmin.get(`${apiPaths.admin.dashboardPattern}?days=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('days') });
    }
  });

  it('counts a real purchase made through the local checkout, once', async () => {
    const before = await dashboard(7);
    const paying = await signUp(t);
    const buyer = clientFor(t, paying);
    const started = await buyer.post(apiPaths.creditCheckout, { userId: paying.id, credits: PACK_25.credits, price: PACK_25.price });
    expect(started.status).toBe(200);
    const checkoutId = new URL(((await started.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    expect((await buyer.post(apiPaths.localCheckoutAction(checkoutId, 'pay'), {})).status).toBe(200);
    expect((await buyer.post(apiPaths.localCheckoutAction(checkoutId, 'pay'), {})).status).toBe(200);
    const after = await dashboard(7);
    expect(after.totals.revenueCents - before.totals.revenueCents).toBe(PACK_25.price);
    expect(after.revenueByProduct.find((row) => row.product === 'credits-25')?.count).toBe(
      (before.revenueByProduct.find((row) => row.product === 'credits-25')?.count ?? 0) + 1,
    );
    const [row] = await t.db
      .select()
      .from(payment)
      .where(eq(payment.providerRef, `local_${checkoutId}`));
    expect(row).toMatchObject({
      userId: paying.id,
      provider: 'local',
      kind: 'credits',
      credits: PACK_25.credits,
      amountCents: PACK_25.price,
      refundedCents: 0,
    });
    expect(after.totals.signups - before.totals.signups).toBe(1);
  });
});

describe('GET /api/admin/users and /api/admin/users/:id', () => {
  it('finds users by part of their email, case-insensitively, newest first, at most 20', async () => {
    const response = await asAdmin.get(apiPaths.admin.users('CAROL.cust'));
    expect(response.status).toBe(200);
    const { users } = AdminUserSearchResponseSchema.parse(await response.json());
    expect(users).toEqual([
      { id: customer.id, email: 'carol.customer@example.com', name: 'Carol Customer', createdAt: expect.any(String), credits: 5, subscription: false },
    ]);

    for (let index = 0; index < 22; index++) {
      await t.db
        .insert(user)
        .values({ id: `many-${index}`, name: 'Many', email: `many-${String(index).padStart(2, '0')}@lots.example`, createdAt: at(0, index * 1000) });
    }
    const many = AdminUserSearchResponseSchema.parse(await (await asAdmin.get(apiPaths.admin.users('@lots.example'))).json()).users;
    expect(many).toHaveLength(20);
    expect(many[0]?.id).toBe('many-21');
    expect(many.at(-1)?.id).toBe('many-2');
    await t.db.delete(user).where(eq(user.name, 'Many'));
  });

  it('treats % and _ as letters, and refuses an empty or overlong query', async () => {
    expect(AdminUserSearchResponseSchema.parse(await (await asAdmin.get(apiPaths.admin.users('%'))).json()).users).toEqual([]);
    expect(AdminUserSearchResponseSchema.parse(await (await asAdmin.get(apiPaths.admin.users('seeded_0'))).json()).users).toEqual([]);
    expect(AdminUserSearchResponseSchema.parse(await (await asAdmin.get(apiPaths.admin.users('seeded-0'))).json()).users).toHaveLength(10);
    for (const bad of [apiPaths.admin.usersPattern, apiPaths.admin.users(''), apiPaths.admin.users('   '), apiPaths.admin.users('x'.repeat(255))]) {
      const refused = await asAdmin.get(bad);
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('shows a customer: profile, verified status, credits, subscription, sign-in methods, readings and ledger', async () => {
    const view = await customerView(customer.id);
    expect(view.user).toEqual({
      id: customer.id,
      email: 'carol.customer@example.com',
      name: 'Carol Customer',
      emailVerified: false,
      createdAt: expect.any(String),
      credits: 5,
      subscription: false,
      isAdmin: false,
      signInMethods: ['password'],
      readingsCount: 0,
    });
    expect(view.ledger).toEqual([
      { id: expect.any(String), delta: 5, reason: 'signup', reference: customer.id, note: null, adminEmail: null, createdAt: expect.any(String) },
    ]);

    expect((await customerView('seed-user-5')).user.signInMethods).toEqual(['google']);
    expect((await customerView('seed-user-3')).user.readingsCount).toBe(READINGS.length + 1);
    expect((await customerView('seed-user-1')).user.subscription).toBe(true);
    const self = await customerView(admin.id);
    expect(self.user).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  it('answers 404 "No such user" for an unknown id', async () => {
    // A byte PostgreSQL cannot store, or an id no account could have, is the same 404, never a 500.
    for (const id of ['no-such-user', randomUUID(), '%2e%2e', 'a\u0000b', 'x'.repeat(65)]) {
      const response = await asAdmin.get(apiPaths.admin.user(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: ADMIN_ERRORS.noSuchUser });
      const credited = await asAdmin.post(apiPaths.admin.userCredits(id), { delta: 1, reason: 'Goodwill' });
      expect(credited.status).toBe(404);
    }
  });
});

describe('POST /api/admin/users/:id/credits', () => {
  it('grants credits: one admin_adjustment ledger row naming the admin and the reason, and an audit entry', async () => {
    const auditBefore = await auditCount();
    const response = await adjust(customer.id, { delta: 7, reason: '  Goodwill after the outage  ' });
    expect(response.status).toBe(200);
    const view = AdminCustomerSchema.parse(await response.json());
    expect(view.user.credits).toBe(12);
    expect(view.ledger[0]).toEqual({
      id: expect.any(String),
      delta: 7,
      reason: 'admin_adjustment',
      reference: expect.any(String),
      note: 'Goodwill after the outage',
      adminEmail: ADMIN_EMAIL,
      createdAt: expect.any(String),
    });
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id));
    expect(rows.filter((row) => row.reason === 'admin_adjustment')).toEqual([
      expect.objectContaining({ delta: 7, adminUserId: admin.id, note: 'Goodwill after the outage' }),
    ]);
    expect(await auditCount()).toBe(auditBefore + 1);
    const [entry] = AdminAuditPageSchema.parse(await (await asAdmin.get(apiPaths.admin.audit())).json()).entries;
    expect(entry).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      adminEmail: ADMIN_EMAIL,
      action: 'credits_adjusted',
      targetUserId: customer.id,
      targetEmail: 'carol.customer@example.com',
      detail: 'Granted 7 credits (balance 5 → 12): Goodwill after the outage',
    });
  });

  it('removes credits down to zero, and refuses going below it with 409, changing nothing', async () => {
    const removed = await adjust(customer.id, { delta: -12, reason: 'Charged back' });
    expect(removed.status).toBe(200);
    expect(AdminCustomerSchema.parse(await removed.json()).user.credits).toBe(0);

    const ledgerBefore = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id));
    const auditBefore = await auditCount();
    const refused = await adjust(customer.id, { delta: -1, reason: 'One too many' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: ADMIN_ERRORS.belowZero });
    expect((await customerView(customer.id)).user.credits).toBe(0);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id))).toEqual(ledgerBefore);
    expect(await auditCount()).toBe(auditBefore);
    const [entry] = AdminAuditPageSchema.parse(await (await asAdmin.get(apiPaths.admin.audit())).json()).entries;
    expect(entry?.detail).toBe('Removed 12 credits (balance 12 → 0): Charged back');
  });

  it('refuses bad bodies with 400, and an unknown user with 404, changing nothing', async () => {
    const auditBefore = await auditCount();
    const ledgerBefore = await t.db.select().from(creditLedger);
    const bad: unknown[] = [
      {},
      { delta: 0, reason: 'Nothing at all' },
      { delta: 1001, reason: 'Too generous' },
      { delta: -1001, reason: 'Too harsh' },
      { delta: 1.5, reason: 'Half a credit' },
      { delta: '5', reason: 'As text' },
      { delta: 5 },
      { delta: 5, reason: '  ab  ' },
      { delta: 5, reason: 'x'.repeat(201) },
      { delta: 5, reason: 'Nul\u0000here' },
      [5, 'reason'],
    ];
    for (const body of bad) {
      const response = await adjust(customer.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const unknown = await adjust('no-such-user', { delta: 5, reason: 'Who is this?' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: ADMIN_ERRORS.noSuchUser });
    expect(await auditCount()).toBe(auditBefore);
    expect(await t.db.select().from(creditLedger)).toEqual(ledgerBefore);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages through every entry, newest first, 50 at a time', async () => {
    const base = Date.now() - 60_000;
    await t.db.insert(adminAudit).values(
      Array.from({ length: 2 * ADMIN_AUDIT_PAGE_SIZE + 3 }, (_, index) => ({
        adminUserId: admin.id,
        adminEmail: ADMIN_EMAIL,
        action: 'credits_adjusted' as const,
        targetUserId: 'gone-user',
        // Pairs share a timestamp: the id breaks the tie.
        at: new Date(base - Math.floor(index / 2) * 1000),
        detail: `entry ${index}`,
      })),
    );
    const total = await auditCount();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await asAdmin.get(apiPaths.admin.audit(cursor));
      expect(response.status).toBe(200);
      const page = AdminAuditPageSchema.parse(await response.json());
      expect(page.entries.length).toBeLessThanOrEqual(ADMIN_AUDIT_PAGE_SIZE);
      seen.push(...page.entries.map((entry) => entry.id));
      const times = page.entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(total / ADMIN_AUDIT_PAGE_SIZE));
    expect(new Set(seen).size).toBe(total);
    // An account that is gone shows without an email.
    const last = AdminAuditPageSchema.parse(await (await asAdmin.get(apiPaths.admin.audit())).json()).entries.find(
      (entry) => entry.targetUserId === 'gone-user',
    );
    expect(last?.targetEmail).toBeNull();
  });

  it('refuses a cursor it did not write', async () => {
    for (const bad of ['nonsense', Buffer.from('2020-01-01|x').toString('base64url')]) {
      const response = await asAdmin.get(apiPaths.admin.audit(bad));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The audit cursor is not valid' });
    }
  });
});

describe('who may use the admin API', () => {
  const probes = () => [
    { method: 'GET', path: apiPaths.admin.dashboard(7) },
    { method: 'GET', path: apiPaths.admin.users('example') },
    { method: 'GET', path: apiPaths.admin.user(customer.id) },
    { method: 'POST', path: apiPaths.admin.userCredits(customer.id), body: { delta: 100, reason: 'Helping myself' } },
    { method: 'GET', path: apiPaths.admin.audit() },
  ];

  it('answers 404 Not found, like an unknown path, to the signed out, a customer and an admin address not yet verified', async () => {
    const unknownPath = await clientFor(t, null).get('/api/admin/nothing-here');
    expect(unknownPath.status).toBe(404);
    const notFoundBody = await unknownPath.json();
    expect(notFoundBody).toEqual({ error: 'Not found' });
    const creditsBefore = (await customerView(customer.id)).user.credits;
    const auditBefore = await auditCount();
    for (const who of [null, customer, unverifiedAdmin]) {
      const client = clientFor(t, who);
      for (const probe of probes()) {
        const response = probe.method === 'GET' ? await client.get(probe.path) : await client.post(probe.path, probe.body);
        expect(response.status, `${who?.email ?? 'signed out'} ${probe.path}`).toBe(404);
        expect(await response.json()).toEqual(notFoundBody);
      }
    }
    expect((await customerView(customer.id)).user.credits).toBe(creditsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('lets in a verified account marked is_admin, without ADMIN_EMAILS', async () => {
    const marked = await signUp(t);
    await t.db.update(user).set({ isAdmin: true, emailVerified: true }).where(eq(user.id, marked.id));
    expect((await clientFor(t, marked).get(apiPaths.admin.dashboard(7))).status).toBe(200);
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, marked.id));
    expect((await clientFor(t, marked).get(apiPaths.admin.dashboard(7))).status).toBe(404);
  });
});
