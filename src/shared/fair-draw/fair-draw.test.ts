import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawPool } from '../deck/cards.ts';
import { deckOrder } from './deck-order.ts';
import { acceptBelow, commitmentOf, drawFromSeeds, FAIR_DRAW_ALGORITHM, verifyDraw } from './fair-draw.ts';
import { makeServerSeed, SERVER_SEED_PATTERN } from './seeds.ts';

// The worked example of docs/fair-draw.md.
const SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT_SEED = 'my own seed 42';
const COMMITMENT = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';

describe('the fair draw', () => {
  it('publishes the deck order the server draws from', () => {
    expect(deckOrder('major')).toEqual(drawPool(false).map((card) => card.name));
    expect(deckOrder('full')).toEqual(drawPool(true).map((card) => card.name));
    expect(deckOrder('full')[22]).toBe('Ace of Wands');
    expect(deckOrder('full')[77]).toBe('King of Pentacles');
  });

  it('reproduces the worked example of docs/fair-draw.md', async () => {
    expect(await commitmentOf(SERVER_SEED)).toBe(COMMITMENT);
    expect(createHash('sha256').update(SERVER_SEED, 'utf8').digest('hex')).toBe(COMMITMENT);
    expect(createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:0`).digest('hex')).toBe('9d3298bbdd86ad9429026fc8b1d61a057ad46a0001cc41f4e2ca852d10f00eda');
    expect(await drawFromSeeds({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'major', reversals: false, count: 3 })).toEqual([
      { name: 'The Sun', reversed: false },
      { name: 'Temperance', reversed: false },
      { name: 'The Lovers', reversed: false },
    ]);
    expect(await drawFromSeeds({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'full', reversals: true, count: 3 })).toEqual([
      { name: 'The Empress', reversed: true },
      { name: 'Seven of Cups', reversed: false },
      { name: 'Five of Swords', reversed: false },
    ]);
  });

  it('rejects the words that would bias the modulo, and only those', () => {
    // 2^32 mod 22 = 4: the four highest words would make 0–3 a little likelier.
    expect(acceptBelow(4294967291, 22)).toBe(4294967291 % 22);
    for (const word of [4294967292, 4294967293, 4294967294, 4294967295]) expect(acceptBelow(word, 22)).toBeNull();
    expect(acceptBelow(0xffffffff, 2)).toBe(1);
    // 2^32 mod 3 = 1: only the very last word is thrown away.
    expect(acceptBelow(0xfffffffe, 3)).toBe(0xfffffffe % 3);
    expect(acceptBelow(0xffffffff, 3)).toBeNull();
    // 2^32 mod 78 = 22, so 22 words are thrown away.
    expect(acceptBelow(2 ** 32 - 23, 78)).not.toBeNull();
    expect(acceptBelow(2 ** 32 - 22, 78)).toBeNull();
  });

  it("matches a reference written from docs/fair-draw.md on Node's own HMAC, for many seeds", async () => {
    // A rejected word is too rare to meet by chance (22 in 2^32 at most); acceptBelow is tested above.
    for (let k = 0; k < 40; k++) {
      const clientSeed = `seed-${k}`;
      const words: number[] = [];
      for (let block = 0; block < 2; block++) {
        const bytes = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${block}`).digest();
        for (let i = 0; i < 32; i += 4) words.push(bytes.readUInt32BE(i));
      }
      const cards = [...deckOrder('full')];
      let next = 0;
      for (let i = 0; i < 3; i++) {
        let r: number | null = null;
        while (r === null) r = acceptBelow(words[next++] as number, cards.length - i);
        const j = i + r;
        [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
      }
      const reversed = [0, 1, 2].map(() => (words[next++] as number) % 2 === 1);
      expect(await drawFromSeeds({ serverSeed: SERVER_SEED, clientSeed, deck: 'full', reversals: true, count: 3 })).toEqual(
        cards.slice(0, 3).map((name, i) => ({ name, reversed: reversed[i] })),
      );
    }
  });

  it('is deterministic, and gives distinct cards', async () => {
    const input = { serverSeed: makeServerSeed(), clientSeed: 'abc', deck: 'full', reversals: true, count: 78 } as const;
    const first = await drawFromSeeds(input);
    expect(await drawFromSeeds(input)).toEqual(first);
    expect(new Set(first.map((card) => card.name)).size).toBe(78);
  });

  it('makes fresh 64-hex server seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, makeServerSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(SERVER_SEED_PATTERN);
  });

  it('verifies a true record and fails a changed seed, card or reversal', async () => {
    const record = {
      algorithm: FAIR_DRAW_ALGORITHM,
      commitment: COMMITMENT,
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      deck: 'full',
      reversals: true,
    } as const;
    const shown = [
      { name: 'The Empress', reversed: true },
      { name: 'Seven of Cups', reversed: false },
      { name: 'Five of Swords', reversed: false },
    ];
    expect(await verifyDraw(record, shown)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
    expect(await verifyDraw({ ...record, clientSeed: 'my own seed 43' }, shown)).toMatchObject({ commitmentMatches: true, cardsMatch: false });
    expect(await verifyDraw({ ...record, serverSeed: SERVER_SEED.replace(/8$/, '9') }, shown)).toMatchObject({ commitmentMatches: false });
    expect(
      await verifyDraw(
        record,
        [shown[0], { name: 'Six of Cups', reversed: false }, shown[2]].flatMap((c) => (c ? [c] : [])),
      ),
    ).toMatchObject({
      cardsMatch: false,
    });
    expect(
      await verifyDraw(
        record,
        shown.map((card) => ({ ...card, reversed: !card.reversed })),
      ),
    ).toMatchObject({ cardsMatch: false });
  });
});
