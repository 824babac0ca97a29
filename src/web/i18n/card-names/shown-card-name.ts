import { useSyncExternalStore } from 'react';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { m } from '../paraglide/messages.js';
import { CARD_NAMES_URL } from './card-names-url.ts';

type CardNames = Readonly<Record<string, string>>;

// English's names are the cards' own. Another language's are fetched as a card is first shown: a
// file of their own, outside the ask page's first load, which has no room for 78 names (issue 24's
// budget), and no module of code, whose loader would cost that load more than the names.
let names: CardNames | null = CARD_NAMES_URL === null ? {} : null;
let loading = false;
const listeners = new Set<() => void>();

const isCardNames = (value: unknown): value is CardNames =>
  typeof value === 'object' && value !== null && Object.values(value).every((name) => typeof name === 'string');

function load(url: string): void {
  loading = true;
  void fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((value: unknown) => {
      // Without them (offline before they were kept) the cards keep their own names.
      names = isCardNames(value) ? value : {};
      for (const listener of listeners) listener();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!names && !loading && CARD_NAMES_URL) load(CARD_NAMES_URL);
  return () => listeners.delete(listener);
}

/** A card's name in `current`, from its English name; the English one until they have come. */
const nameIn = (current: CardNames | null) => (name: string) => current?.[cardSlug(name)] ?? name;

/**
 * How the page names a card (issue 28 §1): in its language once the names have come, which is
 * before a drawn card is turned; a prerendered page and its first render say the card's own name.
 */
export function useCardName(): (name: string) => string {
  return nameIn(
    useSyncExternalStore(
      subscribe,
      () => names,
      () => null,
    ),
  );
}

/** How the page names a drawn card: its name in the page's language, and whether it lies reversed. */
export function useDrawnCardName(): (card: { name: string; reversed: boolean }) => string {
  const nameOf = useCardName();
  return (card) => (card.reversed ? m.card_reversed({ card: nameOf(card.name) }) : nameOf(card.name));
}
