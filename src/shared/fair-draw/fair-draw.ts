// The verifiable draw (issue 17 §3, docs/fair-draw.md): one implementation for the server, the reading
// page and /verify, on Web Crypto only so it runs the same in Node and in every browser.
import { deckOrder, type FairDrawDeck } from './deck-order.ts';
import { toHex } from './seeds.ts';

/** Names the algorithm below; a change to it takes a new version so old readings still verify. */
export const FAIR_DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';
/** Shuffle and pick (issue 26 §2): the whole deck shuffled from the same stream, the user's picks choose from it. */
export const FAIR_DRAW_PICKS_ALGORITHM = 'hmac-sha256-fisher-yates-picks-v1';

export interface FairDrawInput {
  serverSeed: string;
  clientSeed: string;
  deck: FairDrawDeck;
  reversals: boolean;
  count: number;
}

export interface FairDrawCard {
  name: string;
  reversed: boolean;
}

const encoder = new TextEncoder();

/** The SHA-256 of the seed's UTF-8 bytes, as 64 lowercase hex characters. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

/** 32-bit big-endian words from HMAC-SHA-256(serverSeed, `${clientSeed}:${counter}`), counter 0, 1, 2 … */
function wordStream(serverSeed: string, clientSeed: string) {
  const keyPromise = globalThis.crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return async function nextWord(): Promise<number> {
    if (offset + 4 > block.byteLength) {
      const key = await keyPromise;
      block = new DataView(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${counter}`)));
      counter += 1;
      offset = 0;
    }
    const word = block.getUint32(offset, false);
    offset += 4;
    return word;
  };
}

const WORD_RANGE = 2 ** 32;

/**
 * An integer in [0, n) from the word stream without modulo bias: words at or above the largest
 * multiple of n below 2^32 are thrown away and the next word is read.
 */
export function acceptBelow(word: number, n: number): number | null {
  const limit = WORD_RANGE - (WORD_RANGE % n);
  return word < limit ? word % n : null;
}

/** Integers below n from the seeds' word stream (docs/fair-draw.md, steps 2–4), and the raw words for reversals. */
function integerStream(serverSeed: string, clientSeed: string) {
  const nextWord = wordStream(serverSeed, clientSeed);
  const below = async (n: number): Promise<number> => {
    for (;;) {
      const value = acceptBelow(await nextWord(), n);
      if (value !== null) return value;
    }
  };
  return { nextWord, below };
}

/** One word per position in turn, read after the swaps: odd is reversed; with reversals off no word is read. */
async function withReversals(names: readonly string[], reversals: boolean, nextWord: () => Promise<number>): Promise<FairDrawCard[]> {
  const drawn: FairDrawCard[] = [];
  for (const name of names) drawn.push({ name, reversed: reversals ? (await nextWord()) % 2 === 1 : false });
  return drawn;
}

/** The cards the two seeds give, in positions 0 … count−1, each with its reversed flag. */
export async function drawFromSeeds(input: FairDrawInput): Promise<FairDrawCard[]> {
  const cards = [...deckOrder(input.deck)];
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > cards.length) {
    throw new RangeError(`Cannot draw ${input.count} cards from ${cards.length}`);
  }
  const { nextWord, below } = integerStream(input.serverSeed, input.clientSeed);
  for (let i = 0; i < input.count; i++) {
    const j = i + (await below(cards.length - i));
    const picked = cards[j] as string;
    cards[j] = cards[i] as string;
    cards[i] = picked;
  }
  return withReversals(cards.slice(0, input.count), input.reversals, nextWord);
}

export interface PickedDrawInput {
  serverSeed: string;
  clientSeed: string;
  deck: FairDrawDeck;
  reversals: boolean;
  /** Indices into the face-down shuffled fan, one per position in the spread's order. */
  picks: readonly number[];
}

/** Why picks cannot be drawn with (for `count` positions from a fan of `poolSize`), or null when they can. */
export function picksProblem(picks: readonly number[], count: number, poolSize: number): string | null {
  if (picks.length !== count) return `Pick one card for each of the ${count} positions`;
  if (picks.some((pick) => !Number.isInteger(pick) || pick < 0 || pick >= poolSize))
    return `Each pick must be a card of the ${poolSize} in the fan (0 to ${poolSize - 1})`;
  if (new Set(picks).size !== picks.length) return 'Each card can be picked only once';
  return null;
}

/**
 * Shuffle and pick: the whole deck is shuffled (full Fisher–Yates, i = 0 … N−2) before anyone picks, so
 * the commitment covers the fan; position i holds the fan's card at picks[i]; reversals as in the draw.
 */
export async function drawWithPicks(input: PickedDrawInput): Promise<FairDrawCard[]> {
  const cards = [...deckOrder(input.deck)];
  const problem = picksProblem(input.picks, input.picks.length, cards.length);
  if (problem !== null || input.picks.length < 1) throw new RangeError(problem ?? 'Pick at least one card');
  const { nextWord, below } = integerStream(input.serverSeed, input.clientSeed);
  for (let i = 0; i < cards.length - 1; i++) {
    const j = i + (await below(cards.length - i));
    const picked = cards[j] as string;
    cards[j] = cards[i] as string;
    cards[i] = picked;
  }
  return withReversals(
    input.picks.map((pick) => cards[pick] as string),
    input.reversals,
    nextWord,
  );
}

export interface FairDrawRecord {
  algorithm: string;
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  deck: FairDrawDeck;
  reversals: boolean;
  /** Shuffle and pick only: the user's indices into the shuffled fan, one per position. */
  picks?: number[];
}

export interface FairDrawCheck {
  commitmentMatches: boolean;
  cardsMatch: boolean;
  /** What the seeds give, to show beside the cards claimed. */
  expected: FairDrawCard[];
}

/** What a record's seeds give for `count` positions, by its algorithm; null when the record cannot give that many. */
async function expectedCards(record: FairDrawRecord, count: number): Promise<FairDrawCard[] | null> {
  const poolSize = deckOrder(record.deck).length;
  if (count < 1 || count > poolSize) return null;
  if (record.algorithm !== FAIR_DRAW_PICKS_ALGORITHM) return drawFromSeeds({ ...record, count });
  if (!record.picks || picksProblem(record.picks, count, poolSize) !== null) return null;
  return drawWithPicks({ ...record, picks: record.picks });
}

/** Recomputes a draw from its record and compares it with the cards shown. */
export async function verifyDraw(record: FairDrawRecord, shown: readonly FairDrawCard[]): Promise<FairDrawCheck> {
  const knownAlgorithm = record.algorithm === FAIR_DRAW_ALGORITHM || record.algorithm === FAIR_DRAW_PICKS_ALGORITHM;
  const commitmentMatches = knownAlgorithm && (await commitmentOf(record.serverSeed)) === record.commitment.trim().toLowerCase();
  const expected = await expectedCards(record, shown.length);
  if (!expected) return { commitmentMatches, cardsMatch: false, expected: [] };
  const cardsMatch = expected.every((card, index) => card.name === shown[index]?.name && card.reversed === shown[index].reversed);
  return { commitmentMatches, cardsMatch, expected };
}
