import { findCard } from '../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../shared/deck/types.ts';
import { AppError } from '../../errors.ts';

/**
 * Resolves stored or client-sent card names against the deck: the deck is the only source of card text.
 * `reversed` holds a flag per position; a missing one (every reading from before reversals) is upright.
 */
export function resolveCards(names: readonly string[], reversed: readonly boolean[] = []): DrawnCard[] {
  const cards = names.map((name) => findCard(name));
  if (cards.some((card) => card === undefined)) throw new AppError(400, 'Unknown card: every card must come from the deck');
  if (new Set(names).size !== names.length) throw new AppError(400, 'The cards must be distinct');
  return cards.map((card, index) => ({ ...(card as NonNullable<typeof card>), reversed: reversed[index] === true }));
}
