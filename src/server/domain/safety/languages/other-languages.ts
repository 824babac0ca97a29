// Every language other than English that the assessment reads (see other-language.ts).
import type { OtherLanguage } from './other-language.ts';
import { SPANISH } from './es/spanish.ts';
import { BRAZILIAN_PORTUGUESE } from './pt-BR/brazilian-portuguese.ts';

export const OTHER_LANGUAGES: readonly OtherLanguage[] = [
  SPANISH, // es
  BRAZILIAN_PORTUGUESE, // pt-BR
];
