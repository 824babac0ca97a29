/**
 * Where the cards' names in the page's language are: none in English's build, where a card's name
 * is its own. In another language's build this module is replaced by the address of that
 * language's 78 names, a file of the build's assets (scripts/i18n/card-texts-in-language.ts).
 */
export const CARD_NAMES_URL: string | null = null;
