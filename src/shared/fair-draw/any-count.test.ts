import { describe, expect, it } from 'vitest';
import { SPREAD_LIMITS } from '../schemas/spread.ts';
import { commitmentOf, drawFromSeeds, FAIR_DRAW_ALGORITHM, verifyDraw, type FairDrawRecord } from './fair-draw.ts';

// Issue 26 §1: every spread is provably fair. One commitment covers the whole shuffled order, so a
// spread of any size (1 to 10 positions) draws from the same seeds and verifies the same way.

const SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT_SEED = 'my own seed 42';
const COUNTS = Array.from({ length: SPREAD_LIMITS.maxPositions }, (_, index) => index + 1);

describe('a fair draw of any number of cards', () => {
  it.each(COUNTS)('draws %i distinct cards that the verifier confirms, and refuses them out of order', async (count) => {
    const record: FairDrawRecord = {
      algorithm: FAIR_DRAW_ALGORITHM,
      commitment: await commitmentOf(SERVER_SEED),
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      deck: 'full',
      reversals: true,
    };
    const drawn = await drawFromSeeds({ ...record, count });
    expect(drawn).toHaveLength(count);
    expect(new Set(drawn.map((card) => card.name)).size).toBe(count);
    expect(await verifyDraw(record, drawn)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
    if (count > 1) expect(await verifyDraw(record, [...drawn].reverse())).toMatchObject({ cardsMatch: false });
  });

  it('gives position i the i-th card of the shuffle, whatever the spread’s size', async () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'major' as const, reversals: false };
    const ten = (await drawFromSeeds({ ...seeds, count: 10 })).map((card) => card.name);
    for (const count of COUNTS) expect((await drawFromSeeds({ ...seeds, count })).map((card) => card.name)).toEqual(ten.slice(0, count));
  });
});
