import { describe, expect, it } from 'vitest';
import { DECK, MAJOR_ARCANA } from '../../../../shared/deck/cards.ts';
import { drawSpread, seededRandomInt } from '../../../../shared/deck/draw.ts';
import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { SIGN_NAMES } from './question.ts';
import { sentencesOf } from './text.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import { assessForReader } from '../../../../server/domain/safety/reader-safety.ts';

// Readings for many varied questions, generated deterministically (questions, draws and signs all come
// from seeded sources), as the app draws them: three distinct Major Arcana cards, or with the deck
// preferences on, any three of the 78, each upright or reversed.
const READINGS = 200;
const MAX_SHARE = 0.1;

const TEMPLATES = [
  'Does {person} love me?',
  'Is this a good time to {venture}?',
  'Will I {goal}{when}?',
  'Should I {venture}{when}?',
  'Will {person} come back to me?',
  'Can I trust {person}?',
  'Am I ready to {venture}?',
  'Is {person} being honest with me?',
  'Is it a mistake to {venture}?',
  'What do I need to know about {area}{when}?',
  'How can I {goal}?',
  'What is blocking me from being able to {goal}?',
  'Where is {area} heading?',
  'Why do I keep {pattern}?',
  'What should I focus on in {area}{when}?',
  'What does {period} hold for {area}?',
] as const;

const SLOTS: Readonly<Record<string, readonly string[]>> = {
  person: [
    'he',
    'she',
    'my partner',
    'Alex',
    'my ex',
    'my best friend',
    'my mother',
    'my boss',
    'Sam',
    'my sister',
    'Jordan',
    'my husband',
    'my business partner',
  ],
  venture: [
    'start my bakery',
    'change careers',
    'move abroad',
    'ask for a raise',
    'buy a house',
    'go back to school',
    'start a family',
    'launch my podcast',
    'leave my job',
    'get married',
    'open a shop',
    'take the new offer',
    'end my lease early',
    'start therapy',
    'confront my father',
    'take a year off to travel',
  ],
  goal: [
    'find love',
    'get the promotion',
    'heal from this breakup',
    'pay off my debt',
    'feel at peace',
    'sleep better',
    'make new friends',
    'finish my novel',
    'pass my exams',
    'grow my business',
    'find my purpose',
    'reconnect with my brother',
    'recover my energy',
    'save enough for a home',
  ],
  area: [
    'my love life',
    'my career',
    'my health',
    'my finances',
    'my family',
    'my friendships',
    'my studies',
    'my creative work',
    'my marriage',
    'my spiritual path',
    'my new job',
    'my move to a new city',
    'my savings',
    'my recovery',
  ],
  pattern: [
    'choosing the wrong partners',
    'procrastinating',
    'losing money',
    'feeling anxious',
    'arguing with my dad',
    'doubting myself',
    'starting projects I never finish',
    'pushing friends away',
  ],
  when: ['', '', ' this year', ' before summer', ' soon', ' this month'],
  period: ['the next month', 'this autumn', 'the coming year', 'the next season', 'the spring'],
};

const CRISIS_QUESTIONS = ['I want to end my life. Will anything get better?', 'I have been hurting myself again. What do the cards say?'];

function generatedRequests(fullDeck: boolean): Extract<ReaderRequest, { kind: 'interpretation' }>[] {
  const random = seededRandomInt(2024);
  const questions = new Set<string>();
  for (let i = 0; questions.size < READINGS - CRISIS_QUESTIONS.length; i++) {
    const template = TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0];
    questions.add(
      template.replace(/\{(\w+)\}/g, (_, slot: string) => {
        const options = SLOTS[slot] ?? [''];
        return options[random(options.length)] ?? '';
      }),
    );
  }
  return [...questions, ...CRISIS_QUESTIONS].map((question, i) => ({
    kind: 'interpretation',
    positions: THREE_CARD_SPREAD.positions,
    question,
    cards: drawSpread(fullDeck ? DECK : MAJOR_ARCANA, fullDeck, seededRandomInt(i + 1)),
    horoscopeSign: i % 2 === 0 ? SIGN_NAMES[random(SIGN_NAMES.length)] : undefined,
    safety: assessForReader(question),
  }));
}

/** The sentences of a reading outside its bold headings, each counted once per reading. */
function sentencesOutsideHeadings(text: string): Set<string> {
  const sentences = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.trim() || /^\*\*[^*]+\*\*$/.test(line.trim())) continue;
    for (const sentence of sentencesOf(line)) sentences.add(sentence);
  }
  return sentences;
}

describe.each([
  ['three upright Major Arcana (the default draw)', false],
  ['the full deck with reversals', true],
])('variety over many readings: %s', (_, fullDeck) => {
  const requests = generatedRequests(fullDeck);
  it('generates 200 readings for distinct questions', () => {
    expect(new Set(requests.map((request) => request.question)).size).toBe(READINGS);
  });

  it('repeats no sentence outside the fixed headings in more than 10% of readings', () => {
    const counts = new Map<string, number>();
    for (const request of requests) {
      for (const sentence of sentencesOutsideHeadings(composeOfflineText(request))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
    const [top, topCount] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0]);
    expect(topCount / READINGS, `most repeated sentence: ${top}`).toBeLessThanOrEqual(MAX_SHARE);
  });
});
