import { describe, expect, it } from 'vitest';
import type { Patterns } from '../../../shared/schemas/patterns.ts';
import { outcomesSummary, returningSummary, returningText, reversedSummary, suitsSummary, topCardsSummary } from './summaries.ts';

const none = { 'as-read': 0, partly: 0, 'not-at-all': 0, 'too-soon': 0, none: 0 };

const patterns: Patterns = {
  days: 30,
  readings: 3,
  cards: 7,
  topCards: [
    { name: 'The Tower', slug: 'the-tower', count: 2, reversed: 1 },
    { name: 'Ace of Cups', slug: 'ace-of-cups', count: 2, reversed: 0 },
    { name: 'The Star', slug: 'the-star', count: 1, reversed: 0 },
  ],
  suits: [
    { suit: 'Major Arcana', count: 4, share: 4 / 7 },
    { suit: 'Wands', count: 0, share: 0 },
    { suit: 'Cups', count: 2, share: 2 / 7 },
    { suit: 'Swords', count: 1, share: 1 / 7 },
    { suit: 'Pentacles', count: 0, share: 0 },
  ],
  reversed: { count: 3, share: 3 / 7 },
  outcomesBySpread: [],
  outcomesByTag: [],
  returning: [],
};

describe('the charts’ text summaries', () => {
  it('names every card tied for most drawn', () => {
    expect(topCardsSummary(patterns)).toBe('Of 7 cards drawn in the last 30 days, The Tower and Ace of Cups came up most often, 2 times each.');
  });

  it('gives each suit’s share, the Major Arcana’s in full, and the suits not drawn', () => {
    expect(suitsSummary({ ...patterns, days: null })).toBe(
      'Of 7 cards drawn in all your readings: Major Arcana 57%, Cups 29%, Swords 14%. The Major Arcana were 4 cards of 7 (57%). None from Wands and Pentacles.',
    );
  });

  it('lists three or more the spec’s way, with no comma before “and”', () => {
    const suits = patterns.suits.map((suit) => (suit.suit === 'Cups' ? suit : { ...suit, count: 0, share: 0 }));
    expect(suitsSummary({ ...patterns, cards: 2, suits })).toMatch(/ None from Major Arcana, Wands, Swords and Pentacles\.$/);
  });

  it('says a single most drawn card and a single card in the singular', () => {
    const one = { ...patterns, cards: 1, topCards: [{ name: 'The Star', slug: 'the-star', count: 1, reversed: 0 }], reversed: { count: 1, share: 1 } };
    expect(topCardsSummary(one)).toBe('Of 1 card drawn in the last 30 days, The Star came up most often, once.');
    expect(reversedSummary(one)).toBe('1 of 1 card lay reversed in the last 30 days (100%).');
  });

  it('says which cards keep returning, and when none does', () => {
    expect(returningSummary([], 3, 90)).toBe('No card has come up 3 times or more in the last 90 days.');
    expect(
      returningSummary(
        [
          { name: 'The Moon', times: 3 },
          { name: 'The Sun', times: 4 },
        ],
        3,
        90,
      ),
    ).toBe('Cards drawn 3 times or more in the last 90 days, whatever the range above: The Moon 3 times, The Sun 4 times.');
    expect(returningText({ name: 'The Moon', times: 3 }, 90)).toBe('The Moon has come up 3 times in the last 90 days');
  });

  it('counts reversals', () => {
    expect(reversedSummary(patterns)).toBe('3 of 7 cards lay reversed in the last 30 days (43%).');
  });

  it('counts outcomes without scoring them, unanswered ones included', () => {
    const groups = [{ name: 'work', readings: 3, outcomes: { ...none, 'as-read': 1, 'not-at-all': 1, none: 1 } }];
    const text = outcomesSummary(groups, 'tag', 90);
    expect(text).toBe('How readings turned out in the last 90 days, by tag. work, 3 readings: it happened as read 1, not at all 1, not answered yet 1.');
    expect(text).not.toMatch(/accura|right|correct|score/i);
    expect(outcomesSummary([], 'tag', null)).toBe('No tagged readings in all your readings.');
  });
});
