import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, dailyCard, drawCommitment, memoryItem, reading, user, userSpread } from '../src/server/db/schema.ts';
import { TEMP_READING_OTHER_BROWSER } from '../src/server/domain/readings/claim-temp-reading.ts';
import { serverTextIn } from '../src/server/http/server-texts/server-texts.ts';
import { SPREAD_NOT_FOUND } from '../src/server/domain/spreads/own-spreads.ts';
import { MEMORY_ITEM_NOT_FOUND } from '../src/server/domain/memory/memory.ts';
import { UNKNOWN_SPREAD } from '../src/server/domain/spreads/spread-for-reading.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { MeResponseSchema } from '../src/shared/schemas/account.ts';
import { DrawCommitResponseSchema } from '../src/shared/schemas/fair-draw.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { clientFor, setAccount } from './support/readings.ts';
import { apiRoutes, authEndpoints, sessionTokenOf, signIn, stateOf, type UserState } from './support/security.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';
import { drawAsVisitor, visitorReading } from './support/visitor.ts';

/*
 * Every route of the API, called as user B with user A's ids, is refused (403 for a body userId
 * that is not the session's, 404 for anything else of A's) or, for a public or self-only route,
 * answers about B alone; either way nothing of A's or B's changes and nothing of A's leaks.
 *
 * The test walks the app's route table: a route without an entry below fails by name, so a new
 * route cannot be forgotten. The Better Auth wildcard is walked the same way, endpoint by endpoint.
 */

// Passwords still open only their own account; production's hashing cost is beside the point here.

const ROUTES = apiRoutes();

interface Party {
  id: string;
  email: string;
  password: string;
  name: string;
  cookie: string;
  address: string;
}

interface World {
  a: Party & {
    sessionToken: string;
    /** The credential's provider account id (the user id, for email and password). */
    accountId: string;
    /** The account row's id, which Better Auth's token endpoints select by. */
    accountRowId: string;
    /** Complete, with one follow-up. */
    readingId: string;
    /** Created, never interpreted. */
    incompleteReadingId: string;
    /** The visitor reading A claimed after signing up. */
    claimedReadingId: string;
    tempUserId: string;
    /** A's visitor reading in another browser, not claimed yet. */
    unclaimedTempUserId: string;
    checkoutId: string;
    /** A live share link to `readingId`, question shown. */
    shareLinkId: string;
    /** A spread of A's own design (issue 26 §1). */
    spreadId: string;
    /** What the reader remembers of `readingId` (issue 27 §5): A lets it. */
    memoryItemId: string;
    /** A draw commitment of A's, not used yet (issue 17 §3). */
    commitmentId: string;
    /** The day of A's card of the day, drawn in Pago Pago (B draws in Kiritimati: always another day). */
    dailyDay: string;
    /** Text of A's that must never appear in an answer to B. */
    secrets: string[];
  };
  b: Party;
}

interface Probe {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Sent instead of B's main session cookie. */
  cookie?: string;
  /** The accepted statuses. */
  expect: number | number[];
  /** Better Auth reports some refusals with console.error: those lines are expected (any other still fails the test). */
  logs?: RegExp;
  /** Further checks on the answer (its body is still unread). */
  check?: (response: Response, world: World) => Promise<void>;
}

type Kind =
  /** A's id is refused: 403 (a body userId that is not the session's) or 404 (A's thing is not B's to see). */
  | 'refused'
  /** The route only ever acts on the session's own user; the ids in the body are ignored. */
  | 'self-only'
  /** No account is involved. */
  | 'public';

interface Case {
  kind: Kind;
  reason?: string;
  probes?: (world: World) => Probe[] | Promise<Probe[]>;
  /** Parts of B's own state the probes are allowed to change, and why. */
  bMayChange?: { keys: (keyof UserState)[]; reason: string };
  /** Restores what the probes used up (B's sessions, say). */
  after?: (world: World) => Promise<void>;
}

/** For the Better Auth wildcard: the case is the per-endpoint table below. */
const DELEGATED = Symbol('delegated to AUTH_CASES');

const cards = MAJOR_ARCANA.slice(0, 3).map((card) => ({ name: card.name }));
const A_QUESTION = 'Alice asks: will the lighthouse keeper return?';
const A_INCOMPLETE_QUESTION = 'Alice asks: what waits behind the blue door?';
const A_VISITOR_QUESTION = 'Alice asked as a visitor: where does the river go?';
const A_UNCLAIMED_QUESTION = 'Alice asked on her phone: when does the tide turn?';
const A_FOLLOW_UP = 'Alice follows up: and what of the keeper’s lantern?';
const B_NAME = 'Bob Brightwater';
const A_SPREAD_NAME = 'Alice’s lighthouse spread';
const A_NOTE = 'Alice’s note: the keeper’s letter came on a Tuesday.';
const A_TAG = 'alice-lighthouse';
const B_SPREAD = { name: 'Bob’s own spread', positions: [{ name: 'Here', meaning: 'where Bob stands' }], layout: 'line' };

/** Cursor text as history pages write it: a time and a reading id, base64url. */
const cursorAt = (readingId: string) => Buffer.from(`2999-01-01T00:00:00.000000Z|${readingId}`).toString('base64url');

async function json<T>(response: Response): Promise<T> {
  return (await response.clone().json()) as T;
}

/** The refusal, in B's own language (B picks one in the language case; the server speaks it: issue 28 §1). */
const otherBrowser = async (response: Response, world: World) => {
  const me = MeResponseSchema.parse(await (await t.request(apiPaths.me, { headers: { Cookie: world.b.cookie } })).json());
  expect(await json(response)).toEqual({ error: serverTextIn(TEMP_READING_OTHER_BROWSER, me.user?.language ?? 'en') });
};

const ownUser = async (response: Response, world: World) => {
  const body = await json<{ user: { uid: string; name: string | null; credits: number; subscription: boolean } }>(response);
  expect(body.user.uid).toBe(world.b.id);
};

const CASES: Record<string, Case | typeof DELEGATED> = {
  'GET /api/health': { kind: 'public', reason: 'a liveness probe; no account involved', probes: () => [{ path: '/api/health', expect: 200 }] },
  'GET /api/auth/*': DELEGATED,
  'POST /api/auth/*': DELEGATED,
  'GET /api/me': {
    kind: 'self-only',
    reason: 'the session decides whose data is answered',
    probes: () => [{ path: `/api/me`, expect: 200, check: ownUser }],
  },
  'PATCH /api/account/name': {
    kind: 'self-only',
    reason: 'renames the session user; a userId/uid in the body is ignored (B renames itself to its own name, so a write to A would show as A renamed)',
    probes: (w) => [
      { method: 'PATCH', path: '/api/account/name', body: { name: B_NAME, userId: w.a.id, uid: w.a.id, id: w.a.id }, expect: 200, check: ownUser },
    ],
  },
  'PATCH /api/account/deck': {
    kind: 'self-only',
    reason: 'sets the session user’s deck preferences; a body naming another user is refused, never applied to them',
    probes: (w) => [
      { method: 'PATCH', path: '/api/account/deck', body: { fullDeck: true, reversals: true }, expect: 200, check: ownUser },
      { method: 'PATCH', path: '/api/account/deck', body: { fullDeck: false, userId: w.a.id, uid: w.a.id }, expect: 400 },
    ],
  },
  'PATCH /api/account/language': {
    kind: 'self-only',
    reason: 'sets the session user’s language; a body naming another user is refused, never applied to them',
    probes: (w) => [
      { method: 'PATCH', path: '/api/account/language', body: { language: 'fr' }, expect: 200, check: ownUser },
      { method: 'PATCH', path: '/api/account/language', body: { language: 'de', userId: w.a.id, uid: w.a.id }, expect: 400 },
    ],
  },
  'GET /api/readings': {
    kind: 'self-only',
    reason: 'the history is the session user’s; a cursor naming A’s reading only pages through B’s',
    probes: (w) => [
      { path: '/api/readings', expect: 200, check: noReadingsOf },
      { path: `/api/readings?cursor=${cursorAt(w.a.readingId)}`, expect: 200, check: noReadingsOf },
      { path: `/api/readings?cursor=${cursorAt(w.a.claimedReadingId)}&userId=${w.a.id}`, expect: 200, check: noReadingsOf },
    ],
  },
  'POST /api/daily-card': {
    kind: 'self-only',
    reason: 'draws the session user’s own card of the day; a body naming another user is refused, and A’s card is never returned or changed',
    bMayChange: { keys: ['dailyCards', 'account'], reason: 'B’s own card of the day, and the zone it is drawn in (B’s account)' },
    probes: (w) => [
      { path: apiPaths.dailyCard, body: { timeZone: 'Pacific/Kiritimati', userId: w.a.id }, expect: 400 },
      {
        path: apiPaths.dailyCard,
        body: { timeZone: 'Pacific/Kiritimati' },
        expect: 200,
        check: async (_response, world) => {
          const mine = await t.db.select({ userId: dailyCard.userId }).from(dailyCard).where(eq(dailyCard.userId, world.b.id));
          expect(mine).toHaveLength(1);
        },
      },
    ],
  },
  'GET /api/daily-card': {
    kind: 'self-only',
    reason: 'lists the session user’s own cards of the day; ids in the query are ignored',
    probes: (w) => [
      {
        path: `${apiPaths.dailyCard}?userId=${w.a.id}`,
        expect: 200,
        check: async (response) => {
          const days = (await json<{ days: { day: string }[] }>(response)).days;
          // B has drawn only in Kiritimati (the POST case), never A's Pago Pago day.
          expect(days.every((entry) => entry.day !== w.a.dailyDay)).toBe(true);
        },
      },
    ],
  },
  'POST /api/openai/transfer-temp-reading': {
    kind: 'refused',
    reason: 'a visitor reading is claimed only from the browser that drew it (its ti_visitor cookie): A’s tempUserId alone gets B nothing',
    probes: async (w) => {
      const bBrowser = `${w.b.cookie}; ${(await drawAsVisitor(t, { address: w.b.address })).cookie}`;
      return [w.a.tempUserId, w.a.unclaimedTempUserId].flatMap((tempUserId) => [
        { path: '/api/openai/transfer-temp-reading', body: { tempUserId, userId: w.a.id }, expect: 403 },
        { path: '/api/openai/transfer-temp-reading', body: { tempUserId, userId: w.b.id }, expect: 403, check: otherBrowser },
        { path: '/api/openai/transfer-temp-reading', body: { tempUserId, userId: w.b.id }, cookie: bBrowser, expect: 403, check: otherBrowser },
      ]);
    },
  },
  'POST /api/email/confirmation': {
    kind: 'refused',
    probes: (w) => [
      { path: '/api/email/confirmation', body: { email: w.a.email, name: w.a.name, uid: w.a.id }, expect: 403 },
      { path: '/api/email/confirmation', body: { email: w.a.email, name: w.a.name, uid: w.b.id }, expect: 403 },
    ],
  },
  'POST /api/draw': {
    kind: 'public',
    reason: 'draws for the caller’s own browser (its ti_visitor cookie); takes no ids',
    probes: (w) => [
      { path: '/api/draw', body: { userId: w.a.id }, expect: 200 },
      { path: '/api/draw', body: { commitmentId: w.a.commitmentId, clientSeed: 'Bob draws with Alice seed' }, expect: 409, check: commitmentStillUnused },
    ],
  },
  'POST /api/draw/commit': {
    kind: 'self-only',
    reason: 'commits to a seed for the session user (or the caller’s browser); a userId in the body is ignored',
    probes: (w) => [
      {
        path: apiPaths.drawCommit,
        body: { userId: w.a.id },
        expect: 201,
        check: async (response, world) => {
          const { commitmentId } = DrawCommitResponseSchema.parse(await json(response));
          const [row] = await t.db.select({ owner: drawCommitment.owner }).from(drawCommitment).where(eq(drawCommitment.id, commitmentId));
          expect(row?.owner).toBe(`user:${world.b.id}`);
        },
      },
    ],
  },
  'POST /api/account/delete': {
    kind: 'refused',
    reason: 'deletes only the session’s own account, confirmed by its own password: A’s password and id delete nothing',
    probes: (w) => [
      { path: '/api/account/delete', body: { password: w.a.password, userId: w.a.id, uid: w.a.id }, expect: 403 },
      { path: '/api/account/delete', body: { userId: w.a.id }, expect: 403 },
    ],
  },
  'GET /api/account/export': {
    kind: 'self-only',
    reason: 'exports the session user’s own data; ids in the query are ignored',
    probes: (w) => [
      {
        path: `/api/account/export?userId=${w.a.id}&uid=${w.a.id}`,
        expect: 200,
        check: async (response, world) => {
          const data = await json<{ profile: { uid: string }; readings: { id: string }[] }>(response);
          expect(data.profile.uid).toBe(world.b.id);
          expect(data.readings).toEqual([]);
        },
      },
    ],
  },
  'POST /api/openai/interpret-temp': {
    kind: 'refused',
    reason: 'A’s tempUserIds are used up: B cannot write a reading into them, even with cards B drew; cards B did not draw are refused first',
    probes: async (w) => {
      const drawn = await drawAsVisitor(t, { address: w.b.address });
      return [w.a.tempUserId, w.a.unclaimedTempUserId].flatMap((tempUserId) => [
        { path: '/api/openai/interpret-temp', body: { question: 'Bob asks as a visitor', cards: drawn.cards, tempUserId }, cookie: drawn.cookie, expect: 403 },
        { path: '/api/openai/interpret-temp', body: { question: 'Bob asks as a visitor', cards, tempUserId }, expect: 409 },
      ]);
    },
  },
  'POST /api/readings': {
    kind: 'self-only',
    reason: 'creates a reading for the session user; a userId in the body is ignored',
    bMayChange: { keys: ['readings'], reason: 'B’s new reading' },
    probes: (w) => [
      {
        path: '/api/readings',
        body: { question: 'Bob asks for himself', userId: w.a.id, readingId: w.a.readingId },
        expect: 201,
        check: async (response, world) => {
          const { id } = await json<{ id: string }>(response);
          const [row] = await t.db.select({ userId: reading.userId }).from(reading).where(eq(reading.id, id));
          expect(row?.userId).toBe(world.b.id);
        },
      },
      {
        path: '/api/readings',
        body: { question: 'Bob draws with Alice’s seed', commitmentId: w.a.commitmentId, clientSeed: 'bob' },
        expect: 409,
        check: commitmentStillUnused,
      },
      // A's own spread is as unknown to B as a made-up id: no reading, and nothing of it is told.
      { path: '/api/readings', body: { question: 'Bob draws in Alice’s spread', spreadId: w.a.spreadId }, expect: 400, check: unknownSpread },
    ],
  },
  'POST /api/readings/similar': {
    kind: 'self-only',
    reason: 'looks among the session user’s readings only: A’s very questions, with A’s id in the body, find nothing of A’s',
    probes: (w) =>
      [A_QUESTION, A_INCOMPLETE_QUESTION, A_VISITOR_QUESTION].map((question) => ({
        path: apiPaths.readingsSimilar,
        body: { question, userId: w.a.id },
        expect: 200,
        check: async (response: Response) => expect(await json(response)).toEqual({ reading: null }),
      })),
  },
  'GET /api/spreads': {
    kind: 'self-only',
    reason: 'lists the built-in spreads and the session user’s own; ids in the query are ignored',
    probes: (w) => [
      {
        path: `${apiPaths.spreads}?userId=${w.a.id}`,
        expect: 200,
        check: async (response, world) => {
          const { own } = await json<{ own: { id: string }[] }>(response);
          expect(own.map((spread) => spread.id)).not.toContain(world.a.spreadId);
        },
      },
    ],
  },
  'POST /api/spreads': {
    kind: 'self-only',
    reason: 'saves a spread for the session user; a userId in the body is ignored',
    bMayChange: { keys: ['spreads'], reason: 'B’s new spread' },
    probes: (w) => [
      {
        path: apiPaths.spreads,
        body: { ...B_SPREAD, userId: w.a.id, id: w.a.spreadId },
        expect: 201,
        check: async (response, world) => {
          const { id } = await json<{ id: string }>(response);
          expect(id).not.toBe(world.a.spreadId);
          const [row] = await t.db.select({ userId: userSpread.userId }).from(userSpread).where(eq(userSpread.id, id));
          expect(row?.userId).toBe(world.b.id);
        },
      },
    ],
  },
  'PUT /api/spreads/:spreadId': {
    kind: 'refused',
    probes: (w) => [{ method: 'PUT', path: apiPaths.spread(w.a.spreadId), body: { ...B_SPREAD, userId: w.a.id }, expect: 404, check: spreadNotFound }],
  },
  'DELETE /api/spreads/:spreadId': {
    kind: 'refused',
    probes: (w) => [{ method: 'DELETE', path: apiPaths.spread(w.a.spreadId), expect: 404, check: spreadNotFound }],
  },
  'GET /api/patterns': {
    kind: 'self-only',
    reason: 'the session user’s own patterns; ids in the query are ignored, and only B’s readings are counted',
    probes: (w) =>
      [`${apiPaths.patterns}?userId=${w.a.id}`, `${apiPaths.patternsFor(90)}&userId=${w.a.id}`].map((path) => ({
        path,
        expect: 200,
        check: onlyOwnPatterns,
      })),
  },
  'GET /api/readings/:readingId/returning-cards': {
    kind: 'refused',
    probes: (w) => [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({ path: apiPaths.readingReturningCards(id), expect: 404 })),
  },
  'PUT /api/readings/:readingId/journal': {
    kind: 'refused',
    probes: (w) =>
      [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({
        method: 'PUT' as const,
        path: apiPaths.readingJournal(id),
        body: { note: 'Bob writes in Alice’s journal', moodBefore: 1, tags: ['bob'] },
        expect: 404,
      })),
  },
  'GET /api/journal': {
    kind: 'self-only',
    reason: 'the journal is the session user’s; a cursor naming A’s reading, A’s words, tag or spread only search B’s',
    probes: (w) =>
      [
        apiPaths.journal,
        `${apiPaths.journal}?cursor=${cursorAt(w.a.readingId)}&userId=${w.a.id}`,
        `${apiPaths.journal}?q=${encodeURIComponent('lighthouse keeper')}`,
        `${apiPaths.journal}?tag=${encodeURIComponent(A_TAG)}&spread=${w.a.spreadId}`,
      ].map((path) => ({ path, expect: 200, check: noJournalOf })),
  },
  'PUT /api/readings/:readingId/outcome': {
    kind: 'refused',
    probes: (w) =>
      [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({
        method: 'PUT',
        path: apiPaths.readingOutcome(id),
        body: { outcome: 'not-at-all' },
        expect: 404,
      })),
  },
  'PUT /api/readings/:readingId/check-back': {
    kind: 'refused',
    probes: (w) =>
      [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({
        method: 'PUT',
        path: apiPaths.readingCheckBack(id),
        body: { days: null },
        expect: 404,
      })),
  },
  'GET /api/account/journal-mail': {
    kind: 'self-only',
    reason: 'the session user’s own journal mail settings; ids in the query are ignored',
    probes: async (w) => {
      // A's settings differ from B's, so an answer that were A's would show.
      await t.db.update(user).set({ checkBackDays: 30, dailyReminderHour: 23 }).where(eq(user.id, w.a.id));
      return [
        {
          path: `${apiPaths.accountJournalMail}?userId=${w.a.id}`,
          expect: 200,
          check: async (response) => expect(await json(response)).toMatchObject({ checkBackDays: 7, journalMailOn: true, dailyReminderHour: null }),
        },
      ];
    },
  },
  'PUT /api/account/journal-mail': {
    kind: 'self-only',
    reason: 'turns the session user’s own journal mails on or off; a body naming another user is refused',
    bMayChange: { keys: ['account'], reason: 'B’s own journal mail switch' },
    probes: (w) => [
      { method: 'PUT', path: apiPaths.accountJournalMail, body: { on: false, userId: w.a.id }, expect: 400 },
      { method: 'PUT', path: apiPaths.accountJournalMail, body: { on: false }, expect: 200 },
    ],
    after: async (w) => {
      await t.db.update(user).set({ journalMailOffAt: null }).where(eq(user.id, w.b.id));
    },
  },
  'PUT /api/account/check-back-default': {
    kind: 'self-only',
    reason: 'changes the session user’s own default; a body naming another user is refused',
    bMayChange: { keys: ['account'], reason: 'B’s own check-back default' },
    probes: (w) => [
      { method: 'PUT', path: apiPaths.accountCheckBackDefault, body: { days: 3, userId: w.a.id }, expect: 400 },
      { method: 'PUT', path: apiPaths.accountCheckBackDefault, body: { days: 3 }, expect: 200 },
    ],
    after: async (w) => {
      await t.db.update(user).set({ checkBackDays: 7 }).where(eq(user.id, w.b.id));
    },
  },
  'PUT /api/account/daily-reminder': {
    kind: 'self-only',
    reason: 'sets the session user’s own reminder; a body naming another user is refused',
    bMayChange: { keys: ['account'], reason: 'B’s own reminder hour (and zone, B having none)' },
    probes: (w) => [
      { method: 'PUT', path: apiPaths.accountDailyReminder, body: { hour: 6, userId: w.a.id }, expect: 400 },
      { method: 'PUT', path: apiPaths.accountDailyReminder, body: { hour: 6, timeZone: 'Europe/Oslo' }, expect: 200 },
    ],
    after: async (w) => {
      await t.db.update(user).set({ dailyReminderHour: null, timeZone: null }).where(eq(user.id, w.b.id));
    },
  },
  'GET /api/readings/:readingId': {
    kind: 'refused',
    probes: (w) => [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({ path: `/api/readings/${id}`, expect: 404 })),
  },
  'POST /api/openai/interpret': {
    kind: 'refused',
    probes: (w) =>
      [w.a.incompleteReadingId, w.a.readingId, w.a.claimedReadingId].map((id) => ({
        path: '/api/openai/interpret',
        body: { readingId: id, question: 'Bob asks', userId: w.a.id },
        expect: 404,
      })),
  },
  'POST /api/openai/follow-up': {
    kind: 'refused',
    probes: (w) => [
      { path: '/api/openai/follow-up', body: { question: 'Bob asks', userId: w.a.id, readingId: w.a.readingId }, expect: 403 },
      { path: '/api/openai/follow-up', body: { question: 'Bob asks', userId: w.b.id, readingId: w.a.readingId }, expect: 404 },
      { path: '/api/openai/follow-up', body: { question: 'Bob asks', userId: w.b.id, readingId: w.a.claimedReadingId }, expect: 404 },
      { path: '/api/openai/follow-up', body: { question: 'Bob asks', userId: w.b.id, readingId: w.a.incompleteReadingId }, expect: 404 },
    ],
  },
  'POST /api/stripe/create-checkout-session': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/stripe/create-checkout-session', body: { userId: w.a.id, credits: 10, price: 499 }, expect: 403 }],
  },
  'POST /api/stripe/create-subscription-checkout-session': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/stripe/create-subscription-checkout-session', body: { userId: w.a.id }, expect: 403 }],
  },
  'POST /api/stripe/create-customer-portal-session': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/stripe/create-customer-portal-session', body: { userId: w.a.id }, expect: 403 }],
  },
  'POST /api/stripe/confirm-checkout': {
    kind: 'self-only',
    reason: 'answers the session user’s account; A’s checkout session id fulfils nothing (local checkouts are paid only through their own page)',
    probes: (w) =>
      [`local_${w.a.checkoutId}`, w.a.checkoutId].map((sessionId) => ({
        path: '/api/stripe/confirm-checkout',
        body: { sessionId, userId: w.a.id },
        expect: 200,
        check: ownUser,
      })),
  },
  'POST /api/stripe/webhook': {
    kind: 'public',
    reason: 'Stripe’s own call, authenticated by its signature, not by a session; without Stripe configured it does not exist',
    probes: (w) => [
      {
        path: '/api/stripe/webhook',
        body: { type: 'checkout.session.completed', data: { object: { client_reference_id: w.a.id, metadata: { userId: w.a.id, credits: '50' } } } },
        expect: 404,
      },
    ],
  },
  'POST /api/checkout/portal/cancel-subscription': {
    kind: 'self-only',
    reason: 'cancels the session user’s subscription; a userId in the body is ignored (A stays subscribed)',
    probes: (w) => [{ path: '/api/checkout/portal/cancel-subscription', body: { userId: w.a.id }, expect: 200 }],
  },
  'GET /api/checkout/:checkoutId': { kind: 'refused', probes: (w) => [{ path: `/api/checkout/${w.a.checkoutId}`, expect: 404 }] },
  'POST /api/checkout/:checkoutId/pay': { kind: 'refused', probes: (w) => [{ path: `/api/checkout/${w.a.checkoutId}/pay`, body: {}, expect: 404 }] },
  'POST /api/checkout/:checkoutId/cancel': { kind: 'refused', probes: (w) => [{ path: `/api/checkout/${w.a.checkoutId}/cancel`, body: {}, expect: 404 }] },
  'GET /api/memory': {
    kind: 'self-only',
    reason: 'lists what the reader remembers of the session user alone; ids in the query are ignored',
    probes: (w) => [
      {
        path: `${apiPaths.memory}?userId=${w.a.id}`,
        expect: 200,
        check: async (response) => expect(await json(response)).toEqual({ remember: false, items: [] }),
      },
    ],
  },
  'PUT /api/memory/settings': {
    kind: 'self-only',
    reason: 'turns remembering on or off for the session user; a userId in the body is ignored, and A’s items stay',
    bMayChange: { keys: ['memory'], reason: 'B’s own switch' },
    probes: (w) => [
      { method: 'PUT', path: apiPaths.memorySettings, body: { remember: true, userId: w.a.id }, expect: 200 },
      { method: 'PUT', path: apiPaths.memorySettings, body: { remember: false, userId: w.a.id }, expect: 200 },
    ],
  },
  'DELETE /api/memory/:itemId': {
    kind: 'refused',
    probes: (w) => [{ method: 'DELETE', path: apiPaths.memoryItem(w.a.memoryItemId), expect: 404, check: memoryItemNotFound }],
  },
  // The admin console's API: B is no admin, so every call is the 404 of an unknown path, signed in or out.
  'GET /api/admin/dashboard': { kind: 'refused', probes: () => adminProbes({ path: apiPaths.admin.dashboard(7) }) },
  'GET /api/admin/users': { kind: 'refused', probes: (w) => adminProbes({ path: apiPaths.admin.users(w.a.email) }) },
  'GET /api/admin/users/:userId': { kind: 'refused', probes: (w) => adminProbes({ path: apiPaths.admin.user(w.a.id) }) },
  'POST /api/admin/users/:userId/credits': {
    kind: 'refused',
    probes: (w) => [
      ...adminProbes({ path: apiPaths.admin.userCredits(w.a.id), body: { delta: 500, reason: 'Bob helps Alice' } }),
      ...adminProbes({ path: apiPaths.admin.userCredits(w.b.id), body: { delta: 500, reason: 'Bob helps himself' } }),
    ],
  },
  'GET /api/admin/audit': { kind: 'refused', probes: () => adminProbes({ path: apiPaths.admin.audit() }) },
  'GET /api/admin/mails/failed': { kind: 'refused', probes: () => adminProbes({ path: apiPaths.admin.failedMails }) },
  'POST /api/admin/mails/failed/:jobId/retry': { kind: 'refused', probes: () => adminProbes({ path: apiPaths.admin.retryMail(randomUUID()), body: {} }) },
  'POST /api/readings/:readingId/shares': {
    kind: 'refused',
    probes: (w) =>
      [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({
        path: apiPaths.readingShares(id),
        body: { showQuestion: true, userId: w.a.id },
        expect: 404,
      })),
  },
  'GET /api/readings/:readingId/shares': {
    kind: 'refused',
    probes: (w) => [w.a.readingId, w.a.claimedReadingId].map((id) => ({ path: apiPaths.readingShares(id), expect: 404 })),
  },
  'GET /api/readings/:readingId/shares/preview': {
    kind: 'refused',
    probes: (w) => [w.a.readingId, w.a.claimedReadingId].map((id) => ({ path: apiPaths.readingSharePreview(id, false), expect: 404 })),
  },
  'POST /api/readings/:readingId/delete': {
    kind: 'refused',
    probes: (w) => [w.a.readingId, w.a.incompleteReadingId, w.a.claimedReadingId].map((id) => ({ path: apiPaths.readingDelete(id), body: {}, expect: 404 })),
  },
  'POST /api/readings/:readingId/shares/:shareId/revoke': {
    kind: 'refused',
    probes: (w) => [{ path: apiPaths.readingShareRevoke(w.a.readingId, w.a.shareLinkId), body: {}, expect: 404 }],
  },
  'GET /api/shared/:token': {
    kind: 'public',
    reason: 'a shared reading is public to whoever holds its unguessable token; without one there is nothing (A’s reading id is no token)',
    probes: (w) => [
      { path: apiPaths.sharedReading(w.a.readingId), expect: 404 },
      { path: apiPaths.sharedReading('A'.repeat(43)), expect: 404 },
    ],
  },
};

/** A probe of the admin API as B and signed out: exactly the unknown path's 404. */
function adminProbes(probe: Pick<Probe, 'path' | 'body'>): Probe[] {
  const notFound = async (response: Response) => expect(await json(response)).toEqual({ error: 'Not found' });
  return [
    { ...probe, expect: 404, check: notFound },
    { ...probe, cookie: '', expect: 404, check: notFound },
  ];
}

const REFUSED = [400, 401, 403, 404, 422];

/** Better Auth's endpoints under /api/auth/*, keyed like the routes. */
const AUTH_CASES: Record<string, Case> = {
  'POST /api/auth/sign-in/social': {
    kind: 'public',
    reason: 'starts an OAuth sign-in; no social provider is configured here',
    probes: (w) => [
      { path: '/api/auth/sign-in/social', body: { provider: 'google', callbackURL: '/', userId: w.a.id }, expect: 404, logs: /Provider not found/ },
    ],
  },
  'GET /api/auth/callback/:id': {
    kind: 'public',
    reason: 'the OAuth redirect target, bound to the state cookie of the browser that started the flow; takes no account id',
  },
  'POST /api/auth/callback/:id': {
    kind: 'public',
    reason: 'the OAuth form_post target, bound to the state cookie of the browser that started the flow; takes no account id',
  },
  'GET /api/auth/get-session': {
    kind: 'self-only',
    probes: (w) => [{ path: `/api/auth/get-session?userId=${w.a.id}`, expect: 200, check: sessionOfB }],
  },
  'POST /api/auth/get-session': {
    kind: 'self-only',
    probes: (w) => [{ path: '/api/auth/get-session', body: { userId: w.a.id, token: w.a.sessionToken }, expect: [200, 404, 405], check: sessionOfBIfOk }],
  },
  'POST /api/auth/sign-out': {
    kind: 'self-only',
    reason: 'ends the caller’s own session (a second session of B’s here); A’s token in the body is ignored',
    bMayChange: { keys: ['sessions'], reason: 'B’s second session ends' },
    probes: async (w) => [
      {
        path: '/api/auth/sign-out',
        cookie: await signIn(t, w.b.email, w.b.password, '192.0.2.201'),
        body: { token: w.a.sessionToken, userId: w.a.id },
        expect: 200,
      },
    ],
  },
  'POST /api/auth/sign-up/email': {
    kind: 'public',
    reason: 'creates a new account; signing up again with A’s address must not touch A',
    probes: (w) => [
      {
        path: '/api/auth/sign-up/email',
        cookie: '',
        body: { email: w.a.email, password: 'mallory password', name: 'Mallory', birthday: 1, birthMonth: 1 },
        expect: [422, 400],
      },
    ],
  },
  'POST /api/auth/sign-in/email': {
    kind: 'public',
    reason: 'signs in by password; B’s password does not open A’s account',
    probes: (w) => [{ path: '/api/auth/sign-in/email', cookie: '', body: { email: w.a.email, password: w.b.password }, expect: 401 }],
  },
  'POST /api/auth/reset-password': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/reset-password', body: { token: w.a.id, newPassword: 'hijacked password' }, expect: REFUSED }],
  },
  'POST /api/auth/verify-password': {
    kind: 'self-only',
    reason: 'checks the caller’s own password; A’s password is not B’s',
    probes: (w) => [{ path: '/api/auth/verify-password', body: { password: w.a.password, userId: w.a.id }, expect: REFUSED }],
  },
  'GET /api/auth/verify-email': {
    kind: 'refused',
    reason: 'the token is a signed JWT from a mail that works once; A’s id is not one',
    probes: (w) => [
      { path: `/api/auth/verify-email?token=${w.a.id}`, expect: REFUSED },
      { path: `/api/auth/verify-email?token=${w.a.id}&callbackURL=/account`, expect: 302 },
    ],
  },
  'POST /api/auth/send-verification-email': {
    kind: 'refused',
    reason: 'a signed-in caller is sent a link for its own address only; nothing is sent to A',
    probes: (w) => [{ path: '/api/auth/send-verification-email', body: { email: w.a.email, userId: w.a.id }, expect: REFUSED }],
  },
  'POST /api/auth/change-email': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/change-email', body: { newEmail: w.a.email, userId: w.a.id }, expect: REFUSED, logs: /Change email is disabled/ }],
  },
  'POST /api/auth/change-password': {
    kind: 'refused',
    reason: 'changes only the caller’s password, and A’s current password is not B’s',
    probes: (w) => [
      {
        path: '/api/auth/change-password',
        body: { currentPassword: w.a.password, newPassword: 'hijacked password', revokeOtherSessions: true, userId: w.a.id },
        expect: REFUSED,
      },
    ],
  },
  'POST /api/auth/update-session': {
    kind: 'self-only',
    reason: 'updates the caller’s own session; A’s token and id in the body are ignored or refused',
    probes: (w) => [{ path: '/api/auth/update-session', body: { token: w.a.sessionToken, userId: w.a.id }, expect: [200, ...REFUSED] }],
  },
  'POST /api/auth/update-user': {
    kind: 'refused',
    reason: 'credits, subscription and isAdmin are server-only fields, and ids in the body name no other user',
    probes: (w) => [
      { path: '/api/auth/update-user', body: { id: w.a.id, userId: w.a.id, credits: 999, subscription: true, isAdmin: true }, expect: REFUSED },
      {
        path: '/api/auth/update-user',
        body: { id: w.a.id, userId: w.a.id, email: w.a.email, name: B_NAME },
        expect: [200, ...REFUSED],
        check: sessionUserUnchanged,
      },
    ],
  },
  'POST /api/auth/delete-user': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/delete-user', body: { userId: w.a.id, password: w.a.password }, expect: REFUSED, logs: /Delete user is disabled/ }],
  },
  'POST /api/auth/request-password-reset': {
    kind: 'public',
    reason:
      'anyone may ask for a reset link for any address, and it goes only to that mailbox (tests/accounts-recovery.test.ts); an id in the body names nobody, and nothing is sent for an address without an account',
    probes: (w) => [
      { path: '/api/auth/request-password-reset', body: { email: `nobody-${w.a.id}@example.com`, userId: w.a.id, redirectTo: '/reset-password' }, expect: 200 },
    ],
  },
  'GET /api/auth/reset-password/:token': {
    kind: 'refused',
    reason: 'redirects with an error for a token that is not a reset token',
    probes: (w) => [{ path: `/api/auth/reset-password/${w.a.id}?callbackURL=/reset`, expect: [302, ...REFUSED] }],
  },
  'GET /api/auth/list-sessions': {
    kind: 'self-only',
    probes: () => [
      {
        path: '/api/auth/list-sessions',
        expect: 200,
        check: async (response, world) => {
          const sessions = await json<{ userId: string }[]>(response);
          expect(sessions.length).toBeGreaterThan(0);
          for (const item of sessions) expect(item.userId).toBe(world.b.id);
        },
      },
    ],
  },
  'POST /api/auth/revoke-session': {
    kind: 'refused',
    reason: 'revokes only the caller’s own sessions: A’s token leaves A signed in',
    probes: (w) => [{ path: '/api/auth/revoke-session', body: { token: w.a.sessionToken }, expect: [200, ...REFUSED] }],
  },
  'POST /api/auth/revoke-sessions': {
    kind: 'self-only',
    reason: 'revokes every session of the caller, none of A’s',
    bMayChange: { keys: ['sessions'], reason: 'B’s sessions end' },
    probes: async (w) => [
      { path: '/api/auth/revoke-sessions', cookie: await signIn(t, w.b.email, w.b.password, '192.0.2.202'), body: { userId: w.a.id }, expect: 200 },
    ],
    after: resignInB,
  },
  'POST /api/auth/revoke-other-sessions': {
    kind: 'self-only',
    reason: 'revokes the caller’s other sessions, none of A’s',
    bMayChange: { keys: ['sessions'], reason: 'B’s other sessions end' },
    probes: async (w) => [
      { path: '/api/auth/revoke-other-sessions', cookie: await signIn(t, w.b.email, w.b.password, '192.0.2.203'), body: { userId: w.a.id }, expect: 200 },
    ],
    after: resignInB,
  },
  'POST /api/auth/link-social': {
    kind: 'refused',
    reason: 'links a provider to the caller; none is configured',
    probes: (w) => [
      { path: '/api/auth/link-social', body: { provider: 'google', callbackURL: '/', userId: w.a.id }, expect: REFUSED, logs: /Provider not found/ },
    ],
  },
  'GET /api/auth/list-accounts': {
    kind: 'self-only',
    probes: () => [
      {
        path: '/api/auth/list-accounts',
        expect: 200,
        check: async (response, world) => {
          const accounts = await json<{ accountId: string; userId: string }[]>(response);
          expect(accounts.length).toBeGreaterThan(0);
          for (const item of accounts) expect(item.userId ?? world.b.id).toBe(world.b.id);
        },
      },
    ],
  },
  'GET /api/auth/delete-user/callback': {
    kind: 'refused',
    probes: (w) => [{ path: `/api/auth/delete-user/callback?token=${w.a.id}`, expect: REFUSED, logs: /Delete user is disabled/ }],
  },
  'POST /api/auth/unlink-account': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/unlink-account', body: { providerId: 'credential', accountId: w.a.accountId, userId: w.a.id }, expect: REFUSED }],
  },
  'POST /api/auth/refresh-token': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/refresh-token', body: { accountId: w.a.accountRowId, userId: w.a.id }, expect: REFUSED }],
  },
  'POST /api/auth/get-access-token': {
    kind: 'refused',
    probes: (w) => [{ path: '/api/auth/get-access-token', body: { accountId: w.a.accountRowId, userId: w.a.id }, expect: REFUSED }],
  },
  'GET /api/auth/account-info': {
    kind: 'refused',
    probes: (w) => [
      { path: `/api/auth/account-info?accountId=${w.a.accountRowId}&userId=${w.a.id}`, expect: REFUSED },
      { path: `/api/auth/account-info?accountId=${w.a.accountId}&userId=${w.a.id}`, expect: REFUSED },
    ],
  },
  'GET /api/auth/ok': { kind: 'public', reason: 'Better Auth’s liveness answer', probes: () => [{ path: '/api/auth/ok', expect: 200 }] },
  'GET /api/auth/error': { kind: 'public', reason: 'Better Auth’s static error page', probes: () => [{ path: '/api/auth/error', expect: 200 }] },
};

async function noReadingsOf(response: Response, world: World) {
  const page = await json<{ readings: { id: string }[] }>(response);
  const ids = page.readings.map((entry) => entry.id);
  for (const id of [world.a.readingId, world.a.incompleteReadingId, world.a.claimedReadingId]) expect(ids).not.toContain(id);
}

/** B's patterns count B's readings alone, and name none of A's. */
async function onlyOwnPatterns(response: Response, world: World) {
  const text = await response.clone().text();
  for (const id of [world.a.readingId, world.a.incompleteReadingId, world.a.claimedReadingId]) expect(text).not.toContain(id);
  const own = await t.db.select({ id: reading.id }).from(reading).where(eq(reading.userId, world.b.id));
  expect((await json<{ readings: number }>(response)).readings).toBe(own.length);
}

/** B's journal lists B's readings and tags alone. */
async function noJournalOf(response: Response, world: World) {
  const page = await json<{ items: { id: string }[]; tags: string[] }>(response);
  const ids = page.items.map((entry) => entry.id);
  for (const id of [world.a.readingId, world.a.incompleteReadingId, world.a.claimedReadingId]) expect(ids).not.toContain(id);
  expect(page.tags).not.toContain(A_TAG);
}

async function unknownSpread(response: Response) {
  expect(await json(response)).toEqual({ error: UNKNOWN_SPREAD });
}

async function memoryItemNotFound(response: Response) {
  expect(await json(response)).toEqual({ error: MEMORY_ITEM_NOT_FOUND });
}

async function spreadNotFound(response: Response) {
  expect(await json(response)).toEqual({ error: SPREAD_NOT_FOUND });
}

async function sessionOfB(response: Response, world: World) {
  const body = await json<{ user: { id: string }; session: { userId: string } } | null>(response);
  expect(body?.user.id).toBe(world.b.id);
  expect(body?.session.userId).toBe(world.b.id);
}

async function sessionOfBIfOk(response: Response, world: World) {
  if (response.status === 200) await sessionOfB(response, world);
}

async function commitmentStillUnused(_: Response, world: World) {
  const [row] = await t.db.select({ usedAt: drawCommitment.usedAt }).from(drawCommitment).where(eq(drawCommitment.id, world.a.commitmentId));
  expect(row).toEqual({ usedAt: null });
}

async function sessionUserUnchanged(response: Response, world: World) {
  if (response.status !== 200) return;
  const me = await t.request('/api/me', { headers: { Cookie: world.b.cookie } });
  expect(((await me.json()) as { user: { uid: string; email: string } }).user).toMatchObject({ uid: world.b.id, email: world.b.email });
}

async function resignInB(world: World) {
  world.b.cookie = await signIn(t, world.b.email, world.b.password, '192.0.2.204');
}

let t: TestApp;
let world: World;

async function party(name: string, password: string, address: string): Promise<Party> {
  const signedUp = await signUp(t, { name, password, address });
  return { ...signedUp, password, name, address };
}

describe('ownership: every API route, called as user B with user A’s ids', () => {
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    const a = await party('Alice Ashdown', 'alice secret password', '192.0.2.11');
    const b = await party(B_NAME, 'bob secret password', '192.0.2.12');
    const asA = clientFor(t, a, a.address);

    // A visited first: a free reading as a visitor, claimed after signing up in that browser.
    const visit = await visitorReading(t, { question: A_VISITOR_QUESTION, address: '192.0.2.13' });
    expect(visit.response.status).toBe(200);
    const { tempUserId } = visit;
    const transfer = await asA.post('/api/openai/transfer-temp-reading', { tempUserId, userId: a.id }, { Cookie: `${a.cookie}; ${visit.draw.cookie}` });
    expect(transfer.status).toBe(200);
    const claimedReadingId = ((await transfer.json()) as { readingId: string }).readingId;
    expect(claimedReadingId).toMatch(/^[0-9a-f-]{36}$/);

    // And a free reading in another browser of A's, not claimed yet.
    const unclaimed = await visitorReading(t, { question: A_UNCLAIMED_QUESTION, address: '192.0.2.14' });
    expect(unclaimed.response.status).toBe(200);

    // A lets the reader remember, so her complete reading is remembered.
    expect(
      (await t.request(apiPaths.memorySettings, { method: 'PUT', body: { remember: true }, headers: { Cookie: a.cookie, 'X-Forwarded-For': a.address } }))
        .status,
    ).toBe(200);
    // A complete reading with a follow-up, and one never interpreted.
    const created = await asA.post('/api/readings', { question: A_QUESTION });
    expect(created.status).toBe(201);
    const readingId = ((await created.json()) as { id: string }).id;
    expect((await asA.post('/api/openai/interpret', { readingId })).status).toBe(200);
    const followUp = await asA.post('/api/openai/follow-up', { question: A_FOLLOW_UP, userId: a.id, readingId });
    expect(followUp.status).toBe(200);
    const incomplete = await asA.post('/api/readings', { question: A_INCOMPLETE_QUESTION });
    expect(incomplete.status).toBe(201);
    const incompleteReadingId = ((await incomplete.json()) as { id: string }).id;

    // An open local checkout of A's.
    const checkout = await asA.post('/api/stripe/create-checkout-session', { userId: a.id, credits: 10, price: 499 });
    expect(checkout.status).toBe(200);
    const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);

    // A shared the complete reading, question shown.
    const shared = await asA.post(apiPaths.readingShares(readingId), { showQuestion: true });
    expect(shared.status).toBe(201);
    const shareLinkId = ((await shared.json()) as { link: { id: string } }).link.id;
    // A designed a spread of her own.
    const spread = await asA.post(apiPaths.spreads, { name: A_SPREAD_NAME, positions: [{ name: 'The lamp', meaning: 'what still shines' }] });
    expect(spread.status).toBe(201);
    const spreadId = ((await spread.json()) as { id: string }).id;
    // A has been shown a commitment for the next draw.
    const commit = await asA.post(apiPaths.drawCommit, {});
    expect(commit.status).toBe(201);
    const { commitmentId } = DrawCommitResponseSchema.parse(await commit.json());
    // A's card of the day.
    const daily = await asA.post(apiPaths.dailyCard, { timeZone: 'Pacific/Pago_Pago' });
    expect(daily.status).toBe(200);
    const dailyDay = ((await daily.json()) as { daily: { day: string } }).daily.day;

    const [remembered] = await t.db.select({ id: memoryItem.id }).from(memoryItem).where(eq(memoryItem.readingId, readingId));
    expect(remembered).toBeDefined();
    // A wrote in her journal (issue 27 §1).
    const journal = await t.request(apiPaths.readingJournal(readingId), {
      method: 'PUT',
      body: { note: A_NOTE, moodBefore: 2, moodAfter: 4, tags: [A_TAG] },
      headers: { Cookie: a.cookie, 'X-Forwarded-For': a.address },
    });
    expect(journal.status).toBe(200);

    // A is subscribed, so a cancel that reached A's row would show.
    await setAccount(t, a.id, { subscription: true });

    const [credential] = await t.db.select({ id: account.id, accountId: account.accountId }).from(account).where(eq(account.userId, a.id));
    world = {
      a: {
        ...a,
        sessionToken: sessionTokenOf(a.cookie),
        accountId: credential?.accountId ?? '',
        accountRowId: credential?.id ?? '',
        readingId,
        incompleteReadingId,
        claimedReadingId,
        tempUserId,
        unclaimedTempUserId: unclaimed.tempUserId,
        checkoutId,
        shareLinkId,
        spreadId,
        memoryItemId: remembered?.id ?? '',
        commitmentId,
        dailyDay,
        secrets: [
          a.email,
          A_QUESTION,
          A_INCOMPLETE_QUESTION,
          A_VISITOR_QUESTION,
          A_UNCLAIMED_QUESTION,
          A_FOLLOW_UP,
          A_SPREAD_NAME,
          A_NOTE,
          A_TAG,
          sessionTokenOf(a.cookie),
          'Alice Ashdown',
        ],
      },
      b,
    };
  });
  afterAll(async () => t?.close());

  async function send(probe: Probe): Promise<Response> {
    const cookie = probe.cookie ?? world.b.cookie;
    return t.request(probe.path, {
      method: probe.method ?? (probe.body === undefined ? 'GET' : 'POST'),
      body: probe.body,
      headers: { 'X-Forwarded-For': world.b.address, ...(cookie ? { Cookie: cookie } : {}) },
    });
  }

  /** Runs a case's probes and checks that A and B are exactly as before, and that nothing of A's leaked. */
  async function runCase(name: string, entry: Case) {
    if (entry.kind !== 'refused') expect(entry.reason ?? entry.probes, `${name}: a ${entry.kind} route needs a reason`).toBeTruthy();
    const probes = (await entry.probes?.(world)) ?? [];
    if (entry.kind === 'refused') expect(probes.length, `${name}: a refused route needs probes`).toBeGreaterThan(0);
    const beforeA = await stateOf(t, world.a.id, [world.a.tempUserId, world.a.unclaimedTempUserId]);
    const beforeB = await stateOf(t, world.b.id);
    for (const probe of probes) {
      if (probe.logs) expectConsoleErrors(probe.logs);
      const response = await send(probe);
      const text = await response.clone().text();
      const label = `${name}: ${probe.method ?? (probe.body === undefined ? 'GET' : 'POST')} ${probe.path} ${JSON.stringify(probe.body ?? '')}`;
      const accepted = Array.isArray(probe.expect) ? probe.expect : [probe.expect];
      expect(accepted, `${label} answered ${response.status}: ${text.slice(0, 300)}`).toContain(response.status);
      if (entry.kind === 'refused' && accepted.every((status) => status >= 400)) {
        expect(response.status, label).toBeGreaterThanOrEqual(400);
      }
      for (const secret of world.a.secrets) expect(text, `${label} leaks A's data`).not.toContain(secret);
      await probe.check?.(response, world);
    }
    const afterA = await stateOf(t, world.a.id, [world.a.tempUserId, world.a.unclaimedTempUserId]);
    const afterB = await stateOf(t, world.b.id);
    expect(afterA, `${name} changed user A`).toEqual(beforeA);
    const mayChange = new Set<string>(entry.bMayChange?.keys ?? []);
    const strip = (state: UserState) => Object.fromEntries(Object.entries(state).filter(([key]) => !mayChange.has(key)));
    expect(strip(afterB), `${name} changed user B beyond ${[...mayChange].join(', ') || 'nothing'}`).toEqual(strip(beforeB));
    await entry.after?.(world);
  }

  it('finds the routes it walks (the table is not empty, and A is set up)', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    expect(ROUTES.map((route) => route.key)).toContain('GET /api/readings/:readingId');
    expect(world.a.accountId).not.toBe('');
    expect(world.a.accountRowId).not.toBe('');
  });

  it('has no stale entries: every case names a route the app serves', () => {
    const served = new Set(ROUTES.map((route) => route.key));
    expect(Object.keys(CASES).filter((key) => !served.has(key))).toEqual([]);
    const authServed = new Set(authEndpoints(t).map((endpoint) => endpoint.key));
    expect(Object.keys(AUTH_CASES).filter((key) => !authServed.has(key))).toEqual([]);
  });

  it('the same routes are registered on the app under test', () => {
    expect(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`)
        .filter((key, index, all) => all.indexOf(key) === index),
    ).toEqual(ROUTES.map((route) => route.key));
  });

  it.each(ROUTES.map((route) => [route.key] as const))('%s', async (key) => {
    const entry = CASES[key];
    if (entry === undefined) {
      expect.fail(
        `No ownership case for the route "${key}": add one to CASES in tests/security-ownership.test.ts saying how user B calls it with user A's ids and what is expected.`,
      );
    }
    if (entry !== DELEGATED) {
      await runCase(key, entry);
      return;
    }
    const method = key.split(' ')[0];
    const endpoints = authEndpoints(t).filter((endpoint) => endpoint.method === method);
    expect(endpoints.length).toBeGreaterThan(0);
    const missing = endpoints.filter((endpoint) => !AUTH_CASES[endpoint.key]).map((endpoint) => endpoint.key);
    expect(missing, `No ownership case for the Better Auth endpoint(s) ${missing.join(', ')}: add them to AUTH_CASES`).toEqual([]);
    for (const endpoint of endpoints) {
      const authCase = AUTH_CASES[endpoint.key];
      if (authCase) await runCase(endpoint.key, authCase);
    }
  });

  it('A is still whole at the end: A’s session, readings and checkout work for A', async () => {
    const asA = clientFor(t, world.a, world.a.address);
    const me = await asA.get('/api/me');
    expect(((await me.json()) as { user: { uid: string; subscription: boolean; name: string } }).user).toMatchObject({
      uid: world.a.id,
      subscription: true,
      name: 'Alice Ashdown',
    });
    for (const id of [world.a.readingId, world.a.incompleteReadingId, world.a.claimedReadingId])
      expect((await asA.get(`/api/readings/${id}`)).status).toBe(200);
    const checkout = await asA.get(`/api/checkout/${world.a.checkoutId}`);
    expect(checkout.status).toBe(200);
    expect(((await checkout.json()) as { status: string }).status).toBe('open');
  });
});
