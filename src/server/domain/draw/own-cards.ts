import { findCard } from '../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../shared/deck/types.ts';
import type { OwnCard } from '../../../shared/schemas/own-deck.ts';
import type { Spread } from '../../../shared/spreads/spread.ts';
import { AppError } from '../../errors.ts';

export const ownCardsCountMismatch = (spread: Pick<Spread, 'name' | 'positions'>, entered: number) =>
  `${spread.name} has ${spread.positions.length} ${spread.positions.length === 1 ? 'position' : 'positions'}: enter exactly one card for each (${entered} entered)`;
export const unknownOwnCard = (name: string) => `“${name}” is not a card of the 78-card tarot deck`;
export const ownCardTwice = (name: string) => `${name} is entered twice: a deck holds each card once`;

/**
 * The cards a user drew from their own deck (issue 27 §1), checked against the whole 78-card deck
 * whatever their full-deck preference (it is their physical deck, not our draw): one per position
 * of the spread, each at most once, reversed as they lay.
 */
export function ownDeckCards(entered: readonly OwnCard[], spread: Pick<Spread, 'name' | 'positions'>): DrawnCard[] {
  if (entered.length !== spread.positions.length) throw new AppError(400, ownCardsCountMismatch(spread, entered.length));
  const seen = new Set<string>();
  return entered.map(({ name, reversed }) => {
    const card = findCard(name);
    if (!card) throw new AppError(400, unknownOwnCard(name));
    if (seen.has(card.name)) throw new AppError(400, ownCardTwice(card.name));
    seen.add(card.name);
    return { ...card, reversed };
  });
}
