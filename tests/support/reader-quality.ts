// The offline reader measured over many generated readings and follow-ups (issue 23 §2): how often one
// sentence recurs, doubled punctuation, whether a yes/no lean agrees with the cards' weighed polarity,
// and how well the kind of a follow-up is recognised on the labelled set. Shared by the bench runner
// (`npm run bench -- --only reader`) and the test that holds the floors. Everything is seeded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DECK } from '../../src/shared/deck/cards.ts';
import { drawSpread, seededRandomInt } from '../../src/shared/deck/draw.ts';
import type { DrawnCard } from '../../src/shared/deck/types.ts';
import { BUILT_IN_SPREADS } from '../../src/shared/spreads/built-in.ts';
import { THREE_CARD_SPREAD, type Spread, type SpreadPosition } from '../../src/shared/spreads/spread.ts';
import type { ConversationTurn } from '../../src/server/domain/ports/reader.ts';
import { assessForReader } from '../../src/server/domain/safety/reader-safety.ts';
import { composeOfflineText } from '../../src/server/adapters/llm/offline-reader/compose.ts';
import { readCard } from '../../src/server/adapters/llm/offline-reader/card-lore.ts';
import { questionShape } from '../../src/server/adapters/llm/offline-reader/question.ts';
import { QUESTION_KINDS, questionKind, type QuestionKind } from '../../src/server/adapters/llm/offline-reader/question-kind.ts';
import { sentencesOf } from '../../src/server/adapters/llm/offline-reader/text.ts';

export const FLOORS = {
  /** No sentence in more than this share of readings (and of follow-ups). */
  maxSentenceShare: 0.03,
  doubledPunctuation: 0,
  leanAgreement: 0.95,
  kindRecognition: 0.9,
} as const;

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'reader');

export interface LabelledFollowUp {
  kind: QuestionKind;
  text: string;
}

/** tests/fixtures/reader/follow-up-kinds.tsv (or the held-out set): "kind<TAB>follow-up", # for comments. */
export function readKindSet(file = 'follow-up-kinds.tsv'): LabelledFollowUp[] {
  return readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [kind = '', text = ''] = line.split('\t');
      const known = QUESTION_KINDS.find((k) => k === kind);
      if (!known || !text) throw new Error(`${file}: bad line "${line}"`);
      return { kind: known, text };
    });
}

export interface GoodAnswer {
  question: string;
  followUp: string;
  /** Every pattern must match the answer. */
  must: RegExp[];
  /** No pattern may match the answer. */
  mustNot: RegExp[];
  cards: DrawnCard[];
}

/** tests/fixtures/reader/good-answers.tsv: question, follow-up, cards ("Name" or "Name (r)" separated by "; "), must, must-not ("|"-joined regexes, case-insensitive). */
export function readGoodAnswers(): GoodAnswer[] {
  return readFileSync(path.join(FIXTURES, 'good-answers.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [question = '', followUp = '', cards = '', must = '', mustNot = ''] = line.split('\t');
      const drawn = cards.split('; ').map((entry) => {
        const reversed = entry.endsWith(' (r)');
        const name = entry.replace(/ \(r\)$/, '');
        const found = DECK.find((card) => card.name === name);
        if (!found) throw new Error(`good-answers.tsv: no card "${name}"`);
        return { ...found, reversed };
      });
      const patterns = (text: string): RegExp[] => (text ? text.split(' && ').map((source) => new RegExp(source, 'i')) : []);
      return { question, followUp, cards: drawn, must: patterns(must), mustNot: patterns(mustNot) };
    });
}

/** Questions for readings, by topic and kind; {x} slots are filled from SLOTS. */
const QUESTIONS = [
  'Will the raise be approved?',
  'Will I get the promotion at {company}?',
  'Should I ask my boss for a raise {when}?',
  'What should I say to my manager about {work}?',
  'When is the best time to ask for the raise: this month, or after my review in {month}?',
  'Should I take the job at {company} or stay where I am?',
  'Which offer should I accept, {company} or the startup?',
  'How does my boss see my work?',
  'Why do I feel stuck at work?',
  'How can I get along better with my colleague?',
  'Does {person} love me?',
  'Will {person} come back to me?',
  'What is {person} feeling about me right now?',
  'If I message {person}, what should I say first?',
  'Does my ex still think about me, and should I reach out to him?',
  'Is {person} the one for me?',
  'When will I meet someone new?',
  'Should I stay with {person} or leave?',
  'Why do I keep choosing the wrong partners?',
  'How can I repair my relationship with my {kin}?',
  'What should I say to my {kin} about {family}?',
  'Will my {kin} forgive me?',
  'How does my {kin} feel about {family}?',
  'Is my best friend being honest with me?',
  'Should I tell my friend the truth?',
  'Is it a good time to {venture}?',
  'Should I {venture} {when}?',
  'Will I be able to {venture} {when}?',
  'When should I {venture}: {when}, or next year?',
  'What do I need to know about {area}?',
  'Where is {area} heading?',
  'What is blocking me from {goal}?',
  'How can I {goal}?',
  'Am I on the right path?',
  'Will things get easier {when}?',
  'Is he cheating on me?',
  'Will I fail my exam?',
  'Should I invest my savings in {asset}?',
  'Will my back pain get better?',
  'I feel lost and I want some direction.',
] as const;

const SLOTS: Readonly<Record<string, readonly string[]>> = {
  company: ['the agency', 'the hospital', 'my firm', 'the studio', 'the council', 'the bank'],
  when: ['this month', 'this spring', 'before the summer', 'this year', 'soon', 'next month'],
  work: ['my workload', 'the new project', 'my hours', 'the team changes', 'my role'],
  month: ['March', 'June', 'September', 'January'],
  person: ['he', 'she', 'Sam', 'my partner', 'Alex', 'my husband', 'my girlfriend', 'Jordan'],
  kin: ['sister', 'mother', 'brother', 'dad', 'son', 'best friend', 'daughter'],
  family: ['the move', 'the wedding', 'my new job', 'the holidays', 'the money he owes me'],
  venture: ['start my bakery', 'move abroad', 'go back to school', 'launch my podcast', 'change careers', 'open a shop', 'start therapy', 'buy a house'],
  area: ['my career', 'my love life', 'my family', 'my health', 'my friendships', 'my creative work', 'my finances', 'this year'],
  goal: ['feel more confident', 'find the right job', 'trust again', 'sleep better', 'finish my novel', 'make new friends'],
  asset: ['crypto', 'the stock market', 'a rental flat'],
};

const SIGNS = [undefined, 'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;

/** Spreads the generator uses besides the default three cards, so positions come from the request. */
const SPREADS: ReadonlyArray<readonly SpreadPosition[]> = [
  THREE_CARD_SPREAD.positions,
  THREE_CARD_SPREAD.positions,
  [
    { name: 'Situation', meaning: 'where things stand' },
    { name: 'Challenge', meaning: 'what stands in the way' },
    { name: 'Advice', meaning: 'what would help' },
    { name: 'Outcome', meaning: 'where this is heading' },
  ],
  [
    { name: 'You', meaning: 'your side of it' },
    { name: 'Them', meaning: 'their side of it' },
    { name: 'The Connection', meaning: 'what is between you' },
  ],
  [
    { name: 'Root', meaning: 'what lies beneath' },
    { name: 'Present', meaning: 'where things stand now' },
    { name: 'Hidden Influence', meaning: 'what is unseen' },
    { name: 'Advice', meaning: 'what would help' },
    { name: 'Likely Outcome', meaning: 'where this is heading' },
  ],
];

export interface GeneratedReading {
  question: string;
  cards: DrawnCard[];
  positions: readonly SpreadPosition[];
  sign: string | undefined;
  text: string;
  followUps: { followUp: string; kind: QuestionKind; text: string }[];
}

function fill(template: string, random: (n: number) => number): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const options = SLOTS[slot] ?? [''];
    return options[random(options.length)] ?? '';
  });
}

/**
 * `readings` readings, the first `conversations` of them with `followUpsEach` follow-ups from the labelled
 * set, each in one of `spreads` (by default the mix above), with reversals.
 */
export function generateReadings(
  readings: number,
  conversations: number,
  followUpsEach: number,
  seed = 23,
  spreads: ReadonlyArray<readonly SpreadPosition[]> = SPREADS,
): GeneratedReading[] {
  const randomInt = seededRandomInt(seed);
  const random = (n: number): number => randomInt(n);
  const followUpSet = readKindSet().filter((entry) => entry.kind !== 'sign');
  const generated: GeneratedReading[] = [];
  for (let i = 0; i < readings; i++) {
    const question = fill(QUESTIONS[i % QUESTIONS.length] ?? '', random);
    const positions = spreads.length === 1 ? (spreads[0] ?? THREE_CARD_SPREAD.positions) : (spreads[random(spreads.length)] ?? THREE_CARD_SPREAD.positions);
    const cards = drawSpread(DECK, true, randomInt, positions.length);
    const sign = SIGNS[random(SIGNS.length)];
    const text = composeOfflineText({ kind: 'interpretation', question, cards, positions, horoscopeSign: sign, safety: assessForReader(question) });
    const reading: GeneratedReading = { question, cards, positions, sign, text, followUps: [] };
    if (i < conversations) {
      const history: ConversationTurn[] = [{ role: 'assistant', content: text }];
      for (let f = 0; f < followUpsEach; f++) {
        const entry = followUpSet[random(followUpSet.length)] ?? followUpSet[0];
        if (!entry) break;
        const answer = composeOfflineText({
          kind: 'follow-up',
          question,
          cards,
          positions,
          horoscopeSign: sign,
          safety: assessForReader(entry.text, assessForReader(question).concerns),
          history: history.slice(-7),
          followUp: entry.text,
        });
        reading.followUps.push({ followUp: entry.text, kind: entry.kind, text: answer });
        history.push({ role: 'user', content: entry.text }, { role: 'assistant', content: answer });
      }
    }
    generated.push(reading);
  }
  return generated;
}

/** Referrals to a doctor, lawyer or adviser count as safety text, which the share limit leaves aside. */
const REFERRALS = /\b(?:qualified (?:financial adviser|lawyer|health professional)|doctor or a counsellor|your doctor|a lawyer|qualified adviser)\b/i;

/** The reader's own sentences: no heading lines, no quoted words (the question, suggested words to say), no referrals. */
export function proseSentences(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\*\*[^*]+\*\*$/.test(line.trim()))
    .flatMap((line) => sentencesOf(line.replace(/“[^”]*”/g, '“…”')))
    .filter((sentence) => !sentence.includes('“') && !REFERRALS.test(sentence))
    .map((sentence) => sentence.toLowerCase());
}

export interface Repetition {
  texts: number;
  /** The sentence found in the most texts, and the share of texts that have it. */
  top: { sentence: string; share: number }[];
  /** Sentences said twice within one text, or within one conversation. */
  repeatsWithin: number;
}

/**
 * Sentence shares over every text of `groups` (a reading, or a conversation); with `context`, the first
 * text of each group (the interpretation) counts only for repeats within its conversation.
 */
export function repetition(groups: readonly (readonly string[])[], context = false): Repetition {
  const counts = new Map<string, number>();
  let repeatsWithin = 0;
  let total = 0;
  for (const group of groups) {
    const seenInGroup = new Set<string>();
    for (const [index, text] of group.entries()) {
      const counted = !context || index > 0;
      const sentences = proseSentences(text);
      if (counted) total++;
      if (counted) for (const sentence of new Set(sentences)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      for (const sentence of sentences) {
        if (seenInGroup.has(sentence)) repeatsWithin++;
        seenInGroup.add(sentence);
      }
    }
  }
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([sentence, count]) => ({ sentence, share: count / Math.max(1, total) }));
  return { texts: total, top, repeatsWithin };
}

const DOUBLED = /,\s*,|(?<!\.)\.\s*\.(?!\.)|;\s*;|:\s*:|,\s*[.;:!?]|[.;:]\s*,|!\s*!|\?\s*\?/g;

/** Doubled punctuation in the reader's own words (quoted text aside). */
export function doubledPunctuation(text: string): string[] {
  return text.split(/“[^”]*”/).flatMap((part) => part.match(DOUBLED) ?? []);
}

export type Stated = 'yes' | 'no' | 'mixed' | 'none';

/** The lean the opening paragraph (or a follow-up's answer) states. */
export function statedLean(paragraph: string): Stated {
  const text = paragraph.replace(/“[^”]*”/g, '');
  if (/\b(?:split on this|mixed answer|clean yes or no|do not tip|spread is balanced)\b/.test(text)) return 'mixed';
  if (/\b(?:lean toward no|leans? toward no|(?:clear|gentle) no\b|says no\b|honest read is no)/.test(text)) return 'no';
  if (/\b(?:lean toward yes|leans? yes|leans? toward yes|(?:clear|gentle|cautious) yes|says yes)\b/.test(text)) return 'yes';
  return 'none';
}

const WEIGHTS: Readonly<Record<string, number>> = { Past: 1, Present: 2, Future: 3 };

/**
 * The cards' weighed polarity, computed here from the rule rather than by the reader: each card's
 * upright polarity, a reversed card counting against (a hopeful or neutral card as −1, a hard card as
 * itself), times its place's weight; a spread whose sides nearly cancel is mixed.
 */
export function expectedLean(cards: readonly DrawnCard[], positions: readonly SpreadPosition[]): Exclude<Stated, 'none'> {
  let forYes = 0;
  let forNo = 0;
  cards.forEach((card, index) => {
    const upright = readCard({ ...card, reversed: false }, index, positions).lore.polarity;
    const polarity = card.reversed ? (upright >= 0 ? -1 : upright) : upright;
    const weight = WEIGHTS[readCard(card, index, positions).role] ?? 1;
    if (polarity > 0) forYes += weight * polarity;
    else forNo -= weight * polarity;
  });
  const total = forYes - forNo;
  if (Math.abs(total) < Math.max(2, (forYes + forNo) / 4)) return 'mixed';
  return total > 0 ? 'yes' : 'no';
}

export interface LeanScore {
  checked: number;
  agreed: number;
  /** A yes carried by a reversed card. */
  reversedYes: number;
  disagreements: string[];
}

/** Yes/no readings (no health, legal or money decision): the stated lean against the cards'. */
export function leanAgreement(readings: readonly GeneratedReading[]): LeanScore {
  const score: LeanScore = { checked: 0, agreed: 0, reversedYes: 0, disagreements: [] };
  for (const reading of readings) {
    const kind = questionKind(reading.question);
    const shape = questionShape(reading.question);
    if ((kind !== 'yes-no' && kind !== 'will') || shape.sensitive) continue;
    const opening = reading.text.split('\n\n')[0] ?? '';
    const stated = statedLean(opening);
    let expected = expectedLean(reading.cards, reading.positions);
    if (shape.fearful && expected !== 'mixed') expected = expected === 'yes' ? 'no' : 'yes';
    score.checked++;
    if (stated === expected) score.agreed++;
    else
      score.disagreements.push(
        `${reading.question} [${reading.cards.map((c) => `${c.name}${c.reversed ? ' (r)' : ''}`).join(', ')}] expected ${expected}, stated ${stated}`,
      );
    const yesSentence = sentencesOf(opening).find((sentence) => statedLean(sentence) === 'yes');
    if (yesSentence && !shape.fearful && /\breversed\b/.test(yesSentence)) score.reversedYes++;
  }
  return score;
}

export function kindRecognition(set: readonly LabelledFollowUp[]): { lines: number; correct: number; misses: string[] } {
  const misses = set.filter((entry) => questionKind(entry.text) !== entry.kind).map((entry) => `${entry.kind} → ${questionKind(entry.text)}: ${entry.text}`);
  return { lines: set.length, correct: set.length - misses.length, misses };
}

export interface ReaderQuality {
  readings: number;
  followUps: number;
  readingRepetition: Repetition;
  followUpRepetition: Repetition;
  doubled: string[];
  lean: LeanScore;
  kinds: ReturnType<typeof kindRecognition>;
  /** The held-out set, written after the classifier and never used to tune it. */
  heldOutKinds: ReturnType<typeof kindRecognition>;
}

export function measureReader(readings = 320, conversations = 100, followUpsEach = 3): ReaderQuality {
  const generated = generateReadings(readings, conversations, followUpsEach);
  const followUps = generated.flatMap((reading) => reading.followUps);
  return {
    readings: generated.length,
    followUps: followUps.length,
    readingRepetition: repetition(generated.map((reading) => [reading.text])),
    followUpRepetition: repetition(
      generated.filter((reading) => reading.followUps.length > 0).map((reading) => [reading.text, ...reading.followUps.map((f) => f.text)]),
      true,
    ),
    doubled: generated.flatMap((reading) => [reading.text, ...reading.followUps.map((f) => f.text)].flatMap(doubledPunctuation)),
    lean: leanAgreement(generated),
    kinds: kindRecognition(readKindSet()),
    heldOutKinds: kindRecognition(readKindSet('follow-up-kinds-held-out.tsv')),
  };
}

/** A person's own spread, in their words ("I", a question for a name), for the bar every spread meets. */
export const CUSTOM_SPREAD: Spread = {
  id: '00000000-0000-4000-8000-000000000026',
  name: 'Letting go',
  layout: 'line',
  positions: [
    { name: 'Root', meaning: 'What this grows from, further back than I usually look.' },
    { name: 'What to release', meaning: 'the habit or hope I am ready to put down' },
    { name: 'What to keep', meaning: 'what still serves me: the part worth my care' },
    { name: 'First step', meaning: 'one small thing to do this week' },
    { name: 'Where am I heading?', meaning: 'where this leads if I follow through' },
    { name: 'Ally', meaning: 'who or what is on my side' },
  ],
};

/** Every built-in spread and a person's own. */
export const SPREADS_UNDER_TEST: readonly Spread[] = [...BUILT_IN_SPREADS, CUSTOM_SPREAD];

export interface SpreadQuality {
  spread: string;
  readings: number;
  repetition: Repetition;
  doubled: string[];
  lean: LeanScore;
  /** Readings that do not name one of the spread's places (in a heading or in their prose), with the place. */
  unnamed: string[];
  words: { mean: number; max: number };
  /** The longest paragraph of any reading, in words: a wall of text shows here first. */
  longestParagraph: number;
  /** Follow-ups answered, and sentences said twice within one conversation. */
  followUps: number;
  followUpRepeats: number;
}

/** A place's name as prose says it: without "the", in lower case. */
function spokenName(position: SpreadPosition): string {
  return position.name
    .replace(/^the\s+/i, '')
    .replace(/[?!.]+$/, '')
    .toLowerCase();
}

export function measureSpread(spread: Spread, readings = 200, conversations = 40, followUpsEach = 2): SpreadQuality {
  const generated = generateReadings(readings, conversations, followUpsEach, 26, [spread.positions]);
  const unnamed: string[] = [];
  let longestParagraph = 0;
  let total = 0;
  let max = 0;
  for (const reading of generated) {
    const text = reading.text.toLowerCase();
    for (const position of spread.positions) if (!text.includes(spokenName(position))) unnamed.push(`${position.name}: ${reading.question}`);
    const words = reading.text.split(/\s+/).filter(Boolean).length;
    total += words;
    max = Math.max(max, words);
    for (const paragraph of reading.text.split(/\n+/)) longestParagraph = Math.max(longestParagraph, paragraph.split(/\s+/).filter(Boolean).length);
  }
  const conversationsHeld = generated.filter((reading) => reading.followUps.length > 0);
  return {
    spread: spread.id,
    readings: generated.length,
    repetition: repetition(generated.map((reading) => [reading.text])),
    doubled: generated.flatMap((reading) => [reading.text, ...reading.followUps.map((f) => f.text)].flatMap(doubledPunctuation)),
    lean: leanAgreement(generated),
    unnamed,
    words: { mean: Math.round(total / Math.max(1, generated.length)), max },
    longestParagraph,
    followUps: conversationsHeld.reduce((sum, reading) => sum + reading.followUps.length, 0),
    followUpRepeats: repetition(
      conversationsHeld.map((reading) => [reading.text, ...reading.followUps.map((f) => f.text)]),
      true,
    ).repeatsWithin,
  };
}
