// Every language other than English that the assessment reads (see other-language.ts).
import { FRENCH } from './fr/french.ts';
import type { OtherLanguage } from './other-language.ts';

export const OTHER_LANGUAGES: readonly OtherLanguage[] = [FRENCH];
