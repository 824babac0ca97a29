import { describe, expect, it } from 'vitest';
import { commitmentOf, drawWithPicks, FAIR_DRAW_ALGORITHM, FAIR_DRAW_PICKS_ALGORITHM, picksProblem, verifyDraw, type FairDrawRecord } from './fair-draw.ts';
import { makeServerSeed } from './seeds.ts';

describe('shuffle and pick', () => {
  const serverSeed = makeServerSeed();
  const seeds = { serverSeed, clientSeed: 'picked by hand', deck: 'full' as const, reversals: true };

  it('gives the fan card each pick names, so changing one pick changes only that card', async () => {
    const first = await drawWithPicks({ ...seeds, picks: [3, 40, 77] });
    const second = await drawWithPicks({ ...seeds, picks: [3, 41, 77] });
    expect(second[0]).toEqual(first[0]);
    expect(second[1]?.name).not.toBe(first[1]?.name);
    expect(second[2]).toEqual(first[2]);
    // The whole fan: picking every index deals every card once.
    const all = await drawWithPicks({ ...seeds, reversals: false, picks: Array.from({ length: 78 }, (_, i) => i) });
    expect(new Set(all.map((card) => card.name)).size).toBe(78);
  });

  it('refuses picks of the wrong number, out of the fan or repeated', () => {
    expect(picksProblem([0, 1, 2], 3, 22)).toBeNull();
    expect(picksProblem([0, 1], 3, 22)).toBe('Pick one card for each of the 3 positions');
    expect(picksProblem([0, 1, 22], 3, 22)).toBe('Each pick must be a card of the 22 in the fan (0 to 21)');
    expect(picksProblem([0, -1, 2], 3, 22)).toBe('Each pick must be a card of the 22 in the fan (0 to 21)');
    expect(picksProblem([0, 1.5, 2], 3, 22)).toBe('Each pick must be a card of the 22 in the fan (0 to 21)');
    expect(picksProblem([4, 1, 4], 3, 22)).toBe('Each card can be picked only once');
  });

  it('verifies a picked draw with its picks, and not with others or without them', async () => {
    const record: FairDrawRecord = { algorithm: FAIR_DRAW_PICKS_ALGORITHM, commitment: await commitmentOf(serverSeed), ...seeds, picks: [9, 2, 60] };
    const shown = await drawWithPicks({ ...seeds, picks: [9, 2, 60] });
    expect(await verifyDraw(record, shown)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
    expect(await verifyDraw({ ...record, picks: [9, 2, 61] }, shown)).toMatchObject({ commitmentMatches: true, cardsMatch: false });
    expect(await verifyDraw({ ...record, picks: undefined }, shown)).toMatchObject({ cardsMatch: false, expected: [] });
    expect(await verifyDraw(record, shown.slice(0, 2))).toMatchObject({ cardsMatch: false });
    // The same seeds drawn by the first algorithm are another draw: the algorithm's name is part of the record.
    expect(await verifyDraw({ ...record, algorithm: FAIR_DRAW_ALGORITHM }, shown)).toMatchObject({ cardsMatch: false });
  });
});
