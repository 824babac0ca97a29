// The full 78-card tarot deck as data. All meanings, descriptions, scenes and keywords are original text written
// for Tarot Insights; the texts live in texts/, one file per suit.
import { CUPS_TEXT } from './texts/cups.ts';
import type { CardText } from './texts/card-text.ts';
import { MAJOR_ARCANA_TEXT } from './texts/major-arcana.ts';
import { PENTACLES_TEXT } from './texts/pentacles.ts';
import { SWORDS_TEXT } from './texts/swords.ts';
import { WANDS_TEXT } from './texts/wands.ts';
import { cardSlug } from './slug.ts';
import type { Card, Suit } from './types.ts';

export { cardSlug } from './slug.ts';

type MinorSuit = Exclude<Suit, 'Major Arcana'>;

export const MINOR_RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'] as const;

const MINOR_TEXT: Readonly<Record<MinorSuit, readonly CardText[]>> = {
  Wands: WANDS_TEXT,
  Cups: CUPS_TEXT,
  Swords: SWORDS_TEXT,
  Pentacles: PENTACLES_TEXT,
};

/** A card's name and suit beside its texts, before it becomes a `Card`. */
interface DeckEntry {
  name: string;
  suit: Suit;
  text: CardText;
}

const MAJOR_ENTRIES: readonly DeckEntry[] = MAJOR_ARCANA_TEXT.map((text) => ({ name: text.name, suit: 'Major Arcana', text }));

const MINOR_ENTRIES: readonly DeckEntry[] = (Object.keys(MINOR_TEXT) as MinorSuit[]).flatMap((suit) =>
  MINOR_RANKS.map((rank, i): DeckEntry => {
    const text = MINOR_TEXT[suit][i];
    if (!text) throw new Error(`Missing text for ${rank} of ${suit}`);
    return { name: `${rank} of ${suit}`, suit, text };
  }),
);

function toCard({ name, suit, text }: DeckEntry): Card {
  return { name, slug: cardSlug(name), suit, meaning_up: text.up, meaning_rev: text.rev, desc: text.desc, keywords: text.keywords };
}

export const MAJOR_ARCANA: readonly Card[] = MAJOR_ENTRIES.map(toCard);

export const MINOR_ARCANA: readonly Card[] = MINOR_ENTRIES.map(toCard);

export const DECK: readonly Card[] = [...MAJOR_ARCANA, ...MINOR_ARCANA];

const BY_NAME: ReadonlyMap<string, Card> = new Map(DECK.map((card) => [card.name, card]));

// The traditional picture stays off `Card`: a card is the spec's shape that every draw, share and daily
// card sends to the browser, and only the readers need the picture (decision 0028).
const SCENE_BY_NAME: ReadonlyMap<string, string> = new Map([...MAJOR_ENTRIES, ...MINOR_ENTRIES].map(({ name, text }) => [name, text.scene]));

/** What the card's traditional Rider–Waite–Smith picture shows and tells, in our words; undefined for a card outside the deck. */
export function cardScene(card: Pick<Card, 'name'>): string | undefined {
  return SCENE_BY_NAME.get(card.name);
}

/** Exact (case-sensitive) lookup by card name. */
export function findCard(name: string): Card | undefined {
  return BY_NAME.get(name);
}

/** The cards a draw may hold: the 22 Major Arcana by default (spec §4), all 78 with the full deck. */
export function drawPool(fullDeck: boolean): readonly Card[] {
  return fullDeck ? DECK : MAJOR_ARCANA;
}
