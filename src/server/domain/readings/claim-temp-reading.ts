import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { message, reading, tempReading, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadMailPerson, scheduleCheckBack } from '../check-back/schedule.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';

export const TEMP_READING_OTHER_BROWSER = 'A free reading can only be kept from the browser it was drawn in.';

export interface TempReadingClaim {
  tempUserId: string;
  /** The request's ti_visitor cookie: the id alone is not enough, it travels in page scripts and bodies. */
  browserId: string | null;
}

/**
 * Moves a visitor's free reading into the signed-in user's history, whole (the visitor only
 * saw a preview). Only the browser that drew it can claim it (403 otherwise). A reading is
 * claimed once: claiming again returns the same reading to the same user and nothing to anyone else.
 * It takes the account's check-back choice, like a reading drawn signed in (issue 27 §2).
 */
export async function claimTempReading(db: Database, mail: OutgoingMail, claim: TempReadingClaim, userId: string): Promise<string | null> {
  const { tempUserId, browserId } = claim;
  if (!browserId) throw new AppError(403, TEMP_READING_OTHER_BROWSER);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(tempReading)
      .set({ claimedByUserId: userId })
      .where(
        and(
          eq(tempReading.tempUserId, tempUserId),
          eq(tempReading.browserId, browserId),
          isNull(tempReading.claimedByUserId),
          isNotNull(tempReading.interpretation),
        ),
      )
      .returning();
    if (!claimed) {
      const [earlier] = await tx
        .select({ browserId: tempReading.browserId, claimedByUserId: tempReading.claimedByUserId, readingId: tempReading.claimedReadingId })
        .from(tempReading)
        .where(eq(tempReading.tempUserId, tempUserId));
      if (!earlier) return null;
      if (earlier.browserId !== browserId) throw new AppError(403, TEMP_READING_OTHER_BROWSER);
      return earlier.claimedByUserId === userId ? earlier.readingId : null;
    }
    const interpretation = claimed.interpretation ?? '';
    const [account] = await tx.select({ checkBackDays: user.checkBackDays }).from(user).where(eq(user.id, userId));
    const checkBackDays = account?.checkBackDays ?? null;
    const [created] = await tx
      .insert(reading)
      .values({
        userId,
        question: claimed.question,
        cards: claimed.cards,
        fairDraw: claimed.fairDraw,
        interpretation,
        isComplete: true,
        messageCount: 1,
        safety: claimed.safety,
        createdAt: claimed.createdAt,
        checkBackDays,
      })
      .returning({ id: reading.id });
    if (!created) throw new Error('The claimed reading was not stored');
    await tx
      .insert(message)
      .values({ readingId: created.id, seq: 0, role: 'assistant', content: interpretation, safety: claimed.safety, createdAt: claimed.createdAt });
    await tx.update(tempReading).set({ claimedReadingId: created.id }).where(eq(tempReading.id, claimed.id));
    const person = await loadMailPerson(tx, userId);
    if (person) await scheduleCheckBack(mail, person, { createdAt: claimed.createdAt, days: checkBackDays }, { tx });
    return created.id;
  });
}
