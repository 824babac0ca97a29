// The spreads every signed-in reader can choose (issue 26 §1), written once: the ask page, the
// reading page, the prompt, the offline reader, the verifier and the docs all read them from here.
import { THREE_CARD_SPREAD, type Spread } from './spread.ts';

export const ONE_CARD_SPREAD: Spread = {
  id: 'one-card',
  name: 'One card',
  layout: 'line',
  positions: [{ name: 'The card', meaning: 'the heart of the matter, and for a yes-or-no question, the way it leans' }],
};

export const SITUATION_SPREAD: Spread = {
  id: 'situation',
  name: 'Situation',
  layout: 'cross',
  positions: [
    { name: 'Situation', meaning: 'where things stand, as they are rather than as they are feared to be' },
    { name: 'Obstacle', meaning: 'what stands in the way or makes this harder than it needs to be' },
    { name: 'Hidden influence', meaning: 'what is at work beneath the surface and not yet fully seen' },
    { name: 'Advice', meaning: 'the attitude or step that would help most now' },
    { name: 'Likely outcome', meaning: 'where this is heading if the advice is taken: a possibility, not a fate' },
  ],
};

export const RELATIONSHIP_SPREAD: Spread = {
  id: 'relationship',
  name: 'Relationship',
  layout: 'pyramid',
  positions: [
    { name: 'You', meaning: 'what you bring to this connection and how you stand in it now' },
    { name: 'Them', meaning: 'what the other person brings, as far as the cards can speak for them' },
    { name: 'The connection', meaning: 'what lives between you: the bond itself and its present mood' },
    { name: 'What helps', meaning: 'what strengthens the connection and is worth tending' },
    { name: 'What strains', meaning: 'what wears on it and asks to be named or eased' },
  ],
};

export const DECISION_SPREAD: Spread = {
  id: 'decision',
  name: 'Decision',
  layout: 'grid',
  positions: [
    { name: 'The first path', meaning: 'the first option as it stands, and what drew you to it' },
    { name: 'Where the first path leads', meaning: 'the likely course if you take the first path' },
    { name: 'The second path', meaning: 'the second option as it stands, and what drew you to it' },
    { name: 'Where the second path leads', meaning: 'the likely course if you take the second path' },
    { name: 'What matters in choosing', meaning: 'the value or need that should weigh most in the choice' },
  ],
};

/** The Celtic Cross in its traditional order: the cross of six, then the staff of four from the bottom up. */
export const CELTIC_CROSS_SPREAD: Spread = {
  id: 'celtic-cross',
  name: 'Celtic Cross',
  layout: 'celtic-cross',
  positions: [
    { name: 'The present', meaning: 'the heart of the matter as it stands now' },
    { name: 'The challenge', meaning: 'what crosses you: the difficulty to be met' },
    { name: 'The foundation', meaning: 'the root beneath the situation, often from further back' },
    { name: 'The recent past', meaning: 'what is passing away or has just happened' },
    { name: 'The crown', meaning: 'what you aim for or hold in mind: the best that can be reached' },
    { name: 'The near future', meaning: 'what is coming next, in the weeks ahead' },
    { name: 'Yourself', meaning: 'how you stand in this, your attitude and your part in it' },
    { name: 'Your surroundings', meaning: 'the people and circumstances around you and how they bear on it' },
    { name: 'Hopes and fears', meaning: 'what you hope for and what you fear, often the same thing seen twice' },
    { name: 'The outcome', meaning: 'where all of this is heading if nothing changes: a possibility, not a fate' },
  ],
};

/** In the order the ask page offers them; the spec's three cards first, as the default. */
export const BUILT_IN_SPREADS: readonly Spread[] = [
  THREE_CARD_SPREAD,
  ONE_CARD_SPREAD,
  SITUATION_SPREAD,
  RELATIONSHIP_SPREAD,
  DECISION_SPREAD,
  CELTIC_CROSS_SPREAD,
];

export const BUILT_IN_SPREAD_IDS = ['three-card', 'one-card', 'situation', 'relationship', 'decision', 'celtic-cross'] as const;
export type BuiltInSpreadId = (typeof BUILT_IN_SPREAD_IDS)[number];

export const DEFAULT_SPREAD_ID: BuiltInSpreadId = 'three-card';

export function builtInSpread(id: string): Spread | undefined {
  return BUILT_IN_SPREADS.find((spread) => spread.id === id);
}
