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
