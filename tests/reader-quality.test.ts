// Issue 23 §2: the offline reader answers the question that was asked. The floors over ~300 generated
// readings and ~300 follow-ups (tests/support/reader-quality.ts, also printed by `npm run bench -- --only
// reader`), and a small labelled set of follow-ups with what a good answer must contain.
import { describe, expect, it } from 'vitest';
import { composeOfflineText } from '../src/server/adapters/llm/offline-reader/compose.ts';
import { assessForReader } from '../src/server/domain/safety/reader-safety.ts';
import { DECK } from '../src/shared/deck/cards.ts';
import type { DrawnCard } from '../src/shared/deck/types.ts';
import { builtInSpread, CELTIC_CROSS_SPREAD, DECISION_SPREAD, ONE_CARD_SPREAD, RELATIONSHIP_SPREAD } from '../src/shared/spreads/built-in.ts';
import { THREE_CARD_SPREAD, type Spread } from '../src/shared/spreads/spread.ts';
import { CUSTOM_SPREAD, FLOORS, measureReader, measureSpread, readGoodAnswers, readKindSet, SPREADS_UNDER_TEST, statedLean } from './support/reader-quality.ts';

describe('offline reader quality over generated readings', () => {
  const quality = measureReader();

  it('measures at least 300 readings and 300 follow-ups, and a labelled set of at least 200 follow-ups', () => {
    expect(quality.readings).toBeGreaterThanOrEqual(300);
    expect(quality.followUps).toBeGreaterThanOrEqual(300);
    expect(readKindSet().length).toBeGreaterThanOrEqual(200);
  });

  it(`has no sentence in more than ${FLOORS.maxSentenceShare * 100}% of readings or of follow-ups, and none twice in one conversation`, () => {
    expect(quality.readingRepetition.top[0]?.share ?? 0).toBeLessThanOrEqual(FLOORS.maxSentenceShare);
    expect(quality.followUpRepetition.top[0]?.share ?? 0).toBeLessThanOrEqual(FLOORS.maxSentenceShare);
    expect(quality.readingRepetition.repeatsWithin + quality.followUpRepetition.repeatsWithin).toBe(0);
  });

  it('has no doubled punctuation', () => {
    expect(quality.doubled).toEqual([]);
  });

  it(`gives a yes/no lean that agrees with the cards' weighed polarity in at least ${FLOORS.leanAgreement * 100}% of readings, never a yes carried by a reversed card`, () => {
    expect(quality.lean.checked).toBeGreaterThanOrEqual(60);
    expect(quality.lean.agreed / quality.lean.checked).toBeGreaterThanOrEqual(FLOORS.leanAgreement);
    expect(quality.lean.reversedYes).toBe(0);
  });

  it(`recognises the kind of at least ${FLOORS.kindRecognition * 100}% of the labelled follow-ups`, () => {
    expect(quality.kinds.correct / quality.kinds.lines).toBeGreaterThanOrEqual(FLOORS.kindRecognition);
  });
});

describe('offline reader: what a good answer contains (tests/fixtures/reader/good-answers.tsv)', () => {
  for (const entry of readGoodAnswers()) {
    it(`answers "${entry.followUp}"`, () => {
      const positions = THREE_CARD_SPREAD.positions;
      const interpretation = composeOfflineText({
        kind: 'interpretation',
        question: entry.question,
        cards: entry.cards,
        positions,
        safety: assessForReader(entry.question),
      });
      const answer = composeOfflineText({
        kind: 'follow-up',
        question: entry.question,
        cards: entry.cards,
        positions,
        safety: assessForReader(entry.followUp),
        history: [{ role: 'assistant', content: interpretation }],
        followUp: entry.followUp,
      });
      for (const pattern of entry.must) expect(answer).toMatch(pattern);
      for (const pattern of entry.mustNot) expect(answer).not.toMatch(pattern);
      expect(answer).not.toContain(entry.followUp);
    });
  }
});

/** Readable at any size: a mean length that grows with the cards, and no paragraph that is a wall. */
const READABLE = { meanWords: (cards: number): number => (cards <= 3 ? 480 : cards <= 6 ? 700 : 760), longestParagraph: 240 } as const;

describe('offline reader quality for every spread (issue 26 §1)', () => {
  for (const spread of SPREADS_UNDER_TEST) {
    describe(`${spread.name} (${spread.positions.length} cards)`, () => {
      const quality = measureSpread(spread);

      it('names every place of the spread in every reading, over 200 readings with reversals', () => {
        expect(quality.readings).toBe(200);
        expect(quality.unnamed).toEqual([]);
      });

      it(`has no sentence in more than ${FLOORS.maxSentenceShare * 100}% of its readings, none twice in a reading or a conversation, no doubled punctuation`, () => {
        expect(quality.repetition.top[0]?.share ?? 0).toBeLessThanOrEqual(FLOORS.maxSentenceShare);
        expect(quality.repetition.repeatsWithin).toBe(0);
        expect(quality.followUps).toBeGreaterThanOrEqual(80);
        expect(quality.followUpRepeats).toBe(0);
        expect(quality.doubled).toEqual([]);
      });

      it(`answers yes/no questions with a lean that follows the cards in at least ${FLOORS.leanAgreement * 100}% of readings, never a yes carried by a reversed card`, () => {
        expect(quality.lean.checked).toBeGreaterThanOrEqual(40);
        expect(quality.lean.agreed / quality.lean.checked, quality.lean.disagreements.join('\n')).toBeGreaterThanOrEqual(FLOORS.leanAgreement);
        expect(quality.lean.reversedYes).toBe(0);
      });

      it('stays readable: no wall of text', () => {
        expect(quality.words.mean).toBeLessThanOrEqual(READABLE.meanWords(spread.positions.length));
        expect(quality.longestParagraph).toBeLessThanOrEqual(READABLE.longestParagraph);
      });
    });
  }
});

describe('the offline reader in a spread’s own places', () => {
  function drawn(...names: string[]): DrawnCard[] {
    return names.map((entry) => {
      const name = entry.replace(/ \(r\)$/, '');
      const card = DECK.find((candidate) => candidate.name === name);
      if (!card) throw new Error(`no card ${name}`);
      return { ...card, reversed: entry.endsWith(' (r)') };
    });
  }

  function read(spread: Spread, question: string, cards: readonly DrawnCard[]): string {
    return composeOfflineText({ kind: 'interpretation', question, cards, positions: spread.positions, safety: assessForReader(question) });
  }

  function followUp(spread: Spread, question: string, cards: readonly DrawnCard[], asked: string): string {
    const interpretation = read(spread, question, cards);
    return composeOfflineText({
      kind: 'follow-up',
      question,
      cards,
      positions: spread.positions,
      safety: assessForReader(asked),
      history: [{ role: 'assistant', content: interpretation }],
      followUp: asked,
    });
  }

  const TEN = drawn(
    'The Empress (r)',
    'Seven of Cups',
    'Five of Swords (r)',
    'Ace of Swords (r)',
    'Queen of Pentacles (r)',
    'Five of Pentacles (r)',
    'Six of Wands',
    'Knight of Swords',
    'Ace of Wands',
    'The Fool',
  );

  it('gives the one card’s yes or no when the question asks one, following the card', () => {
    const opening = (card: string): string => read(ONE_CARD_SPREAD, 'Will I get the job?', drawn(card)).split('\n\n')[0] ?? '';
    expect(statedLean(opening('The Sun'))).toBe('yes');
    expect(statedLean(opening('The Tower'))).toBe('no');
    expect(statedLean(opening('The Sun (r)'))).toBe('no');
  });

  it('reads the Celtic Cross as its cross and its staff, every place by name in the spread’s order', () => {
    const text = read(CELTIC_CROSS_SPREAD, 'What do I need to understand about my move abroad?', TEN);
    const headings = text.split('\n').filter((line) => /^\*\*[^*]+\*\*$/.test(line));
    expect(headings).toEqual([
      '**The Cross: the Heart of the Matter**',
      '**The Staff: You and the Road Ahead**',
      '**How the Cards Speak Together**',
      '**Guidance**',
    ]);
    const cross = text.slice(text.indexOf(headings[0] ?? ''), text.indexOf(headings[1] ?? '')).trim();
    const staff = text.slice(text.indexOf(headings[1] ?? ''), text.indexOf(headings[2] ?? '')).trim();
    expect(cross.split('\n\n')).toHaveLength(6);
    expect(staff.split('\n\n')).toHaveLength(4);
    let from = 0;
    for (const [index, position] of CELTIC_CROSS_SPREAD.positions.entries()) {
      const paragraph = index < 6 ? cross : staff;
      const name = position.name.replace(/^the /i, '').toLowerCase();
      expect(paragraph.toLowerCase(), position.name).toContain(name);
      expect(paragraph, position.name).toContain(TEN[index]?.name.replace(/^The /, '') ?? '');
      const at = text.toLowerCase().indexOf(name, from);
      expect(at, position.name).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });

  it('weighs a choice against where each path of the decision spread leads', () => {
    const question = 'Should I take the job at the bank or stay where I am?';
    const opening = (cards: DrawnCard[]): string => read(DECISION_SPREAD, question, cards).split('\n\n')[0] ?? '';
    expect(opening(drawn('The Sun', 'The Tower', 'Four of Cups', 'The Star', 'Justice'))).toMatch(/(?:I would choose|favour the choice) to stay where you are/);
    expect(opening(drawn('The Tower', 'The Star', 'The Sun', 'Ten of Swords', 'Justice'))).toMatch(
      /(?:I would choose|favour the choice) to take the job at the bank/,
    );
  });

  it('reads the card in the Them place for how the other person feels', () => {
    const opening = read(RELATIONSHIP_SPREAD, 'How does he feel about me?', drawn('The Tower', 'Two of Cups', 'The Moon', 'Strength', 'Five of Swords')).split(
      '\n\n',
    )[0];
    // The feeling is read from the Them card (the Two of Cups), not from the first card (The Tower, You).
    expect(opening).toMatch(/\b(?:for him|his side of the table)\b[^.]*\bthe Two of Cups\b|\bthe Two of Cups\b[^.]*\bstand for him\b/);
    expect(opening).toMatch(/He may feel more than he shows/);
  });

  it('speaks to a person’s own places by name and with their meaning, in the reader’s “you”', () => {
    const cards = drawn('Three of Swords', 'Eight of Cups (r)', 'Six of Cups', 'The Star', 'Ace of Pentacles', 'Strength');
    const text = read(CUSTOM_SPREAD, 'How do I start again after this year?', cards);
    for (const position of CUSTOM_SPREAD.positions) expect(text).toContain(`**${position.name}: `);
    expect(text).toMatch(/the habit or hope you are ready to put down/);
    expect(text).not.toMatch(/\bI am ready\b/);
  });

  it('answers a follow-up about a place from the card in it', () => {
    const celtic = followUp(CELTIC_CROSS_SPREAD, 'What do I need to understand about my move abroad?', TEN, 'What does the challenge card mean for me?');
    expect(celtic.split('\n\n')[1]).toMatch(/Seven of Cups,? in the challenge position/);
    const cards = drawn('Three of Swords', 'Eight of Cups', 'Six of Cups', 'The Star', 'Ace of Pentacles', 'Strength');
    const own = followUp(CUSTOM_SPREAD, 'How do I start again?', cards, 'Tell me more about the What to release card');
    expect(own.split('\n\n')[1]).toMatch(/Eight of Cups,? in the What to Release position/);
  });

  it('keeps a crisis reading of ten cards short and gentle, every card still in its place', () => {
    const question = 'I want to end it all, will anything change?';
    const text = read(CELTIC_CROSS_SPREAD, question, TEN);
    expect(text.split(/\s+/).length).toBeLessThan(400);
    for (const position of CELTIC_CROSS_SPREAD.positions) expect(text.toLowerCase()).toContain(position.name.replace(/^the /i, '').toLowerCase());
    expect(statedLean(text)).toBe('none');
  });

  it('leaves the spec’s three cards read as a story in time', () => {
    const three = builtInSpread('three-card');
    expect(three).toBe(THREE_CARD_SPREAD);
    const text = read(THREE_CARD_SPREAD, 'Will I get the job?', drawn('The Fool', 'The Star', 'The Sun'));
    expect(text).toMatch(/^\*\*The Past: The Fool\*\*$/m);
    expect(text).toMatch(/^\*\*The Present: The Star\*\*$/m);
    expect(text).toMatch(/^\*\*The Future: The Sun\*\*$/m);
  });
});
