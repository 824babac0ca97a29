import { CARDS_PER_READING } from '../constants.ts';
import type { Card, DrawnCard, RandomInt } from './types.ts';

/** Draws `count` distinct cards with a partial Fisher–Yates shuffle, so every combination is equally likely. */
export function drawCards(pool: readonly Card[], randomInt: RandomInt, count = CARDS_PER_READING): Card[] {
  if (count > pool.length) throw new RangeError(`Cannot draw ${count} cards from ${pool.length}`);
  const cards = [...pool];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(cards.length - i);
    const picked = cards[j] as Card;
    cards[j] = cards[i] as Card;
    cards[i] = picked;
  }
  return cards.slice(0, count);
}

/**
 * Draws a spread of distinct cards from the pool; with reversals each card is turned upside down with
 * probability 1/2. Without them no coin is tossed, so a seeded source draws the same cards as before.
 */
export function drawSpread(pool: readonly Card[], reversals: boolean, randomInt: RandomInt, count = CARDS_PER_READING): DrawnCard[] {
  return drawCards(pool, randomInt, count).map((card) => ({ ...card, reversed: reversals && randomInt(2) === 1 }));
}

/** A small deterministic generator (mulberry32) for tests and benchmarks. */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
}
