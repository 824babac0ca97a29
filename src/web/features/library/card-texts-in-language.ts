import type { CardTranslation } from '../../../shared/deck/texts/translations/card-translation.ts';

/** A card's description and traditional picture in words, in a language other than English. */
export interface CardPictureTexts {
  desc: string;
  scene: string;
}

export type CardPageTexts = CardTranslation & CardPictureTexts;

/**
 * The cards' words in the page's language, by slug: none in English's build, where a card's own
 * words are English. In another language's build this module is replaced by that language's
 * translations alone (scripts/i18n/card-texts-in-language.ts), so a page carries one language.
 */
export const CARD_TEXTS: Readonly<Record<string, CardPageTexts>> = {};
