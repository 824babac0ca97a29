import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Mood } from '../../../shared/journal/journal.ts';
import type { ReadingJournalUpdate } from '../../../shared/schemas/journal-entries.ts';
import type { ReadingJournal } from '../../../shared/schemas/journal.ts';
import { queryKeys } from '../../query-keys.ts';
import { JournalSaver, type SaveStatus } from './journal-saver.ts';
import { draftIsNewer, draftKey, parseDraft, readDraft, removeDraft } from './note-draft.ts';

export interface JournalValues {
  note: string;
  moodBefore: Mood | null;
  moodAfter: Mood | null;
  tags: string[];
}

/** What the page starts from: the server's journal, with a local draft newer than its note. */
function opening(readingId: string, journal: ReadingJournal) {
  const values: JournalValues = { note: journal.note, moodBefore: journal.moodBefore, moodAfter: journal.moodAfter, tags: journal.tags };
  const draft = readDraft(readingId);
  if (!draft || draft.note === journal.note) {
    if (draft) removeDraft(readingId);
    return { values, restored: false, stray: null };
  }
  if (draftIsNewer(draft, journal)) return { values: { ...values, note: draft.note }, restored: true, stray: null };
  return { values, restored: false, stray: draft.note };
}

/**
 * The reading page's journal, saved as it is written (issue 27 §1), through a JournalSaver:
 * - the note is sent with `keepalive` when the page is hidden or left, and a local draft newer than
 *   the server's note is shown and saved on the next visit;
 * - a failed save is retried (at once when the connection returns) while the page shows it;
 * - two tabs: each shows what the other types (through the draft's storage event) while it has
 *   nothing unsaved of its own, and the last save wins. A draft found on opening that another
 *   device's note has overtaken is not applied but offered (`strayDraft`).
 */
export function useJournalAutosave(readingId: string, serverJournal: ReadingJournal) {
  const queryClient = useQueryClient();
  const [start] = useState(() => opening(readingId, serverJournal));
  const [values, setValues] = useState<JournalValues>(start.values);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [refusal, setRefusal] = useState('');
  const [strayDraft, setStrayDraft] = useState<string | null>(start.stray);
  const [saver] = useState(
    () =>
      new JournalSaver(readingId, serverJournal.noteUpdatedAt, {
        onStatus: (next, message) => {
          setStatus(next);
          setRefusal(message ?? '');
        },
        onSaved: (journal, update) => {
          queryClient.setQueryData<{ journal: ReadingJournal }>(queryKeys.reading(readingId), (reading) => (reading ? { ...reading, journal } : reading));
          if (update.tags !== undefined) void queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
        },
      }),
  );

  const change = useCallback(
    (update: ReadingJournalUpdate) => {
      setValues((current) => ({ ...current, ...update }));
      saver.change(update);
    },
    [saver],
  );

  useEffect(() => {
    if (start.restored) saver.change({ note: start.values.note });
  }, [saver, start]);

  useEffect(() => {
    const leave = () => saver.leave();
    // Hidden may be the last moment a phone gives the page.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.leave();
    };
    const onOnline = () => saver.retryNow();
    // Another tab of this reading typing: follow it while this one has nothing of its own to save.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== draftKey(readingId) || saver.hasUnsaved()) return;
      const draft = parseDraft(event.newValue);
      if (draft) setValues((current) => ({ ...current, note: draft.note }));
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      // Leaving the reading within the app: what waits goes now.
      saver.stop();
      saver.leave();
    };
  }, [readingId, saver]);

  const applyStrayDraft = useCallback(() => {
    if (strayDraft !== null) change({ note: strayDraft });
    setStrayDraft(null);
  }, [change, strayDraft]);
  const dismissStrayDraft = useCallback(() => {
    removeDraft(readingId);
    setStrayDraft(null);
  }, [readingId]);

  return { values, change, status, refusal, strayDraft, applyStrayDraft, dismissStrayDraft };
}
