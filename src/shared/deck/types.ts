export const SUITS = ['Major Arcana', 'Wands', 'Cups', 'Swords', 'Pentacles'] as const;
export type Suit = (typeof SUITS)[number];

/** A card as the spec defines it (product-spec.md §3), with its stable slug and its keywords. */
export interface Card {
  name: string;
  /** The card's lasting address ('the-fool', 'ace-of-cups'): its image and, later, its page. */
  slug: string;
  suit: Suit;
  meaning_up: string;
  meaning_rev: string;
  desc: string;
  keywords: readonly string[];
}

/** A card as it lies in a spread: upright, or upside down and read with its reversed meaning. */
export interface DrawnCard extends Card {
  reversed: boolean;
}

/** Which cards a draw may hold: the spec's draw is three upright Major Arcana. */
export interface DrawOptions {
  fullDeck: boolean;
  reversals: boolean;
}

/** Returns an integer in [0, maxExclusive). Cryptographic in production, seeded in tests. */
export type RandomInt = (maxExclusive: number) => number;
