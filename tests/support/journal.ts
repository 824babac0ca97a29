// Readings with journals written straight into the database, for the journal's tests and its benchmark.
import { DECK } from '../../src/shared/deck/cards.ts';
import { OUTCOME_VALUES, type Outcome } from '../../src/shared/journal/journal.ts';
import { ONE_CARD_SPREAD } from '../../src/shared/spreads/built-in.ts';
import type { Database } from '../../src/server/db/client.ts';
import { reading } from '../../src/server/db/schema.ts';

export const SEED_TAGS = ['work', 'love', 'family', 'money', 'health', 'moving', 'study', 'friends', 'creativity', 'rest'] as const;
const SEED_WORDS = ['lighthouse', 'river', 'promotion', 'letter', 'garden', 'winter', 'journey', 'bridge', 'market', 'harbour'];

export interface SeedOptions {
  count: number;
  /** The newest reading's time; each older one is `stepMinutes` earlier. */
  newest?: Date;
  stepMinutes?: number;
  /** Deterministic variety: the same seed gives the same readings. */
  seed?: number;
}

/** A small deterministic generator (mulberry32): varied rows that stay the same run after run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Writes `count` readings for the user, newest first in time: one or three cards from the whole
 * deck (some reversed), one to three tags, a note naming one of SEED_WORDS on most, an outcome on half.
 */
export async function seedJournalReadings(db: Database, userId: string, options: SeedOptions): Promise<void> {
  const random = generator(options.seed ?? 27);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const newest = (options.newest ?? new Date()).getTime();
  const step = (options.stepMinutes ?? 60) * 60_000;
  const rows: (typeof reading.$inferInsert)[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const oneCard = random() < 0.3;
    const cards = Array.from({ length: oneCard ? 1 : 3 }, () => pick(DECK).name);
    const tags = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SEED_TAGS)))];
    const word = pick(SEED_WORDS);
    const outcome: Outcome | null = random() < 0.5 ? pick(OUTCOME_VALUES) : null;
    rows.push({
      userId,
      question: `Reading ${index}: what should I know about the ${pick(SEED_WORDS)} this season?`,
      cards,
      reversed: cards.map(() => random() < 0.3),
      spread: oneCard ? ONE_CARD_SPREAD : null,
      interpretation: 'The cards speak of patience and of a door slowly opening. '.repeat(20),
      isComplete: true,
      messageCount: 1,
      note: random() < 0.8 ? `Thinking about the ${word} again.\nIt felt calmer after writing this down. `.repeat(1 + Math.floor(random() * 5)) : '',
      moodBefore: 1 + Math.floor(random() * 5),
      moodAfter: 1 + Math.floor(random() * 5),
      tags,
      outcome,
      outcomeAt: outcome ? new Date(newest - index * step + 86_400_000) : null,
      createdAt: new Date(newest - index * step),
    });
  }
  // Batches keep each statement's parameters well under PostgreSQL's 65,535.
  for (let start = 0; start < rows.length; start += 500) await db.insert(reading).values(rows.slice(start, start + 500));
}
