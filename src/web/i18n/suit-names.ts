import type { Suit } from '../../shared/deck/types.ts';
import { m } from './paraglide/messages.js';

/** The suits' names in the page's language; the cards' data keeps the English ones. */
export const SUIT_NAMES: Readonly<Record<Suit, () => string>> = {
  'Major Arcana': m.library_suit_major,
  Wands: m.library_suit_wands,
  Cups: m.library_suit_cups,
  Swords: m.library_suit_swords,
  Pentacles: m.library_suit_pentacles,
};
