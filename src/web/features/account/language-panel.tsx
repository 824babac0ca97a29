import { useId, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { browserLanguage } from '../../app/person-language.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { useLanguageMutation } from './account-mutations.ts';

/**
 * The account's language (issue 28 §1), saved as soon as it is chosen: the reader writes in it and
 * the mails come in it, and the server serves the pages' build in it (the menus and the ask page
 * are translated so far; the panel says so).
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
      setStatus({ tone: 'success', text: `Saved. Your readings and emails now come in ${LANGUAGE_NAMES[language].english}.` });
    } catch {
      setStatus({ tone: 'error', text: 'That change could not be saved. Please try again.' });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="panel language-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Language</h2>
      <div className="field language-field">
        <label htmlFor={`${id}-select`}>Language of your readings and emails</label>
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
        Your readings, the answers to your questions and our emails come in this language, whatever language you ask in. So do the site&rsquo;s menus, the ask
        page and the reading chat the next time you open the site; its other pages are in English for now.
      </p>
      <p role="status" className={`deck-status${status ? ` deck-status-${status.tone}` : ''}`}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
