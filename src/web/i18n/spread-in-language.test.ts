import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUIT_NAMES_BY_LANGUAGE } from '../../shared/deck/texts/suit-names.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { BUILT_IN_SPREADS } from '../../shared/spreads/built-in.ts';
import { spreadInLanguage, spreadNameInLanguage } from './spread-in-language.ts';

const messagesOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'messages', `${language}.json`), 'utf8')) as Record<string, string>;

// Outside a language's build the pages are English: the built-in spreads' words must then be the
// shared ones word for word, which the readings store and the reader is given.
describe('the built-in spreads as the pages show them', () => {
  it.each(BUILT_IN_SPREADS.map((spread) => [spread.id, spread] as const))('%s is in English exactly as shared/spreads has it', (_id, spread) => {
    expect(spreadInLanguage(spread)).toEqual(spread);
    expect(spreadNameInLanguage(spread.id, 'stored name')).toBe(spread.name);
  });

  it("leaves a person's own spread as they wrote it", () => {
    const own = { id: '3f2c1a9e-0000-4000-8000-000000000000', name: 'Mein Weg', positions: [{ name: 'Jetzt', meaning: 'was ist' }] };
    expect(spreadInLanguage(own)).toBe(own);
    expect(spreadNameInLanguage(own.id, own.name)).toBe('Mein Weg');
  });
});

// The cards' pictures write the suits from shared/ (the server draws them); the library says them as messages.
describe("the suits' names", () => {
  it.each(LANGUAGES)('are the same on the pictures and in the library in %s', (language) => {
    const messages = messagesOf(language);
    expect(SUIT_NAMES_BY_LANGUAGE[language]).toEqual({
      'Major Arcana': messages.library_suit_major,
      Wands: messages.library_suit_wands,
      Cups: messages.library_suit_cups,
      Swords: messages.library_suit_swords,
      Pentacles: messages.library_suit_pentacles,
    });
  });
});
