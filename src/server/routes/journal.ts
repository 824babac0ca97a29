import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { JournalQuerySchema, ReadingJournalUpdateSchema } from '../../shared/schemas/journal-entries.ts';
import type { RequestContext } from '../http/request-context.ts';
import { readJournalPage } from '../domain/journal/journal-page.ts';
import { updateReadingJournal } from '../domain/journal/reading-journal.ts';
import { requireUser } from '../session/require-viewer.ts';
import { jsonBody, queryOf } from '../http/validate.ts';

/** Issue 27 §1: a reading's note, moods and tags, and the journal of every reading. */
export function journalRoutes() {
  return new Hono<RequestContext>()
    .put(apiPaths.readingJournalPattern, jsonBody(ReadingJournalUpdateSchema), async (c) => {
      const me = requireUser(c);
      return c.json(await updateReadingJournal(c.get('deps').db, me.id, c.req.param('readingId'), c.req.valid('json')));
    })
    .get(apiPaths.journal, queryOf(JournalQuerySchema), async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await readJournalPage(c.get('deps').db, me.id, c.req.valid('query')));
    });
}
