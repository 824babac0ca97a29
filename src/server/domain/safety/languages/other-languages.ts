// Every language other than English that the assessment reads (see other-language.ts).
import { GERMAN } from './de/german.ts';
import { FRENCH } from './fr/french.ts';
import type { OtherLanguage } from './other-language.ts';
import { SPANISH } from './es/spanish.ts';
import { BRAZILIAN_PORTUGUESE } from './pt-BR/brazilian-portuguese.ts';

export const OTHER_LANGUAGES: readonly OtherLanguage[] = [
  // Each language on its own line, so languages added side by side do not touch each other.
  SPANISH,
  BRAZILIAN_PORTUGUESE,
  FRENCH,
  GERMAN,
];
