import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reading, user } from '../src/server/db/schema.ts';
import { createReading } from '../src/server/domain/readings/readings.ts';
import { DECK, MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import { seededRandomInt } from '../src/shared/deck/draw.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { AccountExportSchema, type UserData } from '../src/shared/schemas/account.ts';
import { DrawResponseSchema, ReadingSchema } from '../src/shared/schemas/reading.ts';
import { clientFor, createReadingFor } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

const MAJOR_NAMES = new Set(MAJOR_ARCANA.map((card) => card.name));
const DECK_NAMES = new Set(DECK.map((card) => card.name));

async function me(t: TestApp, cookie: string): Promise<UserData | null> {
  const response = await t.request(apiPaths.me, { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: UserData | null }).user;
}

async function storedPreferences(t: TestApp, userId: string) {
  const [row] = await t.db.select({ fullDeck: user.fullDeck, reversals: user.reversals }).from(user).where(eq(user.id, userId));
  return row;
}

/** Draws `count` readings for the user straight through the domain, with a seeded random source. */
async function drawMany(t: TestApp, userId: string, count: number, seed: number) {
  const deps = { db: t.db, mail: t.mail, randomInt: seededRandomInt(seed) };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await createReading(deps, userId, `Question ${i}`));
  const rows = await t.db.select({ id: reading.id, cards: reading.cards, reversed: reading.reversed }).from(reading).where(eq(reading.userId, userId));
  return rows.filter((row) => ids.includes(row.id));
}

describe('deck preferences', () => {
  let t: TestApp;
  let luna: SignedInUser;
  let sol: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    luna = await signUp(t);
    sol = await signUp(t);
  });
  afterAll(async () => t.close());

  const patch = (body: unknown, cookie: string | null) => t.request(apiPaths.accountDeck, { method: 'PATCH', body, headers: cookie ? { Cookie: cookie } : {} });

  describe('PATCH /api/account/deck', () => {
    it('starts with both preferences off (the spec’s draw)', async () => {
      expect(await me(t, luna.cookie)).toMatchObject({ fullDeck: false, reversals: false });
      expect(await storedPreferences(t, luna.id)).toEqual({ fullDeck: false, reversals: false });
    });

    it('saves each preference on its own, and both together, for the session user', async () => {
      const first = await patch({ fullDeck: true }, luna.cookie);
      expect(first.status).toBe(200);
      expect(((await first.json()) as { user: UserData }).user).toMatchObject({ uid: luna.id, fullDeck: true, reversals: false });
      expect(await storedPreferences(t, luna.id)).toEqual({ fullDeck: true, reversals: false });

      const second = await patch({ reversals: true }, luna.cookie);
      expect(((await second.json()) as { user: UserData }).user).toMatchObject({ fullDeck: true, reversals: true });
      expect(await me(t, luna.cookie)).toMatchObject({ fullDeck: true, reversals: true });

      const both = await patch({ fullDeck: false, reversals: false }, luna.cookie);
      expect(both.status).toBe(200);
      expect(await storedPreferences(t, luna.id)).toEqual({ fullDeck: false, reversals: false });
    });

    it.each([
      ['an empty object', {}],
      ['a string for a boolean', { fullDeck: 'yes' }],
      ['a number for a boolean', { reversals: 1 }],
      ['null for a boolean', { fullDeck: null }],
      ['an unknown field', { fullDeck: true, theme: 'dark' }],
      ['a list', [true, true]],
      ['a bare boolean', true],
      ['text that is not JSON', 'fullDeck=true'],
    ])('refuses %s with 400 and changes nothing', async (_, body) => {
      const response = await patch(body, sol.cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
      expect(await storedPreferences(t, sol.id)).toEqual({ fullDeck: false, reversals: false });
    });

    it('refuses a signed-out request with 401', async () => {
      const response = await patch({ fullDeck: true }, null);
      expect(response.status).toBe(401);
    });

    it('cannot change another user’s preferences: a body naming them is refused, and a valid one changes only the caller', async () => {
      const named = await patch({ fullDeck: true, userId: luna.id }, sol.cookie);
      expect(named.status).toBe(400);
      const own = await patch({ reversals: true }, sol.cookie);
      expect(((await own.json()) as { user: UserData }).user).toMatchObject({ uid: sol.id, reversals: true });
      expect(await storedPreferences(t, luna.id)).toEqual({ fullDeck: false, reversals: false });
      expect(await storedPreferences(t, sol.id)).toEqual({ fullDeck: false, reversals: true });
      await patch({ reversals: false }, sol.cookie);
    });
  });

  describe('the signed-in draw', () => {
    it('by default holds three distinct, upright Major Arcana cards', async () => {
      const nova = await signUp(t);
      const rows = await drawMany(t, nova.id, 120, 1);
      expect(rows).toHaveLength(120);
      for (const row of rows) {
        expect(row.cards).toHaveLength(3);
        expect(new Set(row.cards).size).toBe(3);
        for (const name of row.cards) expect(MAJOR_NAMES.has(name), name).toBe(true);
        expect(row.reversed).toEqual([false, false, false]);
      }
    });

    it('with the full deck draws Minor Arcana too, still all upright without reversals', async () => {
      const vega = await signUp(t);
      await patch({ fullDeck: true }, vega.cookie);
      const rows = await drawMany(t, vega.id, 120, 2);
      const names = rows.flatMap((row) => row.cards);
      for (const row of rows) expect(new Set(row.cards).size).toBe(3);
      for (const name of names) expect(DECK_NAMES.has(name), name).toBe(true);
      // 360 cards from 78, 56 of them minor: about 258 minors expected; far fewer would mean a Majors-only pool.
      const minors = names.filter((name) => !MAJOR_NAMES.has(name)).length;
      expect(minors).toBeGreaterThan(200);
      expect(new Set(names).size).toBeGreaterThan(70);
      expect(rows.every((row) => row.reversed.every((flag) => !flag))).toBe(true);
    });

    it('with reversals turns about half the cards upside down, never the same card twice in a spread', async () => {
      const lyra = await signUp(t);
      await patch({ fullDeck: true, reversals: true }, lyra.cookie);
      const rows = await drawMany(t, lyra.id, 150, 3);
      const flags = rows.flatMap((row) => row.reversed);
      expect(flags).toHaveLength(450);
      const reversed = flags.filter(Boolean).length;
      // Binomial(450, 1/2): mean 225, sd ≈ 10.6; 175–275 is more than four standard deviations either way.
      expect(reversed).toBeGreaterThan(175);
      expect(reversed).toBeLessThan(275);
      for (const position of [0, 1, 2]) expect(rows.some((row) => row.reversed[position] === true)).toBe(true);
      for (const row of rows) expect(new Set(row.cards).size).toBe(3);
    });

    it('reversals alone keep the Major Arcana pool', async () => {
      const orion = await signUp(t);
      await patch({ reversals: true }, orion.cookie);
      const rows = await drawMany(t, orion.id, 60, 4);
      for (const row of rows) for (const name of row.cards) expect(MAJOR_NAMES.has(name), name).toBe(true);
      expect(rows.flatMap((row) => row.reversed).some(Boolean)).toBe(true);
    });

    it('a reading over HTTP carries each card’s reversed flag as it was stored', async () => {
      const ara = await signUp(t);
      await patch({ fullDeck: true, reversals: true }, ara.cookie);
      const client = clientFor(t, ara);
      let seenReversed = false;
      for (let i = 0; i < 12 && !seenReversed; i++) {
        const id = await createReadingFor(client);
        const [row] = await t.db.select({ cards: reading.cards, reversed: reading.reversed }).from(reading).where(eq(reading.id, id));
        const view = ReadingSchema.parse(await (await client.get(apiPaths.reading(id))).json());
        expect(view.cards.map((card) => card.name)).toEqual(row?.cards);
        expect(view.cards.map((card) => card.reversed)).toEqual(row?.reversed);
        seenReversed = view.cards.some((card) => card.reversed);
      }
      expect(seenReversed).toBe(true);
    });

    it('the export keeps each reading’s reversed flags beside its cards', async () => {
      const rhea = await signUp(t);
      await patch({ fullDeck: true, reversals: true }, rhea.cookie);
      const rows = await drawMany(t, rhea.id, 5, 5);
      const response = await t.request(apiPaths.accountExport, { headers: { Cookie: rhea.cookie } });
      expect(response.status).toBe(200);
      const exported = AccountExportSchema.parse(await response.json());
      expect(exported.readings).toHaveLength(5);
      for (const item of exported.readings) {
        const row = rows.find((candidate) => candidate.id === item.id);
        expect(item.cards).toEqual(row?.cards);
        expect(item.reversed).toEqual(row?.reversed);
      }
      expect(exported.readings.flatMap((item) => item.reversed).some(Boolean)).toBe(true);
    });

    it('a visitor’s draw stays three upright Major Arcana, whoever else has the preferences on', async () => {
      for (let i = 0; i < 20; i++) {
        const response = await t.request(apiPaths.draw, { body: {}, headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } });
        expect(response.status).toBe(200);
        const { cards } = DrawResponseSchema.parse(await response.json());
        for (const card of cards) {
          expect(MAJOR_NAMES.has(card.name), card.name).toBe(true);
          expect(card.reversed).toBe(false);
        }
      }
    });

    it('reads a reading stored before reversals existed (no flags) as all upright', async () => {
      const old = await signUp(t);
      const [row] = await t.db
        .insert(reading)
        .values({ userId: old.id, question: 'An old question', cards: ['The Fool', 'The Star', 'The Sun'] })
        .returning({ id: reading.id, reversed: reading.reversed });
      expect(row?.reversed).toEqual([]);
      const view = ReadingSchema.parse(await (await clientFor(t, old).get(apiPaths.reading(row?.id ?? ''))).json());
      expect(view.cards.map((card) => [card.name, card.reversed])).toEqual([
        ['The Fool', false],
        ['The Star', false],
        ['The Sun', false],
      ]);
    });
  });
});
