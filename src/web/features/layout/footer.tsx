import { useSyncExternalStore, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../app/session.tsx';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useHydrated } from '../../components/use-hydrated.ts';

const noSubscription = () => () => {};

/** This year; while a prerendered page is adopted, the year it was built in, which its HTML shows. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/** The five languages by their own names; choosing one loads the page in it (switch-language.ts, fetched when used). */
function LanguageSwitcher() {
  const { user } = useSession();
  // A pick before the app's code runs would do nothing (the page paints from its HTML first).
  const hydrated = useHydrated();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    if (!isLanguage(language)) return;
    void import('./switch-language.ts').then(({ switchLanguage }) => switchLanguage(language, Boolean(user)));
  };
  return (
    <label className="footer-language">
      <span>{m.footer_language()}</span>
      <select className="select" value={PAGE_LANGUAGE} onChange={onChange} disabled={!hydrated}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language].own}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p>
          © {useCurrentYear()} Tarot Insights. {m.footer_tagline()}
        </p>
        <ul className="footer-links">
          <li>
            <Link href={paths.cards}>{m.footer_card_library()}</Link>
          </li>
          <li>
            <Link href={paths.privacy}>{m.footer_privacy()}</Link>
          </li>
          <li>
            <Link href={paths.terms}>{m.footer_terms()}</Link>
          </li>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>{m.footer_contact()}</a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{m.footer_support()}</a>
          </li>
        </ul>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
