import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStore } from '../src/server/domain/ports/counter-store.ts';
import { user as userTable } from '../src/server/db/schema.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { MemoryResponseSchema } from '../src/shared/schemas/memory.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { clientFor, nextClientAddress, setAccount } from './support/readings.ts';
import { apiRoutes, errorMessageOf, signIn, stateOf } from './support/security.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { drawAsVisitor, visitorCookieOf, visitorReading } from './support/visitor.ts';

// Each target gets a fresh victim; production's password hashing cost is beside the point here.

const ROUTES = apiRoutes();
const EVIL = 'https://evil.example';
const PASSWORD = 'correct horse battery';
const cards = MAJOR_ARCANA.slice(0, 3).map((card) => ({ name: card.name }));

const FORGED_SPREAD = { name: 'Forged spread', positions: [{ name: 'Forged', meaning: 'what a forger wants' }], layout: 'line' };

/** What a signed-in user owns, so that each forged request names something real and would work if it got through. */
interface Victim extends SignedInUser {
  address: string;
  completeReadingId: string;
  incompleteReadingId: string;
  checkoutId: string;
  /** An unclaimed visitor reading of theirs. */
  tempUserId: string;
  /** A spread of their own design. */
  spreadId: string;
  /** What the reader remembers of their complete reading (issue 27 §5). */
  memoryItemId: string;
}

interface Target {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** The JSON body a same-origin page would send (and a forged form carries as fields). */
  body: Record<string, unknown>;
  /** The status the same request answers when sent same-origin as JSON. */
  works: number;
  /** Prepares the victim first (a subscription to cancel, say). */
  prepare?: () => Promise<void>;
}

type TargetsFor = (t: TestApp, v: Victim) => Target[];

/** Only to count a route's targets; never sent. */
const PLACEHOLDER: Victim = {
  id: '',
  email: '',
  cookie: '',
  address: '',
  completeReadingId: '',
  incompleteReadingId: '',
  checkoutId: '',
  tempUserId: '',
  spreadId: '',
  memoryItemId: '',
};

/**
 * Every write route of the API (POST, PATCH, PUT, DELETE), with the request a forger would want to make. A route
 * missing here fails by name. Exemptions carry their reason.
 */
const TARGETS: Record<string, TargetsFor | { exempt: string }> = {
  'POST /api/auth/*': (_t, v) => [
    { name: 'sign-out', method: 'POST', path: '/api/auth/sign-out', body: {}, works: 200 },
    { name: 'update-user', method: 'POST', path: '/api/auth/update-user', body: { name: 'Forged Name' }, works: 200 },
    {
      name: 'change-password',
      method: 'POST',
      path: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'forged password' },
      works: 200,
    },
    { name: 'revoke-sessions', method: 'POST', path: '/api/auth/revoke-sessions', body: {}, works: 200 },
    { name: 'revoke-other-sessions', method: 'POST', path: '/api/auth/revoke-other-sessions', body: {}, works: 200 },
    {
      name: 'send-verification-email',
      method: 'POST',
      path: '/api/auth/send-verification-email',
      body: { email: v.email, callbackURL: '/account?verified=1' },
      works: 200,
    },
    { name: 'sign-in (login CSRF)', method: 'POST', path: '/api/auth/sign-in/email', body: { email: v.email, password: PASSWORD }, works: 200 },
    {
      name: 'sign-up',
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: { email: `forged-${randomUUID()}@example.com`, password: PASSWORD, name: 'Forged', birthday: 1, birthMonth: 1 },
      works: 200,
    },
  ],
  // The victim is no admin, so the same-origin call is the unknown path's 404: it got past the origin
  // checks, which forged requests never do (the admin's own calls are tested in admin-api.test.ts).
  'POST /api/admin/users/:userId/credits': (_t, v) => [
    { name: 'admin credit adjustment', method: 'POST', path: apiPaths.admin.userCredits(v.id), body: { delta: 5, reason: 'Forged grant' }, works: 404 },
  ],
  'POST /api/admin/mails/failed/:jobId/retry': () => [
    { name: 'admin mail retry', method: 'POST', path: apiPaths.admin.retryMail(randomUUID()), body: {}, works: 404 },
  ],
  'POST /api/account/delete': () => [{ name: 'delete account', method: 'POST', path: '/api/account/delete', body: { password: PASSWORD }, works: 200 }],
  'PATCH /api/account/name': () => [{ name: 'rename', method: 'PATCH', path: '/api/account/name', body: { name: 'Forged Name' }, works: 200 }],
  'PATCH /api/account/deck': () => [
    { name: 'deck preferences', method: 'PATCH', path: '/api/account/deck', body: { fullDeck: true, reversals: true }, works: 200 },
  ],
  'PATCH /api/account/language': () => [{ name: 'language', method: 'PATCH', path: '/api/account/language', body: { language: 'fr' }, works: 200 }],
  'POST /api/openai/transfer-temp-reading': (_t, v) => [
    { name: 'claim', method: 'POST', path: '/api/openai/transfer-temp-reading', body: { tempUserId: v.tempUserId, userId: v.id }, works: 200 },
  ],
  'POST /api/email/confirmation': (_t, v) => [
    { name: 'mail', method: 'POST', path: '/api/email/confirmation', body: { email: v.email, name: 'Luna', uid: v.id }, works: 200 },
  ],
  'POST /api/draw': () => [{ name: 'draw', method: 'POST', path: '/api/draw', body: {}, works: 200 }],
  'POST /api/draw/commit': () => [{ name: 'draw commitment', method: 'POST', path: '/api/draw/commit', body: {}, works: 201 }],
  'POST /api/openai/interpret-temp': (t, v) => {
    const body: Record<string, unknown> = { question: 'Forged?', cards, tempUserId: randomUUID() };
    return [
      {
        name: 'visitor reading',
        method: 'POST',
        path: '/api/openai/interpret-temp',
        body,
        works: 200,
        // The victim's browser has had its free reading: the target is a visitor's browser that has just drawn.
        prepare: async () => {
          const drawn = await drawAsVisitor(t, { address: v.address });
          body.cards = drawn.cards;
          v.cookie = drawn.cookie;
        },
      },
    ];
  },
  'POST /api/daily-card': () => [{ name: 'card of the day', method: 'POST', path: '/api/daily-card', body: { timeZone: 'Europe/Paris' }, works: 200 }],
  'POST /api/readings': () => [{ name: 'create', method: 'POST', path: '/api/readings', body: { question: 'Forged question?' }, works: 201 }],
  'POST /api/readings/similar': () => [
    { name: 'earlier reading of the same question', method: 'POST', path: apiPaths.readingsSimilar, body: { question: 'Forged question?' }, works: 200 },
  ],
  'POST /api/openai/interpret': (_t, v) => [
    { name: 'interpret', method: 'POST', path: '/api/openai/interpret', body: { readingId: v.incompleteReadingId }, works: 200 },
  ],
  'POST /api/openai/follow-up': (_t, v) => [
    {
      name: 'follow-up',
      method: 'POST',
      path: '/api/openai/follow-up',
      body: { question: 'Forged follow-up?', userId: v.id, readingId: v.completeReadingId },
      works: 200,
    },
  ],
  'POST /api/stripe/create-checkout-session': (_t, v) => [
    { name: 'checkout', method: 'POST', path: '/api/stripe/create-checkout-session', body: { userId: v.id, credits: 10, price: 499 }, works: 200 },
  ],
  'POST /api/stripe/create-subscription-checkout-session': (_t, v) => [
    { name: 'subscription checkout', method: 'POST', path: '/api/stripe/create-subscription-checkout-session', body: { userId: v.id }, works: 200 },
  ],
  'POST /api/stripe/create-customer-portal-session': (_t, v) => [
    { name: 'portal', method: 'POST', path: '/api/stripe/create-customer-portal-session', body: { userId: v.id }, works: 200 },
  ],
  'POST /api/stripe/confirm-checkout': () => [
    { name: 'confirm', method: 'POST', path: '/api/stripe/confirm-checkout', body: { sessionId: 'local_forged' }, works: 200 },
  ],
  'POST /api/stripe/webhook': { exempt: 'Stripe’s own server-to-server call: any origin, a raw body, authenticated by its signature, never by a cookie' },
  'POST /api/checkout/portal/cancel-subscription': (t, v) => [
    {
      name: 'cancel subscription',
      method: 'POST',
      path: '/api/checkout/portal/cancel-subscription',
      body: {},
      works: 200,
      prepare: () => setAccount(t, v.id, { subscription: true }),
    },
  ],
  'POST /api/checkout/:checkoutId/pay': (_t, v) => [{ name: 'pay', method: 'POST', path: `/api/checkout/${v.checkoutId}/pay`, body: {}, works: 200 }],
  'POST /api/checkout/:checkoutId/cancel': (_t, v) => [{ name: 'cancel', method: 'POST', path: `/api/checkout/${v.checkoutId}/cancel`, body: {}, works: 200 }],
  'POST /api/readings/:readingId/shares': (_t, v) => [
    { name: 'share', method: 'POST', path: apiPaths.readingShares(v.completeReadingId), body: { showQuestion: true }, works: 201 },
  ],
  'POST /api/spreads': () => [{ name: 'save a spread', method: 'POST', path: apiPaths.spreads, body: FORGED_SPREAD, works: 201 }],
  'PUT /api/spreads/:spreadId': (_t, v) => [{ name: 'edit a spread', method: 'PUT', path: apiPaths.spread(v.spreadId), body: FORGED_SPREAD, works: 200 }],
  'DELETE /api/spreads/:spreadId': (_t, v) => [{ name: 'delete a spread', method: 'DELETE', path: apiPaths.spread(v.spreadId), body: {}, works: 204 }],
  'PUT /api/memory/settings': () => [{ name: 'let the reader remember', method: 'PUT', path: apiPaths.memorySettings, body: { remember: true }, works: 200 }],
  'DELETE /api/memory/:itemId': (_t, v) => [{ name: 'forget a memory', method: 'DELETE', path: apiPaths.memoryItem(v.memoryItemId), body: {}, works: 204 }],
  'PUT /api/readings/:readingId/journal': (_t, v) => [
    { name: 'write in the journal', method: 'PUT', path: apiPaths.readingJournal(v.completeReadingId), body: { note: 'Forged words' }, works: 200 },
  ],
  'PUT /api/readings/:readingId/outcome': (_t, v) => [
    { name: 'answer how it landed', method: 'PUT', path: apiPaths.readingOutcome(v.completeReadingId), body: { outcome: 'not-at-all' }, works: 200 },
  ],
  'PUT /api/readings/:readingId/check-back': (_t, v) => [
    { name: 'change when to ask', method: 'PUT', path: apiPaths.readingCheckBack(v.completeReadingId), body: { days: 30 }, works: 200 },
  ],
  'PUT /api/account/journal-mail': () => [
    { name: 'turn journal mails off', method: 'PUT', path: apiPaths.accountJournalMail, body: { on: false }, works: 200 },
  ],
  'PUT /api/account/check-back-default': () => [
    { name: 'change the check-back default', method: 'PUT', path: apiPaths.accountCheckBackDefault, body: { days: 3 }, works: 200 },
  ],
  'PUT /api/account/daily-reminder': () => [
    { name: 'turn the reminder on', method: 'PUT', path: apiPaths.accountDailyReminder, body: { hour: 5 }, works: 200 },
  ],
  'POST /api/readings/:readingId/delete': (_t, v) => [
    { name: 'delete reading', method: 'POST', path: apiPaths.readingDelete(v.completeReadingId), body: {}, works: 200 },
  ],
  'POST /api/readings/:readingId/shares/:shareId/revoke': (t, v) => {
    const target: Target = {
      name: 'revoke share',
      method: 'POST',
      path: '',
      body: {},
      works: 200,
      // The victim's live link, made first.
      prepare: async () => {
        const shared = await clientFor(t, v, v.address).post(apiPaths.readingShares(v.completeReadingId), { showQuestion: false });
        expect(shared.status).toBe(201);
        const { link } = (await shared.json()) as { link: { id: string } };
        target.path = apiPaths.readingShareRevoke(v.completeReadingId, link.id);
      },
    };
    return [target];
  },
};

function formOf(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

function multipartOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

/** A request exactly as given: no default Origin, no default content type. */
function raw(t: TestApp, path: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }) {
  return t.app.request(path, { method: init.method, headers: init.headers, body: init.body });
}

describe('cross-site requests carrying the session cookie are refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t?.close());

  async function victim(): Promise<Victim> {
    const address = nextClientAddress();
    const user = await signUp(t, { password: PASSWORD });
    const me = clientFor(t, user, address);
    await t.request(apiPaths.memorySettings, { method: 'PUT', body: { remember: true }, headers: { Cookie: user.cookie, 'X-Forwarded-For': address } });
    const complete = await me.post('/api/readings', { question: 'Will the harvest be good?' });
    const completeReadingId = ((await complete.json()) as { id: string }).id;
    expect((await me.post('/api/openai/interpret', { readingId: completeReadingId })).status).toBe(200);
    const incomplete = await me.post('/api/readings', { question: 'What about the winter?' });
    const incompleteReadingId = ((await incomplete.json()) as { id: string }).id;
    const checkout = await me.post('/api/stripe/create-checkout-session', { userId: user.id, credits: 10, price: 499 });
    expect(checkout.status).toBe(200);
    const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    const spread = await me.post(apiPaths.spreads, { name: 'My own', positions: [{ name: 'Here', meaning: 'where I stand' }] });
    expect(spread.status).toBe(201);
    const spreadId = ((await spread.json()) as { id: string }).id;
    const memory = MemoryResponseSchema.parse(await (await me.get(apiPaths.memory)).json());
    const memoryItemId = memory.items[0]?.id ?? '';
    expect(memoryItemId).not.toBe('');
    // The victim was a visitor in this browser before signing up: the browser's cookie rides along.
    const visit = await visitorReading(t, { question: 'A visitor asks', address: nextClientAddress() });
    expect(visit.response.status).toBe(200);
    return {
      ...user,
      cookie: `${user.cookie}; ${visit.draw.cookie}`,
      address,
      completeReadingId,
      incompleteReadingId,
      checkoutId,
      tempUserId: visit.tempUserId,
      spreadId,
      memoryItemId,
    };
  }

  it('knows every write route (no stale entries)', () => {
    const served = new Set(ROUTES.map((route) => route.key));
    expect(Object.keys(TARGETS).filter((key) => !served.has(key))).toEqual([]);
  });

  const writes = ROUTES.filter((route) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method));

  it.each(writes.map((route) => [route.key] as const))(
    '%s: form, multipart, text/plain and foreign-origin JSON are refused; same-origin JSON works',
    async (key) => {
      const entry = TARGETS[key];
      if (entry === undefined) expect.fail(`No CSRF target for the route "${key}": add it to TARGETS in tests/security-csrf-headers.test.ts`);
      if ('exempt' in entry) {
        expect(entry.exempt.length).toBeGreaterThan(20);
        return;
      }
      // Each target gets a victim of its own, so what one forged request would do cannot hide another's.
      const count = entry(t, PLACEHOLDER).length;
      for (let index = 0; index < count; index++) {
        const v = await victim();
        const target = entry(t, v)[index];
        if (target) await checkTarget(target, v);
      }
    },
  );

  async function checkTarget(target: Target, v: Victim) {
    await target.prepare?.();
    const withCookie = (extra: Record<string, string>) => ({ Cookie: v.cookie, 'X-Forwarded-For': v.address, ...extra });
    const json = JSON.stringify(target.body);
    const forged: { label: string; init: { method: string; headers: Record<string, string>; body?: BodyInit }; statuses: number[] }[] = [
      {
        label: 'a form post without Origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'application/x-www-form-urlencoded' }), body: formOf(target.body).toString() },
        statuses: [403, 415],
      },
      {
        label: 'a form post from a foreign Origin',
        init: {
          method: target.method,
          headers: withCookie({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: EVIL }),
          body: formOf(target.body).toString(),
        },
        statuses: [403],
      },
      {
        label: 'a multipart post without Origin',
        init: { method: target.method, headers: withCookie({}), body: multipartOf(target.body) },
        statuses: [403, 415],
      },
      {
        label: 'a multipart post from a foreign Origin',
        init: { method: target.method, headers: withCookie({ Origin: EVIL }), body: multipartOf(target.body) },
        statuses: [403],
      },
      {
        label: 'JSON text as text/plain without Origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'text/plain' }), body: json },
        statuses: [403, 415],
      },
      {
        label: 'JSON text as text/plain;charset=UTF-8 from a foreign Origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'text/plain;charset=UTF-8', Origin: EVIL }), body: json },
        statuses: [403],
      },
      {
        label: 'JSON from a foreign Origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'application/json', Origin: EVIL }), body: json },
        statuses: [403],
      },
      {
        label: 'JSON from a sibling origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'application/json', Origin: 'http://localhost:3001' }), body: json },
        statuses: [403],
      },
      {
        label: 'JSON from an opaque (null) Origin',
        init: { method: target.method, headers: withCookie({ 'Content-Type': 'application/json', Origin: 'null' }), body: json },
        statuses: [403],
      },
    ];
    // The victim's state, the forged visitor reading (if any) and every account (a forged sign-up).
    const temps = [v.tempUserId, ...(typeof target.body.tempUserId === 'string' ? [target.body.tempUserId] : [])];
    const snapshot = async () => ({ victim: await stateOf(t, v.id, temps), accounts: (await t.db.select({ id: userTable.id }).from(userTable)).length });
    const before = await snapshot();
    for (const request of forged) {
      const response = await raw(t, target.path, request.init);
      const text = await response.clone().text();
      expect(
        request.statuses,
        `${target.method} ${target.path} (${target.name}) as ${request.label} answered ${response.status}: ${text.slice(0, 200)}`,
      ).toContain(response.status);
      expect(response.headers.get('set-cookie') ?? '', `${target.name}: ${request.label} must not set a session`).not.toMatch(/session_token=[^;]/);
    }
    expect(await snapshot(), `${target.name}: a refused request changed something`).toEqual(before);

    // The same request, same-origin and as JSON, goes through: the refusals above were not about the body.
    const response = await raw(t, target.path, {
      method: target.method,
      headers: withCookie({ 'Content-Type': 'application/json', Origin: TEST_ORIGIN }),
      body: json,
    });
    expect(response.status, `${target.name} same-origin: ${await response.clone().text()}`).toBe(target.works);
  }

  it('the private reads (the patterns, a reading’s returning cards) give a foreign page nothing: no CORS grant, never stored', async () => {
    const v = await victim();
    for (const path of [apiPaths.patterns, apiPaths.readingReturningCards(v.completeReadingId)]) {
      const response = await raw(t, path, { method: 'GET', headers: { Cookie: v.cookie, 'X-Forwarded-For': v.address, Origin: EVIL } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('a same-origin JSON sign-out ends the session; a cross-site one leaves it', async () => {
    const user = await signUp(t, { password: PASSWORD });
    const second = await signIn(t, user.email, PASSWORD, nextClientAddress());
    const forged = await raw(t, '/api/auth/sign-out', { method: 'POST', headers: { Cookie: second, 'Content-Type': 'text/plain', Origin: EVIL }, body: '{}' });
    expect(forged.status).toBe(403);
    expect(((await (await t.request('/api/me', { headers: { Cookie: second } })).json()) as { user: { uid: string } | null }).user?.uid).toBe(user.id);
    const real = await t.request('/api/auth/sign-out', { body: {}, headers: { Cookie: second } });
    expect(real.status).toBe(200);
    expect(((await (await t.request('/api/me', { headers: { Cookie: second } })).json()) as { user: unknown }).user).toBeNull();
  });
});

const CSP_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'", "script-src 'self'"];

function expectSecurityHeaders(response: Response, label: string, https: boolean) {
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const directive of CSP_DIRECTIVES) expect(csp, `${label}: CSP lacks ${directive}`).toContain(directive);
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  const hsts = response.headers.get('strict-transport-security');
  if (https) expect(hsts, `${label}: HSTS on https`).toMatch(/max-age=\d{7,}/);
  else expect(hsts, `${label}: no HSTS on http`).toBeNull();
}

/** The set-cookie lines of a response, by cookie name. */
function cookieLines(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

function expectSessionCookie(response: Response, https: boolean) {
  const lines = cookieLines(response);
  const name = https ? '__Secure-tarot.session_token' : 'tarot.session_token';
  const line = lines.get(name);
  expect(line, `no ${name} in ${[...lines.keys()].join(', ')}`).toBeDefined();
  for (const [cookie, text] of lines) {
    if (!/session/.test(cookie)) continue;
    expect(text, cookie).toMatch(/;\s*HttpOnly/i);
    expect(text, cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(text, cookie).toMatch(/;\s*Path=\//i);
    if (https) {
      expect(text, cookie).toMatch(/;\s*Secure/i);
      expect(cookie, cookie).toMatch(/^__Secure-/);
    } else {
      expect(text, cookie).not.toMatch(/;\s*Secure/i);
    }
  }
}

/** One response of every kind the app gives, each checked for the security headers. */
async function everyKindOfResponse(t: TestApp, origin: string) {
  const address = nextClientAddress();
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address, ...headers } });
  const signUpResponse = await post(
    '/api/auth/sign-up/email',
    JSON.stringify({ email: `h-${randomUUID()}@example.com`, password: PASSWORD, name: 'Hedy', birthday: 9, birthMonth: 11 }),
  );
  expect(signUpResponse.status).toBe(200);
  const cookie = signUpResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const get = (path: string) => t.app.request(path, { headers: { Cookie: cookie, 'X-Forwarded-For': address } });
  const created = await post('/api/readings', JSON.stringify({ question: 'Are my headers in order?' }), { Cookie: cookie });
  expect(created.status).toBe(201);
  const { id: readingId } = (await created.json()) as { id: string };
  const visitorDraw = await post('/api/draw', '{}');
  const drawn = (await visitorDraw.clone().json()) as { cards: { name: string }[] };
  const responses: [string, Response, number][] = [
    ['sign-up (Better Auth JSON 200)', signUpResponse, 200],
    ['GET /api/me (API JSON 200)', await get('/api/me'), 200],
    ['GET /api/health', await get('/api/health'), 200],
    ['GET /cards/the-fool.svg', await get('/cards/the-fool.svg'), 200],
    ['GET /cards/no-such-card.svg (404 image)', await get('/cards/no-such-card.svg'), 404],
    ['GET /sitemap.xml', await get('/sitemap.xml'), 200],
    ['GET /robots.txt', await get('/robots.txt'), 200],
    ['GET /api/no-such-route (404)', await get('/api/no-such-route'), 404],
    ['POST /api/readings with a bad body (400)', await post('/api/readings', '{"question": 42}', { Cookie: cookie }), 400],
    ['POST /api/readings with broken JSON (400)', await post('/api/readings', '{"question"', { Cookie: cookie }), 400],
    ['POST /api/readings signed out (401)', await post('/api/readings', '{"question":"Hi?"}'), 401],
    ['POST /api/readings from a foreign origin (403)', await post('/api/readings', '{"question":"Hi?"}', { Cookie: cookie, Origin: EVIL }), 403],
    ['GET /api/readings/<unknown> (404)', await get(`/api/readings/${randomUUID()}`), 404],
    ['GET /api/readings (history page, JSON written by PostgreSQL)', await get('/api/readings'), 200],
    ['GET /api/readings/<own> (saved reading, JSON written by PostgreSQL)', await get(`/api/readings/${readingId}`), 200],
    ['GET /api/patterns (the person’s patterns)', await get(apiPaths.patternsFor(30)), 200],
    ['GET /api/readings/<own>/returning-cards', await get(apiPaths.readingReturningCards(readingId)), 200],
    ['POST /api/readings as text/plain (415)', await post('/api/readings', '{"question":"Hi?"}', { Cookie: cookie, 'Content-Type': 'text/plain' }), 415],
    ['POST /api/readings too large (413)', await post('/api/readings', JSON.stringify({ question: 'x'.repeat(70_000) }), { Cookie: cookie }), 413],
    ['GET /api/auth/get-session (Better Auth)', await get('/api/auth/get-session'), 200],
    [
      'POST /api/auth/sign-in/email wrong password (Better Auth 401)',
      await post('/api/auth/sign-in/email', JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' })),
      401,
    ],
    ['POST /api/draw (sets the visitor cookie)', visitorDraw, 200],
    ['POST /api/draw/commit (signed in)', await post('/api/draw/commit', '{}', { Cookie: cookie }), 201],
    [
      'POST /api/openai/interpret-temp streamed (NDJSON)',
      await post('/api/openai/interpret-temp', JSON.stringify({ question: 'Streamed?', cards: drawn.cards, tempUserId: randomUUID() }), {
        Accept: 'application/x-ndjson',
        Cookie: visitorCookieOf(visitorDraw),
      }),
      200,
    ],
  ];
  // Every body is read to its end, so nothing (a stream, say) is still writing when the app closes.
  const answers = await Promise.all(responses.map(async ([label, response, status]) => ({ label, response, status, text: await response.text() })));
  return { answers, signUpResponse, visitorDraw };
}

describe('security headers and cookies', () => {
  describe('on http (PUBLIC_URL http://localhost:3000)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ cheapPasswords: true });
    });
    afterAll(async () => t?.close());

    it('every kind of response carries the CSP, nosniff and frame denial, and no HSTS', async () => {
      const { answers } = await everyKindOfResponse(t, TEST_ORIGIN);
      for (const { label, response, status, text } of answers) {
        expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(status);
        expectSecurityHeaders(response, label, false);
      }
    });

    it('session cookies are HttpOnly and SameSite=Lax, not Secure, unprefixed; the visitor cookie too', async () => {
      const { signUpResponse, visitorDraw } = await everyKindOfResponse(t, TEST_ORIGIN);
      expectSessionCookie(signUpResponse, false);
      const line = cookieLines(visitorDraw).get('ti_visitor') ?? '';
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).not.toMatch(/;\s*Secure/i);
    });

    it('an error answer is JSON {error} with a message, for each kind of 4xx', async () => {
      const { answers } = await everyKindOfResponse(t, TEST_ORIGIN);
      const errors = answers.filter(({ label, status }) => status >= 400 && !label.includes('Better Auth') && !label.startsWith('GET /cards/'));
      expect(errors.length).toBeGreaterThanOrEqual(7);
      for (const { label, response, text } of errors) {
        expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
        expect(response.headers.get('cache-control'), label).toBe('no-store');
        expect(await errorMessageOf(new Response(text, { status: response.status })), label).not.toBe('');
      }
    });
  });

  describe('on https (PUBLIC_URL https://tarot.example)', () => {
    let t: TestApp;
    const ORIGIN = 'https://tarot.example';
    beforeAll(async () => {
      t = await createTestApp({ cheapPasswords: true, env: { PUBLIC_URL: ORIGIN } });
    });
    afterAll(async () => t?.close());

    it('every kind of response also carries HSTS', async () => {
      const { answers } = await everyKindOfResponse(t, ORIGIN);
      for (const { label, response, status, text } of answers) {
        expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(status);
        expectSecurityHeaders(response, label, true);
      }
    });

    it('session cookies are Secure, __Secure- prefixed, HttpOnly and SameSite=Lax; the visitor cookie is Secure', async () => {
      const { signUpResponse, visitorDraw } = await everyKindOfResponse(t, ORIGIN);
      expectSessionCookie(signUpResponse, true);
      expect(visitorDraw.status).toBe(200);
      const line = cookieLines(visitorDraw).get('ti_visitor') ?? '';
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).toMatch(/;\s*Secure/i);
    });

    it('the http origin is foreign to an https deployment', async () => {
      const response = await t.request('/api/readings', { body: { question: 'Hi?' }, headers: { Origin: TEST_ORIGIN } });
      expect(response.status).toBe(403);
    });
  });
});

describe('5xx answers never leak internals', () => {
  const SECRET = 'db-password=hunter2 at /srv/tarot/secret.ts:42';

  it('an unexpected failure answers 500 {error} with a generic message, no stack, no error text', async () => {
    const broken: CounterStore = {
      hit: async () => {
        throw new TypeError(`counter store exploded: ${SECRET}`);
      },
      undo: async () => {},
      reset: async () => {},
      close: async () => {},
    };
    const t = await createTestApp({ cheapPasswords: true, counters: broken });
    try {
      const logged = expectConsoleErrors(/\[app\] POST \/api\/draw failed/);
      const response = await t.request('/api/draw', { body: {} });
      expect(response.status).toBe(500);
      const text = await response.clone().text();
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('exploded');
      expect(text).not.toMatch(/\bat\s+\S+\s*\(|\.ts:\d+|TypeError|stack/i);
      expect(await errorMessageOf(response)).toBe('Something went wrong. Please try again.');
      expectSecurityHeaders(response, '500', false);
      expect(logged).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('a failing payment provider answers 502 {error} without its message', async () => {
    const fail = async (): Promise<never> => {
      throw new Error(`provider down: ${SECRET}`);
    };
    const t = await createTestApp({
      cheapPasswords: true,
      payments: {
        id: 'local',
        createCustomer: null,
        createCreditCheckout: fail,
        createSubscriptionCheckout: fail,
        createPortalSession: fail,
        cancelSubscriptions: fail,
        completedFromSession: fail,
        verifyEvent: null,
        checkoutPages: null,
      },
    });
    try {
      const user = await signUp(t);
      const response = await t.request('/api/stripe/create-checkout-session', {
        body: { userId: user.id, credits: 10, price: 499 },
        headers: { Cookie: user.cookie },
      });
      expect(response.status).toBe(502);
      const text = await response.clone().text();
      expect(text).not.toContain('hunter2');
      expect(text).not.toMatch(/\.ts:\d+|stack/i);
      expect((await errorMessageOf(response)).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
