import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCommitment, reading } from '../src/server/db/schema.ts';
import { drawWithPicks, FAIR_DRAW_PICKS_ALGORITHM, verifyDraw } from '../src/shared/fair-draw/fair-draw.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { DrawCommitResponseSchema } from '../src/shared/schemas/fair-draw.ts';
import { ReadingSchema, type Reading } from '../src/shared/schemas/reading.ts';
import { CELTIC_CROSS_SPREAD } from '../src/shared/spreads/built-in.ts';
import { clientFor, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/* Issue 26 §2 on the server: shuffle and pick, a draw from the committed shuffled fan at the user's picks. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cheapPasswords: true });
});
afterAll(async () => t?.close());

async function newClient(): Promise<Client> {
  return clientFor(t, await signUp(t));
}

async function commit(client: Client): Promise<string> {
  const response = await client.post(apiPaths.drawCommit, {});
  expect(response.status).toBe(201);
  return DrawCommitResponseSchema.parse(await response.json()).commitmentId;
}

async function pickIn(client: Client, picks: number[], options: { spreadId?: string; clientSeed?: string } = {}): Promise<Reading> {
  const commitmentId = await commit(client);
  const created = await client.post(apiPaths.readings, {
    question: 'What do the cards I chose say?',
    commitmentId,
    clientSeed: options.clientSeed ?? `seed ${randomUUID()}`,
    picks,
    ...(options.spreadId ? { spreadId: options.spreadId } : {}),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const response = await client.get(apiPaths.reading(id));
  expect(response.status).toBe(200);
  return ReadingSchema.parse(await response.json());
}

describe('shuffle and pick: POST /api/readings with picks', () => {
  it('draws the picked cards of the committed fan, records the picks, and the shared verifier confirms them', async () => {
    const me = await newClient();
    const picked = await pickIn(me, [21, 0, 9]);
    expect(picked.fairDraw).toMatchObject({ algorithm: FAIR_DRAW_PICKS_ALGORITHM, deck: 'major', reversals: false, picks: [21, 0, 9] });
    if (!picked.fairDraw) throw new Error('no fair draw');
    expect(await verifyDraw(picked.fairDraw, picked.cards)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
    // The server gave exactly the fan's cards at those picks.
    const expected = await drawWithPicks({ ...picked.fairDraw, picks: [21, 0, 9] });
    expect(picked.cards.map((card) => card.name)).toEqual(expected.map((card) => card.name));
    // Another pick in one position, with the same seeds, is another card there.
    const other = await drawWithPicks({ ...picked.fairDraw, picks: [21, 1, 9] });
    expect(other[1]?.name).not.toBe(picked.cards[1]?.name);
    expect(await verifyDraw({ ...picked.fairDraw, picks: [21, 1, 9] }, picked.cards)).toMatchObject({ cardsMatch: false });
  });

  it('picks one card per position of any spread from the whole deck, with reversals', async () => {
    const me = await newClient();
    expect(
      (
        await t.request(apiPaths.accountDeck, {
          method: 'PATCH',
          body: { fullDeck: true, reversals: true },
          headers: { 'X-Forwarded-For': me.address, Cookie: me.user?.cookie ?? '' },
        })
      ).status,
    ).toBe(200);
    const picks = [77, 0, 5, 40, 41, 12, 60, 33, 22, 70];
    const picked = await pickIn(me, picks, { spreadId: CELTIC_CROSS_SPREAD.id });
    expect(picked.cards).toHaveLength(10);
    expect(picked.fairDraw).toMatchObject({ algorithm: FAIR_DRAW_PICKS_ALGORITHM, deck: 'full', reversals: true, picks });
    if (!picked.fairDraw) throw new Error('no fair draw');
    expect(await verifyDraw(picked.fairDraw, picked.cards)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
  });

  it('answers bad picks with a 400 that says why, and leaves the commitment unused and no reading made', async () => {
    const me = await newClient();
    const cases: [unknown, string][] = [
      [[0, 1], 'Pick one card for each of the 3 positions'],
      [[0, 1, 22], 'Each pick must be a card of the 22 in the fan (0 to 21)'],
      [[4, 4, 5], 'Each card can be picked only once'],
      [[0, -1, 2], 'A pick cannot be negative'],
      [[0, 1.5, 2], 'Each pick must be a whole number'],
      ['0,1,2', 'picks must be a list of card numbers'],
      [[], 'Pick at least one card'],
    ];
    for (const [picks, error] of cases) {
      const commitmentId = await commit(me);
      const response = await me.post(apiPaths.readings, { question: 'Are these good picks?', commitmentId, clientSeed: 'mine', picks });
      expect(response.status, JSON.stringify(picks)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(error);
      const [row] = await t.db.select({ usedAt: drawCommitment.usedAt }).from(drawCommitment).where(eq(drawCommitment.id, commitmentId));
      expect(row?.usedAt).toBeNull();
    }
    const withoutCommitment = await me.post(apiPaths.readings, { question: 'Can I pick without a commitment?', picks: [0, 1, 2] });
    expect(withoutCommitment.status).toBe(400);
    expect(JSON.stringify(await withoutCommitment.json())).toContain('picks need the commitmentId and clientSeed');
    expect(await t.db.$count(reading, eq(reading.userId, me.user?.id ?? ''))).toBe(0);
  });

  it('keeps a draw without picks as before: the first algorithm, no picks in its record', async () => {
    const me = await newClient();
    const commitmentId = await commit(me);
    const created = await me.post(apiPaths.readings, { question: 'Just draw for me', commitmentId, clientSeed: 'plain' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const plain = ReadingSchema.parse(await (await me.get(apiPaths.reading(id))).json());
    expect(plain.fairDraw?.algorithm).toBe('hmac-sha256-fisher-yates-v1');
    expect(plain.fairDraw && 'picks' in plain.fairDraw).toBe(false);
  });
});
