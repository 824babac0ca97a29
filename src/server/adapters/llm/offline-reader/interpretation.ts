// The first reading of a spread: an opening that quotes the question once and answers it by its kind
// (answer.ts), one bold-headed section per card (the Celtic Cross in its cross and its staff, other spreads'
// places by name and meaning: spread-reading.ts), how the cards speak together, and guidance. When the
// risk assessment recognised a concern, the reading is shorter and quieter: no star-sign talk, no lean,
// no flourish (the resources themselves are shown before it by the app, not written by the reader).

import { POSITIONS } from '../../../../shared/constants.ts';
import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { kindAnswer, understand } from './answer.ts';
import { isMajor, minorSuitOf, readSpread, sceneOf, suitDomain, type CardReading, type MinorSuit } from './card-lore.ts';
import { mapOptions, type Options, type Voice } from './choice.ts';
import { signLens } from './signs.ts';
import {
  celticGroups,
  framingSentence,
  LARGE_SPREAD,
  placeParagraph,
  placeSentence,
  quietPlaceSentence,
  singleParagraph,
  togetherSentences,
  touchstoneOf,
} from './spread-reading.ts';
import { LEGAL_NOTES, LEGAL_PATTERN, positionOf, themeFor, themeLine, THEMES, type Position, type Theme } from './themes.ts';
import { capitalise, possessive, quoteExcerpt, tidy, wordCount } from './text.ts';

type InterpretationRequest = Extract<ReaderRequest, { kind: 'interpretation' }>;

/** The cards as a story in time, only when the spread is the three-card Past, Present, Future. */
function inTime(readings: readonly CardReading[]): readonly [CardReading, CardReading, CardReading] | undefined {
  const [past, present, future] = readings;
  return readings.length === 3 && past?.role === 'Past' && present?.role === 'Present' && future?.role === 'Future' ? [past, present, future] : undefined;
}

/** Frames for the card's reading in its position; {card} is the card, {clause} its position phrase. */
const ROLE: Readonly<Record<Position, Options<string>>> = {
  Past: [
    'In the Past, {card} points back to {clause}.',
    '{card} sits in the Past, recalling {clause}.',
    'Behind you, {card} speaks of {clause}.',
    'The Past holds {card}, and with it {clause}.',
    '{card} begins the story with {clause}.',
  ],
  Present: [
    'In the Present, {card} describes {clause}.',
    'At the centre of the spread, {card} names {clause}.',
    'Right now, {card} speaks of {clause}.',
    '{card} holds the Present, and with it {clause}.',
    'The heart of the matter is {card}, which shows {clause}.',
  ],
  Future: [
    'In the Future, {card} shows {clause}: a possibility, not a fixed fate.',
    'Looking ahead, {card} suggests {clause}.',
    '{card} in the Future points toward {clause}.',
    'Ahead of you, {card} holds out {clause}, if you choose to meet it.',
    'The Future belongs to {card}, which speaks of {clause}.',
  ],
};

const QUIET_ROLE: Readonly<Record<Position, Options<string>>> = {
  Past: ['In the Past, {card} speaks of {clause}.', 'Behind you, {card} gently names {clause}.'],
  Present: ['In the Present, {card} speaks of {clause}.', 'For now, {card} points to {clause}.'],
  Future: ['In the Future, {card} speaks of {clause}.', 'Looking ahead, {card} holds {clause}.'],
};

function fill(template: string, card: string, clause: string): string {
  return capitalise(template.replace('{card}', card).replace('{clause}', clause));
}

function roleSentence(reading: CardReading, voice: Voice, quiet: boolean, index = 0): string {
  const position = positionOf(reading);
  // A place the three-card spread does not have ("The challenge", "Root") is read by its name and meaning.
  if (reading.title !== position) return quiet ? quietPlaceSentence(reading, voice) : placeSentence(reading, voice, index);
  const lore = reading.lore;
  const clause = quiet ? lore.quiet : position === 'Past' ? lore.past : position === 'Future' ? lore.future : lore.present;
  const ref = reading.reversed ? `${reading.ref}, reversed,` : reading.ref;
  return voice.fresh(
    `role-${position}`,
    mapOptions((quiet ? QUIET_ROLE : ROLE)[position], (template) => fill(template, ref, clause)),
  );
}

function emblemSentence(reading: CardReading, voice: Voice, salt: string): string {
  const { emblem, emblemMeaning } = reading.lore;
  const scene = sceneOf(reading);
  if (scene) {
    return voice.fresh(`${salt}-scene`, [
      `In the card's traditional picture, ${scene}`,
      `Picture the classic image: ${scene}`,
      `The old image of this card shows it plainly: ${scene}`,
    ]);
  }
  return voice.fresh(salt, [
    `Our card shows ${emblem}, a picture of ${emblemMeaning}.`,
    `Its emblem is ${emblem}: ${emblemMeaning}.`,
    `On the card itself you see ${emblem}, an image of ${emblemMeaning}.`,
    `The emblem at its centre, ${emblem}, speaks of ${emblemMeaning}.`,
  ]);
}

function cardParagraph(reading: CardReading, index: number, theme: Theme, voice: Voice, withEmblem: boolean, compact: boolean): string {
  const position = positionOf(reading);
  const lore = reading.lore;
  const sentences = [roleSentence(reading, voice, false, index)];
  if (position === 'Present') {
    // The deck's meaning is quoted whole or in part, so its sentences do not recur in every reading of the card.
    const [first = reading.message, ...rest] = reading.message.split(/(?<=[.!?])\s+(?=[A-Z])/);
    const message = compact || rest.length === 0 ? first : voice.pick('message-part', [reading.message, first, rest.join(' ')]);
    sentences.push(
      voice.fresh('message', [
        `Its message for you: ${message}`,
        `The card's counsel here: ${message}`,
        `What it brings you: ${message}`,
        `In the deck's own words: ${message}`,
        message,
        `Its meaning, in short: ${message}`,
      ]),
    );
  } else if (reading.reversed) {
    const [first = reading.message] = reading.message.split(/(?<=[.!?])\s+(?=[A-Z])/);
    sentences.push(
      voice.fresh(`reversed-${position}`, [`Upside down, it says: ${first}`, `Reversed, its meaning turns: ${first}`, `Turned over, the card reads: ${first}`]),
    );
  } else if (withEmblem) {
    sentences.push(emblemSentence(reading, voice, `emblem-${position}`));
  } else if (position === 'Past') {
    sentences.push(
      voice.fresh('caution', [
        `Its shadow, then and now, is ${lore.caution}.`,
        `What it warns against is ${lore.caution}.`,
        `It asks you to watch for ${lore.caution}.`,
      ]),
    );
  } else {
    sentences.push(voice.fresh('gift', [`What it offers you is ${lore.gift}.`, `It holds out ${lore.gift}.`, `Its gift to you is ${lore.gift}.`]));
  }
  sentences.push(themeLine(theme, reading, voice, `theme-${position}`, index));
  return sentences.join(' ');
}

function headingFor(reading: CardReading): string {
  const position = POSITIONS.some((p) => p === reading.title) ? `The ${reading.title}` : reading.title;
  return `**${position}: ${reading.card.name}${reading.reversed ? ' (reversed)' : ''}**`;
}

function askSentence(question: string, voice: Voice): string {
  const excerpt = quoteExcerpt(question);
  if (!excerpt) return 'You came to the cards without a set question, open to whatever they wish to show you.';
  return voice.pick('ask', [
    `You came to the cards asking: “${excerpt}”`,
    `Your question was: “${excerpt}”`,
    `You brought this question to the spread: “${excerpt}”`,
    `You asked: “${excerpt}”`,
    `The question on your mind: “${excerpt}”`,
  ]);
}

function openingParagraph(request: InterpretationRequest, readings: readonly CardReading[], theme: Theme, voice: Voice): string {
  const sentences = [askSentence(request.question, voice)];
  const story = inTime(readings);
  const { label } = theme;
  if (story) {
    const [a, b, c] = story.map((reading) => reading.ref);
    sentences.push(
      voice.fresh('framing', [
        `It is a question about ${label}, and ${a}, ${b} and ${c} answer it in three movements: where you have been, where you stand, and where you are heading.`,
        `It touches on ${label}, and your three cards, ${a}, ${b} and ${c}, tell it as a story in time.`,
        `Read as a question about ${label}, it finds its answer in ${a}, ${b} and ${c}, one card for each chapter of the story.`,
        `The spread reads it as a question about ${label}: ${a} for what has been, ${b} for what is, and ${c} for what may come.`,
      ]),
    );
  } else {
    sentences.push(framingSentence(readings, theme, voice));
  }
  const understood = understand(request.question);
  // Asked how someone feels, a spread with a place for them ("Them") reads that card for them.
  const theirs = understood.kind === 'feel' ? readings.find((reading) => /^(?:them|the other person|partner|their side)$/i.test(reading.title)) : undefined;
  const main = theirs ?? readings.find((reading) => reading.role === 'Present') ?? readings[0];
  if (main) sentences.push(...kindAnswer(understood, readings, main, theme.id === 'career', voice, 'lean'));
  return sentences.join(' ');
}

/** How the spread moves, judged by whether its Past and Future cards are hard or kind. */
function movementSentence(readings: readonly CardReading[], voice: Voice): string {
  const story = inTime(readings);
  if (!story) return '';
  const [past, present, future] = story;
  const [p, pr, f] = [past.lore.polarity, present.lore.polarity, future.lore.polarity];
  const [P, F] = [capitalise(past.ref), capitalise(future.ref)];
  if (p < 0 && f > 0) {
    return voice.fresh('movement', [
      `${P} is the heaviest card here and ${future.ref} one of the brightest, which suggests the hardest part lies behind you.`,
      `The weight sits in the Past with ${past.ref}, while ${future.ref} lifts the story, so the movement of this spread is toward relief.`,
    ]);
  }
  if (p > 0 && f < 0) {
    return voice.fresh('movement', [
      `${F} asks more of you than ${past.ref} did, so the coming stretch calls for care rather than fear.`,
      `After the ease of ${past.ref}, ${future.ref} brings a test, one that is easier to meet for being seen in advance.`,
    ]);
  }
  if (p > 0 && pr > 0 && f > 0) {
    return voice.fresh('movement', [
      `There is no hard card among the three, so ${possessive(present.ref)} support and ${possessive(future.ref)} promise can be trusted.`,
      `All three cards are kind ones, and ${future.ref} in particular rewards you for keeping faith with what is already working.`,
    ]);
  }
  if (p < 0 && pr < 0 && f < 0) {
    return voice.fresh('movement', [
      `None of these cards is easy, but ${future.ref} is not a verdict, only a description of work that can be done.`,
      `This is a demanding spread, and ${possessive(future.ref)} challenge is best met one honest step at a time.`,
    ]);
  }
  return voice.fresh('movement', [
    `${capitalise(present.ref)} sits between ${past.ref} and ${future.ref} like a hinge: what you do now decides which of them sets the tone.`,
    `The balance of this spread rests on ${present.ref}, the card that links where you have been to where you are going.`,
    `With light and shade mixed, ${present.ref} is where the story can still turn.`,
    `Neither ${past.ref} nor ${future.ref} settles the matter alone; ${present.ref} is the part you can still shape.`,
    `This is a spread of mixed weather, and ${possessive(present.ref)} place in the middle makes today's choices count double.`,
  ]);
}

/** The Major–minor mix and repeated suits; a spread of Major Arcana only (the app's draw) says nothing here. */
function mixSentences(readings: readonly CardReading[], voice: Voice): string[] {
  const sentences: string[] = [];
  const majors = readings.filter((reading) => isMajor(reading.card));
  const [a, b, c] = readings.map((reading) => reading.ref);
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (majors.length === 0 && readings.length > 3 && first && last) {
    sentences.push(
      voice.fresh('no-majors', [
        `From ${first.ref} to ${last.ref}, not one of your cards comes from the Major Arcana, so the matter rests largely in your everyday choices.`,
        `With no Major Arcana card between ${first.ref} and ${last.ref}, this is a story of daily life, and things within your reach.`,
      ]),
    );
  } else if (majors.length === 0 && readings.length === 3 && a && b && c) {
    sentences.push(
      voice.fresh('no-majors', [
        `With no Major Arcana among ${a}, ${b} and ${c}, much of the power to shape this rests in your everyday choices.`,
        `No Major Arcana card appears, so this is a story of everyday life: ${a}, ${b} and ${c} describe things within your reach.`,
        `${capitalise(a)}, ${b} and ${c} are all Minor Arcana cards, which puts the matter in your hands rather than in the hands of fate.`,
        `Without a Major Arcana card among them, ${a}, ${b} and ${c} speak of daily habits and choices more than of destiny.`,
        `From ${a} to ${c}, every card comes from the Minor Arcana: the ground here is practical, and small decisions carry it.`,
        `Because ${a}, ${b} and ${c} are all Minor Arcana, what happens next depends largely on ordinary, repeatable steps.`,
      ]),
    );
  } else if (majors.length === 1 && majors[0] && readings.length > 4) {
    const major = majors[0];
    sentences.push(
      voice.fresh('one-major', [
        `${capitalise(major.ref)} ${major.at} is the only Major Arcana card in the spread, so its lesson carries extra weight.`,
        `Of all your cards, only ${major.ref}, ${major.at}, comes from the Major Arcana, and that gives it the loudest voice.`,
        `Among Minor Arcana cards, ${major.ref} ${major.at} stands out as the one Major Arcana card: what it says weighs most.`,
      ]),
    );
  } else if (majors.length === 1 && majors[0] && readings.length > 1) {
    const others = readings.filter((reading) => reading !== majors[0]).map((reading) => reading.ref);
    sentences.push(
      `Beside ${others.slice(0, -1).join(', ')}${others.length > 1 ? ' and ' : ''}${others[others.length - 1] ?? ''}, ${majors[0].ref} is the only Major Arcana card, so its lesson carries extra weight.`,
    );
  }
  const suitCounts = new Map<MinorSuit, number>();
  for (const reading of readings) {
    const suit = minorSuitOf(reading.card);
    if (suit) suitCounts.set(suit, (suitCounts.get(suit) ?? 0) + 1);
  }
  // In a large spread two cards of a suit are common; three or more are worth a word.
  const several = readings.length > LARGE_SPREAD ? 3 : 2;
  for (const [suit, count] of suitCounts) {
    if (count >= several && !(readings.length > 3 && sentences.some((sentence) => sentence.includes('sharing a suit')))) {
      const names = readings.filter((reading) => minorSuitOf(reading.card) === suit).map((reading) => reading.ref);
      sentences.push(`With ${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''} sharing a suit, ${suitDomain(suit)} come to the foreground.`);
    }
  }
  return sentences;
}

function togetherParagraph(readings: readonly CardReading[], theme: Theme, sign: string | undefined, voice: Voice): string {
  const sentences: string[] = [];
  const story = inTime(readings);
  if (story) {
    const [past, present, future] = story;
    const [a, b, c] = [past.lore.core, present.lore.core, future.lore.core];
    sentences.push(
      voice.fresh('flow', [
        `Read as a story, the spread moves from ${a} through ${b} toward ${c}.`,
        `Together, the cards trace a journey: ${a} in the past, ${b} in the present, and ${c} on the horizon.`,
        `Taken as one story, it begins in ${a}, passes through ${b} and opens onto ${c}.`,
        `From ${a} to ${b} to ${c}: that is the arc these three cards draw.`,
      ]),
    );
    sentences.push(movementSentence(readings, voice));
    sentences.push(
      voice.fresh('invitation', [
        `In the light of ${theme.label}, the thread running through ${past.ref}, ${present.ref} and ${future.ref} is an invitation to ${theme.invitation}.`,
        `When it comes to ${theme.label}, what ${present.ref} and ${future.ref} ask of you is to ${theme.invitation}.`,
        `For a question about ${theme.label}, ${past.ref} and ${future.ref} together invite you to ${theme.invitation}.`,
        `On ${theme.label}, ${future.ref} and ${past.ref} agree on one thing: it is time to ${theme.invitation}.`,
      ]),
    );
  } else {
    sentences.push(...togetherSentences(readings, theme, voice));
  }
  sentences.push(...mixSentences(readings, voice));
  const lens = signLens(sign, readings, voice);
  if (lens) sentences.push(lens);
  return sentences.filter(Boolean).join(' ');
}

function guidanceParagraph(readings: readonly CardReading[], theme: Theme, question: string, voice: Voice): string {
  // The area's advice alternates with advice drawn from the card at the centre, so no line of advice is in most readings.
  const centre = readings.find((reading) => reading.role === 'Present');
  const fromCard = centre && voice.pick('guidance-from', [false, true, true, true, true]);
  const sentences = [
    centre && fromCard
      ? voice.fresh('guidance-card', [
          `For ${theme.label}, ${centre.ref} offers the most useful thing you can carry now: ${centre.lore.gift}.`,
          `In matters of ${theme.label}, lean on what ${centre.ref} gives you, ${centre.lore.gift}, and be wary of ${centre.lore.caution}.`,
          `On ${theme.label}, ${centre.ref} warns most against ${centre.lore.caution}; notice it early, and it loses its hold.`,
        ])
      : voice.freshFromPick('guidance', theme.guidance),
  ];
  const story = inTime(readings);
  // In another spread the counsel comes from its place of advice, and the closing from where things head.
  const touchstone = story ? readings[readings.length - 1] : touchstoneOf(readings);
  const future = story ? touchstone : ([...readings].reverse().find((reading) => reading.role === 'Future') ?? touchstone);
  if (touchstone) {
    const { ref, lore } = touchstone;
    sentences.push(
      voice.fresh('touchstone', [
        `Let ${ref} be your touchstone this week: ${lore.counsel}.`,
        `If you take one thing from ${ref}, let it be this: ${lore.counsel}.`,
        `Keep ${ref} in mind over the coming days, and ${lore.counsel}.`,
        `A good next step, in the spirit of ${ref}, is to ${lore.counsel}.`,
      ]),
    );
  }
  if (theme.professional) sentences.push(voice.fresh('professional', theme.professional));
  if (LEGAL_PATTERN.test(question)) sentences.push(voice.fresh('legal', LEGAL_NOTES));
  const last = future?.ref ?? 'the spread';
  sentences.push(
    voice.freshFromPick('closing', [
      `${capitalise(last)} describes a possibility, not a fixed fate; your choices remain your own.`,
      `The cards reflect possibilities, not certainties, and ${last} is no exception: you remain the author of your story.`,
      `Tarot offers a mirror, not a verdict, and what you do with ${possessive(last)} message is yours to decide.`,
      `Nothing here is fixed: ${last} shows a direction, and you choose how to walk it.`,
      `Hold this reading lightly; ${last} speaks of what may come, while what you choose today shapes it.`,
    ]),
  );
  return sentences.join(' ');
}

/**
 * A larger spread in a crisis reading: every card named in its place in one sentence, then the first
 * card and the last read gently, so the reading stays short and no gentle phrase is said card after card.
 */
function quietSpread(readings: readonly CardReading[], theme: Theme, voice: Voice): string {
  const placed = readings.map((reading) => `${reading.reversed ? `${reading.ref}, reversed,` : reading.ref} ${reading.at}`);
  const first = readings[0];
  const last = readings[readings.length - 1];
  const sentences = [`Your cards lie like this: ${placed.join('; ')}.`];
  if (first) sentences.push(roleSentence(first, voice, true), themeLine(theme, first, voice, `theme-${positionOf(first)}`));
  if (last && last !== first && last.lore.quiet !== first?.lore.quiet) sentences.push(roleSentence(last, voice, true));
  return sentences.join(' ');
}

/** The crisis reading: the note, then the cards read gently, and support before anything else. */
function quietInterpretation(request: InterpretationRequest, readings: readonly CardReading[], voice: Voice): string {
  const theme = THEMES.support;
  const blocks: string[] = [];
  blocks.push(
    `${askSentence(request.question, voice)} ${voice.fresh('quiet-framing', [
      'I will read your cards gently and briefly, because you matter far more than any spread.',
      'Let us look at your cards quietly; none of them is a verdict on you or on what comes next.',
    ])}`,
  );
  if (readings.length > 3) blocks.push(`**Your Cards**\n${quietSpread(readings, theme, voice)}`);
  else
    for (const reading of readings)
      blocks.push(`${headingFor(reading)}\n${roleSentence(reading, voice, true)} ${themeLine(theme, reading, voice, `theme-${positionOf(reading)}`)}`);
  blocks.push(
    `**How the Cards Speak Together**\n${voice.fresh('quiet-together', [
      'None of these cards is a verdict: together they speak of care, support and time.',
      'Read together, these cards ask for gentleness, with yourself and from the people around you.',
    ])} The most important thing in this reading is not a card but you, and the people who can help you through this.`,
  );
  blocks.push(
    `**Guidance**\n${voice.fresh('guidance', theme.guidance)} ${voice.fresh('professional', theme.professional ?? ['Talking to a doctor or a counsellor can help in ways a reading cannot.'])} You deserve care, and it is there for you.`,
  );
  return blocks.join('\n\n');
}

/** A section per card; the Celtic Cross in its cross and its staff, so ten cards do not make ten sections. */
function cardBlocks(readings: readonly CardReading[], theme: Theme, voice: Voice, compact: boolean): string[] {
  const [single] = readings;
  if (readings.length === 1 && single && single.title !== positionOf(single))
    return [`${headingFor(single)}\n${singleParagraph(single, theme, voice, compact)}`];
  if (inTime(readings) || readings.every((reading) => reading.title === positionOf(reading))) {
    const emblemIn = voice.pick('emblem-in', ['Past', 'Future', 'both'] as const);
    return readings.map((reading, index) => {
      const withEmblem = emblemIn === 'both' || emblemIn === positionOf(reading);
      return `${headingFor(reading)}\n${cardParagraph(reading, index, theme, voice, withEmblem, compact)}`;
    });
  }
  const groups = celticGroups(readings);
  if (groups) {
    return groups.map(({ heading, indexes }) => `**${heading}**\n${indexes.map((index) => placeParagraph(readings, index, theme, voice)).join('\n\n')}`);
  }
  return readings.map((reading, index) => `${headingFor(reading)}\n${placeParagraph(readings, index, theme, voice)}`);
}

/** Readings aim for about 300–450 words; when a long question would overflow, the Present's message is shortened. */
const INTERPRETATION_SOFT_MAX_WORDS = 440;

function interpretationText(request: InterpretationRequest, readings: readonly CardReading[], voice: () => Voice, compact: boolean): string {
  const theme = themeFor(request.question).theme;
  const v = voice();
  const blocks = [openingParagraph(request, readings, theme, v)];
  blocks.push(...cardBlocks(readings, theme, v, compact));
  if (readings.length > 1) blocks.push(`**How the Cards Speak Together**\n${togetherParagraph(readings, theme, request.horoscopeSign, v)}`);
  blocks.push(`**Guidance**\n${guidanceParagraph(readings, theme, request.question, v)}`);
  return blocks.join('\n\n');
}

/** `voice` gives a new voice for each attempt, so a reading that is composed again, shorter, keeps its choices. */
export function composeInterpretation(request: InterpretationRequest, voice: () => Voice): string {
  const readings = readSpread(request.cards, request.positions);
  if (request.safety.concerns.length > 0) return tidy(quietInterpretation(request, readings, voice()));
  const full = interpretationText(request, readings, voice, false);
  // Only the three cards and the one card quote the deck's meaning whole, so only they have something to shorten.
  const shortenable = readings.length <= 3;
  return tidy(shortenable && wordCount(full) > INTERPRETATION_SOFT_MAX_WORDS ? interpretationText(request, readings, voice, true) : full);
}
