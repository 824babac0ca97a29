import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCardsCountMismatch, ownCardTwice, unknownOwnCard } from '../src/server/domain/draw/own-cards.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { AccountExportSchema, HistoryPageSchema } from '../src/shared/schemas/account.ts';
import { DrawCommitResponseSchema } from '../src/shared/schemas/fair-draw.ts';
import { OWN_CARDS_ALONE, type OwnCard } from '../src/shared/schemas/own-deck.ts';
import { CreateReadingResponseSchema, InterpretResponseSchema, ReadingSchema, type Reading } from '../src/shared/schemas/reading.ts';
import { CreateShareLinkResponseSchema, SharedReadingSchema } from '../src/shared/schemas/share.ts';
import { CELTIC_CROSS_SPREAD, builtInSpread } from '../src/shared/spreads/built-in.ts';
import { THREE_CARD_SPREAD } from '../src/shared/spreads/spread.ts';
import { clientFor, readingRow, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/*
 * Issue 27 §1 on the server: a reading from the user's own deck. The cards are checked against the
 * whole deck (one per position, none twice), kept exactly as entered, marked as their own deck and
 * never given a fair draw; the reading is then interpreted, shared and exported like any other.
 */

const THREE: OwnCard[] = [
  { name: 'The Tower', reversed: false },
  { name: 'Three of Cups', reversed: true },
  { name: 'Page of Pentacles', reversed: false },
];
const TEN: OwnCard[] = [
  'The Fool',
  'Ace of Wands',
  'Two of Cups',
  'Three of Swords',
  'Four of Pentacles',
  'The Moon',
  'Knight of Cups',
  'Queen of Swords',
  'King of Wands',
  'Ten of Pentacles',
].map((name, index) => ({ name, reversed: index % 3 === 1 }));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ cheapPasswords: true });
});
afterAll(async () => t?.close());

async function newClient(): Promise<Client> {
  return clientFor(t, await signUp(t));
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

async function enter(client: Client, body: Record<string, unknown>): Promise<string> {
  const created = await client.post(apiPaths.readings, { question: 'What does this week ask of me?', ...body });
  expect(created.status, await created.clone().text()).toBe(201);
  return CreateReadingResponseSchema.parse(await created.json()).id;
}

async function readingOf(client: Client, id: string): Promise<Reading> {
  const response = await client.get(apiPaths.reading(id));
  expect(response.status).toBe(200);
  return ReadingSchema.parse(await response.json());
}

async function commitment(client: Client): Promise<string> {
  const response = await client.post(apiPaths.drawCommit, {});
  expect(response.status).toBe(201);
  return DrawCommitResponseSchema.parse(await response.json()).commitmentId;
}

describe('POST /api/readings with ownCards', () => {
  it('keeps the spec’s three cards exactly as entered, from the whole deck even with the full deck off, with no fair draw', async () => {
    const me = await newClient();
    const id = await enter(me, { ownCards: THREE });

    const row = await readingRow(t, id);
    expect(row.cards).toEqual(THREE.map((card) => card.name));
    expect(row.reversed).toEqual([false, true, false]);
    expect(row.ownDeck).toBe(true);
    expect(row.fairDraw).toBeNull();
    expect(row.spread).toBeNull();

    const view = await readingOf(me, id);
    expect(view.ownDeck).toBe(true);
    expect(view.fairDraw ?? null).toBeNull();
    expect(view.spread).toEqual(THREE_CARD_SPREAD);
    expect(view.cards.map((card) => [card.name, card.reversed])).toEqual(THREE.map((card) => [card.name, card.reversed]));
    expect(view.cards[1]?.meaning_rev).toBeTruthy();
  });

  it('reads a Celtic Cross position by position, and the reader claims no draw of ours', async () => {
    const me = await newClient();
    const id = await enter(me, { ownCards: TEN, spreadId: CELTIC_CROSS_SPREAD.id });
    const view = await readingOf(me, id);
    expect(view.spread.id).toBe(CELTIC_CROSS_SPREAD.id);
    expect(view.cards.map((card) => [card.name, card.reversed])).toEqual(TEN.map((card) => [card.name, card.reversed]));
    expect((await readingRow(t, id)).fairDraw).toBeNull();

    const interpreted = await me.post(apiPaths.interpret, { readingId: id });
    expect(interpreted.status).toBe(200);
    const { interpretation, safety } = InterpretResponseSchema.parse(await interpreted.json());
    expect(safety).toEqual([]);
    expect(interpretation).toContain('Queen of Swords');
    expect(interpretation).not.toMatch(/verif|fair draw|shuffl|commitment|seed/i);
    expect((await readingOf(me, id)).isComplete).toBe(true);
  });

  it('a reading drawn by us stays marked as not from one’s own deck', async () => {
    const me = await newClient();
    const id = await enter(me, {});
    const view = await readingOf(me, id);
    expect(view.ownDeck).toBe(false);
    expect(view.fairDraw).toBeTruthy();
  });

  it.each([
    ['an unknown card', [...THREE.slice(0, 2), { name: 'The Cat', reversed: false }], unknownOwnCard('The Cat')],
    ['a name in the wrong case', [...THREE.slice(0, 2), { name: 'the fool', reversed: false }], unknownOwnCard('the fool')],
    ['two cards for three positions', THREE.slice(0, 2), ownCardsCountMismatch(THREE_CARD_SPREAD, 2)],
    ['four cards for three positions', [...THREE, { name: 'The Sun', reversed: false }], ownCardsCountMismatch(THREE_CARD_SPREAD, 4)],
    ['a card twice', [THREE[0], THREE[1], { name: 'The Tower', reversed: true }], ownCardTwice('The Tower')],
    ['no cards', [], 'Enter at least one card'],
    ['a card without its way up', [THREE[0], THREE[1], { name: 'The Sun' }], 'reversed'],
    ['eleven cards', [...TEN, { name: 'The Sun', reversed: false }], 'No spread has more than 10 positions'],
  ])('refuses %s with a 400 that says why, and stores nothing', async (_label, ownCards, message) => {
    const me = await newClient();
    const response = await me.post(apiPaths.readings, { question: 'Is it time?', ownCards });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain(message);
    const history = HistoryPageSchema.parse(await (await me.get(apiPaths.readings)).json());
    expect(history.readings).toEqual([]);
  });

  it('counts the chosen spread’s positions', async () => {
    const me = await newClient();
    const oneCard = builtInSpread('one-card');
    if (!oneCard) throw new Error('no one-card spread');
    const response = await me.post(apiPaths.readings, { question: 'Is it time?', ownCards: THREE, spreadId: oneCard.id });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(ownCardsCountMismatch(oneCard, 3));
    const id = await enter(me, { ownCards: [{ name: 'Six of Wands', reversed: true }], spreadId: oneCard.id });
    expect((await readingOf(me, id)).cards.map((card) => [card.name, card.reversed])).toEqual([['Six of Wands', true]]);
  });

  it('refuses own cards combined with a fair draw or picks', async () => {
    const me = await newClient();
    const commitmentId = await commitment(me);
    for (const extra of [{ commitmentId, clientSeed: 'mine' }, { commitmentId, clientSeed: 'mine', picks: [0, 1, 2] }, { picks: [0, 1, 2] }]) {
      const response = await me.post(apiPaths.readings, { question: 'Both?', ownCards: THREE, ...extra });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(OWN_CARDS_ALONE.error);
    }
    // The commitment was not spent by the refused requests.
    expect(await enter(me, { commitmentId, clientSeed: 'mine' })).toBeTruthy();
  });

  it('is for signed-in people only', async () => {
    const visitor = clientFor(t, null);
    const response = await visitor.post(apiPaths.readings, { question: 'And me?', ownCards: THREE });
    expect(response.status).toBe(401);
  });

  it('runs the risk assessment on the question as for any reading', async () => {
    const me = await newClient();
    const id = await enter(me, { question: 'I want to kill myself. Will things ever get better?', ownCards: THREE });
    expect((await readingRow(t, id)).safety).toEqual(['self-harm']);
    expect((await readingOf(me, id)).safety).toEqual(['self-harm']);
    const interpreted = InterpretResponseSchema.parse(await (await me.post(apiPaths.interpret, { readingId: id })).json());
    expect(interpreted.safety).toEqual(['self-harm']);
  });
});

describe('a reading from one’s own deck elsewhere', () => {
  it('is marked in the history, the export and the shared page; another user cannot open it; deleting the account removes it', async () => {
    const me = await newClient();
    const own = await enter(me, { ownCards: THREE });
    const drawn = await enter(me, {});

    const history = HistoryPageSchema.parse(await (await me.get(apiPaths.readings)).json());
    expect(history.readings.map((entry) => [entry.id, entry.ownDeck])).toEqual([
      [drawn, false],
      [own, true],
    ]);

    const exported = AccountExportSchema.parse(await (await me.get(apiPaths.accountExport)).json());
    expect(exported.readings.map((entry) => [entry.id, entry.ownDeck, entry.reversed])).toEqual([
      [own, true, [false, true, false]],
      [drawn, false, expect.any(Array)],
    ]);

    expect((await me.post(apiPaths.interpret, { readingId: own })).status).toBe(200);
    const link = CreateShareLinkResponseSchema.parse(await (await me.post(apiPaths.readingShares(own), { showQuestion: false })).json());
    const shared = SharedReadingSchema.parse(await (await clientFor(t, null).get(apiPaths.sharedReading(link.token))).json());
    expect(shared.ownDeck).toBe(true);
    expect(shared.cards.map((card) => card.name)).toEqual(THREE.map((card) => card.name));

    const other = await newClient();
    expect((await other.get(apiPaths.reading(own))).status).toBe(404);

    expect((await me.post(apiPaths.accountDelete, { password: 'correct horse battery' })).status).toBe(200);
    await expect(readingRow(t, own)).rejects.toThrow(/no reading/);
  });

  it('refuses a body whose ownCards are not a list of cards', async () => {
    const me = await newClient();
    for (const ownCards of [
      'The Fool',
      [{ name: 5, reversed: false }],
      [{ name: '', reversed: false }],
      [{ name: 'x'.repeat(81), reversed: false }],
      [randomUUID()],
    ]) {
      const response = await me.post(apiPaths.readings, { question: 'Odd?', ownCards });
      expect(response.status, JSON.stringify(ownCards)).toBe(400);
      expect(await errorOf(response)).toMatch(/card|ownCards/i);
    }
  });
});
