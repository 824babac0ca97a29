// A direct lean for yes/no questions and choices. The lean comes from the cards alone (each card leans
// from −2 to 2, the Future weighing most), so a reading and its follow-ups agree with each other. A
// question that names a fear ("Is he cheating on me?") is answered the other way round: a hopeful
// spread says no to the fear. Health, legal and money decisions get no yes or no at all: there a lean
// would read as a medical, legal or financial directive, so the reader says why it gives none.

import type { CardReading, Role } from './card-lore.ts';
import type { Voice } from './choice.ts';
import type { QuestionShape } from './question.ts';
import { capitalise } from './text.ts';

export type Verdict = 'yes' | 'no' | 'mixed';

export interface Lean {
  verdict: Verdict;
  clear: boolean;
  /** The card that carries the lean most: an upright, hopeful card for a yes, never a reversed one. */
  key: CardReading;
  /** In a mixed spread, the card that pulls the other way. */
  against?: CardReading;
}

/** What the cards' places weigh: where things are heading counts most. */
export const ROLE_WEIGHT: Readonly<Record<Role, number>> = { Past: 1, Present: 2, Future: 3 };

export interface WeighedPolarity {
  /** The weighed pull toward yes and toward no (both ≥ 0). */
  forYes: number;
  forNo: number;
}

/** Each card's polarity (reversals already weigh against, card-lore.ts) times the weight of its place. */
export function weighedPolarity(readings: readonly CardReading[]): WeighedPolarity {
  let forYes = 0;
  let forNo = 0;
  for (const reading of readings) {
    const pull = ROLE_WEIGHT[reading.role] * reading.lore.polarity;
    if (pull > 0) forYes += pull;
    else forNo -= pull;
  }
  return { forYes, forNo };
}

/** The verdict a weighed polarity gives: a spread whose two sides nearly cancel is mixed. */
export function verdictOf({ forYes, forNo }: WeighedPolarity): Verdict {
  const total = forYes - forNo;
  if (Math.abs(total) < Math.max(2, (forYes + forNo) / 4)) return 'mixed';
  return total > 0 ? 'yes' : 'no';
}

function strongest(readings: readonly CardReading[], direction: 1 | -1): CardReading | undefined {
  let key: CardReading | undefined;
  let best = 0;
  for (const reading of readings) {
    const pull = direction * ROLE_WEIGHT[reading.role] * reading.lore.polarity;
    if (pull > best && (direction < 0 || !reading.reversed)) {
      best = pull;
      key = reading;
    }
  }
  return key;
}

export function leanOf(readings: readonly CardReading[]): Lean | undefined {
  const weighed = weighedPolarity(readings);
  const verdict = verdictOf(weighed);
  const clear = Math.abs(weighed.forYes - weighed.forNo) >= 6;
  const bright = strongest(readings, 1);
  const dark = strongest(readings, -1);
  if (verdict === 'yes' && bright) return { verdict, clear, key: bright };
  if (verdict === 'no' && dark) return { verdict, clear, key: dark };
  const key = bright ?? dark ?? readings[readings.length - 1];
  if (!key) return undefined;
  const against = bright && dark ? dark : undefined;
  return { verdict: 'mixed', clear: false, key, ...(against ? { against } : {}) };
}

/** Whether the lean is hopeful for the person: a mixed spread is not. */
export function hopeful(lean: Lean): boolean {
  return lean.verdict === 'yes';
}

const DEFERRALS: Readonly<Record<NonNullable<QuestionShape['sensitive']>, readonly [string, string]>> = {
  health: [
    'Whether a treatment, a test or your body will turn out as you hope is not something the cards can promise either way; that belongs with your doctor, and the cards can help you meet it calmly.',
    'On a question of health the cards will not say yes or no; your doctor can speak to the outcome, and the cards can speak to how you carry it.',
  ],
  legal: [
    'On a legal question the cards will not say yes or no; a qualified lawyer can speak to the outcome, and the cards can help you meet the process with a steadier mind.',
    'The cards cannot rule on a legal matter either way; they can show how you are holding it while a lawyer guides the decision itself.',
  ],
  money: [
    'On a money decision the cards will not say yes or no; they can show how you feel about it, while the decision itself deserves a qualified adviser.',
    'The cards do not say yes or no to a financial choice; they reflect your hopes and worries about it, and a qualified adviser can weigh the choice itself.',
  ],
};

/** The yes or no, or for health, legal and money questions the reason there is none. `part` names the part of a double question it answers. */
export function answerSentence(lean: Lean, shape: QuestionShape, voice: Voice, salt: string, part?: string): string {
  if (shape.sensitive) return voice.fresh(salt, DEFERRALS[shape.sensitive]);
  const sentence = leanSentence(lean, shape, voice, salt);
  return part ? `${capitalise(part)}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

function where(reading: CardReading): string {
  return reading.at;
}

function named(reading: CardReading): string {
  return reading.reversed ? `${reading.ref} reversed` : reading.ref;
}

function mixedSentence(lean: Lean, voice: Voice, salt: string): string {
  const { key, against } = lean;
  if (!against) {
    return voice.fresh(salt, [
      `the cards do not tip either way: ${named(key)} ${where(key)} is the nearest thing to an answer, and it asks for more time rather than a verdict.`,
      `this spread is balanced, with no card pulling clearly toward yes or no, so the answer is still being made.`,
    ]);
  }
  return voice.fresh(salt, [
    `the cards are split on this: ${named(key)} ${where(key)} leans toward yes, while ${named(against)} ${where(against)} pulls toward no, so the honest answer is not settled yet.`,
    `this spread gives a mixed answer rather than a yes or a no, with ${named(key)} arguing for it and ${named(against)} against.`,
    `I cannot give you a clean yes or no here: ${named(key)} is hopeful, ${named(against)} asks for caution, and they weigh about the same.`,
  ]);
}

/** One sentence that says yes, no or mixed in plain words, the reason named by a card that truly leans that way. */
function leanSentence(lean: Lean, shape: QuestionShape, voice: Voice, salt: string): string {
  const { key } = lean;
  const card = named(key);
  const strength = lean.clear ? 'clear' : 'gentle';
  if (lean.verdict === 'mixed') return capitalise(mixedSentence(lean, voice, salt));
  if (shape.fearful) {
    return lean.verdict === 'yes'
      ? voice.fresh(salt, [
          `The cards lean toward no here, and ${card} ${where(key)} does not point to the outcome you fear.`,
          `My honest read is no: ${card}, a card of ${key.lore.core}, does not confirm that worry.`,
          `Put simply, this spread says no to the fear in your question, and ${card} is the clearest reason.`,
        ])
      : voice.fresh(salt, [
          `The cards lean toward yes, though gently: ${card} ${where(key)} suggests this worry deserves an honest look rather than silence.`,
          `My honest read is a cautious yes; ${card} asks you to take the concern seriously and to look for facts, not only feelings.`,
          `Put simply, the spread leans yes here, and ${card} invites you to meet the worry with clear questions rather than dread.`,
        ]);
  }
  if (lean.verdict === 'yes') {
    return voice.fresh(salt, [
      `The cards lean toward yes, and ${card} ${where(key)} is the clearest reason.`,
      `My honest read is a ${strength} yes, carried above all by ${card}.`,
      `Put simply, this spread says yes${lean.clear ? ' with some confidence' : ', though gently'}, with ${card} leading the way.`,
      `If I have to choose, I read this as a ${strength} yes: ${card} points toward ${key.lore.core}.`,
    ]);
  }
  const held = key.reversed ? ', its energy held back for now' : '';
  return voice.fresh(salt, [
    `The cards lean toward no, at least for now, and ${card} ${where(key)} is the clearest reason${held}.`,
    `My honest read is a ${strength} no, or a not yet, with ${card} asking for caution${held}.`,
    `Put simply, this spread says no for the moment; ${card} points to ${key.lore.caution}.`,
    `If I have to choose, I read this as a ${strength} no: ${card} ${where(key)} asks you to ${key.lore.counsel} before anything else.`,
  ]);
}
