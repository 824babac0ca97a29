// The parts of a first reading that differ for a spread other than the spec's Past, Present, Future
// (issue 26 §1): every card is read in its place by name and with what the place means, a large spread
// is kept short per card (the Celtic Cross in its cross and its staff), and the cards are read together
// through the pairs the spread is built on. Every sentence names a card, so none recurs across readings.

import { CELTIC_CROSS_SPREAD, DECISION_SPREAD, RELATIONSHIP_SPREAD, SITUATION_SPREAD } from '../../../../shared/spreads/built-in.ts';
import type { Spread } from '../../../../shared/spreads/spread.ts';
import { sceneOf, type CardReading } from './card-lore.ts';
import type { Options, Voice } from './choice.ts';
import { themeLine, type Theme } from './themes.ts';
import { capitalise, possessive } from './text.ts';

/** More cards than this and a card's paragraph keeps to its place and, where it matters, one more sentence. */
export const LARGE_SPREAD = 5;

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;

function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}

/** Whether the cards lie in `spread`'s positions, matched by name, so a stored reading is recognised too. */
function laidAs(readings: readonly CardReading[], spread: Spread): boolean {
  return readings.length === spread.positions.length && spread.positions.every((position, index) => readings[index]?.title === position.name);
}

/** The card in the place `spread` names at `index`, when the reading is of that spread. */
function at(readings: readonly CardReading[], spread: Spread, index: number): CardReading | undefined {
  return laidAs(readings, spread) ? readings[index] : undefined;
}

/** A card's name with its reversal, as a sentence's subject or object: "the Moon, reversed,". */
function refOf(reading: CardReading): string {
  return reading.reversed ? `${reading.ref}, reversed,` : reading.ref;
}

function clauseOf(reading: CardReading): string {
  return reading.role === 'Past' ? reading.lore.past : reading.role === 'Future' ? reading.lore.future : reading.lore.present;
}

/** Frames for a card in a named place with a meaning; each card of a spread takes the next, so none is used twice in a reading. */
const PLACE_FRAMES: Options<string> = [
  '{Card} lies {at}, the place of {meaning}, and speaks of {clause}.',
  '{At}, which speaks to {meaning}, the spread gives {card}, and with it {clause}.',
  '{Place} asks about {meaning}, and {card} answers with {clause}.',
  'Here, {at}, where the question is {meaning}, {card} shows {clause}.',
  '{Card} takes {place}, {meaning}, and brings {clause}.',
  'For {place}, {meaning}, you drew {card}: {clause}.',
  '{At}, the place of {meaning}, {card} describes {clause}.',
  '{Place} holds {card}; for {meaning}, it speaks of {clause}.',
  'When it comes to {meaning}, {card} {at} points to {clause}.',
  '{Card}, drawn for {place}, speaks to {meaning}; it brings {clause}.',
];

/** The same, for a place its author gave no meaning. */
const BARE_FRAMES: Options<string> = [
  '{At}, {card} shows {clause}.',
  '{Card} lies {at}, speaking of {clause}.',
  'For {place}, the spread gives {card}, and with it {clause}.',
  'Here, {at}, {card} describes {clause}.',
];

function fillFrame(frame: string, reading: CardReading, clause: string): string {
  const card = refOf(reading);
  const text = frame
    .replace('{Card}', capitalise(card))
    .replace('{card}', card)
    .replace('{At}', capitalise(reading.at))
    .replace('{at}', reading.at)
    .replace('{Place}', capitalise(reading.place))
    .replace('{place}', reading.place)
    .replace('{meaning}', reading.meaning)
    .replace('{clause}', clause);
  return capitalise(text);
}

/** The card in its place, by the place's name and what it means. */
export function placeSentence(reading: CardReading, voice: Voice, index: number): string {
  const frames = reading.meaning ? PLACE_FRAMES : BARE_FRAMES;
  const start = frames.indexOf(voice.pick('place-frame', frames));
  const frame = frames[(start + index) % frames.length] ?? frames[0];
  const sentence = fillFrame(frame, reading, clauseOf(reading));
  voice.remember(sentence);
  return sentence;
}

/** The crisis reading's gentle line for a card in a named place. */
export function quietPlaceSentence(reading: CardReading, voice: Voice): string {
  const card = refOf(reading);
  return voice.fresh(`quiet-place-${reading.title}`, [
    `${capitalise(reading.at)}, ${card} speaks gently of ${reading.lore.quiet}.`,
    `${capitalise(card)} ${reading.at} points softly to ${reading.lore.quiet}.`,
  ]);
}

const DETAILS = ['message', 'gift', 'picture', 'caution', 'counsel'] as const;

/** The deck's meaning of the card, its first sentence only, tied to its place so it reads as this reading's. */
function firstSentence(reading: CardReading): string {
  const [first = reading.message] = reading.message.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return first;
}

/** One more sentence about the card, of a kind that turns with its index so the paragraphs differ in shape. */
function detailSentence(reading: CardReading, index: number, voice: Voice): string {
  // A suit's cards share some lore ("let your feelings guide you"), so every sentence names its card.
  const { lore, place, ref } = reading;
  if (reading.reversed) {
    const first = firstSentence(reading);
    return voice.fresh(`detail-reversed-${index}`, [
      `Upside down in ${place}, ${ref} says: ${first}`,
      `Reversed in ${place}, the meaning of ${ref} turns: ${first}`,
      `Turned over in ${place}, ${ref} reads: ${first}`,
    ]);
  }
  const start = DETAILS.indexOf(voice.pick('detail-kind', DETAILS));
  const kind = DETAILS[(start + index) % DETAILS.length] ?? 'message';
  const scene = sceneOf(reading);
  switch (kind) {
    case 'message':
      return voice.fresh(`detail-message-${index}`, [
        `In ${place}, the message of ${ref} is this: ${firstSentence(reading)}`,
        `What ${ref} brings to ${place}: ${firstSentence(reading)}`,
        `Read for ${place}, ${ref} says: ${firstSentence(reading)}`,
      ]);
    case 'gift':
      return voice.fresh(`detail-gift-${index}`, [`What ${ref} offers ${reading.at} is ${lore.gift}.`, `The gift of ${ref} ${reading.at} is ${lore.gift}.`]);
    case 'picture':
      return scene
        ? voice.fresh(`detail-scene-${index}`, [
            `The traditional picture of ${ref} fits ${place}: ${scene}`,
            `For ${place}, picture the classic image of ${ref}: ${scene}`,
          ])
        : voice.fresh(`detail-emblem-${index}`, [
            `The emblem of ${ref}, ${lore.emblem}, brings ${lore.emblemMeaning} to ${place}.`,
            `${capitalise(ref)} shows ${lore.emblem}, and ${reading.at} that is an image of ${lore.emblemMeaning}.`,
          ]);
    case 'caution':
      return voice.fresh(`detail-caution-${index}`, [
        `What ${ref} warns against ${reading.at} is ${lore.caution}.`,
        `${capitalise(reading.at)}, ${ref} asks you to watch for ${lore.caution}.`,
      ]);
    case 'counsel':
      return voice.fresh(`detail-counsel-${index}`, [
        `The counsel of ${ref} ${reading.at}: ${lore.counsel}.`,
        `From ${place}, ${ref} asks you to ${lore.counsel}.`,
      ]);
  }
}

/**
 * A card's paragraph: its place and meaning, then one more sentence and how the question's area colours
 * it. A large spread keeps to the place alone but for its first and last cards, so ten cards stay readable.
 */
export function placeParagraph(readings: readonly CardReading[], index: number, theme: Theme, voice: Voice): string {
  const reading = readings[index];
  if (!reading) return '';
  const sentences = [placeSentence(reading, voice, index)];
  const large = readings.length > LARGE_SPREAD;
  const ends = index === 0 || index === readings.length - 1;
  if (!large || ends) sentences.push(detailSentence(reading, index, voice));
  const firstOfRole = readings.findIndex((other) => other.role === reading.role) === index;
  if (large ? index === 0 : firstOfRole) sentences.push(themeLine(theme, reading, voice, `theme-${reading.role}`, 0));
  return sentences.join(' ');
}

/** The one card's paragraph: a single card carries the whole reading, so it is read more fully. */
export function singleParagraph(reading: CardReading, theme: Theme, voice: Voice, compact: boolean): string {
  const scene = sceneOf(reading);
  const message = compact ? firstSentence(reading) : reading.message;
  const card = refOf(reading);
  const clause = clauseOf(reading);
  return [
    // The one-card spread's place is the whole question; a person's own single place is read by its name.
    reading.place === 'the heart of the matter'
      ? voice.fresh('single-place', [
          `${capitalise(card)} is the heart of the matter here, and it speaks of ${clause}.`,
          `Everything in this reading rests on ${card}, which shows ${clause}.`,
          `As the one card drawn, ${card} names ${clause}.`,
        ])
      : placeSentence(reading, voice, 0),
    voice.fresh('single-message', [`In the deck's own words: ${message}`, `Its message for you: ${message}`, `What it brings you: ${message}`]),
    scene
      ? voice.fresh('single-scene', [`In the card's traditional picture, ${scene}`, `Picture the classic image: ${scene}`])
      : voice.fresh('single-emblem', [
          `Our card shows ${reading.lore.emblem}, a picture of ${reading.lore.emblemMeaning}.`,
          `Its emblem is ${reading.lore.emblem}: ${reading.lore.emblemMeaning}.`,
        ]),
    themeLine(theme, reading, voice, `theme-${reading.role}`, 0),
  ].join(' ');
}

/** The Celtic Cross read as its two parts: the cross of six (0–5) and the staff of four (6–9). */
export function celticGroups(readings: readonly CardReading[]): { heading: string; indexes: number[] }[] | undefined {
  if (!laidAs(readings, CELTIC_CROSS_SPREAD)) return undefined;
  return [
    { heading: 'The Cross: the Heart of the Matter', indexes: [0, 1, 2, 3, 4, 5] },
    { heading: 'The Staff: You and the Road Ahead', indexes: [6, 7, 8, 9] },
  ];
}

/** How the opening frames a spread other than the three cards. */
export function framingSentence(readings: readonly CardReading[], theme: Theme, voice: Voice): string {
  const { label } = theme;
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return '';
  if (readings.length === 1) {
    const card = first.reversed ? `${first.ref}, reversed` : first.ref;
    return voice.fresh('framing', [
      `It is a question about ${label}, and a single card answers it: ${card}.`,
      `Read as a question about ${label}, it is answered by one card, ${card}.`,
      `It touches on ${label}, and the one card you drew, ${card}, holds the whole answer.`,
    ]);
  }
  const outcome = at(readings, CELTIC_CROSS_SPREAD, 9);
  if (outcome) {
    return voice.fresh('framing', [
      `It is a question about ${label}, and the Celtic Cross answers it in two parts: a cross of six cards around ${first.ref}, and a staff of four that rises to ${outcome.ref}.`,
      `Read as a question about ${label}, it is laid out as a Celtic Cross, with ${first.ref} at the heart of the cross and ${outcome.ref} at the top of the staff.`,
      `It touches on ${label}, and your ten cards, from ${first.ref} at the centre to ${outcome.ref} as the outcome, answer it as a cross and a staff.`,
    ]);
  }
  const count = countWord(readings.length);
  return voice.fresh('framing', [
    `It is a question about ${label}, and your ${count} cards answer it place by place, from ${first.ref} ${first.at} to ${last.ref} ${last.at}.`,
    `Read as a question about ${label}, it is answered by ${count} cards, beginning with ${first.ref} ${first.at} and ending with ${last.ref} ${last.at}.`,
    `It touches on ${label}, and your spread of ${count} reads from ${first.ref} ${first.at} through to ${last.ref} ${last.at}.`,
  ]);
}

/** The brightest upright card and the hardest card, by polarity; a tie goes to the later place. */
function extremes(readings: readonly CardReading[]): { bright?: CardReading; dark?: CardReading } {
  let bright: CardReading | undefined;
  let dark: CardReading | undefined;
  for (const reading of readings) {
    const polarity = reading.lore.polarity;
    if (polarity > 0 && !reading.reversed && (!bright || polarity >= bright.lore.polarity)) bright = reading;
    if (polarity < 0 && (!dark || polarity <= dark.lore.polarity)) dark = reading;
  }
  return { ...(bright ? { bright } : {}), ...(dark ? { dark } : {}) };
}

function arcSentence(first: CardReading, last: CardReading, voice: Voice): string {
  const [a, b] = [first.lore.polarity, last.lore.polarity];
  if (a < 0 && b > 0) {
    return voice.fresh('arc', [
      `${capitalise(first.ref)} ${first.at} is heavier than ${last.ref} ${last.at}, so the spread moves from strain toward relief.`,
      `The weight sits with ${first.ref} ${first.at}, while ${last.ref} ${last.at} lifts the story: the movement here is toward relief.`,
    ]);
  }
  if (a > 0 && b < 0) {
    return voice.fresh('arc', [
      `After ${first.ref} ${first.at}, ${last.ref} ${last.at} asks more of you, so what lies ahead calls for care rather than fear.`,
      `${capitalise(last.ref)} ${last.at} is harder than ${first.ref} ${first.at}, a test that is easier to meet for being seen in advance.`,
    ]);
  }
  return voice.fresh('arc', [
    `The spread runs from ${first.lore.core} ${first.at} to ${last.lore.core} ${last.at}, and every place between adds its shade to that line.`,
    `From ${first.ref} ${first.at} to ${last.ref} ${last.at}, the thread is ${first.lore.core} finding its way toward ${last.lore.core}.`,
    `Read from first to last, ${first.ref} opens and ${last.ref} closes, with ${first.lore.core} at one end and ${last.lore.core} at the other.`,
  ]);
}

function balanceSentence(readings: readonly CardReading[], voice: Voice): string {
  const { bright, dark } = extremes(readings);
  if (bright && dark) {
    return voice.fresh('balance', [
      `${capitalise(bright.ref)} ${bright.at} is the brightest card here, and ${dark.ref} ${dark.at} the one that asks most of you.`,
      `The light in this spread comes most from ${bright.ref} ${bright.at}; the shade, from ${dark.ref} ${dark.at}.`,
      `Between ${bright.ref} ${bright.at}, the most hopeful card, and ${dark.ref} ${dark.at}, the hardest, lies the range of this reading.`,
    ]);
  }
  if (bright) {
    return voice.fresh('balance', [
      `No card here is a hard one, and ${bright.ref} ${bright.at} shines brightest.`,
      `This is a kind spread, with ${bright.ref} ${bright.at} its clearest light.`,
    ]);
  }
  if (dark) {
    return voice.fresh('balance', [
      `Every card here asks something of you, ${dark.ref} ${dark.at} most of all, and none of them is a verdict.`,
      `This is a demanding spread, and ${possessive(dark.ref)} challenge ${dark.at} is best met one honest step at a time.`,
    ]);
  }
  return '';
}

function agree(a: CardReading, b: CardReading): boolean {
  return Math.sign(a.lore.polarity) === Math.sign(b.lore.polarity);
}

/** What the spread's own pairs say: the cross and its crossing card, two paths side by side, you and them. */
function pairSentences(readings: readonly CardReading[], voice: Voice): string[] {
  const sentences: string[] = [];
  const [present, challenge, crown, outcome] = [0, 1, 4, 9].map((index) => at(readings, CELTIC_CROSS_SPREAD, index));
  if (present && challenge && crown && outcome) {
    sentences.push(
      voice.fresh('pair-cross', [
        `At the heart of the cross, ${present.ref} is crossed by ${challenge.ref}: ${present.lore.core} meeting ${challenge.lore.core}.`,
        `${capitalise(challenge.ref)} lies across ${present.ref}, so ${present.lore.core} has ${challenge.lore.core} to reckon with.`,
      ]),
      agree(crown, outcome) && crown.lore.polarity < 0
        ? voice.fresh('pair-crown', [
            `${capitalise(crown.ref)} in the crown and ${outcome.ref} in the outcome both ask for care, so what you hold in mind and where things head share the same weight, and both can be lightened.`,
            `The crown, ${crown.ref}, and the outcome, ${outcome.ref}, agree in asking more of you: meet the worry in your aims, and the road ahead eases with it.`,
          ])
        : agree(crown, outcome)
          ? voice.fresh('pair-crown', [
              `${capitalise(crown.ref)} in the crown and ${outcome.ref} in the outcome point the same way, so what you aim for and where things head are not far apart.`,
              `The crown, ${crown.ref}, and the outcome, ${outcome.ref}, agree: the best you hope for is within reach of where this is going.`,
            ])
          : voice.fresh('pair-crown', [
              `${capitalise(crown.ref)} in the crown and ${outcome.ref} in the outcome pull apart, so what you aim for and where things are heading still need to be brought together.`,
              `The crown, ${crown.ref}, and the outcome, ${outcome.ref}, differ: the gap between them is where your choices count.`,
            ]),
    );
  }
  const [firstLeads, secondLeads, matters] = [1, 3, 4].map((index) => at(readings, DECISION_SPREAD, index));
  if (firstLeads && secondLeads && matters) {
    const difference = firstLeads.lore.polarity - secondLeads.lore.polarity;
    sentences.push(
      difference === 0
        ? voice.fresh('pair-paths', [
            `Neither path is clearly the lighter road: ${firstLeads.ref} and ${secondLeads.ref} weigh about the same, so ${matters.ref}, what matters in choosing, has the casting vote.`,
            `The two paths lead to places of equal weight, ${firstLeads.ref} and ${secondLeads.ref}, which leaves the choice to ${matters.ref} and what it says matters.`,
          ])
        : voice.fresh('pair-paths', [
            `Of the two paths, the ${difference > 0 ? 'first' : 'second'} looks the lighter road: ${(difference > 0 ? firstLeads : secondLeads).ref} where it leads, against ${(difference > 0 ? secondLeads : firstLeads).ref} for the other.`,
            `Side by side, ${(difference > 0 ? firstLeads : secondLeads).ref} makes the ${difference > 0 ? 'first' : 'second'} path the kinder course, while ${(difference > 0 ? secondLeads : firstLeads).ref} asks more of the other.`,
          ]),
    );
  }
  const [you, them] = [0, 1].map((index) => at(readings, RELATIONSHIP_SPREAD, index));
  if (you && them) {
    sentences.push(
      agree(you, them)
        ? voice.fresh('pair-you', [
            `${capitalise(you.ref)} for you and ${them.ref} for them are close in spirit, so you may be nearer to each other than it feels.`,
            `You, with ${you.ref}, and they, with ${them.ref}, come to this from a similar place.`,
          ])
        : voice.fresh('pair-you', [
            `${capitalise(you.ref)} for you and ${them.ref} for them come from different places, which explains some of the distance between you.`,
            `You meet this with ${you.ref}, they with ${them.ref}: two different moods, and the connection lives between them.`,
          ]),
    );
  }
  const [obstacle, advice] = [1, 3].map((index) => at(readings, SITUATION_SPREAD, index));
  if (obstacle && advice) {
    sentences.push(
      voice.fresh('pair-advice', [
        `${capitalise(advice.ref)} in the advice is the answer to ${obstacle.ref} in the obstacle: ${advice.lore.counsel}.`,
        `Against ${obstacle.ref}, the obstacle, ${advice.ref} offers its counsel: ${advice.lore.counsel}.`,
      ]),
    );
  }
  return sentences;
}

/** How a spread other than the three cards speaks together: its arc, its light and shade, its own pairs. */
export function togetherSentences(readings: readonly CardReading[], theme: Theme, voice: Voice): string[] {
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last || readings.length < 2) return [];
  const centre = readings.find((reading) => reading.role === 'Present') ?? first;
  const partner = centre === last ? first : last;
  // A spread's own pairs say more than its first and last cards, which a large spread's opening has named.
  const pairs = pairSentences(readings, voice);
  return [
    balanceSentence(readings, voice),
    ...(pairs.length > 0 ? pairs : readings.length > LARGE_SPREAD ? [] : [arcSentence(first, last, voice)]),
    // The guidance speaks to the question's area; a large spread leaves this out to stay readable.
    readings.length > LARGE_SPREAD
      ? ''
      : voice.fresh('invitation', [
          `In the light of ${theme.label}, ${centre.ref} and ${partner.ref} together invite you to ${theme.invitation}.`,
          `For a question about ${theme.label}, what ${centre.ref} and ${partner.ref} ask of you is to ${theme.invitation}.`,
          `On ${theme.label}, ${partner.ref} and ${centre.ref} agree on one thing: it is time to ${theme.invitation}.`,
        ]),
  ].filter(Boolean);
}

const ADVICE_NAMES = /\b(?:advice|helps?|step|guidance|counsel|matters|action|keep|release)\b/i;

/** The card whose counsel guides the closing: a place that gives advice when the spread has one, else the last. */
export function touchstoneOf(readings: readonly CardReading[]): CardReading | undefined {
  return readings.find((reading) => ADVICE_NAMES.test(reading.title)) ?? readings[readings.length - 1];
}
