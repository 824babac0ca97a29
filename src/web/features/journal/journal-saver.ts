import type { ReadingJournalUpdate } from '../../../shared/schemas/journal-entries.ts';
import type { ReadingJournal } from '../../../shared/schemas/journal.ts';
import { HttpError } from '../../api-client.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { sendReadingJournalOnLeave, updateReadingJournal } from './api/update-reading-journal.ts';
import { readDraft, removeDraft, textHash, writeDraft } from './note-draft.ts';

/** The note is saved this long after the last keystroke; a mood or a tag at once. */
export const NOTE_SAVE_DELAY_MS = 600;
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused';

export interface SaverEvents {
  onStatus(status: SaveStatus, refusal?: string): void;
  onSaved(journal: ReadingJournal, update: ReadingJournalUpdate): void;
}

/** A refusal that sending again cannot change (a note too long, a reading gone); anything else is retried. */
const isFinal = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

const isEmpty = (update: ReadingJournalUpdate) => Object.keys(update).length === 0;

/**
 * Saves one reading's journal as it is written. One save in flight at a time; what changes
 * meanwhile waits, merged field by field (the latest value of each wins), and goes next, so an
 * older save from this page never lands after a newer one. The note stays in local storage until
 * the server answers with that very text.
 */
export class JournalSaver {
  /** Fields changed since the last save was sent. */
  private pending: ReadingJournalUpdate = {};
  /** The fields of the save in flight, if any. */
  private inFlight: ReadingJournalUpdate | null = null;
  private timer: number | undefined;
  private failures = 0;
  private base: string | null;
  private readonly readingId: string;
  private readonly events: SaverEvents;

  constructor(readingId: string, serverNoteUpdatedAt: string | null, events: SaverEvents) {
    this.readingId = readingId;
    this.base = serverNoteUpdatedAt;
    this.events = events;
  }

  hasUnsaved(): boolean {
    return this.inFlight !== null || !isEmpty(this.pending);
  }

  change(update: ReadingJournalUpdate): void {
    this.pending = { ...this.pending, ...update };
    window.clearTimeout(this.timer);
    if (update.note === undefined) {
      void this.flush();
      return;
    }
    const previous = readDraft(this.readingId);
    writeDraft(this.readingId, { note: update.note, base: previous?.base ?? this.base, sent: previous?.sent ?? [] });
    if (this.inFlight === null) this.events.onStatus('saving');
    this.timer = window.setTimeout(() => void this.flush(), NOTE_SAVE_DELAY_MS);
  }

  async flush(): Promise<void> {
    window.clearTimeout(this.timer);
    if (this.inFlight !== null) return;
    while (!isEmpty(this.pending)) {
      const update = this.pending;
      this.pending = {};
      this.inFlight = update;
      this.events.onStatus('saving');
      if (update.note !== undefined) this.markSent(update.note);
      try {
        const journal = await updateReadingJournal(this.readingId, update);
        this.failures = 0;
        this.base = journal.noteUpdatedAt;
        const draft = readDraft(this.readingId);
        if (draft && draft.note === journal.note) removeDraft(this.readingId);
        else if (draft) writeDraft(this.readingId, { ...draft, base: journal.noteUpdatedAt });
        this.events.onSaved(journal, update);
      } catch (error) {
        // What changed meanwhile is newer than what failed.
        this.pending = { ...update, ...this.pending };
        this.inFlight = null;
        this.failed(error);
        return;
      }
      this.inFlight = null;
    }
    this.events.onStatus('saved');
  }

  /** The page going away: everything not yet confirmed, sent so that it outlives the page. */
  leave(): void {
    if (!this.hasUnsaved()) return;
    window.clearTimeout(this.timer);
    const update = { ...this.inFlight, ...this.pending };
    if (update.note !== undefined) this.markSent(update.note);
    sendReadingJournalOnLeave(this.readingId, update);
  }

  /** The connection is back: try at once. */
  retryNow(): void {
    this.failures = 0;
    if (!isEmpty(this.pending)) void this.flush();
  }

  stop(): void {
    window.clearTimeout(this.timer);
  }

  private markSent(note: string): void {
    const draft = readDraft(this.readingId);
    if (draft) writeDraft(this.readingId, { ...draft, sent: [...draft.sent, textHash(note)] });
  }

  private failed(error: unknown): void {
    if (isFinal(error)) {
      this.events.onStatus('refused', error instanceof HttpError && error.serverMessage ? error.serverMessage : m.journal_could_not_save());
      return;
    }
    this.events.onStatus('retrying');
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.timer = window.setTimeout(() => void this.flush(), delay);
  }
}
