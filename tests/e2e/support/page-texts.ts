import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../src/shared/i18n/languages.ts';

function catalogue(language: Language): Record<string, string> {
  const file = path.resolve(import.meta.dirname, '../../../src/web/i18n/messages', `${language}.json`);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  delete texts.$schema;
  return texts;
}

/** A text of the pages in a language, by its key, as that language's build shows it (src/web/i18n/messages/). */
export function pageTexts(language: Language): (key: string) => string {
  const texts = catalogue(language);
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`No text "${key}" in ${language}.json`);
    return text;
  };
}

/** Every key of the pages' texts. */
export function pageTextKeys(): string[] {
  return Object.keys(catalogue('en'));
}

/**
 * The pages' English sentences (three words or more before any placeholder) that a page in another
 * language still shows: none, once its texts are all translated. A text the language writes as
 * English does, or begins as English does (a formula), is not English left over.
 */
export function englishLeftIn(shown: string, language: Language): string[] {
  if (language === 'en') return [];
  const english = pageTexts('en');
  const text = pageTexts(language);
  return pageTextKeys()
    .map((key) => ({
      start:
        english(key)
          .split(/\{\w+\}/)[0]
          ?.trim() ?? '',
      own: text(key),
    }))
    .filter(({ start, own }) => start.split(/\s+/).length >= 3 && !own.includes(start) && shown.includes(start))
    .map(({ start }) => start);
}
