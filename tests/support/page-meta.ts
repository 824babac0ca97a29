import { PAGE_META_KEYS, type PageMeta, type PageMetaKey } from '../../src/shared/paths.ts';
import { pageTexts } from '../e2e/support/page-texts.ts';

/** Every page's English title and description, as the English build writes them (page-meta.json). */
export function englishPageMeta(): Record<PageMetaKey, PageMeta> {
  const text = pageTexts('en');
  return Object.fromEntries(
    PAGE_META_KEYS.map((key) => {
      const name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      return [key, { title: text(`meta_${name}_title`), description: text(`meta_${name}_description`) }];
    }),
  ) as Record<PageMetaKey, PageMeta>;
}
