import { findCard } from '../../shared/deck/cards.ts';
import type { Card } from '../../shared/deck/types.ts';
import { AppError } from '../errors.ts';

/** Resolves stored or client-sent card names against the deck: the deck is the only source of card text. */
export function resolveCards(names: readonly string[]): Card[] {
  const cards = names.map((name) => findCard(name));
  if (cards.some((card) => card === undefined)) throw new AppError(400, 'Unknown card: every card must come from the deck');
  if (new Set(names).size !== names.length) throw new AppError(400, 'The cards must be distinct');
  return cards as Card[];
}
