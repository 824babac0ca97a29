import type { HistoryPage } from '../../shared/schemas/account.ts';
import type { Reading } from '../../shared/schemas/reading.ts';
import type { DriverClient } from '../db/client.ts';
import { readHistoryPage, type Cursor } from './history-page.ts';
import { statementRunner } from './run-statement.ts';
import { readSavedReading } from './saved-reading.ts';
import { readViewerSession, type ViewerSession } from './viewer-session.ts';

/**
 * The read models: the reads every signed-in request makes, as one plain statement each on the driver (see
 * docs/decisions/0012): everything about them lives in this folder, so they can be re-measured,
 * replaced or deleted in one commit.
 */
export interface ReadModels {
  /** Who a session token belongs to, if the session is still valid (session/resolve-viewer.ts). */
  viewerSession(sessionToken: string): Promise<ViewerSession | null>;
  /** One page of the user's history, newest first. */
  historyPage(userId: string, cursor: Cursor | undefined): Promise<HistoryPage>;
  /** The user's reading with its conversation; 404 when it is missing or someone else's. */
  savedReading(userId: string, readingId: string): Promise<Reading>;
  /** Ends the connection of its own (PostgreSQL), after what was sent on it is answered. */
  close(): Promise<void>;
}

export function createReadModels(driver: DriverClient): ReadModels {
  const runner = statementRunner(driver);
  return {
    viewerSession: (sessionToken) => readViewerSession(runner, sessionToken),
    historyPage: (userId, cursor) => readHistoryPage(runner, userId, cursor),
    savedReading: (userId, readingId) => readSavedReading(runner, userId, readingId),
    close: () => runner.close(),
  };
}
