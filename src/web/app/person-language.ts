import { firstLanguageOf, type Language } from '../../shared/i18n/languages.ts';
import { useSession } from './session.tsx';

/** The browser's own languages; English where there is no browser (the prerender). */
export function browserLanguage(): Language {
  return typeof navigator === 'undefined' ? 'en' : firstLanguageOf(navigator.languages);
}

/** The language the person reads (issue 28 §1), as the server decides it: the account's choice, else the browser's. */
export function usePersonLanguage(): Language {
  const { user } = useSession();
  return user?.language ?? browserLanguage();
}
