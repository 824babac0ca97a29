// The sentences that answer what was asked, by its kind (question-kind.ts): words to open with, the
// other person read through the cards, a pace that favours one of the offered times, one option named
// with its reason, or a yes/no lean that says which part of a double question it answers. The reading
// and its follow-ups both use them, so a question gets the same kind of answer wherever it is asked.

import { minorSuitOf, type CardReading, type MinorSuit, type Pace } from './card-lore.ts';
import type { Voice } from './choice.ts';
import { answerSentence, leanOf } from './lean.ts';
import { questionShape, type QuestionShape } from './question.ts';
import { mainQuestion, optionsOf, personOf, pronounsOf, questionKind, questionParts, type Person, type Pronouns, type QuestionKind } from './question-kind.ts';
import { capitalise, reflectPronouns } from './text.ts';

export interface Understood {
  kind: QuestionKind;
  about: Person;
  pronouns: Pronouns;
  /** "A or B": the options in the reader's words ("your"), empty otherwise. */
  options: string[];
  /** The options are things to do ("stay", "take the job"), not things to have ("the startup"). */
  actions: boolean;
  parts: string[];
  shape: QuestionShape;
}

export function understand(text: string): Understood {
  return {
    kind: questionKind(text),
    about: personOf(text),
    pronouns: pronounsOf(text),
    options: optionsOf(text).map(reflectPronouns),
    actions: /^(?:should|do|can|could|would|shall) (?:i|we)\b|^is it (?:better|wiser|best)\b/.test(mainQuestion(text)),
    parts: questionParts(text),
    shape: questionShape(text),
  };
}

const AT_WORK: ReadonlySet<Person> = new Set(['boss', 'colleague']);

/** The hopeful card nearest to what comes next, for words and choices drawn from the cards. */
function brightest(readings: readonly CardReading[]): CardReading | undefined {
  return [...readings].sort((a, b) => b.lore.polarity - a.lore.polarity || roleRank(b) - roleRank(a))[0];
}

function roleRank(reading: CardReading): number {
  return reading.role === 'Future' ? 2 : reading.role === 'Present' ? 1 : 0;
}

type Tone = MinorSuit | 'bright' | 'tender';

function toneOf(reading: CardReading): Tone {
  const suit = minorSuitOf(reading.card);
  if (suit) return suit;
  return reading.lore.polarity > 0 ? 'bright' : 'tender';
}

/** How to open, and words to open with, by the card's tone, for work and for the people in one's life. */
const OPENINGS: Readonly<Record<Tone, { manner: string; work: string; personal: string }>> = {
  cups: {
    manner: 'gently, from the heart',
    work: 'I have really valued this year here, and I would like to talk about where I can grow next.',
    personal: 'I have been thinking about you, and I would love to hear how you really are.',
  },
  wands: {
    manner: 'warmly and directly',
    work: 'I have taken on more this year, and I would like to talk about my role growing with it.',
    personal: 'I have missed our conversations. Could we talk properly this week?',
  },
  swords: {
    manner: 'plainly and honestly',
    work: 'I would like to be direct: I believe my work has earned a conversation about my next step.',
    personal: 'Can I be honest about something that has been on my mind? I would rather say it than keep guessing.',
  },
  pentacles: {
    manner: 'with something concrete',
    work: 'Here is what I have delivered since my last review, and here is what I am asking for.',
    personal: 'I would like to put things right between us, one small step at a time. Could we meet for a coffee?',
  },
  bright: {
    manner: 'with quiet confidence',
    work: 'I am proud of what I have built here, and I would like to talk about what comes next for me.',
    personal: 'I care about what we have, and I do not want silence to decide it for us.',
  },
  tender: {
    manner: 'softly, without pressure',
    work: 'Could we find a quiet half hour this week? There is something I would like to talk through properly.',
    personal: 'No need to answer straight away; I just wanted you to know I am here when you are ready.',
  },
};

function sayAnswer(understood: Understood, readings: readonly CardReading[], atWork: boolean, voice: Voice): string[] {
  const card = brightest(readings);
  if (!card) return [];
  const tone = toneOf(card);
  const { manner, work, personal } = OPENINGS[tone];
  const words = atWork ? work : personal;
  const other = understood.pronouns.object;
  const Ref = capitalise(card.ref);
  // Once the suggested words have been given in a conversation, every wording holds them: say so instead.
  const opening =
    voice.unsaid('say', [
      `${Ref} ${where(card)} suggests opening ${manner}, with words like: “${words}”`,
      `Take your cue from ${card.ref}: open ${manner}. You might begin with: “${words}”`,
      `The words can come from ${card.ref} ${where(card)}, which favours opening ${manner}: “${words}”`,
    ]) ??
    voice.fresh('say-again', [
      `${Ref} has not changed its advice: open ${manner}, and the words suggested earlier still fit.`,
      `The words I suggested before still serve, and ${card.ref} still favours opening ${manner}.`,
    ]);
  return [
    opening,
    voice.fresh('say-then', [
      `After that, let ${card.ref} set the pace: say one true thing, then give ${other} room to answer.`,
      `Keep it short, as ${card.ref} would: one clear sentence about what you hope for, then listen.`,
      `In the spirit of ${card.ref}, say what you want plainly once, and resist filling the silence that follows.`,
    ]),
  ];
}

function feelingLine(card: CardReading, p: Pronouns): string {
  const suit = minorSuitOf(card.card);
  const hopeful = card.lore.polarity > 0;
  const He = capitalise(p.subject);
  const His = capitalise(p.possessive);
  if (suit === 'cups')
    return hopeful
      ? `${He} may feel more than ${p.subject} show${p.s}, and the feeling leans warm.`
      : `There is feeling there, but it is tangled with hurt or hesitation.`;
  if (suit === 'wands')
    return hopeful
      ? `There is interest and energy toward you, even if it comes and goes.`
      : `${He} may be restless or defensive, guarding ${p.possessive} position more than opening up.`;
  if (suit === 'swords') return `${He} may be thinking more than feeling right now, turning things over and unsure what to say.`;
  if (suit === 'pentacles')
    return hopeful
      ? `${His} care is more likely to show in practical ways than in words.`
      : `${He} seems cautious, weighing what ${p.subject} would risk by coming closer.`;
  return hopeful
    ? `Whatever ${p.subject} feel${p.s} runs deep, with ${theirs(card.lore.core, p)} near its centre.`
    : `${He} may be wrestling with something of ${p.possessive} own, and it colours how ${p.subject} show${p.s} up with you.`;
}

/** The card's idea said of the other person: "standing your ground" read for him is "standing his ground". */
function theirs(phrase: string, p: Pronouns): string {
  const self = p.subject === 'he' ? 'himself' : p.subject === 'she' ? 'herself' : 'themselves';
  return phrase
    .replace(/\byourself\b/g, self)
    .replace(/\byour\b/g, p.possessive)
    .replace(/\byou\b/g, p.object);
}

function feelAnswer(understood: Understood, main: CardReading, voice: Voice): string[] {
  const p = understood.pronouns;
  const held = main.reversed ? `, though reversed it is held back, not yet spoken` : '';
  const core = theirs(main.lore.core, p);
  return [
    voice.fresh('feel', [
      `No card can look inside someone else's heart, but read for ${p.object}, ${main.ref} ${where(main)} speaks of ${core}${held}.`,
      `If we let ${main.ref} ${where(main)} stand for ${p.object}, it shows ${core}${held}.`,
      `Read from ${p.possessive} side of the table, ${main.ref} points to ${core}${held}.`,
    ]),
    // The line for a card is the same each time it is read for them, so a conversation says it once.
    ...voice.next('feel-line', [feelingLine(main, p)]),
    voice.fresh('feel-humble', [
      `Take this as a hint rather than a verdict: what ${p.subject} ${p.s ? 'does' : 'do'} over the coming weeks will tell you more than any card.`,
      `The cards reflect your connection, not ${p.possessive} private thoughts, so let ${p.possessive} actions confirm or correct this.`,
      `Only ${p.subject} can say for certain, and a kind, direct question may tell you more than any spread.`,
    ]),
  ];
}

const EARLY: ReadonlySet<Pace> = new Set(['quick', 'sudden']);
const LATE: ReadonlySet<Pace> = new Set(['slow', 'gradual']);

const PACE_WORDS: Readonly<Record<Pace, string>> = {
  quick: 'a quick pace: things can move within weeks once you act',
  sudden: 'a sudden turn rather than a slow build',
  steady: 'a steady pace, more a season than a few days',
  gradual: 'a gradual pace, change arriving by degrees',
  slow: 'a slow, deliberate pace that will not be hurried',
};

function whenAnswer(understood: Understood, readings: readonly CardReading[], voice: Voice): string[] {
  const card = readings.find((reading) => reading.role === 'Future') ?? readings[readings.length - 1];
  if (!card) return [];
  const pace = card.lore.pace;
  const sentences = [
    voice.fresh('when', [
      `Tarot speaks of pace rather than dates, and ${card.ref} ${where(card)} sets ${PACE_WORDS[pace]}.`,
      `The cards give a rhythm, not a calendar: ${card.ref} ${where(card)} describes ${PACE_WORDS[pace]}.`,
      `Tarot does not name dates, but it does describe a pace, and here ${card.ref} ${where(card)} points to ${PACE_WORDS[pace]}.`,
    ]),
  ];
  const { options } = understood;
  const first = options[0];
  const last = options[options.length - 1];
  if (first && last && options.length >= 2) {
    const early = EARLY.has(pace) || (!LATE.has(pace) && card.lore.polarity > 0);
    sentences.push(
      early
        ? `Of the times you offer, that pace favours the sooner one, ${first}: the cards are already moving, and waiting would cool what is warm now.`
        : `Of the times you offer, that pace favours the later one, ${last}: it gives things the time they need, and ${card.ref} rewards preparation over speed.`,
    );
  }
  return sentences;
}

/** The cards the options are read against: where each path leads in a spread of paths (the decision spread), else the cards in order. */
function optionCards(readings: readonly CardReading[]): readonly CardReading[] {
  const leads = readings.filter((reading) => /^where the \w+ path leads$/i.test(reading.title));
  return leads.length >= 2 ? leads : readings;
}

function whichAnswer(understood: Understood, readings: readonly CardReading[], voice: Voice): string[] {
  const cards = optionCards(readings);
  const paired = understood.options.slice(0, cards.length).map((option, index) => ({ option, card: cards[index] as CardReading }));
  const [best, ...rest] = [...paired].sort((a, b) => b.card.lore.polarity - a.card.lore.polarity || roleRank(b.card) - roleRank(a.card));
  const other = rest[rest.length - 1];
  if (!best || !other) return [];
  // "Should I stay or leave?" offers actions ("to stay"); "the startup or the bank?" offers things.
  const shown = (option: string): string => (understood.actions ? `to ${option}` : option);
  // Each option meets the card in the same place as it stands in the question (in the decision spread, where its path leads).
  return [
    voice.fresh('which', [
      `Laying your options beside the cards in the order you named them, I would choose ${shown(best.option)}: it meets ${described(best.card)}, while the other option, ${shown(other.option)}, meets ${described(other.card)}.`,
      `With each option read against the card in the same place, the cards favour ${understood.actions ? 'the choice ' : ''}${shown(best.option)}: behind it stands ${described(best.card)}, and behind the other option, ${shown(other.option)}, ${described(other.card)}.`,
    ]),
  ];
}

/** "should i reach out to him" → "As for whether to reach out to him"; other forms name the part by its place. */
function partLabel(part: string, index: number): string {
  const should = /^(?:should|can|could|shall|must|do) (?:i|we) (.+)$/.exec(part);
  if (should?.[1]) return `as for whether to ${reflectPronouns(should[1])}`;
  return index === 0 ? 'on the first part of your question' : 'on the second part of your question';
}

const FEELING_PART =
  /\b(?:think(?:s|ing)? (?:about|of) me|miss(?:es)? me|love[sd]? me|care[sd]? (?:about|for) me|want(?:s)? me|like[sd]? me|feel(?:s)? about me|regret\w*)\b/;

function leanAnswer(understood: Understood, readings: readonly CardReading[], main: CardReading, voice: Voice, salt: string): string[] {
  const lean = leanOf(readings);
  if (!lean) return [];
  const { parts, shape } = understood;
  if (parts.length < 2) return [answerSentence(lean, shape, voice, salt)];
  // A double question: the part about the other person's heart is read through a card, the decision gets the lean.
  const decision = parts.findIndex((part) => !FEELING_PART.test(part));
  const index = decision >= 0 ? decision : parts.length - 1;
  const sentences: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (i === index) sentences.push(answerSentence(lean, questionShape(`${part}?`), voice, salt, partLabel(part, i)));
    else if (FEELING_PART.test(part)) sentences.push(...feelAnswer(understood, main, voice).slice(0, 2));
  }
  return sentences;
}

function unnamedOptions(readings: readonly CardReading[], voice: Voice): string[] {
  const card = brightest(readings);
  if (!card) return [];
  return [
    voice.fresh('which-unnamed', [
      `You have not named the options, but ${card.ref} ${where(card)} gives you the test: choose the one that offers ${card.lore.core}.`,
      `Whatever the options are, ${card.ref} ${where(card)} is the card to measure them by: the right one carries ${card.lore.core}.`,
    ]),
  ];
}

function where(reading: CardReading): string {
  return reading.at;
}

/** "The Lovers reversed, which holds love back", "the Sun, a card of joy". */
function described(reading: CardReading): string {
  return reading.reversed ? `${named(reading)}, which holds ${reading.lore.core} back` : `${reading.ref}, a card of ${reading.lore.core}`;
}

function named(reading: CardReading): string {
  return reading.reversed ? `${reading.ref} reversed` : reading.ref;
}

/**
 * The sentences that answer the question's kind, or none for kinds the caller answers from the cards
 * alone (why, do, card, open, statement, what-if, sign). `main` is the card that speaks most to it.
 */
export function kindAnswer(
  understood: Understood,
  readings: readonly CardReading[],
  main: CardReading,
  atWorkTheme: boolean,
  voice: Voice,
  salt: string,
): string[] {
  switch (understood.kind) {
    case 'say':
      return sayAnswer(understood, readings, AT_WORK.has(understood.about) || (atWorkTheme && understood.about === 'self'), voice);
    case 'feel':
      return feelAnswer(understood, main, voice);
    case 'when':
      return whenAnswer(understood, readings, voice);
    case 'which':
      return understood.options.length >= 2 ? whichAnswer(understood, readings, voice) : unnamedOptions(readings, voice);
    case 'will':
    case 'yes-no':
      return leanAnswer(understood, readings, main, voice, salt);
    default:
      return [];
  }
}
