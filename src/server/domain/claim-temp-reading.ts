import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { message, reading, tempReading } from '../db/schema.ts';

/**
 * Moves a visitor's free reading into the signed-in user's history, whole (the visitor only
 * saw a preview). A reading is claimed once: claiming again returns the same reading to the
 * same user and nothing to anyone else.
 */
export async function claimTempReading(db: Database, tempUserId: string, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(tempReading)
      .set({ claimedByUserId: userId })
      .where(and(eq(tempReading.tempUserId, tempUserId), isNull(tempReading.claimedByUserId), isNotNull(tempReading.interpretation)))
      .returning();
    if (!claimed) {
      const [earlier] = await tx
        .select({ readingId: tempReading.claimedReadingId })
        .from(tempReading)
        .where(and(eq(tempReading.tempUserId, tempUserId), eq(tempReading.claimedByUserId, userId)));
      return earlier?.readingId ?? null;
    }
    const interpretation = claimed.interpretation ?? '';
    const [created] = await tx
      .insert(reading)
      .values({
        userId,
        question: claimed.question,
        cards: claimed.cards,
        interpretation,
        isComplete: true,
        messageCount: 1,
        createdAt: claimed.createdAt,
      })
      .returning({ id: reading.id });
    if (!created) throw new Error('The claimed reading was not stored');
    await tx.insert(message).values({ readingId: created.id, seq: 0, role: 'assistant', content: interpretation, createdAt: claimed.createdAt });
    await tx.update(tempReading).set({ claimedReadingId: created.id }).where(eq(tempReading.id, claimed.id));
    return created.id;
  });
}
