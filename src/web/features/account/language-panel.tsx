import { useId, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { browserLanguage } from '../../app/person-language.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { useLanguageMutation } from './account-mutations.ts';

const languageNames = new Intl.DisplayNames(PAGE_LANGUAGE, { type: 'language' });

/**
 * The account's language (issue 28 §1), saved as soon as it is chosen: the reader writes in it and
 * the mails come in it, and the server serves the pages' build in it.
 */
export function LanguagePanel({ user }: { user: UserData }) {
  const save = useLanguageMutation();
  const id = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const change = async (language: Language) => {
    setPending(language);
    setStatus(null);
    try {
      await save.mutateAsync(language);
      setStatus({ tone: 'success', text: m.language_saved({ language: languageNames.of(language) ?? LANGUAGE_NAMES[language].own }) });
    } catch {
      setStatus({ tone: 'error', text: m.account_change_not_saved() });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="panel language-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.language_title()}</h2>
      <div className="field language-field">
        <label htmlFor={`${id}-select`}>{m.language_label()}</label>
        <select
          id={`${id}-select`}
          className="select"
          value={pending ?? user.language ?? browserLanguage()}
          disabled={pending !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language].own}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="muted">
        {m.language_hint()}
      </p>
      <p role="status" className={`deck-status${status ? ` deck-status-${status.tone}` : ''}`}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
