import { describe, expect, it } from 'vitest';
import { isPlural, quoteExcerpt, QUOTE_MAX_LENGTH, reflectPronouns, sentencesOf, withBe } from './text.ts';

describe('agreement', () => {
  it.each([
    ['endings', 'endings are'],
    ['cycles', 'cycles are'],
    ['fresh beginnings', 'fresh beginnings are'],
    [
      'endings, transformation and the clearing that makes room for something new',
      'endings, transformation and the clearing that makes room for something new are',
    ],
    ['many choices', 'many choices are'],
    ['hope', 'hope is'],
    ['fairness', 'fairness is'],
    ['sudden change', 'sudden change is'],
    ['gentle courage', 'gentle courage is'],
    ['a spark of inspiration', 'a spark of inspiration is'],
    ['walking away', 'walking away is'],
  ])('"%s" takes the right form of be', (subject, expected) => {
    expect(withBe(subject)).toBe(expected);
  });

  it('treats nouns that end in -ss and -ness as singular', () => {
    expect(isPlural('happiness')).toBe(false);
    expect(isPlural('success')).toBe(false);
    expect(isPlural('lasting happiness, harmony at home')).toBe(false);
  });
});

describe('reflectPronouns', () => {
  it('turns the asker into "you"', () => {
    expect(reflectPronouns('they say no')).toBe('they say no');
    expect(reflectPronouns('I fail my exam')).toBe('you fail your exam');
    expect(reflectPronouns('I am wrong about him')).toBe('you are wrong about him');
    expect(reflectPronouns('I’m too late and it was my fault')).toBe("you're too late and it was your fault");
  });
});

describe('quoteExcerpt', () => {
  it('collapses whitespace, trims to a word boundary and reduces runs of asterisks', () => {
    const long = `  Will I ever   find **love**?\n\n${'and more words '.repeat(40)}`;
    const excerpt = quoteExcerpt(long);
    expect(excerpt.startsWith('Will I ever find *love*?')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});

describe('sentencesOf', () => {
  it('keeps a closing quotation mark with its sentence', () => {
    expect(sentencesOf('You asked: “Does he love me?” The cards lean toward yes. Trust it.')).toEqual([
      'You asked: “Does he love me?”',
      'The cards lean toward yes.',
      'Trust it.',
    ]);
  });
});
