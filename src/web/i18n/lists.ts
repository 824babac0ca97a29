import { PAGE_LANGUAGE } from './page-language.ts';

// The product's English is British in its lists: "Wands, Cups and Swords", without the serial comma.
const withAnd = new Intl.ListFormat(PAGE_LANGUAGE === 'en' ? 'en-GB' : PAGE_LANGUAGE, { type: 'conjunction' });
const plain = new Intl.ListFormat(PAGE_LANGUAGE, { type: 'unit', style: 'short' });

/** "A, B and C" in the page's language. */
export const listWithAnd = (items: readonly string[]): string => withAnd.format(items);

/** "A, B, C" in the page's language: figures or cards side by side, no "and". */
export const listPlain = (items: readonly string[]): string => plain.format(items);
