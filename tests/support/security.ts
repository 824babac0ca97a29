import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
import { createApp } from '../../src/server/app.ts';
import { createAuth, type Auth } from '../../src/server/auth/auth.ts';
import {
  account,
  creditLedger,
  dailyCard,
  localCheckout,
  memoryItem,
  message,
  reading,
  session,
  shareLink,
  tempReading,
  user,
  userSpread,
} from '../../src/server/db/schema.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { parseEnv } from '../../src/server/env.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';
import { cookiesFrom } from './users.ts';
import { mailsSettled } from './jobs.ts';

interface ApiRoute {
  method: string;
  path: string;
  /** `${method} ${path}`, the key the route tables use. */
  key: string;
}

/**
 * The API's routes as the app registers them, known before any test runs (so `it.each` can
 * name one test per route): the app is built with stub dependencies that route registration
 * never touches. Middleware and the `ALL /api/*` catch-all are left out.
 */
export function apiRoutes(): ApiRoute[] {
  const app = createApp({ env: parseEnv({ PUBLIC_URL: TEST_ORIGIN }) } as unknown as AppDeps);
  return routesOf(app);
}

/** The handlers (not middleware, not catch-alls) a Hono app registers under /api/. */
function routesOf(app: { routes: { method: string; path: string; handler: { length: number } }[] }): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path, key });
  }
  return routes;
}

interface AuthEndpoint {
  method: string;
  /** The full path, under /api/auth. */
  path: string;
  key: string;
}

/** Every HTTP endpoint Better Auth serves under /api/auth/* with this configuration (server-only ones excluded). */
export function authEndpoints(t: TestApp): AuthEndpoint[] {
  return authEndpointsOf(t.deps.auth);
}

/**
 * The same, known before any test runs: Better Auth built with the test configuration and no
 * database (building it touches none).
 */
export function staticAuthEndpoints(env: Record<string, string> = {}): AuthEndpoint[] {
  const auth = createAuth({
    env: parseEnv({ PUBLIC_URL: TEST_ORIGIN, ...env }),
    db: undefined as never,
    secret: randomBytes(32).toString('hex'),
    mail: { send: async () => undefined, cancel: async () => false },
  });
  return authEndpointsOf(auth);
}

function authEndpointsOf(auth: Auth): AuthEndpoint[] {
  const api = auth.api as unknown as Record<string, { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }>;
  const endpoints: AuthEndpoint[] = [];
  for (const endpoint of Object.values(api)) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = endpoint.options?.method;
    for (const method of Array.isArray(methods) ? methods : [methods ?? 'GET']) {
      const full = `/api/auth${endpoint.path}`;
      endpoints.push({ method, path: full, key: `${method} ${full}` });
    }
  }
  return endpoints;
}

/** The session token inside a signed Better Auth session cookie. */
export function sessionTokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((part) => /session_token=/.test(part));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/** Signs in again, as a second session of the same user. */
export async function signIn(t: TestApp, email: string, password: string, address = '192.0.2.250'): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': address } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesFrom(response);
}

function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).sort() : [];
}

/**
 * Everything a request could change for a user: the account row (credits, subscription, name,
 * email, Stripe ids), the credential (password hash), readings and their messages, the credit
 * ledger, local checkouts, the temp readings they claimed (and any listed by tempUserId), their
 * sessions, share links, own spreads, and the outbox (mail is sent to someone).
 */
export async function stateOf(t: TestApp, userId: string, tempUserIds: string[] = []) {
  // Mail goes out from the queue after the answer: what a request sent is in the outbox once it has.
  await mailsSettled(t);
  const [account_] = await t.db
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      credits: user.credits,
      subscription: user.subscription,
      isAdmin: user.isAdmin,
      birthday: user.birthday,
      birthMonth: user.birthMonth,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
      checkBackDays: user.checkBackDays,
      journalMailOffAt: user.journalMailOffAt,
      dailyReminderHour: user.dailyReminderHour,
      timeZone: user.timeZone,
    })
    .from(user)
    .where(eq(user.id, userId));
  const credentials = await t.db
    .select({ id: account.id, providerId: account.providerId, accountId: account.accountId, password: account.password, accessToken: account.accessToken })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(account.id);
  const readings = await t.db.select().from(reading).where(eq(reading.userId, userId)).orderBy(reading.id);
  const messages = await t.db
    .select({ id: message.id, readingId: message.readingId, seq: message.seq, role: message.role, content: message.content })
    .from(message)
    .innerJoin(reading, eq(reading.id, message.readingId))
    .where(eq(reading.userId, userId))
    .orderBy(message.readingId, message.seq);
  const ledger = await t.db
    .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.reason, creditLedger.reference);
  const checkouts = await t.db.select().from(localCheckout).where(eq(localCheckout.userId, userId)).orderBy(localCheckout.id);
  const temps = await t.db
    .select()
    .from(tempReading)
    .where(
      tempUserIds.length > 0
        ? or(eq(tempReading.claimedByUserId, userId), inArray(tempReading.tempUserId, tempUserIds))
        : eq(tempReading.claimedByUserId, userId),
    )
    .orderBy(tempReading.id);
  const dailyCards = await t.db.select().from(dailyCard).where(eq(dailyCard.userId, userId)).orderBy(dailyCard.day);
  const sessions = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, userId)).orderBy(session.token);
  const shareLinks = await t.db.select().from(shareLink).where(eq(shareLink.userId, userId)).orderBy(shareLink.id);
  const spreads = await t.db.select().from(userSpread).where(eq(userSpread.userId, userId)).orderBy(userSpread.id);
  const [remembering] = await t.db.select({ remember: user.rememberReadings }).from(user).where(eq(user.id, userId));
  const memoryItems = await t.db.select().from(memoryItem).where(eq(memoryItem.userId, userId)).orderBy(memoryItem.id);
  return {
    account: account_,
    credentials,
    readings,
    messages,
    ledger,
    checkouts,
    temps,
    dailyCards,
    sessions: sessions.map((row) => row.token),
    shareLinks,
    spreads,
    memory: { remember: remembering?.remember, items: memoryItems },
    outbox: outboxFiles(t.dataDir),
  };
}

export type UserState = Awaited<ReturnType<typeof stateOf>>;

/** An error body as our API answers it: JSON with a non-empty `error` message. */
export async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${response.status} answer is not JSON: ${text.slice(0, 200)}`);
  }
  if (!body || typeof body !== 'object' || typeof (body as { error?: unknown }).error !== 'string') {
    throw new Error(`${response.status} answer has no string "error": ${text.slice(0, 200)}`);
  }
  return (body as { error: string }).error;
}
