import { answerOf, pathParams } from '../../../api-client.ts';
import type { ReadingJournalUpdate } from '../../../../shared/schemas/journal-entries.ts';
import { apiPaths } from '../../../../shared/paths.ts';

/** PUT /api/readings/:readingId/journal: any of the note, the moods and the tags; answers the reading's journal. */
export function updateReadingJournal(readingId: string, update: ReadingJournalUpdate, signal?: AbortSignal) {
  return answerOf((c) => c.api.readings[':readingId'].journal.$put({ param: pathParams({ readingId }), json: update }, { init: { signal } }));
}

/**
 * The same save for a page that is going away: `keepalive` lets it finish after the page is gone,
 * which the typed client cannot ask for. Its answer is never read; the local draft stays until a
 * later page sees the server agree with it.
 */
export function sendReadingJournalOnLeave(readingId: string, update: ReadingJournalUpdate): void {
  void fetch(apiPaths.readingJournal(readingId), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(update),
  }).catch(() => {
    // The draft is still in local storage: the next visit saves it.
  });
}
