import { useId, useState } from 'react';
import { CHECK_BACK_MAIL_HOUR, type JournalMailSettings } from '../../../shared/schemas/check-back.ts';
import { useChangeJournalMail, useJournalMailSettings, type JournalMailChange } from './api/journal-mail.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { CHECK_BACK_OPTIONS, optionValueOf } from './how-did-it-land.tsx';
import './check-back.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The hour a reminder starts at when it is switched on. */
const FIRST_REMINDER_HOUR = 8;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The account's journal mails (issue 27 §2, §6): when new readings are checked back on, the card of
 * the day reminder and its hour, and the switch an unsubscribe link turns off.
 */
export function JournalMailPanel() {
  const settings = useJournalMailSettings();
  return (
    <section className="panel landed" aria-labelledby="journal-mail-heading">
      <h2 id="journal-mail-heading">{m.journal_mail_title()}</h2>
      {settings.data ? (
        <JournalMailForm settings={settings.data} />
      ) : (
        <p className="muted">{settings.isError ? m.journal_mail_load_failed() : m.journal_mail_loading()}</p>
      )}
    </section>
  );
}

function JournalMailForm({ settings }: { settings: JournalMailSettings }) {
  const id = useId();
  const change = useChangeJournalMail();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const zone = settings.timeZone ?? 'UTC';

  const save = async (what: JournalMailChange, done: string) => {
    setStatus(null);
    try {
      await change.mutateAsync(what);
      setStatus({ tone: 'success', text: done });
    } catch {
      setStatus({ tone: 'error', text: m.account_change_not_saved() });
    }
  };
  const reminderOn = settings.dailyReminderHour !== null;

  return (
    <>
      <p className="muted">{m.journal_mail_intro({ hour: hourLabel(CHECK_BACK_MAIL_HOUR), zone })}</p>
      <div className="field">
        <label htmlFor={`${id}-default`}>{m.journal_mail_check_back_label()}</label>
        <select
          id={`${id}-default`}
          className="select"
          value={optionValueOf(settings.checkBackDays)}
          disabled={change.isPending}
          onChange={(event) => {
            const option = CHECK_BACK_OPTIONS.find((entry) => entry.value === event.target.value);
            if (option)
              void save(
                { checkBackDays: option.days },
                option.days === null ? m.journal_mail_check_back_off() : m.journal_mail_check_back_saved({ choice: option.label }),
              );
          }}
        >
          {CHECK_BACK_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="deck-switches">
        <li>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={reminderOn}
              disabled={change.isPending}
              onChange={(event) =>
                void save(
                  { dailyReminderHour: event.target.checked ? FIRST_REMINDER_HOUR : null, timeZone: browserZone() },
                  event.target.checked ? m.journal_mail_reminded_at({ hour: hourLabel(FIRST_REMINDER_HOUR) }) : m.journal_mail_no_reminders(),
                )
              }
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-label">{m.journal_mail_remind_daily()}</span>
          </label>
        </li>
        <li>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={settings.journalMailOn}
              disabled={change.isPending}
              onChange={(event) => void save({ journalMailOn: event.target.checked }, event.target.checked ? m.journal_mail_on() : m.journal_mail_off())}
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-label">{m.journal_mail_send()}</span>
          </label>
        </li>
      </ul>
      {reminderOn && (
        <div className="field">
          <label htmlFor={`${id}-hour`}>{m.journal_mail_remind_at()}</label>
          <select
            id={`${id}-hour`}
            className="select"
            value={String(settings.dailyReminderHour)}
            disabled={change.isPending}
            onChange={(event) => {
              const hour = Number(event.target.value);
              void save({ dailyReminderHour: hour, timeZone: browserZone() }, m.journal_mail_reminded_at({ hour: hourLabel(hour) }));
            }}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p role="status" className={`landed-status${status?.tone === 'error' ? ' landed-status-error' : ''}`}>
        {status?.text ?? ''}
      </p>
    </>
  );
}
