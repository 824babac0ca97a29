// The product's five languages (issue 28 §1). English is the spec's, and every default.

export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name (what a switcher lists) and by its English name (what a model is told). */
export const LANGUAGE_NAMES: Readonly<Record<Language, { own: string; english: string }>> = {
  en: { own: 'English', english: 'English' },
  es: { own: 'Español', english: 'Spanish' },
  'pt-BR': { own: 'Português (Brasil)', english: 'Brazilian Portuguese' },
  fr: { own: 'Français', english: 'French' },
  de: { own: 'Deutsch', english: 'German' },
};

/** The cookie a visitor's pick in the footer's switcher is kept in (an account keeps its own choice). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * One of ours for a BCP 47 tag a browser sends: the exact tag, else its base language ("es-MX" is
 * Spanish, and Portugal's Portuguese is read in Brazil's rather than not at all); undefined for a
 * language we do not have.
 */
export function languageOfTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return base === 'pt' ? 'pt-BR' : LANGUAGES.find((language) => language === base);
}

/** The first of a browser's languages (`navigator.languages`, most wanted first) that we have; English when none is. */
export function firstLanguageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
