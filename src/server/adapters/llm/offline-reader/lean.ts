// A direct lean for yes/no questions and choices. The lean comes from the cards alone (each card leans
// from −2 to 2, the Future weighing most), so a reading and its follow-ups agree with each other. A
// question that names a fear ("Is he cheating on me?") is answered the other way round: a hopeful
// spread says no to the fear. Health, legal and money decisions get no yes or no at all: there a lean
// would read as a medical, legal or financial directive, so the reader says why it gives none.

import type { CardReading } from './card-lore.ts';
import type { Voice } from './choice.ts';
import type { QuestionShape } from './question.ts';

export interface Lean {
  /** The spread is hopeful for the person. */
  hopeful: boolean;
  clear: boolean;
  /** The card that carries the lean most. */
  key: CardReading;
}

const WEIGHT: Readonly<Record<string, number>> = { Past: 1, Present: 2, Future: 3 };

export function leanOf(readings: readonly CardReading[]): Lean | undefined {
  const total = readings.reduce((sum, reading) => sum + (WEIGHT[reading.position] ?? 1) * reading.lore.polarity, 0);
  const future = readings.find((reading) => reading.position === 'Future');
  // A balanced spread leans the way its Future card does, and gently toward yes when that is neutral too.
  const hopeful = total !== 0 ? total > 0 : (future?.lore.polarity ?? 0) >= 0;
  const direction = hopeful ? 1 : -1;
  let key: CardReading | undefined;
  let best = -Infinity;
  for (const reading of readings) {
    const pull = direction * reading.lore.polarity * (WEIGHT[reading.position] ?? 1);
    if (pull > best) {
      best = pull;
      key = reading;
    }
  }
  return key ? { hopeful, clear: Math.abs(total) >= 6, key } : undefined;
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

/** The yes or no, or for health, legal and money questions the reason there is none. */
export function answerSentence(lean: Lean, shape: QuestionShape, voice: Voice, salt: string): string {
  return shape.sensitive ? voice.fresh(salt, DEFERRALS[shape.sensitive]) : leanSentence(lean, shape, voice, salt);
}

/** One sentence that says yes or no (or picks one of two options) in plain words. */
function leanSentence(lean: Lean, shape: QuestionShape, voice: Voice, salt: string): string {
  const { key } = lean;
  const card = key.ref;
  const where = `in the ${key.position}`;
  const strength = lean.clear ? 'clear' : 'gentle';
  if (shape.choice) {
    const [first, second] = shape.choice;
    const [which, favoured] = lean.hopeful ? ['first', first] : ['second', second];
    return voice.fresh(salt, [
      `The cards lean toward the ${which} path, to ${favoured}, with ${card} ${where} tipping the balance.`,
      `If you must choose, this spread favours the ${which} option, to ${favoured}; ${card} points that way more than anything else here.`,
      `Weighing the two, the cards lean toward the ${which}: to ${favoured}, as ${card} ${where} suggests.`,
    ]);
  }
  if (shape.fearful) {
    return lean.hopeful
      ? voice.fresh(salt, [
          `To answer you plainly: the cards lean toward no, and ${card} ${where} does not point to the outcome you fear.`,
          `My honest read is no: ${card}, a card of ${key.lore.core}, does not confirm that worry.`,
          `Put simply, this spread says no to the fear in your question, and ${card} is the clearest reason.`,
        ])
      : voice.fresh(salt, [
          `The cards lean toward yes, though gently: ${card} ${where} suggests this worry deserves an honest look rather than silence.`,
          `My honest read is a cautious yes; ${card} asks you to take the concern seriously and to look for facts, not only feelings.`,
          `Put simply, the spread leans yes here, and ${card} invites you to meet the worry with clear questions rather than dread.`,
        ]);
  }
  return lean.hopeful
    ? voice.fresh(salt, [
        `To answer you plainly: the cards lean toward yes, and ${card} ${where} is the clearest reason.`,
        `My honest read is a ${strength} yes, carried above all by ${card}.`,
        `Put simply, this spread says yes${lean.clear ? ' with some confidence' : ', though gently'}, with ${card} leading the way.`,
        `If I have to choose, I read this as a ${strength} yes: ${card} points toward ${key.lore.core}.`,
      ])
    : voice.fresh(salt, [
        `To answer you plainly: the cards lean toward no, at least for now, and ${card} ${where} is the clearest reason.`,
        `My honest read is a ${strength} no, or a not yet, with ${card} asking for caution.`,
        `Put simply, this spread says no for the moment; ${card} points to ${key.lore.caution}.`,
        `If I have to choose, I read this as a ${strength} no: ${card} ${where} asks you to ${key.lore.counsel} before anything else.`,
      ]);
}
