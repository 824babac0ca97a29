import { eq } from 'drizzle-orm';
import type { Outcome } from '../../../shared/journal/journal.ts';
import type { Executor } from '../../db/client.ts';
import { reading, user } from '../../db/schema.ts';
import { cardsLabel, readingDateLabel } from './journal-mail.ts';
import type { JournalLinks } from './links.ts';
import { mailZoneOf } from './schedule.ts';

// The one-tap answers of a check-back mail (issue 27 §2): they work without signing in, so what
// they show is what the mail showed (the reading's date and cards), and nothing else.

export type TapView =
  { ok: true; readingId: string; date: string; cards: string; outcome: Outcome | null } | { ok: false; reason: 'invalid' | 'expired' | 'gone' };

async function viewOf(db: Executor, readingId: string): Promise<TapView> {
  const [row] = await db
    .select({ createdAt: reading.createdAt, cards: reading.cards, reversed: reading.reversed, outcome: reading.outcome, timeZone: user.timeZone })
    .from(reading)
    .innerJoin(user, eq(user.id, reading.userId))
    .where(eq(reading.id, readingId));
  if (!row) return { ok: false, reason: 'gone' };
  return {
    ok: true,
    readingId,
    date: readingDateLabel(row.createdAt, mailZoneOf(row.timeZone)),
    cards: cardsLabel(row.cards, row.reversed),
    outcome: row.outcome,
  };
}

/** What a tap link shows before anything is saved. */
export async function readTap(db: Executor, links: JournalLinks, token: string, now: Date): Promise<TapView> {
  const check = links.readTapToken(token, now);
  return check.ok ? viewOf(db, check.readingId) : check;
}

/** Saves the tapped answer (a later tap replaces it), then shows the reading as the mail did. */
export async function recordTap(db: Executor, links: JournalLinks, token: string, outcome: Outcome, now: Date): Promise<TapView> {
  const check = links.readTapToken(token, now);
  if (!check.ok) return check;
  await db.update(reading).set({ outcome, outcomeAt: now }).where(eq(reading.id, check.readingId));
  return viewOf(db, check.readingId);
}

/** The one-click unsubscribe: journal mails stop at once (queued ones check when sent). False for a token we did not sign. */
export async function unsubscribeJournalMail(db: Executor, links: JournalLinks, token: string, now: Date): Promise<boolean> {
  const userId = links.readUnsubscribeToken(token);
  if (!userId) return false;
  const [row] = await db.select({ offAt: user.journalMailOffAt }).from(user).where(eq(user.id, userId));
  // A deleted account gets no more mail either: the link still answers that it worked.
  if (row && !row.offAt) await db.update(user).set({ journalMailOffAt: now }).where(eq(user.id, userId));
  return true;
}
