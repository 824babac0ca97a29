import type { Language } from '../i18n/languages.ts';
import { findCard } from './cards.ts';
import type { CardTranslation } from './texts/translations/card-translation.ts';
import { de } from './texts/translations/de.ts';
import { es } from './texts/translations/es.ts';
import { fr } from './texts/translations/fr.ts';
import { ptBR } from './texts/translations/pt-BR.ts';
import type { Card } from './types.ts';

const TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, CardTranslation>>>> = { es, 'pt-BR': ptBR, fr, de };

/** A card's name, meanings and keywords in a language; English is the card's own. */
export function cardInLanguage(card: Pick<Card, 'slug' | 'name' | 'meaning_up' | 'meaning_rev' | 'keywords'>, language: Language): CardTranslation {
  const translated = language === 'en' ? undefined : TRANSLATIONS[language][card.slug];
  return translated ?? { name: card.name, up: card.meaning_up, rev: card.meaning_rev, keywords: card.keywords };
}

/** A card's name in a language, from its English name; a name that is no card of the deck stays as it is. */
export function cardNameIn(name: string, language: Language): string {
  const card = findCard(name);
  return card ? cardInLanguage(card, language).name : name;
}
