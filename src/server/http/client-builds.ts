import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';

// The browser's code is built once per language, each build with that language's texts alone
// (scripts/build.ts; docs/decisions/0034): English's in dist/client, each other's beside it in
// dist/client-<language>.

/** Where the build of the pages in `language` lives under `dist`. */
export function clientBuildDir(dist: string, language: Language): string {
  return path.join(dist, language === 'en' ? 'client' : `client-${language}`);
}

/** The builds there are beside English's (`englishDir`), by language; English's always. */
export function languageBuilds(englishDir: string): ReadonlyMap<Language, string> {
  const builds = new Map<Language, string>([['en', englishDir]]);
  for (const language of LANGUAGES) {
    const dir = `${englishDir}-${language}`;
    if (language !== 'en' && existsSync(path.join(dir, 'index.html'))) builds.set(language, dir);
  }
  return builds;
}
