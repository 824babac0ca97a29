import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { VALIDATION_TEXTS } from '../../../shared/schemas/validation-texts.ts';
import { de } from './de.ts';
import { ENGLISH } from './english.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import { serverTextIn } from './server-texts.ts';

// Issue 28 §1: a request's failed check is told in the request's language (http/validate.ts).

const OTHER_LANGUAGES = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');
const TEXTS = { es, 'pt-BR': ptBR, fr, de };
const VALIDATION = Object.entries(VALIDATION_TEXTS);

/**
 * What a translation must say as the English does: numbers and limits, API field names (the leading
 * lowercase word, camelCase names), JSON values, values such as `as-read`, and acronyms (UUID, ASCII).
 */
function keptWords(english: string): string[] {
  const leadingField = /^[a-z]\w*/.exec(english)?.[0];
  return [
    ...(leadingField ? [leadingField] : []),
    ...(english.match(/\d+/g) ?? []),
    ...(english.match(/\b[a-z]+[A-Z]\w*\b/g) ?? []),
    ...(english.match(/\b(?:true|false|null)\b/g) ?? []),
    ...(english.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? []),
    ...(english.match(/\b[A-Z]{2,}\b/g) ?? []),
  ];
}

/** `word` as a whole word (a number not part of a longer one). */
const asWord = (word: string) => new RegExp(`\\b${word.replaceAll('-', '\\-')}\\b`);

describe('the validation texts', () => {
  it('are among the texts the server translates, each English text once, so it is found by its words', () => {
    expect(VALIDATION.length).toBeGreaterThan(0);
    for (const [name, english] of VALIDATION) expect(ENGLISH[name as keyof typeof ENGLISH], name).toBe(english);
    const englishTexts = Object.values(ENGLISH);
    expect(new Set(englishTexts).size).toBe(englishTexts.length);
  });

  it('are written in every language, none of them left in English', () => {
    for (const language of OTHER_LANGUAGES) {
      for (const [name, english] of VALIDATION) {
        const translated = serverTextIn(english, language);
        expect(translated, `${language}: ${name}`).toBe(TEXTS[language][name as keyof typeof VALIDATION_TEXTS]);
        expect(translated.trim(), `${language}: ${name}`).not.toBe('');
        expect(translated, `${language}: ${name}`).not.toBe(english);
      }
    }
  });

  it('keep every number, field name and value the English names', () => {
    for (const language of OTHER_LANGUAGES) {
      for (const [name, english] of VALIDATION) {
        const translated = serverTextIn(english, language);
        for (const word of keptWords(english)) expect(translated, `${language}: ${name} keeps ${word}`).toMatch(asWord(word));
      }
    }
  });

  it('follow French typography: a non-breaking space before : ; ! ?, and typographic apostrophes', () => {
    for (const [name, english] of VALIDATION) {
      const translated = serverTextIn(english, 'fr');
      expect(translated, name).not.toMatch(/[^\u00a0\u202f][:;!?]/);
      expect(translated, name).not.toContain("'");
    }
  });

  it('pass unchanged through the second look the error handler takes (app.ts), alone or joined', () => {
    for (const language of OTHER_LANGUAGES) {
      const translations = VALIDATION.map(([name]) => TEXTS[language][name as keyof typeof VALIDATION_TEXTS]);
      for (const translated of translations) expect(serverTextIn(translated, language), `${language}: ${translated}`).toBe(translated);
      const joined = `${translations[0]}; positions.0.name: ${translations[1]}; ${translations[2]}`;
      expect(serverTextIn(joined, language)).toBe(joined);
    }
  });
});
