import { parseAccept } from 'hono/utils/accept';
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from '../../../shared/i18n/languages.ts';

/** The first of the browser's languages (its Accept-Language, by q-value) that we have; English when none is. */
export function browserLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges = parseAccept(acceptLanguage).filter((range) => range.q > 0);
  // Stable: among equal q-values the browser's own order stands.
  ranges.sort((a, b) => b.q - a.q);
  for (const range of ranges) {
    const language = languageOfTag(range.type);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
