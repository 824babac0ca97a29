import { describe, expect, it } from 'vitest';
import { cardInLanguage } from '../deck/card-in-language.ts';
import { DECK } from '../deck/cards.ts';
import { LANGUAGES } from './languages.ts';
import { textLanguage } from './text-language.ts';

describe('the language a text is written in', () => {
  it.each(LANGUAGES)('tells %s from the others on each card meaning (one or two sentences) and on a whole reading', (language) => {
    const meanings = DECK.flatMap((card) => {
      const words = cardInLanguage(card, language);
      return [words.up, words.rev];
    });
    const told = meanings.filter((meaning) => textLanguage(meaning, 'en') === language).length;
    // Short texts may fall back; a wrong language is what must not happen.
    const wrong = meanings.filter((meaning) => ![language, 'en'].includes(textLanguage(meaning, 'en')));
    expect(wrong).toEqual([]);
    expect(told / meanings.length).toBeGreaterThan(0.9);
    const reading = DECK.slice(0, 6)
      .map((card) => cardInLanguage(card, language).up)
      .join('\n\n');
    expect(textLanguage(reading, language === 'en' ? 'de' : 'en')).toBe(language);
  });

  it('falls back for what is too short or too mixed to tell', () => {
    expect(textLanguage('', 'fr')).toBe('fr');
    expect(textLanguage('**The Fool**', 'es')).toBe('es');
    expect(textLanguage('the and you y con por', 'de')).toBe('de');
  });
});
