import { cardSlug } from '../../../shared/deck/slug.ts';
import { cardImageIn } from '../../../shared/i18n/language-paths.ts';
import { PAGE_LANGUAGE } from '../page-language.ts';

/** A card's picture with its name and suit in the page's language, from its English name. */
export const cardPicture = (name: string) => cardImageIn(cardSlug(name), PAGE_LANGUAGE);
