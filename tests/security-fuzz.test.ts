import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user as userTable } from '../src/server/db/schema.ts';
import { QUESTION_MAX_LENGTH } from '../src/shared/constants.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { QuestionSchema } from '../src/shared/schemas/reading.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { unexpectedLogErrorCount } from './support/test-logs.ts';
import { clientFor, nextClientAddress } from './support/readings.ts';
import { apiRoutes, authEndpoints, staticAuthEndpoints } from './support/security.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { visitorReading } from './support/visitor.ts';

/*
 * Generated bad input at every JSON write endpoint of the API (enumerated from the app's routes,
 * so a new endpoint is covered without being listed): the answer is never a 5xx, and every 4xx
 * is JSON carrying a non-empty message. Each request also fails at once if the app logged an
 * unexpected error, so fast-check shrinks to the input that caused it.
 */

// Hashing at production cost (scrypt N=2^17) would spend the run on key derivation, not on input handling.

const ROUTES = apiRoutes();
const isWrite = (method: string) => method === 'POST' || method === 'PATCH';
/** Our own API also replaces and deletes (an own spread); Better Auth's endpoints only post. */
const WRITES = ROUTES.filter((route) => isWrite(route.method) || route.method === 'PUT' || route.method === 'DELETE');
/** The write routes, with Better Auth's wildcard expanded into its endpoints. */
const TARGETS = WRITES.flatMap((route) =>
  route.path === '/api/auth/*'
    ? staticAuthEndpoints()
        .filter((endpoint) => endpoint.method === route.method)
        .map((endpoint) => ({ ...endpoint, auth: true }))
    : [{ ...route, auth: false }],
);
const BODY_LIMIT = 64 * 1024;
/** Runs per endpoint; FUZZ_RUNS=500 digs deeper locally. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const PASSWORD = 'correct horse battery';
const ADMIN_EMAIL = 'fuzz-admin@example.com';
const cardRefs = MAJOR_ARCANA.slice(0, 3).map((card) => ({ name: card.name }));

/** Stripe's webhook reads a raw body and a signature; without Stripe it does not exist. */
const RAW_BODY_ROUTES = new Set(['POST /api/stripe/webhook']);

const OWN_SPREAD = { name: 'Fuzzed spread', positions: [{ name: 'Here', meaning: 'Where it stands' }], layout: 'line' };
/** POST /api/readings with the cards of one's own deck (issue 27 §1): the same route, another body to mutate from. */
const OWN_DECK_READING = { question: 'What now?', ownCards: MAJOR_ARCANA.slice(0, 3).map((card, index) => ({ name: card.name, reversed: index === 1 })) };

interface Owner extends SignedInUser {
  completeReadingId: string;
  incompleteReadingId: string;
  checkoutId: string;
}

/** A body that would be accepted, per endpoint, to mutate from (endpoints without one get generic bodies only). */
function templates(owner: Owner): Record<string, Record<string, unknown>> {
  return {
    'PATCH /api/account/name': { name: 'Luna' },
    'PATCH /api/account/deck': { fullDeck: true, reversals: false },
    'POST /api/account/delete': { password: 'not it' },
    'POST /api/openai/transfer-temp-reading': { tempUserId: randomUUID(), userId: owner.id },
    'POST /api/email/confirmation': { email: owner.email, name: 'Luna', uid: owner.id },
    'POST /api/draw': { commitmentId: randomUUID(), clientSeed: 'fuzz' },
    'POST /api/draw/commit': {},
    'POST /api/openai/interpret-temp': { question: 'What now?', cards: cardRefs, tempUserId: randomUUID() },
    'POST /api/readings': { question: 'What now?', spreadId: 'celtic-cross', commitmentId: randomUUID(), clientSeed: 'fuzz' },
    'POST /api/daily-card': { timeZone: 'Europe/Paris' },
    'POST /api/openai/interpret': { readingId: owner.incompleteReadingId, question: 'x', cards: [] },
    'POST /api/openai/follow-up': { question: 'And then?', context: 'ignored', userId: owner.id, readingId: owner.completeReadingId },
    'POST /api/stripe/create-checkout-session': { userId: owner.id, credits: 10, price: 499 },
    'POST /api/stripe/create-subscription-checkout-session': { userId: owner.id },
    'POST /api/stripe/create-customer-portal-session': { userId: owner.id },
    'POST /api/stripe/confirm-checkout': { sessionId: `local_${owner.checkoutId}` },
    'POST /api/stripe/webhook': { type: 'checkout.session.completed', data: { object: {} } },
    'POST /api/checkout/portal/cancel-subscription': {},
    'POST /api/checkout/:checkoutId/pay': {},
    'POST /api/checkout/:checkoutId/cancel': {},
    'POST /api/admin/users/:userId/credits': { delta: 5, reason: 'Goodwill' },
    'POST /api/admin/mails/failed/:jobId/retry': {},
    'POST /api/readings/:readingId/shares': { showQuestion: true },
    'POST /api/readings/:readingId/shares/:shareId/revoke': {},
    'POST /api/readings/:readingId/delete': {},
    'POST /api/readings/similar': { question: 'Will I get the job?' },
    'POST /api/spreads': OWN_SPREAD,
    'PUT /api/spreads/:spreadId': OWN_SPREAD,
    'DELETE /api/spreads/:spreadId': {},
    'PUT /api/memory/settings': { remember: true },
    'DELETE /api/memory/:itemId': {},
    'PUT /api/readings/:readingId/journal': { note: 'A thought\non two lines', moodBefore: 3, moodAfter: null, tags: ['work', 'Work '] },
    'PUT /api/readings/:readingId/outcome': { outcome: 'partly' },
    'PUT /api/readings/:readingId/check-back': { days: 14 },
    'PUT /api/account/journal-mail': { on: true },
    'PUT /api/account/check-back-default': { days: 30 },
    'PUT /api/account/daily-reminder': { hour: 9, timeZone: 'Europe/Paris' },
    'POST /api/auth/sign-up/email': { email: 'fuzz@example.com', password: PASSWORD, name: 'Fuzz', birthday: 3, birthMonth: 4 },
    'POST /api/auth/sign-in/email': { email: owner.email, password: 'wrong password', rememberMe: true },
    'POST /api/auth/update-user': { name: 'Fuzz', birthday: 3, birthMonth: 4, image: null },
    'POST /api/auth/change-password': { currentPassword: 'not it', newPassword: 'another password', revokeOtherSessions: false },
    'POST /api/auth/verify-password': { password: 'not it' },
    'POST /api/auth/revoke-session': { token: 'x' },
    'POST /api/auth/sign-in/social': { provider: 'google', callbackURL: '/' },
    'POST /api/auth/link-social': { provider: 'google', callbackURL: '/' },
    'POST /api/auth/unlink-account': { providerId: 'credential', accountId: owner.id },
    'POST /api/auth/get-access-token': { accountId: 'x' },
    'POST /api/auth/refresh-token': { accountId: 'x' },
    'POST /api/auth/reset-password': { token: 'x', newPassword: 'another password' },
    'POST /api/auth/request-password-reset': { email: owner.email, redirectTo: '/reset' },
    'POST /api/auth/send-verification-email': { email: owner.email },
    'POST /api/auth/change-email': { newEmail: 'other@example.com' },
    'POST /api/auth/delete-user': { password: 'not it' },
    'POST /api/auth/update-session': {},
  };
}

// ---- Generators ----------------------------------------------------------------------------

const UNICODE_EDGES = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uDC00b',
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\uFEFF', // byte-order mark
  '\u202E', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u0000', // NUL
  'a\u0000b',
  '\u0001\u001F\u007F',
  '\uFFFF',
  '\uFFFE',
  '\u{10FFFF}',
  '𝕏🜁',
  'e\u0301\u0301\u0301',
  ' \t\n\r\u000B\u000C',
  '\u00A0\u3000\u2028\u2029',
  '%00',
  '\\u0000',
  "'; drop table reading; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
];

const unicodeText = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES),
  fc.array(fc.constantFrom(...UNICODE_EDGES, 'a', ' ', 'Z'), { maxLength: 40 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('x', ' ', 'é', '𝕏', '\u0000', '\u200B'))
  .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length)));

const specialNumber = fc.constantFrom(-0, 0, -1, 1.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 499, 10);

const deepArray = fc.integer({ min: 10, max: 3_000 }).map((depth) => {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
});

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.anything(), weight: 3 },
  { arbitrary: unicodeText, weight: 3 },
  { arbitrary: specialNumber, weight: 2 },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: deepArray, weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, '', [], {}, [null], { name: 'The Fool' }), weight: 2 },
  { arbitrary: fc.uuid(), weight: 1 },
);

/** A valid body with fields dropped, replaced by weird values, and extra fields added. */
function mutated(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  const anyKey = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  return fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(anyKey, weirdValue, { maxKeys: 3 }),
    })
    .map(({ drop, replace }) => {
      const body: Record<string, unknown> = {};
      for (const key of keys) if (!drop.includes(key)) body[key] = template[key];
      for (const [key, value] of Object.entries(replace)) Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      return body;
    });
}

/** A valid body whose text fields carry an awkward character (NUL, a lone surrogate, an RTL override…) somewhere. */
function poisoned(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const textKeys = Object.keys(template).filter((key) => typeof template[key] === 'string');
  if (textKeys.length === 0) return fc.constant(template);
  return fc
    .record({
      keys: fc.subarray(textKeys, { minLength: 1 }),
      edge: fc.constantFrom(...UNICODE_EDGES),
      where: fc.constantFrom('start', 'middle', 'end', 'only'),
    })
    .map(({ keys, edge, where }) => {
      const body: Record<string, unknown> = { ...template };
      for (const key of keys) {
        const text = String(template[key]);
        const middle = Math.floor(text.length / 2);
        body[key] =
          where === 'start' ? edge + text : where === 'end' ? text + edge : where === 'only' ? edge : text.slice(0, middle) + edge + text.slice(middle);
      }
      return body;
    });
}

/** Text JSON cannot carry, or carries oddly. */
const RAW_TEXTS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e999',
  '-1e999',
  'null',
  'true',
  '"just a string"',
  '[]',
  '{',
  '}',
  '[',
  '{"question":NaN}',
  '{"question":Infinity}',
  '{"credits":1e999,"price":-0}',
  '{"question":"a",}',
  "{'question':'a'}",
  '{"question":"\\ud800"}',
  '{"question":"\\u0000"}',
  '{"question":"a\\u0000b","name":"\\u0000"}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '\uFEFF{}',
  '\u0000',
  '{"a":1}{"a":2}',
  '{"question":"a","question":{"x":1}}',
  'undefined',
  '/* comment */ {}',
];

const rawText = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_TEXTS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 8_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), weight: 1 },
  { arbitrary: fc.integer({ min: 40_000, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`), weight: 1 },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/jsonx',
  'text/json',
  'application/octet-stream',
  '',
];

interface Input {
  text: string;
  contentType: string;
}

function inputs(template: Record<string, unknown> | undefined): fc.Arbitrary<Input> {
  const json = (value: unknown) => JSON.stringify(value) ?? '';
  const text = fc.oneof(
    { arbitrary: fc.anything().map(json), weight: 2 },
    { arbitrary: mutated(template ?? {}).map(json), weight: template ? 4 : 2 },
    { arbitrary: poisoned(template ?? {}).map(json), weight: template ? 2 : 0 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), weirdValue, { maxKeys: 5 }).map(json), weight: 1 },
    { arbitrary: rawText, weight: 2 },
    { arbitrary: fc.record({ question: hugeText, name: hugeText }, { requiredKeys: [] }).map(json), weight: 1 },
  );
  const contentType = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 8 }, { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 });
  return fc.record({ text, contentType });
}

// ---- The property --------------------------------------------------------------------------

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

interface Sent {
  method: string;
  path: string;
  cookie: string | undefined;
  /** Our own routes answer {error}; Better Auth answers {code, message}, which the client reads too. */
  errorKey: 'error' | 'error-or-message';
  /** Only 4xx is acceptable (a route that does not exist here). */
  onlyClientErrors?: boolean;
}

/** console.error calls and error log lines so far, leaving out Better Auth's own reports of the refusals it answers with a 4xx. */
function unexpectedErrors(): number {
  const consoleErrors = vi.mocked(console.error).mock.calls.filter((args) => !args.some((part) => typeof part === 'string' && part.includes('[Better Auth]')));
  return consoleErrors.length + unexpectedLogErrorCount();
}

async function expectWellBehaved(t: TestApp, sent: Sent, input: Input) {
  const logged = unexpectedErrors();
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Forwarded-For': nextClientAddress() };
  if (input.contentType) headers['Content-Type'] = input.contentType;
  if (sent.cookie) headers.Cookie = sent.cookie;
  // A read carries no body: what is fuzzed there is its path and query.
  const response = await t.app.request(sent.path, { method: sent.method, headers, body: sent.method === 'GET' ? undefined : input.text });
  const text = await response.text();
  const context = `${sent.method} ${sent.path} [${input.contentType}] ${JSON.stringify(input.text.slice(0, 120))}${input.text.length > 120 ? `… (${input.text.length} chars)` : ''} → ${response.status} ${text.slice(0, 200)}`;
  expect(unexpectedErrors(), `${context}: the app logged an unexpected error`).toBe(logged);
  expect(response.status, context).toBeLessThan(500);
  if (bytes(input.text) > BODY_LIMIT) expect(response.status, context).toBe(413);
  if (sent.onlyClientErrors) expect(response.status, context).toBeGreaterThanOrEqual(400);
  if (response.status < 400) return;
  if (sent.errorKey === 'error-or-message' && text === '') return; // Better Auth's bare 404 for a disabled endpoint
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    expect.fail(`${context}: a 4xx answer that is not JSON`);
  }
  const record = (body ?? {}) as { error?: unknown; message?: unknown };
  const message = sent.errorKey === 'error' ? record.error : (record.error ?? record.message);
  expect(typeof message, `${context}: no error message`).toBe('string');
  expect((message as string).trim(), `${context}: an empty error message`).not.toBe('');
}

/** Percent-encodes text for a path; a lone surrogate becomes the (invalid UTF-8) bytes a careless client would send. */
function percentEncoded(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** A path of the route with its parameters filled: a real id of the owner's, a random UUID, or junk. */
function concretePaths(path: string, owner: Owner): fc.Arbitrary<string> {
  if (!path.includes(':')) return fc.constant(path);
  const value = fc.oneof(
    fc.constant(owner.checkoutId),
    fc.uuid(),
    unicodeText.filter((text) => text.length > 0),
  );
  return value.map((text) => path.replace(/:[^/]+/g, percentEncoded(text)));
}

describe('fuzzing every JSON write endpoint', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    // The visitor cap is off so generated questions reach the validator and the database.
    // The owner is an admin, so the admin API's writes reach their validator and the database too.
    t = await createTestApp({ cheapPasswords: true, env: { FREE_READINGS_PER_IP_PER_DAY: '0', ADMIN_EMAILS: ADMIN_EMAIL } });
    const user = await signUp(t, { password: PASSWORD, email: ADMIN_EMAIL });
    await t.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
    const me = clientFor(t, user);
    const complete = await me.post('/api/readings', { question: 'Fuzzing?' });
    const completeReadingId = ((await complete.json()) as { id: string }).id;
    expect((await me.post('/api/openai/interpret', { readingId: completeReadingId })).status).toBe(200);
    const incomplete = await me.post('/api/readings', { question: 'Fuzzing again?' });
    const incompleteReadingId = ((await incomplete.json()) as { id: string }).id;
    const checkout = await me.post('/api/stripe/create-checkout-session', { userId: user.id, credits: 10, price: 499 });
    const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    owner = { ...user, completeReadingId, incompleteReadingId, checkoutId };
  });
  afterAll(async () => t?.close());

  it('finds the write endpoints it fuzzes, Better Auth’s included', () => {
    expect(WRITES.length).toBeGreaterThan(15);
    expect(WRITES.map((route) => route.key)).toContain('POST /api/openai/follow-up');
    expect(WRITES.map((route) => route.key)).toEqual(expect.arrayContaining(['PUT /api/spreads/:spreadId', 'DELETE /api/spreads/:spreadId']));
    const keys = TARGETS.map((target) => target.key);
    expect(keys).toContain('POST /api/auth/sign-up/email');
    expect(keys.filter((key) => key.startsWith('POST /api/auth/')).length).toBeGreaterThan(15);
    // The endpoints known before the run are the ones the app under test serves.
    expect(
      authEndpoints(t)
        .filter((endpoint) => isWrite(endpoint.method))
        .map((endpoint) => endpoint.key),
    ).toEqual(TARGETS.filter((target) => target.auth).map((target) => target.key));
  });

  it('POST /api/readings with ownCards: never 5xx; every 4xx is JSON with a message', async () => {
    await fc.assert(
      fc.asyncProperty(inputs(OWN_DECK_READING), fc.integer({ min: 0, max: 4 }), async (input, dice) =>
        expectWellBehaved(t, { method: 'POST', path: '/api/readings', cookie: dice > 0 ? owner.cookie : undefined, errorKey: 'error' }, input),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(TARGETS.map((target) => [target.key, target] as const))('%s: never 5xx; every 4xx is JSON with a message', async (key, target) => {
    if (target.auth) {
      // Each Better Auth endpoint gets a signed-in user of its own (some sign out or revoke sessions).
      // Better Auth reports some refusals (an unknown provider, a disabled feature) with console.error.
      expectConsoleErrors(/\[Better Auth\]/);
      const user = await signUp(t, { password: PASSWORD });
      const template = templates({ ...owner, ...user })[key];
      await fc.assert(
        fc.asyncProperty(concretePaths(target.path, owner), inputs(template), fc.boolean(), async (path, input, signedIn) =>
          expectWellBehaved(t, { method: target.method, path, cookie: signedIn ? user.cookie : undefined, errorKey: 'error-or-message' }, input),
        ),
        { numRuns: RUNS },
      );
      return;
    }
    const template = templates(owner)[key];
    await fc.assert(
      fc.asyncProperty(concretePaths(target.path, owner), inputs(template), fc.integer({ min: 0, max: 4 }), async (path, input, dice) =>
        expectWellBehaved(
          t,
          { method: target.method, path, cookie: dice > 0 ? owner.cookie : undefined, errorKey: 'error', onlyClientErrors: RAW_BODY_ROUTES.has(key) },
          input,
        ),
      ),
      { numRuns: RUNS },
    );
  });
});

/** The reads that take a query or a reading's id (issue 27 §1, §3): fuzzed in their query and path, signed in and out. */
const READS_WITH_INPUT = ['GET /api/patterns', 'GET /api/readings/:readingId/returning-cards', 'GET /api/journal'];
/** The journal's filters and cursor, and a name no read takes. */
const QUERY_PARAMETERS = ['days', 'q', 'tag', 'spread', 'card', 'outcome', 'cursor', 'unknown'] as const;

describe('fuzzing the reads that take input', () => {
  let t: TestApp;
  let owner: SignedInUser & { readingId: string };
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    const user = await signUp(t, { password: PASSWORD });
    const created = await clientFor(t, user).post('/api/readings', { question: 'What does 100% mean_here?' });
    owner = { ...user, readingId: ((await created.json()) as { id: string }).id };
  });
  afterAll(async () => t?.close());

  it('serves the reads it fuzzes', () => {
    expect(READS_WITH_INPUT.filter((key) => !ROUTES.some((route) => route.key === key))).toEqual([]);
  });

  const queryText = fc.oneof(
    fc.constantFrom('', '?days=30', '?days=90', '?days=', '?days=7', '?days=-1', '?days=1e309', '?days=30&days=90', '?days[]=30'),
    unicodeText.map((text) => `?days=${percentEncoded(text)}`),
    fc.dictionary(fc.string({ maxLength: 8 }), unicodeText, { maxKeys: 4 }).map((entries) => `?${new URLSearchParams(entries).toString()}`),
    fc
      .array(fc.tuple(fc.constantFrom(...QUERY_PARAMETERS), unicodeText), { maxLength: 5 })
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${percentEncoded(value)}`).join('&')}`),
  );

  it.each(READS_WITH_INPUT.map((key) => [key] as const))('%s: never 5xx; every 4xx is JSON with a message', async (key) => {
    const route = ROUTES.find((candidate) => candidate.key === key);
    if (!route) expect.fail(`${key} is not served`);
    const ids = fc.oneof(fc.constant(owner.readingId), fc.uuid(), unicodeText.filter((text) => text.length > 0).map(percentEncoded));
    await fc.assert(
      fc.asyncProperty(ids, queryText, fc.boolean(), async (id, query, signedIn) =>
        expectWellBehaved(
          t,
          { method: 'GET', path: `${route.path.replace(/:[^/]+/g, id)}${query}`, cookie: signedIn ? owner.cookie : undefined, errorKey: 'error' },
          { text: '', contentType: '' },
        ),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('the visitor question validator', () => {
  const WHITESPACE = [
    ' ',
    '\t',
    '\n',
    '\r',
    '\u000B',
    '\u000C',
    '\u00A0',
    '\u1680',
    '\u2000',
    '\u200A',
    '\u2028',
    '\u2029',
    '\u202F',
    '\u205F',
    '\u3000',
    '\uFEFF',
  ];
  const space = fc.array(fc.constantFrom(...WHITESPACE), { maxLength: 6 }).map((parts) => parts.join(''));
  const core = fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc
      .integer({ min: QUESTION_MAX_LENGTH - 3, max: QUESTION_MAX_LENGTH + 3 })
      .map((size) => `a${'b'.repeat(Math.max(0, size - 2))}${size > 1 ? 'c' : ''}`.slice(0, size)),
    fc.integer({ min: 0, max: QUESTION_MAX_LENGTH + 40 }).chain((size) => fc.string({ unit: 'binary', minLength: size, maxLength: size })),
    fc.integer({ min: QUESTION_MAX_LENGTH - 2, max: QUESTION_MAX_LENGTH + 2 }).map((size) => '🜁'.repeat(size)),
    fc.integer({ min: QUESTION_MAX_LENGTH - 2, max: QUESTION_MAX_LENGTH + 2 }).map((size) => `${'\uD800'.repeat(size)}`),
    unicodeText,
  );
  const question = fc.tuple(space, core, space).map(([before, middle, after]) => `${before}${middle}${after}`);
  /** The length of the trimmed text in characters (Unicode code points, as zod counts: an emoji is one). */
  const length = (text: string) => [...text.trim()].length;
  /** Survives UTF-8 unchanged: no lone surrogate. */
  const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;
  /** 1..400 characters after trimming; and storable: no NUL (PostgreSQL text cannot hold it), no lone surrogate. */
  const valid = (text: string) => length(text) >= 1 && length(text) <= QUESTION_MAX_LENGTH && !text.includes('\u0000') && wellFormed(text);

  it('accepts exactly the strings whose trimmed length is 1..400 (and that hold no NUL or lone surrogate), and keeps them trimmed', () => {
    fc.assert(
      fc.property(question, (text) => {
        const result = QuestionSchema.safeParse(text);
        expect(result.success, JSON.stringify(text)).toBe(valid(text));
        if (result.success) expect(result.data).toBe(text.trim());
      }),
      { numRuns: 1_000 },
    );
  });

  it('rejects everything that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(QuestionSchema.safeParse(value).success).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  describe('over HTTP (POST /api/openai/interpret-temp)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ cheapPasswords: true, env: { FREE_READINGS_PER_IP_PER_DAY: '0' } });
    });
    afterAll(async () => t?.close());

    it('answers 200 for exactly those questions and 400 {error} for the rest', async () => {
      await fc.assert(
        fc.asyncProperty(question, async (text) => {
          const logged = unexpectedErrors();
          const { response } = await visitorReading(t, { question: text, address: nextClientAddress() });
          const answer = await response.text();
          const context = `${JSON.stringify(text)} → ${response.status} ${answer.slice(0, 200)}`;
          expect(unexpectedErrors(), `${context}: the app logged an unexpected error`).toBe(logged);
          expect(response.status, context).toBe(valid(text) ? 200 : 400);
          if (response.status === 400) expect((JSON.parse(answer) as { error: string }).error, context).toMatch(/question/i);
        }),
        { numRuns: RUNS * 2 },
      );
    });
  });
});
