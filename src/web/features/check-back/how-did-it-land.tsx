import { useId, useState } from 'react';
import { CHECK_BACK_DAY_CHOICES, OUTCOMES, type CheckBackDays, type Outcome } from '../../../shared/journal/journal.ts';
import type { ReadingJournal } from '../../../shared/schemas/journal.ts';
import { OUTCOME_LABELS } from '../../i18n/journal-labels.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useSetCheckBack } from './api/set-check-back.ts';
import { useSetOutcome } from './api/set-outcome.ts';
import './check-back.css';

/** The choices of "ask me by mail", as the select's values ("never" for null). */
export const CHECK_BACK_OPTIONS: readonly { value: string; days: CheckBackDays | null; label: string }[] = [
  ...CHECK_BACK_DAY_CHOICES.map((days) => ({ value: String(days), days, label: m.check_back_after_days({ days }) })),
  { value: 'never', days: null, label: m.check_back_never() },
];

export const optionValueOf = (days: number | null) => (days === null ? 'never' : String(days));

/**
 * "How did it land?" (issue 27 §2): one tap records how the reading turned out, whenever the person
 * likes (a later answer replaces it), and when to be asked by mail. Neutral answers, no score.
 */
export function HowDidItLand({ readingId, journal }: { readingId: string; journal: ReadingJournal }) {
  const id = useId();
  const outcome = useSetOutcome(readingId);
  const checkBack = useSetCheckBack(readingId);
  const [chosen, setChosen] = useState<Outcome | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const shown = chosen ?? journal.outcome;

  const answer = async (value: Outcome) => {
    setChosen(value);
    setStatus(null);
    try {
      await outcome.mutateAsync({ readingId, outcome: value });
      setStatus({ tone: 'success', text: m.landed_saved({ answer: OUTCOME_LABELS[value]() }) });
    } catch {
      setChosen(null);
      setStatus({ tone: 'error', text: m.landed_not_saved() });
    }
  };

  const ask = async (value: string) => {
    const option = CHECK_BACK_OPTIONS.find((entry) => entry.value === value);
    if (!option) return;
    setStatus(null);
    try {
      await checkBack.mutateAsync({ readingId, days: option.days });
      setStatus({ tone: 'success', text: option.days === null ? m.landed_mail_never() : m.landed_mail_after({ choice: option.label }) });
    } catch {
      setStatus({ tone: 'error', text: m.account_change_not_saved() });
    }
  };

  return (
    <section className="panel landed" aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>{m.landed_title()}</legend>
        <div className="outcome-choices">
          {OUTCOMES.map((entry) => (
            <label key={entry.value} className="outcome-choice">
              <input
                type="radio"
                name={`${id}-outcome`}
                value={entry.value}
                checked={shown === entry.value}
                disabled={outcome.isPending}
                onChange={() => void answer(entry.value)}
              />
              <span>{OUTCOME_LABELS[entry.value]()}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-ask`}>{m.landed_ask_by_mail()}</label>
        <select
          id={`${id}-ask`}
          className="select"
          defaultValue={optionValueOf(journal.checkBackDays)}
          disabled={checkBack.isPending}
          onChange={(event) => void ask(event.target.value)}
        >
          {CHECK_BACK_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={`landed-status${status?.tone === 'error' ? ' landed-status-error' : ''}`}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
