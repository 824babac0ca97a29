export const SUITS = ['Major Arcana', 'Wands', 'Cups', 'Swords', 'Pentacles'] as const;
export type Suit = (typeof SUITS)[number];

/** A card as the spec defines it (product-spec.md §3). */
export interface Card {
  name: string;
  suit: Suit;
  meaning_up: string;
  meaning_rev: string;
  desc: string;
}

/** Returns an integer in [0, maxExclusive). Cryptographic in production, seeded in tests. */
export type RandomInt = (maxExclusive: number) => number;
