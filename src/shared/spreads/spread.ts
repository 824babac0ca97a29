// A spread: named positions, each with what it means. The reader (model or offline) is given both,
// so a card is read for its place in the question, not only for its name.
import { POSITIONS } from '../constants.ts';

export interface SpreadPosition {
  name: string;
  /** One line: what a card in this position speaks to. */
  meaning: string;
}

/**
 * How the cards lie on the table. `line`, `grid` and `pyramid` take any number of cards; `cross`
 * is five (a centre and four around it) and `celtic-cross` is the ten of the Celtic Cross.
 */
export const SPREAD_LAYOUTS = ['line', 'grid', 'pyramid', 'cross', 'celtic-cross'] as const;
export type SpreadLayout = (typeof SPREAD_LAYOUTS)[number];

/** The layouts a person may choose for their own spread. */
export const CUSTOM_LAYOUTS = ['line', 'grid', 'pyramid', 'cross'] as const satisfies readonly SpreadLayout[];
export type CustomLayout = (typeof CUSTOM_LAYOUTS)[number];

/** The number of positions a layout needs; null takes any number. */
export const LAYOUT_POSITIONS: Readonly<Record<SpreadLayout, number | null>> = { line: null, grid: null, pyramid: null, cross: 5, 'celtic-cross': 10 };

export interface Spread {
  /** A built-in spread's id (`BUILT_IN_SPREAD_IDS`) or a user's own spread's UUID. */
  id: string;
  name: string;
  positions: readonly SpreadPosition[];
  /** Absent on readings stored before layouts existed: a line. */
  layout?: SpreadLayout;
}

const [PAST, PRESENT, FUTURE] = POSITIONS;

/** The spec's spread (§1): three cards for Past, Present and Future. The default everywhere. */
export const THREE_CARD_SPREAD: Spread = {
  id: 'three-card',
  name: 'Past, Present, Future',
  layout: 'line',
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

/** The layout a spread lies in: old readings and spreads without one lie in a line. */
export function layoutOf(spread: Spread): SpreadLayout {
  return spread.layout ?? 'line';
}
