import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, dailyCard, modelCall, user } from '../src/server/db/schema.ts';
import { DAILY_READING_WAITS, drawDailyCard, localDay, type DailyCardDeps } from '../src/server/domain/readings/daily-card.ts';
import { userCapReached } from '../src/server/domain/limits/llm-budget.ts';
import { createOfflineReader } from '../src/server/adapters/llm/offline-reader/reader.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { seededRandomInt } from '../src/shared/deck/draw.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { AccountExportSchema } from '../src/shared/schemas/account.ts';
import { DailyCardHistorySchema, DrawDailyCardResponseSchema, type DrawDailyCardResponse } from '../src/shared/schemas/daily-card.ts';
import { clientFor, createAppWithProvider, createReadingFor, creditsOf, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

const MAJOR_NAMES = new Set(MAJOR_ARCANA.map((card) => card.name));

async function draw(client: Client, timeZone = 'Europe/Paris'): Promise<DrawDailyCardResponse> {
  const response = await client.post(apiPaths.dailyCard, { timeZone });
  expect(response.status, await response.clone().text()).toBe(200);
  return DrawDailyCardResponseSchema.parse(await response.json());
}

async function history(client: Client) {
  const response = await client.get(apiPaths.dailyCard);
  expect(response.status).toBe(200);
  return DailyCardHistorySchema.parse(await response.json()).days;
}

function dailyDeps(t: TestApp, seed: number): DailyCardDeps {
  return {
    db: t.db,
    reader: createOfflineReader({ chunkDelayMs: 0 }),
    counters: t.deps.counters,
    randomInt: seededRandomInt(seed),
    llmBudget: { dailyCalls: 0, perUserDaily: 0, perAddressDaily: 0, followUpReservePercent: 0 },
    leaseSeconds: 20,
  };
}

describe('the local day', () => {
  it('is the calendar day in the given zone, turning at its own midnight', () => {
    expect(localDay('Pacific/Kiritimati', new Date('2026-11-24T09:59:59Z'))).toBe('2026-11-24');
    expect(localDay('Pacific/Kiritimati', new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
    expect(localDay('Pacific/Pago_Pago', new Date('2026-11-24T10:59:59Z'))).toBe('2026-11-23');
    expect(localDay('Pacific/Pago_Pago', new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-24');
    expect(localDay('UTC', new Date('2026-02-28T23:59:59Z'))).toBe('2026-02-28');
    // The same instant is two different days at either end of the world.
    const instant = new Date('2026-11-24T10:30:00Z');
    expect(localDay('Pacific/Kiritimati', instant)).toBe('2026-11-25');
    expect(localDay('Pacific/Pago_Pago', instant)).toBe('2026-11-23');
  });
});

describe('the card of the day API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t.close());

  it('draws one card with a short reading, free, and the same card again that day', async () => {
    const luna = await signUp(t);
    const me = clientFor(t, luna);
    const credits = await creditsOf(t, luna.id);
    const first = await draw(me, 'Europe/Paris');
    expect(first.notice).toBeNull();
    expect(first.daily.day).toBe(localDay('Europe/Paris', new Date()));
    expect(MAJOR_NAMES.has(first.daily.card.name)).toBe(true);
    expect(first.daily.card.reversed).toBe(false);
    expect(first.daily.reading).toContain(first.daily.card.name.replace(/^The /, ''));
    expect(first.daily.reading?.split(/\s+/).length).toBeLessThan(160);

    const again = await draw(me, 'Europe/Paris');
    expect(again).toEqual(first);
    expect(await history(me)).toEqual([first.daily]);
    // Free: no credit spent and nothing written to the ledger beyond the sign-up grant.
    expect(await creditsOf(t, luna.id)).toBe(credits);
    const ledger = await t.db.select({ reason: creditLedger.reason }).from(creditLedger).where(eq(creditLedger.userId, luna.id));
    expect(ledger.map((row) => row.reason)).toEqual(['signup']);
    // Recorded as a model call of kind 'daily'.
    const calls = await t.db
      .select()
      .from(modelCall)
      .where(and(eq(modelCall.userId, luna.id), eq(modelCall.kind, 'daily')));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ outcome: 'ok', reader: 'offline' });
  });

  it('gives concurrent requests (tabs, devices) the same card and writes its reading once', async () => {
    const sol = await signUp(t);
    const clients = [clientFor(t, sol), clientFor(t, sol), clientFor(t, sol), clientFor(t, sol), clientFor(t, sol), clientFor(t, sol)];
    const answers = await Promise.all(clients.map((client) => draw(client, 'America/New_York')));
    const [first] = answers;
    expect(first?.daily.reading).toEqual(expect.any(String));
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await t.db.select().from(dailyCard).where(eq(dailyCard.userId, sol.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(modelCall)
        .where(and(eq(modelCall.userId, sol.id), eq(modelCall.kind, 'daily'))),
    ).toHaveLength(1);
  });

  it('counts days in the zone the browser sent first: an account in Kiritimati and one in Pago Pago are never on the same day', async () => {
    const east = clientFor(t, await signUp(t));
    const west = clientFor(t, await signUp(t));
    const eastCard = await draw(east, 'Pacific/Kiritimati');
    const westCard = await draw(west, 'Pacific/Pago_Pago');
    expect(eastCard.daily.day > westCard.daily.day).toBe(true);
    expect((await history(east)).map((entry) => entry.day)).toEqual([eastCard.daily.day]);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an empty zone', { timeZone: '' }],
    ['no zone', {}],
    ['a number', { timeZone: 14 }],
    ['a very long zone', { timeZone: `Europe/${'x'.repeat(200)}` }],
    ['a client-sent date', { timeZone: 'UTC', day: '2030-01-01' }],
    ['a list', ['UTC']],
  ])('refuses %s with 400 and draws nothing', async (_, body) => {
    const nova = await signUp(t);
    const response = await clientFor(t, nova).post(apiPaths.dailyCard, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    expect(await t.db.select().from(dailyCard).where(eq(dailyCard.userId, nova.id))).toEqual([]);
  });

  it('refuses a signed-out request with 401, both ways', async () => {
    const anyone = clientFor(t, null);
    expect((await anyone.post(apiPaths.dailyCard, { timeZone: 'UTC' })).status).toBe(401);
    expect((await anyone.get(apiPaths.dailyCard)).status).toBe(401);
  });

  it('is the session user’s own: another user neither sees nor changes it', async () => {
    const alice = clientFor(t, await signUp(t));
    const bob = clientFor(t, await signUp(t));
    const hers = await draw(alice, 'UTC');
    expect(await history(bob)).toEqual([]);
    const bobs = await bob.post(apiPaths.dailyCard, { timeZone: 'UTC', userId: alice.user?.id });
    expect(bobs.status).toBe(400);
    await draw(bob, 'UTC');
    expect(await history(alice)).toEqual([hers.daily]);
    expect(await history(bob)).toHaveLength(1);
  });

  it('honours the deck preferences: the spec’s upright Major Arcana by default, minors and reversals when chosen', async () => {
    const plain = await signUp(t);
    const chosen = await signUp(t);
    await t.db.update(user).set({ fullDeck: true, reversals: true }).where(eq(user.id, chosen.id));
    const deps = dailyDeps(t, 7);
    const start = Date.parse('2026-01-01T12:00:00Z');
    const plainCards = [];
    const chosenCards = [];
    for (let i = 0; i < 60; i++) {
      const now = new Date(start + i * 86_400_000);
      plainCards.push((await drawDailyCard(deps, { userId: plain.id, timeZone: 'UTC', address: '192.0.2.9', language: 'en', now })).daily.card);
      chosenCards.push((await drawDailyCard(deps, { userId: chosen.id, timeZone: 'UTC', address: '192.0.2.9', language: 'en', now })).daily.card);
    }
    for (const card of plainCards) {
      expect(MAJOR_NAMES.has(card.name)).toBe(true);
      expect(card.reversed).toBe(false);
    }
    expect(chosenCards.some((card) => !MAJOR_NAMES.has(card.name))).toBe(true);
    expect(chosenCards.some((card) => card.reversed)).toBe(true);
    expect(chosenCards.some((card) => !card.reversed)).toBe(true);
    // The history holds the last 30, newest first.
    const days = await history(clientFor(t, chosen));
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-03-01');
    expect(days[29]?.day).toBe('2026-01-31');
  });

  it('is in the account’s data export, and goes with the account', async () => {
    const orion = await signUp(t);
    const me = clientFor(t, orion);
    const drawnToday = await draw(me, 'Asia/Kolkata');
    const exported = AccountExportSchema.parse(await (await me.get(apiPaths.accountExport)).json());
    expect(exported.dailyCards).toEqual([
      { day: drawnToday.daily.day, card: drawnToday.daily.card.name, reversed: false, reading: drawnToday.daily.reading, createdAt: expect.any(String) },
    ]);
    await t.db.delete(user).where(eq(user.id, orion.id));
    expect(await t.db.select().from(dailyCard).where(eq(dailyCard.userId, orion.id))).toEqual([]);
  });

  it('draws again at the local midnight, not before', async () => {
    const rigel = await signUp(t);
    const deps = dailyDeps(t, 11);
    const at = (iso: string) =>
      drawDailyCard(deps, { userId: rigel.id, timeZone: 'Pacific/Kiritimati', address: '192.0.2.9', language: 'en', now: new Date(iso) });
    const evening = await at('2026-11-24T09:00:00Z');
    const lastMinute = await at('2026-11-24T09:59:59Z');
    const nextDay = await at('2026-11-24T10:00:00Z');
    expect(evening.daily.day).toBe('2026-11-24');
    expect(lastMinute).toEqual(evening);
    expect(nextDay.daily.day).toBe('2026-11-25');
    expect(await t.db.select().from(dailyCard).where(eq(dailyCard.userId, rigel.id))).toHaveLength(2);
  });
});

describe("the card of the day belongs to the account's stored zone (issue 25 §3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t.close());

  const cardsOf = async (userId: string) => (await t.db.select().from(dailyCard).where(eq(dailyCard.userId, userId))).map((row) => row.day).sort();
  const zoneOf = async (userId: string) => (await t.db.select({ zone: user.timeZone }).from(user).where(eq(user.id, userId)))[0]?.zone;

  it('gives one card, of today in the first zone sent, to an account naming UTC, -23:59 and Pacific/Kiritimati at 20:17 UTC', async () => {
    const vega = await signUp(t);
    const deps = dailyDeps(t, 3);
    const now = new Date('2026-11-26T20:17:00Z');
    const days = [];
    for (const timeZone of ['UTC', '-23:59', 'Pacific/Kiritimati'])
      days.push((await drawDailyCard(deps, { userId: vega.id, timeZone, address: '192.0.2.9', language: 'en', now })).daily.day);
    expect(days).toEqual(['2026-11-26', '2026-11-26', '2026-11-26']);
    expect(await cardsOf(vega.id)).toEqual(['2026-11-26']);
    expect(await zoneOf(vega.id)).toBe('UTC');
  });

  it('decides one zone when the zones race, through the API', async () => {
    const lyra = await signUp(t);
    const me = clientFor(t, lyra);
    const answers = await Promise.all(['UTC', '-23:59', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].map((zone) => draw(me, zone)));
    expect(new Set(answers.map((answer) => answer.daily.day)).size).toBe(1);
    const stored = await zoneOf(lyra.id);
    expect(answers[0]?.daily.day).toBe(localDay(stored ?? '', new Date()));
    expect(await cardsOf(lyra.id)).toHaveLength(1);
  });

  it('accepts a change of zone once a day: the next day in the new zone, and no other change until a day later', async () => {
    const deneb = await signUp(t);
    const deps = dailyDeps(t, 5);
    const at = (iso: string, timeZone: string) => drawDailyCard(deps, { userId: deneb.id, timeZone, address: '192.0.2.9', language: 'en', now: new Date(iso) });
    expect((await at('2026-11-20T12:00:00Z', 'Europe/Paris')).daily.day).toBe('2026-11-20');
    // A day later the traveller's new zone is taken...
    expect((await at('2026-11-21T12:30:00Z', 'Pacific/Kiritimati')).daily.day).toBe('2026-11-22');
    expect(await zoneOf(deneb.id)).toBe('Pacific/Kiritimati');
    // ...and the way back is not, until a day after that change: the stored zone's today still holds.
    expect((await at('2026-11-21T13:00:00Z', 'Europe/Paris')).daily.day).toBe('2026-11-22');
    expect((await at('2026-11-22T12:29:00Z', 'Pacific/Pago_Pago')).daily.day).toBe('2026-11-23');
    expect(await zoneOf(deneb.id)).toBe('Pacific/Kiritimati');
    expect((await at('2026-11-22T12:31:00Z', 'Europe/Paris')).daily.day).toBe('2026-11-22');
    expect(await cardsOf(deneb.id)).toEqual(['2026-11-20', '2026-11-22', '2026-11-23']);
  });
});

describe('the card of the day and the model budget', () => {
  let env: Awaited<ReturnType<typeof createAppWithProvider>>;
  beforeAll(async () => {
    env = await createAppWithProvider({ LLM_DAILY_CALLS_PER_USER: '2' });
  });
  afterAll(async () => env.close());

  it('counts its reading toward the user’s daily model limit, and past the limit keeps the card and says why', async () => {
    const { t, llm } = env;
    const luna = await signUp(t);
    const me = clientFor(t, luna);
    const credits = await creditsOf(t, luna.id);

    // 25 hours from Pago Pago: always another calendar day, whatever the hour in UTC.
    const today = await draw(me, 'Pacific/Kiritimati');
    expect(today.daily.reading).toEqual(expect.any(String));
    expect(llm.requests).toHaveLength(1);
    const dailyPrompt = JSON.stringify(llm.requests[0]);
    expect(dailyPrompt).toContain('card of the day');
    expect(dailyPrompt).toContain(today.daily.card.name);

    // The daily reading used one of two calls: one reading's interpretation is left.
    expect((await me.post(apiPaths.interpret, { readingId: await createReadingFor(me) })).status).toBe(200);
    expect((await me.post(apiPaths.interpret, { readingId: await createReadingFor(me) })).status).toBe(429);

    // Another day's card is drawn past the limit: kept, its reading waits, the provider is not asked.
    // (A day later, when the account may change its zone again.)
    await t.db
      .update(user)
      .set({ timeZoneChangedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(user.id, luna.id));
    const asked = llm.requests.length;
    const response = await me.post(apiPaths.dailyCard, { timeZone: 'Pacific/Pago_Pago' });
    expect(response.status).toBe(200);
    const limited = DrawDailyCardResponseSchema.parse(await response.json());
    expect(limited.daily.reading).toBeNull();
    expect(limited.notice).toMatch(new RegExp(`^${DAILY_READING_WAITS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} You have reached today's limit of 2 readings`));
    expect(limited.notice).toContain(userCapReached(2, 1).split(' It resets')[0]);
    expect(llm.requests).toHaveLength(asked);
    const again = await draw(me, 'Pacific/Pago_Pago');
    expect(again.daily.card).toEqual(limited.daily.card);
    expect(await history(me)).toHaveLength(2);
    expect(await creditsOf(t, luna.id)).toBe(credits);
  });
});
