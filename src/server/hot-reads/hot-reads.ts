import type { HistoryPage } from '../../shared/schemas/account.ts';
import type { Reading } from '../../shared/schemas/reading.ts';
import type { DriverClient } from '../db/client.ts';
import { readHistoryPage, type Cursor } from './history-page.ts';
import { statementRunner } from './run-statement.ts';
import { readSavedReading } from './saved-reading.ts';

/**
 * The two reads every signed-in page makes, as one plain statement each on the driver (see
 * docs/decisions/0012): everything about them lives in this folder, so they can be re-measured,
 * replaced or deleted in one commit.
 */
export interface HotReads {
  /** One page of the user's history, newest first. */
  historyPage(userId: string, cursor: Cursor | undefined): Promise<HistoryPage>;
  /** The user's reading with its conversation; 404 when it is missing or someone else's. */
  savedReading(userId: string, readingId: string): Promise<Reading>;
}

export function createHotReads(driver: DriverClient): HotReads {
  const run = statementRunner(driver);
  return {
    historyPage: (userId, cursor) => readHistoryPage(run, userId, cursor),
    savedReading: (userId, readingId) => readSavedReading(run, userId, readingId),
  };
}
