import { useId, useState } from 'react';
import { CHECK_BACK_MAIL_HOUR, type JournalMailSettings } from '../../../shared/schemas/check-back.ts';
import { useChangeJournalMail, useJournalMailSettings, type JournalMailChange } from './api/journal-mail.ts';
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
      <h2 id="journal-mail-heading">Journal Mails</h2>
      {settings.data ? (
        <JournalMailForm settings={settings.data} />
      ) : (
        <p className="muted">{settings.isError ? 'Your mail settings could not be loaded.' : 'Loading…'}</p>
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
      setStatus({ tone: 'error', text: 'That change could not be saved. Please try again.' });
    }
  };
  const reminderOn = settings.dailyReminderHour !== null;

  return (
    <>
      <p className="muted">
        We ask how a reading landed by mail at {hourLabel(CHECK_BACK_MAIL_HOUR)} your time ({zone}), at most once a day. Mails name a reading by its date and
        cards, never by its question.
      </p>
      <div className="field">
        <label htmlFor={`${id}-default`}>Check back on my readings after</label>
        <select
          id={`${id}-default`}
          className="select"
          value={optionValueOf(settings.checkBackDays)}
          disabled={change.isPending}
          onChange={(event) => {
            const option = CHECK_BACK_OPTIONS.find((entry) => entry.value === event.target.value);
            if (option)
              void save({ checkBackDays: option.days }, option.days === null ? 'New readings will not be checked back on.' : `New readings: ${option.label}.`);
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
                  event.target.checked ? `You will be reminded at ${hourLabel(FIRST_REMINDER_HOUR)}.` : 'No more reminders.',
                )
              }
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-label">Remind me of my card of the day</span>
          </label>
        </li>
        <li>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={settings.journalMailOn}
              disabled={change.isPending}
              onChange={(event) =>
                void save({ journalMailOn: event.target.checked }, event.target.checked ? 'Journal mails are on.' : 'Journal mails are off.')
              }
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-label">Send me journal mails (check-backs and reminders)</span>
          </label>
        </li>
      </ul>
      {reminderOn && (
        <div className="field">
          <label htmlFor={`${id}-hour`}>Remind me at</label>
          <select
            id={`${id}-hour`}
            className="select"
            value={String(settings.dailyReminderHour)}
            disabled={change.isPending}
            onChange={(event) => {
              const hour = Number(event.target.value);
              void save({ dailyReminderHour: hour, timeZone: browserZone() }, `You will be reminded at ${hourLabel(hour)}.`);
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
