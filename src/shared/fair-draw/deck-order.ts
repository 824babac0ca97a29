// The published deck order the draw shuffles, as names only so a verifier need not load the card texts.
// deck-order.test.ts holds it equal to drawPool(), the server's own order.

const MAJOR_ARCANA_NAMES = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
] as const;

const MINOR_SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'] as const;
const MINOR_RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'] as const;

export const FAIR_DRAW_DECKS = ['major', 'full'] as const;
export type FairDrawDeck = (typeof FAIR_DRAW_DECKS)[number];

/** Majors 0–21 (The Fool … The World), then Wands, Cups, Swords, Pentacles, each Ace … King. */
export function deckOrder(deck: FairDrawDeck): readonly string[] {
  const minors = MINOR_SUITS.flatMap((suit) => MINOR_RANKS.map((rank) => `${rank} of ${suit}`));
  return deck === 'full' ? [...MAJOR_ARCANA_NAMES, ...minors] : MAJOR_ARCANA_NAMES;
}
