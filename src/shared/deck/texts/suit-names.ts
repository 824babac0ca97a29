import type { Language } from '../../i18n/languages.ts';
import type { Suit } from '../types.ts';

/**
 * The suits' names in each language, for the cards' pictures (the server draws the suit under a
 * card's name). The library's pages say the same words as messages; a unit test keeps the two equal.
 */
export const SUIT_NAMES_BY_LANGUAGE: Readonly<Record<Language, Readonly<Record<Suit, string>>>> = {
  en: { 'Major Arcana': 'Major Arcana', Wands: 'Wands', Cups: 'Cups', Swords: 'Swords', Pentacles: 'Pentacles' },
  es: { 'Major Arcana': 'Arcanos mayores', Wands: 'Bastos', Cups: 'Copas', Swords: 'Espadas', Pentacles: 'Oros' },
  'pt-BR': { 'Major Arcana': 'Arcanos Maiores', Wands: 'Paus', Cups: 'Copas', Swords: 'Espadas', Pentacles: 'Ouros' },
  fr: { 'Major Arcana': 'Arcanes majeurs', Wands: 'Bâtons', Cups: 'Coupes', Swords: 'Épées', Pentacles: 'Deniers' },
  de: { 'Major Arcana': 'Große Arkana', Wands: 'Stäbe', Cups: 'Kelche', Swords: 'Schwerter', Pentacles: 'Münzen' },
};
