// The card library (/cards, /cards/{slug}): which card a page shows, its neighbours and its page's
// title and description. Kept out of paths.ts: it needs the card texts, which the ask page's first
// bundle must not carry.
import { DECK } from './cards.ts';
import type { Card } from './types.ts';
import { paths } from '../paths.ts';

const SITE = 'Tarot Insights';

const INDEX_BY_SLUG: ReadonlyMap<string, number> = new Map(DECK.map((card, index) => [card.slug, index]));

/** The card whose library page is /cards/{slug}; undefined for an unknown slug. */
export function findCardBySlug(slug: string): Card | undefined {
  const index = INDEX_BY_SLUG.get(slug);
  return index === undefined ? undefined : DECK[index];
}

/** The cards before and after this one in deck order (none before The Fool, none after the King of Pentacles). */
export function neighboursOf(card: Card): { previous: Card | undefined; next: Card | undefined } {
  const index = INDEX_BY_SLUG.get(card.slug) ?? -1;
  return { previous: index > 0 ? DECK[index - 1] : undefined, next: DECK[index + 1] };
}

/** The first sentence of a text, for a description that search results and link previews show whole. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** A card page's title and description (the head, link previews, and the title as the app moves). */
export function cardPageMeta(card: Card): { title: string; description: string } {
  const suit = card.suit === 'Major Arcana' ? 'Major Arcana card' : `card of the suit of ${card.suit}`;
  return {
    title: `${card.name} Tarot Card Meaning — ${SITE}`,
    description: `${card.name}, a ${suit}: ${card.keywords.join(', ')}. Upright: ${firstSentence(card.meaning_up)} Reversed, its meaning and more.`,
  };
}

/** The 78 card pages' paths, in deck order. */
export function cardPagePaths(): string[] {
  return DECK.map((card) => paths.card(card.slug));
}
