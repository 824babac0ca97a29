// Issue 28 §1: English keeps the spec's paths; every other language has its own under a prefix
// (/es/cards, /pt-br/cards/the-fool), so a public page can be linked, indexed and listed with
// hreflang in each language. The prefix names the page's language whatever the visitor's browser,
// cookie or account says.
import { paths } from '../paths.ts';
import { LANGUAGES, type Language } from './languages.ts';

export const PATH_PREFIXES: Readonly<Record<Exclude<Language, 'en'>, string>> = { es: '/es', 'pt-BR': '/pt-br', fr: '/fr', de: '/de' };

/** A path in a language: English's as it is, another's under its prefix. */
export function pathIn(language: Language, pathname: string): string {
  return language === 'en' ? pathname : `${PATH_PREFIXES[language]}${pathname}`;
}

/** The language a path's prefix names, and the page's own path; undefined without a prefix. */
export function languageOfPath(pathname: string): { language: Exclude<Language, 'en'>; pathname: string } | undefined {
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const prefix = PATH_PREFIXES[language];
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { language, pathname: pathname.slice(prefix.length) || '/' };
  }
  return undefined;
}

/** A card's picture with its name and suit written in `language` (issue 28 §1); English's needs no query. */
export function cardImageIn(slug: string, language: Language): string {
  return language === 'en' ? paths.cardImage(slug) : `${paths.cardImage(slug)}?lang=${encodeURIComponent(language)}`;
}
