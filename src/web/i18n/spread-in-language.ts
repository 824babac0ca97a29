import { BUILT_IN_SPREAD_IDS, type BuiltInSpreadId } from '../../shared/spreads/built-in.ts';
import type { Spread } from '../../shared/spreads/spread.ts';
import { m } from './paraglide/messages.js';

interface SpreadWords {
  name: string;
  /** Each position's name and meaning, in the spread's order. */
  positions: readonly (readonly [string, string])[];
}

// The built-in spreads' words in the page's language (issue 28 §1). The spreads themselves (their
// ids, layouts and English words, which readings store and the reader is given) stay in shared/.
const BUILT_IN_WORDS: Readonly<Record<BuiltInSpreadId, () => SpreadWords>> = {
  'three-card': () => ({
    name: m.spread_three_card_name(),
    positions: [
      [m.spread_three_card_1_name(), m.spread_three_card_1_meaning()],
      [m.spread_three_card_2_name(), m.spread_three_card_2_meaning()],
      [m.spread_three_card_3_name(), m.spread_three_card_3_meaning()],
    ],
  }),
  'one-card': () => ({
    name: m.spread_one_card_name(),
    positions: [[m.spread_one_card_1_name(), m.spread_one_card_1_meaning()]],
  }),
  situation: () => ({
    name: m.spread_situation_name(),
    positions: [
      [m.spread_situation_1_name(), m.spread_situation_1_meaning()],
      [m.spread_situation_2_name(), m.spread_situation_2_meaning()],
      [m.spread_situation_3_name(), m.spread_situation_3_meaning()],
      [m.spread_situation_4_name(), m.spread_situation_4_meaning()],
      [m.spread_situation_5_name(), m.spread_situation_5_meaning()],
    ],
  }),
  relationship: () => ({
    name: m.spread_relationship_name(),
    positions: [
      [m.spread_relationship_1_name(), m.spread_relationship_1_meaning()],
      [m.spread_relationship_2_name(), m.spread_relationship_2_meaning()],
      [m.spread_relationship_3_name(), m.spread_relationship_3_meaning()],
      [m.spread_relationship_4_name(), m.spread_relationship_4_meaning()],
      [m.spread_relationship_5_name(), m.spread_relationship_5_meaning()],
    ],
  }),
  decision: () => ({
    name: m.spread_decision_name(),
    positions: [
      [m.spread_decision_1_name(), m.spread_decision_1_meaning()],
      [m.spread_decision_2_name(), m.spread_decision_2_meaning()],
      [m.spread_decision_3_name(), m.spread_decision_3_meaning()],
      [m.spread_decision_4_name(), m.spread_decision_4_meaning()],
      [m.spread_decision_5_name(), m.spread_decision_5_meaning()],
    ],
  }),
  'celtic-cross': () => ({
    name: m.spread_celtic_cross_name(),
    positions: [
      [m.spread_celtic_cross_1_name(), m.spread_celtic_cross_1_meaning()],
      [m.spread_celtic_cross_2_name(), m.spread_celtic_cross_2_meaning()],
      [m.spread_celtic_cross_3_name(), m.spread_celtic_cross_3_meaning()],
      [m.spread_celtic_cross_4_name(), m.spread_celtic_cross_4_meaning()],
      [m.spread_celtic_cross_5_name(), m.spread_celtic_cross_5_meaning()],
      [m.spread_celtic_cross_6_name(), m.spread_celtic_cross_6_meaning()],
      [m.spread_celtic_cross_7_name(), m.spread_celtic_cross_7_meaning()],
      [m.spread_celtic_cross_8_name(), m.spread_celtic_cross_8_meaning()],
      [m.spread_celtic_cross_9_name(), m.spread_celtic_cross_9_meaning()],
      [m.spread_celtic_cross_10_name(), m.spread_celtic_cross_10_meaning()],
    ],
  }),
};

const isBuiltIn = (id: string): id is BuiltInSpreadId => (BUILT_IN_SPREAD_IDS as readonly string[]).includes(id);

/** A spread as the page shows it: a built-in one in the page's language, a person's own as they wrote it. */
export function spreadInLanguage(spread: Spread): Spread {
  if (!isBuiltIn(spread.id)) return spread;
  const words = BUILT_IN_WORDS[spread.id]();
  return {
    ...spread,
    name: words.name,
    positions: spread.positions.map((position, index) => {
      const [name, meaning] = words.positions[index] ?? [position.name, position.meaning];
      return { name, meaning };
    }),
  };
}

/** A spread's name as the page shows it, from its id and the name a reading or a list stored. */
export function spreadNameInLanguage(id: string | null | undefined, name: string): string {
  return id && isBuiltIn(id) ? BUILT_IN_WORDS[id]().name : name;
}
