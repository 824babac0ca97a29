// The verifiable draw (issue 17 §3, docs/fair-draw.md): one implementation for the server, the reading
// page and /verify, on Web Crypto only so it runs the same in Node and in every browser.
import { deckOrder, type FairDrawDeck } from './deck-order.ts';
import { toHex } from './seeds.ts';

/** Names the algorithm below; a change to it takes a new version so old readings still verify. */
export const FAIR_DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

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

/** The cards the two seeds give, in positions 0 … count−1, each with its reversed flag. */
export async function drawFromSeeds(input: FairDrawInput): Promise<FairDrawCard[]> {
  const cards = [...deckOrder(input.deck)];
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > cards.length) {
    throw new RangeError(`Cannot draw ${input.count} cards from ${cards.length}`);
  }
  const nextWord = wordStream(input.serverSeed, input.clientSeed);
  const below = async (n: number): Promise<number> => {
    for (;;) {
      const value = acceptBelow(await nextWord(), n);
      if (value !== null) return value;
    }
  };
  for (let i = 0; i < input.count; i++) {
    const j = i + (await below(cards.length - i));
    const picked = cards[j] as string;
    cards[j] = cards[i] as string;
    cards[i] = picked;
  }
  const drawn: FairDrawCard[] = [];
  for (const name of cards.slice(0, input.count)) {
    drawn.push({ name, reversed: input.reversals ? (await nextWord()) % 2 === 1 : false });
  }
  return drawn;
}

export interface FairDrawRecord {
  algorithm: string;
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  deck: FairDrawDeck;
  reversals: boolean;
}

export interface FairDrawCheck {
  commitmentMatches: boolean;
  cardsMatch: boolean;
  /** What the seeds give, to show beside the cards claimed. */
  expected: FairDrawCard[];
}

/** Recomputes a draw from its record and compares it with the cards shown. */
export async function verifyDraw(record: FairDrawRecord, shown: readonly FairDrawCard[]): Promise<FairDrawCheck> {
  const commitmentMatches = record.algorithm === FAIR_DRAW_ALGORITHM && (await commitmentOf(record.serverSeed)) === record.commitment.trim().toLowerCase();
  if (shown.length < 1 || shown.length > deckOrder(record.deck).length) return { commitmentMatches, cardsMatch: false, expected: [] };
  const expected = await drawFromSeeds({ ...record, count: shown.length });
  const cardsMatch = expected.every((card, index) => card.name === shown[index]?.name && card.reversed === shown[index].reversed);
  return { commitmentMatches, cardsMatch, expected };
}
