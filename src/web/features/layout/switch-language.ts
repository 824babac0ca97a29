import { languageOfPath, pathIn } from '../../../shared/i18n/language-paths.ts';
import { LANGUAGE_COOKIE, type Language } from '../../../shared/i18n/languages.ts';
import { answerOf } from '../../api-client.ts';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * The pages in another language: each language is a build of its own, so the page loads again and
 * the server serves that language's (docs/decisions/0034). A visitor's pick is kept in a cookie; an
 * account's is saved to the account, which its mail follows too. A page at a language's own address
 * (/es/cards) goes to the same page at the other's.
 */
export async function switchLanguage(language: Language, signedIn: boolean): Promise<void> {
  if (signedIn) await answerOf((c) => c.api.account.language.$patch({ json: { language } }));
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${A_YEAR}; samesite=lax`;
  const prefixed = languageOfPath(window.location.pathname);
  if (prefixed) window.location.assign(`${pathIn(language, prefixed.pathname)}${window.location.search}`);
  else window.location.reload();
}
