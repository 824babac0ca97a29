import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reading } from '../src/server/db/schema.ts';
import { READING_NOT_FOUND } from '../src/server/errors.ts';
import type { Outcome } from '../src/shared/journal/journal.ts';
import { RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS } from '../src/shared/journal/journal.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { PatternsSchema, ReadingReturningCardsSchema, type Patterns } from '../src/shared/schemas/patterns.ts';
import { CELTIC_CROSS_SPREAD } from '../src/shared/spreads/built-in.ts';
import type { Spread } from '../src/shared/spreads/spread.ts';
import { clientFor, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/*
 * Issue 27 §3 on the server: the patterns of a person's readings over 30 days, 90 days and all
 * time, counted exactly from readings seeded with known cards, dates, outcomes and tags; the
 * returning-card rule at its edges; and nobody else's readings, ever.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const OWN_SPREAD: Spread = { id: randomUUID(), name: 'Crossroads', positions: [{ name: 'Here', meaning: 'where I stand' }], layout: 'line' };

interface Seed {
  cards: string[];
  reversed?: boolean[];
  daysAgo: number;
  outcome?: Outcome;
  tags?: string[];
  spread?: Spread;
  ownDeck?: boolean;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ cheapPasswords: true });
});
afterAll(async () => t?.close());

async function newClient(): Promise<Client> {
  return clientFor(t, await signUp(t));
}

async function seed(userId: string, seeds: readonly Seed[]): Promise<string[]> {
  const now = Date.now();
  const rows = await t.db
    .insert(reading)
    .values(
      seeds.map((one) => ({
        userId,
        question: `Seeded ${one.cards.join(', ')}?`,
        cards: one.cards,
        reversed: one.reversed ?? [],
        spread: one.spread ?? null,
        interpretation: 'Seeded.',
        isComplete: true,
        outcome: one.outcome ?? null,
        tags: one.tags ?? [],
        ownDeck: one.ownDeck ?? false,
        createdAt: new Date(now - one.daysAgo * DAY_MS),
      })),
    )
    .returning({ id: reading.id });
  return rows.map((row) => row.id);
}

async function patternsOf(client: Client, days: 30 | 90 | null): Promise<Patterns> {
  const response = await client.get(apiPaths.patternsFor(days));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return PatternsSchema.parse(await response.json());
}

const countOf = (patterns: Patterns, name: string) => patterns.topCards.find((card) => card.name === name)?.count ?? 0;
const suitOf = (patterns: Patterns, suit: string) => patterns.suits.find((one) => one.suit === suit)?.count ?? 0;

describe('GET /api/patterns', () => {
  let me: Client;
  beforeAll(async () => {
    me = await newClient();
    if (!me.user) throw new Error('signed up');
    await seed(me.user.id, [
      // Within 30 days.
      { cards: ['The Tower', 'The Star', 'Ace of Cups'], reversed: [true, false, false], daysAgo: 1, outcome: 'as-read', tags: ['work'] },
      { cards: ['The Tower', 'Two of Swords', 'Ace of Cups'], reversed: [false, true, true], daysAgo: 10, outcome: 'partly', tags: ['work', 'love'] },
      { cards: ['The Tower'], daysAgo: 20, spread: OWN_SPREAD, tags: ['love'] },
      // Within 90 days only.
      { cards: ['The Star', 'Knight of Wands', 'Queen of Pentacles'], daysAgo: 45, outcome: 'not-at-all', ownDeck: true, tags: ['work'] },
      { cards: ['The Moon', 'Ace of Cups', 'The Star'], reversed: [true], daysAgo: 80, outcome: 'too-soon' },
      // All time only.
      {
        cards: ['The Moon', 'The Tower', 'Five of Cups', 'Ten of Wands', 'Ace of Swords', 'Page of Pentacles', 'The Sun', 'Death', 'The World', 'Justice'],
        spread: CELTIC_CROSS_SPREAD,
        daysAgo: 200,
        outcome: 'as-read',
      },
    ]);
  });

  it('counts the last 30 days exactly', async () => {
    const p = await patternsOf(me, 30);
    expect(p.days).toBe(30);
    expect(p.readings).toBe(3);
    expect(p.cards).toBe(7);
    expect(p.topCards.slice(0, 2)).toEqual([
      { name: 'The Tower', slug: 'the-tower', count: 3, reversed: 1 },
      { name: 'Ace of Cups', slug: 'ace-of-cups', count: 2, reversed: 1 },
    ]);
    expect(suitOf(p, 'Major Arcana')).toBe(4);
    expect(suitOf(p, 'Cups')).toBe(2);
    expect(suitOf(p, 'Swords')).toBe(1);
    expect(p.suits.find((one) => one.suit === 'Major Arcana')?.share).toBeCloseTo(4 / 7);
    expect(p.reversed).toEqual({ count: 3, share: 3 / 7 });
    expect(p.outcomesBySpread).toEqual([
      { spreadId: 'three-card', name: 'Past, Present, Future', readings: 2, outcomes: { 'as-read': 1, partly: 1, 'not-at-all': 0, 'too-soon': 0, none: 0 } },
      { spreadId: OWN_SPREAD.id, name: 'Crossroads', readings: 1, outcomes: { 'as-read': 0, partly: 0, 'not-at-all': 0, 'too-soon': 0, none: 1 } },
    ]);
    expect(p.outcomesByTag).toEqual([
      { tag: 'love', readings: 2, outcomes: { 'as-read': 0, partly: 1, 'not-at-all': 0, 'too-soon': 0, none: 1 } },
      { tag: 'work', readings: 2, outcomes: { 'as-read': 1, partly: 1, 'not-at-all': 0, 'too-soon': 0, none: 0 } },
    ]);
  });

  it('counts the last 90 days exactly, own-deck readings included', async () => {
    const p = await patternsOf(me, 90);
    expect(p.readings).toBe(5);
    expect(p.cards).toBe(13);
    expect(countOf(p, 'The Star')).toBe(3);
    expect(countOf(p, 'Ace of Cups')).toBe(3);
    expect(countOf(p, 'Knight of Wands')).toBe(1);
    expect(suitOf(p, 'Wands')).toBe(1);
    expect(suitOf(p, 'Pentacles')).toBe(1);
    expect(p.reversed.count).toBe(4);
    expect(p.outcomesByTag.find((one) => one.tag === 'work')).toEqual({
      tag: 'work',
      readings: 3,
      outcomes: { 'as-read': 1, partly: 1, 'not-at-all': 1, 'too-soon': 0, none: 0 },
    });
  });

  it('counts all time exactly, and shows the ten most drawn cards', async () => {
    const p = await patternsOf(me, null);
    expect(p.days).toBeNull();
    expect(p.readings).toBe(6);
    expect(p.cards).toBe(23);
    expect(p.topCards).toHaveLength(10);
    expect(p.topCards[0]).toEqual({ name: 'The Tower', slug: 'the-tower', count: 4, reversed: 1 });
    expect(suitOf(p, 'Major Arcana') + suitOf(p, 'Wands') + suitOf(p, 'Cups') + suitOf(p, 'Swords') + suitOf(p, 'Pentacles')).toBe(23);
    expect(p.outcomesBySpread.find((one) => one.spreadId === 'celtic-cross')).toMatchObject({ name: 'Celtic Cross', readings: 1 });
  });

  it('finds the cards that keep returning over the last 90 days, whatever the range', async () => {
    const expected = [
      { name: 'Ace of Cups', slug: 'ace-of-cups', times: 3 },
      { name: 'The Star', slug: 'the-star', times: 3 },
      { name: 'The Tower', slug: 'the-tower', times: 3 },
    ];
    for (const days of [30, 90, null] as const) {
      const p = await patternsOf(me, days);
      expect(p.returning.map(({ name, slug, times }) => ({ name, slug, times }))).toEqual(expected);
    }
    const tower = (await patternsOf(me, 30)).returning.find((card) => card.name === 'The Tower');
    expect(tower?.readings).toHaveLength(3);
    // Newest first.
    expect(tower?.readings.map((one) => one.createdAt)).toEqual(
      tower?.readings
        .map((one) => one.createdAt)
        .toSorted()
        .toReversed(),
    );
  });

  it('answers a new account with empty figures', async () => {
    const p = await patternsOf(await newClient(), null);
    expect(p).toMatchObject({ readings: 0, cards: 0, topCards: [], reversed: { count: 0, share: 0 }, outcomesBySpread: [], outcomesByTag: [], returning: [] });
    expect(p.suits.every((one) => one.count === 0 && one.share === 0)).toBe(true);
  });

  it('never counts another person’s readings', async () => {
    const other = await newClient();
    if (!other.user) throw new Error('signed up');
    await seed(other.user.id, [
      { cards: ['The Tower', 'Wheel of Fortune'], daysAgo: 2, outcome: 'not-at-all', tags: ['work'] },
      { cards: ['Wheel of Fortune'], daysAgo: 3 },
      { cards: ['Wheel of Fortune'], daysAgo: 4 },
    ]);
    const p = await patternsOf(me, 30);
    expect(p.readings).toBe(3);
    expect(countOf(p, 'The Tower')).toBe(3);
    expect(countOf(p, 'Wheel of Fortune')).toBe(0);
    expect(p.outcomesByTag.find((one) => one.tag === 'work')?.outcomes['not-at-all']).toBe(0);
    expect(p.returning.map((card) => card.name)).not.toContain('Wheel of Fortune');
    expect((await patternsOf(other, 30)).returning.map((card) => card.name)).toEqual(['Wheel of Fortune']);
  });

  it('forgets a deleted reading at once', async () => {
    const client = await newClient();
    if (!client.user) throw new Error('signed up');
    const [latest] = await seed(client.user.id, [
      { cards: ['The Lovers'], daysAgo: 0 },
      { cards: ['The Lovers'], daysAgo: 1 },
      { cards: ['The Lovers'], daysAgo: 2 },
    ]);
    if (!latest) throw new Error('seeded');
    expect((await patternsOf(client, 30)).returning.map((card) => card.name)).toEqual(['The Lovers']);
    expect((await client.post(apiPaths.readingDelete(latest), {})).status).toBe(200);
    const p = await patternsOf(client, 30);
    expect(p.readings).toBe(2);
    expect(p.returning).toEqual([]);
  });

  it('refuses a range it does not offer, and anyone signed out', async () => {
    for (const days of ['7', '365', 'all', '30.5', '']) {
      const response = await me.get(`${apiPaths.patterns}?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/days must be one of 30, 90/);
    }
    expect((await clientFor(t, null).get(apiPaths.patterns)).status).toBe(401);
  });
});

describe('GET /api/readings/:readingId/returning-cards', () => {
  const returningOf = async (client: Client, readingId: string) => {
    const response = await client.get(apiPaths.readingReturningCards(readingId));
    expect(response.status, await response.clone().text()).toBe(200);
    return ReadingReturningCardsSchema.parse(await response.json()).cards;
  };

  it(`names a card at exactly ${RETURNING_CARD_TIMES} readings within ${RETURNING_CARD_WINDOW_DAYS} days, this one included`, async () => {
    const me = await newClient();
    if (!me.user) throw new Error('signed up');
    const [third, second, first] = await seed(me.user.id, [
      { cards: ['The Tower', 'The Star'], daysAgo: 0 },
      { cards: ['The Tower'], daysAgo: 30 },
      { cards: ['The Tower', 'The Star'], daysAgo: RETURNING_CARD_WINDOW_DAYS - 1 },
    ]);
    if (!first || !second || !third) throw new Error('seeded');
    const cards = await returningOf(me, third);
    expect(cards).toEqual([{ name: 'The Tower', slug: 'the-tower', times: 3, readings: expect.any(Array) as unknown }]);
    expect(cards[0]?.readings.map((one) => one.id)).toEqual([third, second, first]);
    // Up to the second reading, the Tower had come up twice: not yet returning.
    expect(await returningOf(me, second)).toEqual([]);
  });

  it(`is quiet at ${RETURNING_CARD_TIMES - 1} readings, and when one of ${RETURNING_CARD_TIMES} is ${RETURNING_CARD_WINDOW_DAYS + 1} days old`, async () => {
    const me = await newClient();
    if (!me.user) throw new Error('signed up');
    const [latest] = await seed(me.user.id, [
      { cards: ['The Hermit'], daysAgo: 0 },
      { cards: ['The Hermit'], daysAgo: 5 },
      { cards: ['The Hermit'], daysAgo: RETURNING_CARD_WINDOW_DAYS + 1 },
    ]);
    if (!latest) throw new Error('seeded');
    expect(await returningOf(me, latest)).toEqual([]);
    expect((await patternsOf(me, null)).returning).toEqual([]);
    // Another's readings of the same card never make up the count.
    const other = await newClient();
    if (!other.user) throw new Error('signed up');
    await seed(other.user.id, [{ cards: ['The Hermit'], daysAgo: 1 }]);
    expect(await returningOf(me, latest)).toEqual([]);
  });

  it('answers 404 for another person’s reading, an unknown one and a malformed id', async () => {
    const owner = await newClient();
    if (!owner.user) throw new Error('signed up');
    const [id] = await seed(owner.user.id, [{ cards: ['The Tower'], daysAgo: 0 }]);
    if (!id) throw new Error('seeded');
    const stranger = await newClient();
    for (const readingId of [id, randomUUID(), 'not-a-uuid']) {
      const response = await stranger.get(apiPaths.readingReturningCards(readingId));
      expect(response.status, readingId).toBe(404);
      expect(await response.json()).toEqual({ error: READING_NOT_FOUND });
    }
    expect((await clientFor(t, null).get(apiPaths.readingReturningCards(id))).status).toBe(401);
  });
});
