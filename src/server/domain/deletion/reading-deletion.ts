import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import { modelCall, reading, tempReading } from '../../db/schema.ts';
import { notFound, READING_NOT_FOUND } from '../../errors.ts';
import { resolveCards } from '../draw/cards.ts';
import { forgetReadingDraw } from '../draw/fair-draw.ts';
import { forgetShareImage } from '../readings/share-image.ts';

/**
 * Deletes one of the owner's readings for good (issue 25 §1), in one transaction: the reading, its
 * conversation and its share links (foreign keys cascade: a shared page is a 404 at once), the text
 * of the visitor reading it was claimed from, and its fair draw's link to the owner. What explains
 * money and cost stays: the ledger's rows (a follow-up's debit holds no text) and the model calls,
 * no longer pointing at the reading. Another user's reading is the usual 404.
 */
export async function deleteReading(db: Database, userId: string, readingId: string): Promise<void> {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reading)
      .where(and(eq(reading.id, readingId), eq(reading.userId, userId)))
      .returning({ cards: reading.cards, reversed: reading.reversed, fairDraw: reading.fairDraw });
    if (!row) throw notFound(READING_NOT_FOUND);
    // Kept as a row, so the admin's count of visitor readings and the browser's one free reading hold; its words go.
    await tx
      .update(tempReading)
      .set({ question: '', interpretation: '' })
      .where(and(eq(tempReading.claimedReadingId, readingId), eq(tempReading.claimedByUserId, userId)));
    if (row.fairDraw) await forgetReadingDraw(tx, userId, row.fairDraw.commitment);
    await tx.update(modelCall).set({ readingId: null }).where(eq(modelCall.readingId, readingId));
    return row;
  });
  forgetShareImage(resolveCards(deleted.cards, deleted.reversed));
}
