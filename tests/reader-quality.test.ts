// Issue 23 §2: the offline reader answers the question that was asked. The floors over ~300 generated
// readings and ~300 follow-ups (tests/support/reader-quality.ts, also printed by `npm run bench -- --only
// reader`), and a small labelled set of follow-ups with what a good answer must contain.
import { describe, expect, it } from 'vitest';
import { composeOfflineText } from '../src/server/adapters/llm/offline-reader/compose.ts';
import { assessForReader } from '../src/server/domain/safety/reader-safety.ts';
import { THREE_CARD_SPREAD } from '../src/shared/spreads/spread.ts';
import { FLOORS, measureReader, readGoodAnswers, readKindSet } from './support/reader-quality.ts';

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
