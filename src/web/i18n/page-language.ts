import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';

const built = typeof __PAGE_LANGUAGE__ === 'string' ? __PAGE_LANGUAGE__ : undefined;

/** The language this build of the pages is written in (scripts/build.ts builds one per language); English outside a build. */
export const PAGE_LANGUAGE: Language = isLanguage(built) ? built : DEFAULT_LANGUAGE;
