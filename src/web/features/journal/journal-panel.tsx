import { useId, useState, type FormEvent } from 'react';
import { MOODS, NOTE_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_PER_READING_MAX, type Mood } from '../../../shared/journal/journal.ts';
import type { ReadingJournal } from '../../../shared/schemas/journal.ts';
import { MOOD_LABELS } from '../../i18n/journal-labels.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { useTagSuggestions } from './api/get-journal.ts';
import type { SaveStatus } from './journal-saver.ts';
import { useJournalAutosave } from './use-journal-autosave.ts';
import './journal.css';

/** The counter shows once the note comes this close to its limit. */
const COUNTER_FROM = NOTE_MAX_LENGTH - 500;

const STATUS_TEXT: Record<Exclude<SaveStatus, 'refused'>, () => string> = {
  idle: () => '',
  saving: m.journal_saving,
  saved: m.journal_saved,
  retrying: m.journal_retrying,
};

function MoodScale({ legend, value, onChange }: { legend: string; value: Mood | null; onChange(value: Mood | null): void }) {
  const name = useId();
  return (
    <fieldset className="journal-mood">
      <legend>{legend}</legend>
      <div className="journal-mood-options">
        {MOODS.map((mood) => (
          <label key={mood.value} className="journal-mood-option">
            <input type="radio" name={name} value={mood.value} checked={value === mood.value} onChange={() => onChange(mood.value)} />
            <span>{MOOD_LABELS[mood.value]()}</span>
          </label>
        ))}
        {value !== null && (
          <button type="button" className="button button-link journal-mood-clear" onClick={() => onChange(null)}>
            <span aria-hidden="true">{m.journal_clear()}</span>
            <span className="visually-hidden">{m.journal_clear_what({ what: legend })}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}

function TagEditor({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const [typed, setTyped] = useState('');
  const suggestions = useTagSuggestions().data ?? [];
  const inputId = useId();
  const listId = useId();
  const full = tags.length >= TAGS_PER_READING_MAX;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = typed.trim();
    if (!tag || full) return;
    if (!tags.some((kept) => kept.toLocaleLowerCase('en') === tag.toLocaleLowerCase('en'))) onChange([...tags, tag]);
    setTyped('');
  };
  const offered = suggestions.filter((tag) => !tags.some((kept) => kept.toLocaleLowerCase('en') === tag.toLocaleLowerCase('en')));
  return (
    <div className="journal-tags">
      <ul className="journal-tag-list" aria-label={m.journal_tags()}>
        {tags.map((tag) => (
          <li key={tag} className="journal-tag">
            {tag}
            <button
              type="button"
              className="journal-tag-remove"
              aria-label={m.journal_remove_tag({ tag })}
              onClick={() => onChange(tags.filter((kept) => kept !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className="journal-tag-form" onSubmit={add}>
        <label htmlFor={inputId}>{m.journal_add_tag()}</label>
        <div className="journal-tag-row">
          <input
            id={inputId}
            className="input"
            list={listId}
            value={typed}
            maxLength={TAG_MAX_LENGTH}
            disabled={full}
            onChange={(event) => setTyped(event.target.value)}
          />
          <datalist id={listId}>
            {offered.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
          <button type="submit" className="button button-secondary" disabled={full || typed.trim() === ''}>
            {m.journal_add()}
          </button>
        </div>
        {full && <p className="muted journal-hint">{m.journal_tags_full({ max: TAGS_PER_READING_MAX })}</p>}
      </form>
    </div>
  );
}

/** The owner's private journal on a reading (issue 27 §1): a note saved as it is typed, moods and tags. */
export function JournalPanel({ readingId, journal }: { readingId: string; journal: ReadingJournal }) {
  const { values, change, status, refusal, strayDraft, applyStrayDraft, dismissStrayDraft } = useJournalAutosave(readingId, journal);
  const noteId = useId();
  const counterId = useId();
  const length = values.note.length;
  return (
    <section className="journal-panel" aria-labelledby={`${noteId}-heading`}>
      <h2 id={`${noteId}-heading`}>{m.journal_title()}</h2>
      <p className="muted journal-hint">{m.journal_private()}</p>
      {strayDraft !== null && (
        <div className="journal-stray" role="status">
          <p>{m.journal_stray()}</p>
          <div className="actions-row">
            <button type="button" className="button button-secondary" onClick={applyStrayDraft}>
              {m.journal_use_device_text()}
            </button>
            <button type="button" className="button button-link" onClick={dismissStrayDraft}>
              {m.journal_keep_saved()}
            </button>
          </div>
        </div>
      )}
      <div className="field">
        <label htmlFor={noteId}>{m.journal_note()}</label>
        <textarea
          id={noteId}
          className="textarea journal-note"
          value={values.note}
          maxLength={NOTE_MAX_LENGTH}
          rows={5}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          onChange={(event) => change({ note: event.target.value })}
        />
        {length >= COUNTER_FROM && (
          <span id={counterId} className="counter">
            {m.journal_counter({ length: length.toLocaleString(PAGE_LANGUAGE), max: NOTE_MAX_LENGTH.toLocaleString(PAGE_LANGUAGE) })}
          </span>
        )}
      </div>
      <p className={`journal-status${status === 'refused' || status === 'retrying' ? ' journal-status-warn' : ''}`} aria-live="polite">
        {status === 'refused' ? m.journal_not_saved({ reason: refusal }) : STATUS_TEXT[status]()}
      </p>
      <div className="journal-moods">
        <MoodScale legend={m.journal_mood_before()} value={values.moodBefore} onChange={(moodBefore) => change({ moodBefore })} />
        <MoodScale legend={m.journal_mood_after()} value={values.moodAfter} onChange={(moodAfter) => change({ moodAfter })} />
      </div>
      <TagEditor tags={values.tags} onChange={(tags) => change({ tags })} />
    </section>
  );
}
