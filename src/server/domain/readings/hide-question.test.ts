import { describe, expect, it } from 'vitest';
import { questionQuotes, withoutQuestion } from './hide-question.ts';

const QUESTION = 'Should I leave Marcus or stay with him in Lisbon?';

describe('withoutQuestion', () => {
  it('hides a quote whatever its case, accents, spaces and punctuation, keeping what is not one', () => {
    expect(withoutQuestion('You asked: “SHOULD I leave Márcus —\nor stay with him in lisbon” Trust.', QUESTION)).toBe('You asked: “…” Trust.');
    expect(withoutQuestion('The second option, to stay with him in Lisbon!', QUESTION)).toBe('The second option, to …');
    expect(withoutQuestion('You asked: “Should I leave Marcus or stay with him in Lisbon?” Yes.', QUESTION)).toBe('You asked: “…” Yes.');
  });

  it('leaves runs of two question words, and hides a short piece the writer says it quoted', () => {
    expect(withoutQuestion('Stay with the cards in your heart.', QUESTION)).toBe('Stay with the cards in your heart.');
    expect(withoutQuestion('The first path, to leave marcus, wins.', QUESTION)).toBe('The first path, to leave marcus, wins.');
    expect(withoutQuestion('The first path, to leave marcus, wins.', QUESTION, ['leave marcus'])).toBe('The first path, to …, wins.');
  });

  it('hides a question shorter than three words only when quoted whole, and nothing for an empty one', () => {
    expect(withoutQuestion('Love matters. Will love last?', 'Love?')).toBe('… matters. Will … last?');
    expect(questionQuotes('Anything at all', '  ')).toEqual([]);
  });
});
