import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { cardInLanguage, cardNameIn } from './card-in-language.ts';
import { DECK, MINOR_ARCANA } from './cards.ts';
import { SUITS } from './types.ts';

describe('the cards in five languages (issue 28 §1)', () => {
  it('are the deck itself in English', () => {
    for (const card of DECK) {
      expect(cardInLanguage(card, 'en')).toEqual({ name: card.name, up: card.meaning_up, rev: card.meaning_rev, keywords: card.keywords });
    }
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    describe(language, () => {
      const cards = DECK.map((card) => ({ card, words: cardInLanguage(card, language) }));

      it('give every card its own name, both meanings and as many keywords, none of them left in English', () => {
        expect(new Set(cards.map(({ words }) => words.name)).size).toBe(DECK.length);
        for (const { card, words } of cards) {
          expect(words.name, card.slug).not.toBe(card.name);
          expect(words.up.length, card.slug).toBeGreaterThan(card.meaning_up.length / 2);
          expect(words.rev.length, card.slug).toBeGreaterThan(card.meaning_rev.length / 2);
          expect(words.up).not.toBe(card.meaning_up);
          expect(words.rev).not.toBe(card.meaning_rev);
          expect(words.keywords).toHaveLength(card.keywords.length);
          for (const keyword of words.keywords) expect(keyword.trim(), card.slug).not.toBe('');
        }
      });

      it('name the Minor Arcana of one suit with one suit word, as decks print them', () => {
        for (const suit of SUITS.filter((name) => name !== 'Major Arcana')) {
          const lastWords = new Set(
            MINOR_ARCANA.filter((card) => card.suit === suit).map((card) =>
              cardInLanguage(card, language)
                .name.split(/[\s’']/)
                .at(-1),
            ),
          );
          expect([...lastWords], suit).toHaveLength(1);
        }
      });

      it('find a card by its English name, and leave a name that is no card of the deck as it is', () => {
        expect(cardNameIn('The Fool', language)).toBe(cardInLanguage(DECK[0] as (typeof DECK)[number], language).name);
        expect(cardNameIn('The Garden Gnome', language)).toBe('The Garden Gnome');
      });
    });
  }
});
