import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCommitment, reading, userSpread } from '../src/server/db/schema.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageSvg } from '../src/server/domain/readings/share-image.ts';
import { SPREAD_NOT_FOUND, TOO_MANY_SPREADS } from '../src/server/domain/spreads/own-spreads.ts';
import { UNKNOWN_SPREAD } from '../src/server/domain/spreads/spread-for-reading.ts';
import { sharedPageHead } from '../src/server/http/shared-page-head.ts';
import { DECK } from '../src/shared/deck/cards.ts';
import { verifyDraw } from '../src/shared/fair-draw/fair-draw.ts';
import { apiPaths, paths } from '../src/shared/paths.ts';
import { AccountExportSchema, HistoryPageSchema } from '../src/shared/schemas/account.ts';
import { DrawCommitResponseSchema } from '../src/shared/schemas/fair-draw.ts';
import { ReadingSchema, type Reading } from '../src/shared/schemas/reading.ts';
import { CreateShareLinkResponseSchema, SharedReadingSchema } from '../src/shared/schemas/share.ts';
import { OwnSpreadSchema, SPREAD_LIMITS, SpreadsResponseSchema, type OwnSpread } from '../src/shared/schemas/spread.ts';
import { BUILT_IN_SPREADS, CELTIC_CROSS_SPREAD, ONE_CARD_SPREAD } from '../src/shared/spreads/built-in.ts';
import { THREE_CARD_SPREAD } from '../src/shared/spreads/spread.ts';
import { clientFor, createAppWithProvider, creditsOf, readingRow, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/*
 * Issue 26 §1 on the server: a person's own spreads (saved, edited, deleted, theirs alone), and a
 * reading of any spread, drawn fairly with one card per position and kept with its spread as it was.
 */

const FOUR_PLACES = {
  name: 'Four winds',
  positions: [
    { name: 'North', meaning: 'what guides me' },
    { name: 'East', meaning: 'what is beginning' },
    { name: 'South', meaning: 'what warms me' },
    { name: 'West', meaning: 'what is ending' },
  ],
};

const place = (index: number) => ({ name: `Place ${index + 1}`, meaning: `what place ${index + 1} speaks to` });

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ cheapPasswords: true });
});
afterAll(async () => t?.close());

async function newClient(): Promise<Client> {
  return clientFor(t, await signUp(t));
}

/** A request with any method, as the browser's client sends it. */
async function send(client: Client, method: 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  return t.request(path, { method, body, headers: { 'X-Forwarded-For': client.address, ...(client.user ? { Cookie: client.user.cookie } : {}) } });
}

async function saveSpread(client: Client, body: unknown = FOUR_PLACES): Promise<OwnSpread> {
  const response = await client.post(apiPaths.spreads, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return OwnSpreadSchema.parse(await response.json());
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/** Draws a reading in the spread, with a commitment the browser was shown first, and answers it as the reading page gets it. */
async function drawIn(client: Client, spreadId?: string, question = 'What should I know about the months ahead?'): Promise<Reading> {
  const commit = await client.post(apiPaths.drawCommit, {});
  expect(commit.status).toBe(201);
  const { commitmentId } = DrawCommitResponseSchema.parse(await commit.json());
  const created = await client.post(apiPaths.readings, { question, commitmentId, clientSeed: `seed ${randomUUID()}`, ...(spreadId ? { spreadId } : {}) });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return readingOf(client, id);
}

async function readingOf(client: Client, id: string): Promise<Reading> {
  const response = await client.get(apiPaths.reading(id));
  expect(response.status).toBe(200);
  return ReadingSchema.parse(await response.json());
}

describe('own spreads: GET, POST, PUT, DELETE /api/spreads', () => {
  it('is for signed-in people only', async () => {
    const visitor = clientFor(t, null);
    expect((await visitor.get(apiPaths.spreads)).status).toBe(401);
    expect((await visitor.post(apiPaths.spreads, FOUR_PLACES)).status).toBe(401);
    expect((await send(visitor, 'PUT', apiPaths.spread(randomUUID()), FOUR_PLACES)).status).toBe(401);
    expect((await send(visitor, 'DELETE', apiPaths.spread(randomUUID()))).status).toBe(401);
  });

  it('lists the six built-in spreads, then one’s own newest first; saves, edits and deletes', async () => {
    const me = await newClient();
    const empty = SpreadsResponseSchema.parse(await (await me.get(apiPaths.spreads)).json());
    expect(empty).toEqual({ builtIn: BUILT_IN_SPREADS, own: [] });

    const first = await saveSpread(me, { ...FOUR_PLACES, name: '  Four winds  ' });
    expect(first).toMatchObject({ name: 'Four winds', positions: FOUR_PLACES.positions, layout: 'line' });
    const cross = await saveSpread(me, { name: 'Crossroads', layout: 'cross', positions: [0, 1, 2, 3, 4].map(place) });
    expect(cross.layout).toBe('cross');
    const listed = SpreadsResponseSchema.parse(await (await me.get(apiPaths.spreads)).json());
    expect(listed.own.map((spread) => spread.id)).toEqual([cross.id, first.id]);

    const edited = await send(me, 'PUT', apiPaths.spread(first.id), { name: 'Three winds', layout: 'pyramid', positions: FOUR_PLACES.positions.slice(0, 3) });
    expect(edited.status).toBe(200);
    const after = OwnSpreadSchema.parse(await edited.json());
    expect(after).toMatchObject({ id: first.id, name: 'Three winds', layout: 'pyramid', positions: FOUR_PLACES.positions.slice(0, 3) });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const deleted = await send(me, 'DELETE', apiPaths.spread(first.id));
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const remaining = SpreadsResponseSchema.parse(await (await me.get(apiPaths.spreads)).json());
    expect(remaining.own.map((spread) => spread.id)).toEqual([cross.id]);
    expect(await errorOf(await send(me, 'DELETE', apiPaths.spread(first.id)))).toBe(SPREAD_NOT_FOUND);
  });

  it.each([
    ['no positions', { name: 'Empty', positions: [] }, 'A spread needs at least 1 position'],
    ['eleven positions', { name: 'Too long', positions: Array.from({ length: 11 }, (_, index) => place(index)) }, 'A spread has at most 10 positions'],
    ['no name', { positions: [place(0)] }, 'Name is required'],
    ['a blank name', { name: '   ', positions: [place(0)] }, 'Name is required'],
    ['a name too long', { name: 'x'.repeat(SPREAD_LIMITS.nameMax + 1), positions: [place(0)] }, `at most ${SPREAD_LIMITS.nameMax} characters`],
    ['a position without a meaning', { name: 'Half', positions: [{ name: 'Here' }] }, 'Position meaning is required'],
    [
      'a meaning too long',
      { name: 'Wordy', positions: [{ name: 'Here', meaning: 'm'.repeat(SPREAD_LIMITS.positionMeaningMax + 1) }] },
      `at most ${SPREAD_LIMITS.positionMeaningMax} characters`,
    ],
    ['a cross of three', { name: 'Small cross', layout: 'cross', positions: [0, 1, 2].map(place) }, 'The cross layout needs exactly 5 positions'],
    ['the Celtic Cross layout', { name: 'My cross', layout: 'celtic-cross', positions: Array.from({ length: 10 }, (_, index) => place(index)) }, 'layout'],
    ['a NUL in a name', { name: 'Nul\u0000', positions: [place(0)] }, 'not allowed'],
  ])('refuses %s with a 400 that says why, on save and on edit', async (_label, body, message) => {
    const me = await newClient();
    const saved = await saveSpread(me);
    const created = await me.post(apiPaths.spreads, body);
    expect(created.status).toBe(400);
    expect(await errorOf(created)).toContain(message);
    const edited = await send(me, 'PUT', apiPaths.spread(saved.id), body);
    expect(edited.status).toBe(400);
    expect(await errorOf(edited)).toContain(message);
    const [row] = await t.db.select().from(userSpread).where(eq(userSpread.id, saved.id));
    expect(row).toMatchObject({ name: FOUR_PLACES.name, positions: FOUR_PLACES.positions });
  });

  it('answers another person’s spread, an unknown one and a malformed id with the same 404, and changes nothing', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const hers = await saveSpread(alice, { ...FOUR_PLACES, name: 'Alice’s private spread' });
    for (const id of [hers.id, randomUUID(), 'not-a-uuid', 'celtic-cross']) {
      for (const response of [await send(bob, 'PUT', apiPaths.spread(id), FOUR_PLACES), await send(bob, 'DELETE', apiPaths.spread(id))]) {
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toBe(SPREAD_NOT_FOUND);
      }
    }
    const bobs = SpreadsResponseSchema.parse(await (await bob.get(apiPaths.spreads)).json());
    expect(JSON.stringify(bobs)).not.toContain('Alice’s private spread');
    const [row] = await t.db.select().from(userSpread).where(eq(userSpread.id, hers.id));
    expect(row).toMatchObject({ name: 'Alice’s private spread', positions: FOUR_PLACES.positions });
  });

  it(`keeps at most ${SPREAD_LIMITS.perUser} spreads: one more is a 409 that says so, and deleting one makes room`, async () => {
    const me = await newClient();
    const saved = await Promise.all(Array.from({ length: SPREAD_LIMITS.perUser }, (_, index) => saveSpread(me, { ...FOUR_PLACES, name: `Spread ${index}` })));
    const refused = await me.post(apiPaths.spreads, FOUR_PLACES);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(TOO_MANY_SPREADS);
    expect(await t.db.$count(userSpread, eq(userSpread.userId, me.user?.id ?? ''))).toBe(SPREAD_LIMITS.perUser);
    // Editing is not saving another.
    expect((await send(me, 'PUT', apiPaths.spread(saved[0]?.id ?? ''), FOUR_PLACES)).status).toBe(200);
    expect((await send(me, 'DELETE', apiPaths.spread(saved[1]?.id ?? ''))).status).toBe(204);
    await saveSpread(me);
  });

  it('deletes a person’s spreads with their account', async () => {
    const me = await newClient();
    await saveSpread(me);
    const deleted = await me.post(apiPaths.accountDelete, { password: 'correct horse battery' });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await t.db.$count(userSpread, eq(userSpread.userId, me.user?.id ?? ''))).toBe(0);
  });
});

describe('a reading of any spread: POST /api/readings with a spreadId', () => {
  it('draws the Celtic Cross as ten distinct cards from the whole deck, which the shared verifier confirms', async () => {
    const me = await newClient();
    expect((await send(me, 'PATCH', apiPaths.accountDeck, { fullDeck: true, reversals: true })).status).toBe(200);
    const drawn = await drawIn(me, CELTIC_CROSS_SPREAD.id);
    expect(drawn.spread).toEqual(CELTIC_CROSS_SPREAD);
    expect(drawn.cards).toHaveLength(10);
    expect(new Set(drawn.cards.map((card) => card.name)).size).toBe(10);
    expect(drawn.fairDraw).toMatchObject({ deck: 'full', reversals: true });
    if (!drawn.fairDraw) throw new Error('no fair draw');
    expect(await verifyDraw(drawn.fairDraw, drawn.cards)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
    // One card swapped for another, the check fails: it covers all ten.
    const other = DECK.find((card) => !drawn.cards.some((shown) => shown.name === card.name));
    const swapped = drawn.cards.map((card, index) => (index === 9 ? { ...card, name: other?.name ?? '' } : card));
    expect(await verifyDraw(drawn.fairDraw, swapped)).toMatchObject({ cardsMatch: false });
  });

  it('draws one card for the one-card spread, and the spec’s three (stored as before) without a spreadId', async () => {
    const me = await newClient();
    const one = await drawIn(me, ONE_CARD_SPREAD.id);
    expect(one.cards).toHaveLength(1);
    expect(one.spread).toEqual(ONE_CARD_SPREAD);
    if (!one.fairDraw) throw new Error('no fair draw');
    expect(await verifyDraw(one.fairDraw, one.cards)).toMatchObject({ commitmentMatches: true, cardsMatch: true });

    const plain = await drawIn(me);
    expect(plain.cards).toHaveLength(3);
    expect(plain.spread).toEqual(THREE_CARD_SPREAD);
    expect((await readingRow(t, plain.id)).spread).toBeNull();
  });

  it('refuses an unknown spread, or another person’s, with a 400 before the commitment is spent', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const hers = await saveSpread(alice);
    for (const spreadId of ['tarot-of-everything', randomUUID(), hers.id, '']) {
      const commit = DrawCommitResponseSchema.parse(await (await bob.post(apiPaths.drawCommit, {})).json());
      const response = await bob.post(apiPaths.readings, { question: 'Which spread is this?', spreadId, commitmentId: commit.commitmentId, clientSeed: 'bob' });
      expect(response.status).toBe(400);
      if (spreadId !== '') expect(await errorOf(response)).toBe(UNKNOWN_SPREAD);
      const [row] = await t.db.select({ usedAt: drawCommitment.usedAt }).from(drawCommitment).where(eq(drawCommitment.id, commit.commitmentId));
      expect(row?.usedAt).toBeNull();
    }
    expect(await t.db.$count(reading, eq(reading.userId, bob.user?.id ?? ''))).toBe(0);
  });

  it('keeps an own spread’s positions as they were when drawn, after the spread is edited and after it is deleted', async () => {
    const me = await newClient();
    const mine = await saveSpread(me);
    const drawn = await drawIn(me, mine.id);
    const asDrawn = { id: mine.id, name: FOUR_PLACES.name, positions: FOUR_PLACES.positions, layout: 'line' };
    expect(drawn.cards).toHaveLength(4);
    expect(drawn.spread).toEqual(asDrawn);

    expect((await send(me, 'PUT', apiPaths.spread(mine.id), { name: 'Renamed', positions: [place(0)] })).status).toBe(200);
    expect((await readingOf(me, drawn.id)).spread).toEqual(asDrawn);
    expect((await send(me, 'DELETE', apiPaths.spread(mine.id))).status).toBe(204);
    const kept = await readingOf(me, drawn.id);
    expect(kept.spread).toEqual(asDrawn);
    expect(kept.cards).toEqual(drawn.cards);
  });

  it('names each reading’s spread in the history, and holds each reading’s spread and one’s own spreads in the export', async () => {
    const me = await newClient();
    const mine = await saveSpread(me);
    const plain = await drawIn(me);
    const celtic = await drawIn(me, CELTIC_CROSS_SPREAD.id);
    const own = await drawIn(me, mine.id);
    // Renamed after the draw: the history names the spread the cards were drawn in.
    expect((await send(me, 'PUT', apiPaths.spread(mine.id), { ...FOUR_PLACES, name: 'Renamed winds' })).status).toBe(200);

    const history = HistoryPageSchema.parse(await (await me.get(apiPaths.readings)).json());
    expect(history.readings.map((entry) => [entry.id, entry.spreadName, entry.cards.length])).toEqual([
      [own.id, FOUR_PLACES.name, 4],
      [celtic.id, CELTIC_CROSS_SPREAD.name, 10],
      [plain.id, THREE_CARD_SPREAD.name, 3],
    ]);

    const exported = AccountExportSchema.parse(await (await me.get(apiPaths.accountExport)).json());
    expect(exported.readings.map((entry) => [entry.id, entry.spread])).toEqual([
      [plain.id, THREE_CARD_SPREAD],
      [celtic.id, CELTIC_CROSS_SPREAD],
      [own.id, { id: mine.id, name: FOUR_PLACES.name, positions: FOUR_PLACES.positions, layout: 'line' }],
    ]);
    expect(exported.spreads).toEqual([expect.objectContaining({ id: mine.id, name: 'Renamed winds', positions: FOUR_PLACES.positions })]);
  });

  it('interprets, follows up for one credit, shares and pictures a Celtic Cross reading', async () => {
    const me = await newClient();
    const drawn = await drawIn(me, CELTIC_CROSS_SPREAD.id, 'Where is my work taking me?');
    const interpreted = await me.post(apiPaths.interpret, { readingId: drawn.id });
    expect(interpreted.status).toBe(200);
    const credits = await creditsOf(t, me.user?.id ?? '');
    const followUp = await me.post(apiPaths.followUp, { readingId: drawn.id, question: 'What does the crown ask of me?' });
    expect(followUp.status).toBe(200);
    expect(await creditsOf(t, me.user?.id ?? '')).toBe(credits - 1);

    const shared = await me.post(apiPaths.readingShares(drawn.id), { showQuestion: false });
    expect(shared.status).toBe(201);
    const { token } = CreateShareLinkResponseSchema.parse(await shared.json());
    const visitor = clientFor(t, null);
    const page = SharedReadingSchema.parse(await (await visitor.get(apiPaths.sharedReading(token))).json());
    expect(page.spread).toEqual(CELTIC_CROSS_SPREAD);
    expect(page.cards.map((card) => card.name)).toEqual(drawn.cards.map((card) => card.name));

    const head = sharedPageHead(page, token, 'https://tarot.example').html;
    expect(head).toContain(`content="The Celtic Cross spread: ${page.cards[0]?.name ?? ''}`);
    expect(head).toContain('<meta property="og:image:alt" content="The 10 cards: ');

    const image = await visitor.get(paths.sharedImage(token));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  });
});

describe('the share image of 1 to 10 cards', () => {
  /** Each card's box on the image, from the transform of the group that holds its own SVG. */
  function boxesOf(svg: string) {
    return [...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\)(?: scale\(([\d.]+)\))?(?: rotate\([^)]*\))?"><svg /g)].map((match) => {
      const scale = Number(match[3] ?? 1);
      return { x: Number(match[1]), y: Number(match[2]), width: 300 * scale, height: 500 * scale };
    });
  }

  it.each(Array.from({ length: 10 }, (_, index) => [index + 1]))(
    'lays out %i cards inside the image, none overlapping, all one size and large enough to read',
    (count) => {
      const cards = DECK.slice(0, count).map((card, index) => ({ name: card.name, reversed: index % 2 === 1 }));
      const boxes = boxesOf(shareImageSvg(cards));
      expect(boxes).toHaveLength(count);
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(SHARE_IMAGE_WIDTH);
        expect(box.y + box.height).toBeLessThanOrEqual(SHARE_IMAGE_HEIGHT);
        expect(box.width).toBe(boxes[0]?.width);
        // A card's title stays readable in a chat preview: at least half the full size.
        expect(box.height).toBeGreaterThanOrEqual(250);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `cards overlap: ${JSON.stringify([a, b])}`).toBe(true);
        }
      }
    },
  );
});

describe('the model is given every position’s name and meaning', () => {
  // Its own app, made before the test: a second database and migrations take a while on a busy machine.
  let env: Awaited<ReturnType<typeof createAppWithProvider>>;
  beforeAll(async () => {
    env = await createAppWithProvider();
  });
  afterAll(async () => env?.close());

  it('in the interpretation and the follow-up of an own spread’s reading (a local OpenAI-compatible server)', async () => {
    const { t: withModel, llm } = env;
    const me = clientFor(withModel, await signUp(withModel));
    const saved = await me.post(apiPaths.spreads, FOUR_PLACES);
    expect(saved.status).toBe(201);
    const { id: spreadId } = OwnSpreadSchema.parse(await saved.json());
    const created = await me.post(apiPaths.readings, { question: 'Which way does the wind blow for me?', spreadId });
    expect(created.status).toBe(201);
    const { id: readingId } = (await created.json()) as { id: string };
    expect((await me.post(apiPaths.interpret, { readingId })).status).toBe(200);
    expect((await me.post(apiPaths.followUp, { readingId, question: 'And the west wind?' })).status).toBe(200);

    expect(llm.requests).toHaveLength(2);
    for (const request of llm.requests) {
      const prompt = request.body.messages.map((message) => message.content).join('\n');
      for (const position of FOUR_PLACES.positions) {
        expect(prompt).toContain(position.name);
        expect(prompt).toContain(position.meaning);
      }
    }
  });
});
