import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/schemas/account.ts';
import type { Database } from '../../db/client.ts';
import { creditLedger, dailyCard, message, reading } from '../../db/schema.ts';
import { loadUser, toUserData } from './account.ts';
import { spreadOrDefault } from '../../../shared/spreads/spread.ts';
import { listOwnSpreads } from '../spreads/own-spreads.ts';
import { exportMemory } from '../memory/memory.ts';
import { journalColumns, toReadingJournal } from '../journal/reading-journal.ts';
import { journalMailSettings } from '../check-back/journal-settings.ts';

/**
 * Everything the account holds, for "Download my data": the profile, every reading with its whole
 * conversation and its spread, the credit ledger, the cards of the day, the person's own spreads and
 * what the reader remembers.
 * Read in one repeatable-read transaction, so the parts agree with each other even while a
 * follow-up is being answered.
 */
export async function exportAccount(db: Database, userId: string, adminEmails: readonly string[]): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const profile = toUserData(await loadUser(tx, userId), adminEmails);
      const readings = await tx
        .select({
          id: reading.id,
          question: reading.question,
          cards: reading.cards,
          reversed: reading.reversed,
          interpretation: reading.interpretation,
          createdAt: reading.createdAt,
          spread: reading.spread,
          ownDeck: reading.ownDeck,
          ...journalColumns,
        })
        .from(reading)
        .where(eq(reading.userId, userId))
        .orderBy(asc(reading.createdAt), asc(reading.id));
      const messages = await tx
        .select({ readingId: message.readingId, role: message.role, content: message.content, createdAt: message.createdAt })
        .from(message)
        .innerJoin(reading, eq(reading.id, message.readingId))
        .where(eq(reading.userId, userId))
        .orderBy(asc(message.readingId), asc(message.seq));
      const ledger = await tx
        .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference, createdAt: creditLedger.createdAt })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
      const dailyCards = await tx
        .select({ day: dailyCard.day, card: dailyCard.card, reversed: dailyCard.reversed, reading: dailyCard.reading, createdAt: dailyCard.createdAt })
        .from(dailyCard)
        .where(eq(dailyCard.userId, userId))
        .orderBy(asc(dailyCard.day));
      const spreads = await listOwnSpreads(tx, userId);
      const memory = await exportMemory(tx, userId);
      const journalMail = await journalMailSettings(tx, userId);

      const conversations = new Map<string, AccountExport['readings'][number]['messages']>();
      for (const row of messages) {
        const conversation = conversations.get(row.readingId) ?? [];
        conversation.push({ role: row.role, content: row.content, timestamp: row.createdAt.toISOString() });
        conversations.set(row.readingId, conversation);
      }
      return {
        exportedAt: new Date().toISOString(),
        profile,
        readings: readings.map((row) => ({
          id: row.id,
          question: row.question,
          cards: row.cards,
          reversed: row.cards.map((_, index) => row.reversed[index] === true),
          interpretation: row.interpretation,
          createdAt: row.createdAt.toISOString(),
          messages: conversations.get(row.id) ?? [],
          spread: spreadOrDefault(row.spread),
          ownDeck: row.ownDeck,
          journal: toReadingJournal(row),
        })),
        creditLedger: ledger.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        dailyCards: dailyCards.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        spreads,
        memory,
        journalMail,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
