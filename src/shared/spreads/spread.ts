// A spread: named positions, each with what it means. The reader (model or offline) is given both,
// so a card is read for its place in the question, not only for its name.
import { POSITIONS } from '../constants.ts';

export interface SpreadPosition {
  name: string;
  /** One line: what a card in this position speaks to. */
  meaning: string;
}

export interface Spread {
  id: string;
  name: string;
  positions: readonly SpreadPosition[];
}

const [PAST, PRESENT, FUTURE] = POSITIONS;

/** The spec's spread (§1): three cards for Past, Present and Future. The default everywhere. */
export const THREE_CARD_SPREAD: Spread = {
  id: 'three-card',
  name: 'Past, Present, Future',
  positions: [
    { name: PAST, meaning: 'what has shaped the situation and still echoes in it' },
    { name: PRESENT, meaning: 'where things stand now, and what asks for attention' },
    { name: FUTURE, meaning: 'where things are heading if nothing changes: a possibility, not a fate' },
  ],
};

/** A stored reading's spread: null is the spec's three cards (every reading drawn before spreads). */
export function spreadOrDefault(spread: Spread | null | undefined): Spread {
  return spread ?? THREE_CARD_SPREAD;
}
