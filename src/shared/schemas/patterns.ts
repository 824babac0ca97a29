import { z } from 'zod';
import { SUITS } from '../deck/types.ts';
import { OUTCOME_VALUES, PATTERN_RANGES_DAYS } from '../journal/journal.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

// What a person's readings show over time (issue 27 §3): GET /api/patterns and a reading's returning cards.

/** The ranges the page offers, in days; null is all time. */
export type PatternRangeDays = (typeof PATTERN_RANGES_DAYS)[number];
const RANGE_DAYS = PATTERN_RANGES_DAYS.filter((days) => days !== null).map(String) as ['30', '90'];

/** GET /api/patterns?days=30|90 (absent: all time). */
export const PatternsQuerySchema = z.object({
  days: z
    .enum(RANGE_DAYS, { error: VALIDATION_TEXTS.patternDaysInvalid })
    .optional()
    .transform((days): PatternRangeDays => (days === undefined ? null : (Number(days) as PatternRangeDays))),
});

/** The most drawn cards the page shows. */
export const TOP_CARDS_SHOWN = 10;
/** The tags whose outcomes the page shows, the most used first. */
export const TOP_TAGS_SHOWN = 10;
/** The readings listed under a returning card; the journal link shows them all. */
export const RETURNING_READINGS_SHOWN = 5;

const count = z.number().int().nonnegative();
/** A part of a whole, 0 to 1; 0 when the whole is empty. */
const share = z.number().min(0).max(1);

export const CardCountSchema = z.object({ name: z.string(), slug: z.string(), count, reversed: count });
export const SuitCountSchema = z.object({ suit: z.enum(SUITS), count, share });

/** How the readings of one spread or one tag turned out: a count per outcome, and those not answered yet. */
export const OutcomeCountsSchema = z.object({
  ...(Object.fromEntries(OUTCOME_VALUES.map((value) => [value, count])) as Record<(typeof OUTCOME_VALUES)[number], typeof count>),
  none: count,
});
export const OutcomesBySpreadSchema = z.object({ spreadId: z.string(), name: z.string(), readings: count, outcomes: OutcomeCountsSchema });
export const OutcomesByTagSchema = z.object({ tag: z.string(), readings: count, outcomes: OutcomeCountsSchema });

export const ReturningReadingSchema = z.object({ id: z.string(), createdAt: z.string() });
/** A card drawn RETURNING_CARD_TIMES or more within RETURNING_CARD_WINDOW_DAYS. */
export const ReturningCardSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** The readings it came up in within the window. */
  times: count,
  /** The latest of them (RETURNING_READINGS_SHOWN at most), newest first. */
  readings: z.array(ReturningReadingSchema),
});

export const PatternsSchema = z.object({
  days: z.union([z.literal(30), z.literal(90), z.null()]),
  /** Readings in the range, own-deck readings included. */
  readings: count,
  /** Cards drawn in them. */
  cards: count,
  topCards: z.array(CardCountSchema),
  /** Every suit, Major Arcana first, in the deck's order. */
  suits: z.array(SuitCountSchema),
  reversed: z.object({ count, share }),
  outcomesBySpread: z.array(OutcomesBySpreadSchema),
  outcomesByTag: z.array(OutcomesByTagSchema),
  /** Always over the last RETURNING_CARD_WINDOW_DAYS, whatever the range. */
  returning: z.array(ReturningCardSchema),
});

/** GET /api/readings/:readingId/returning-cards: this reading's cards that keep returning, up to and including it. */
export const ReadingReturningCardsSchema = z.object({ cards: z.array(ReturningCardSchema) });

export type Patterns = z.infer<typeof PatternsSchema>;
export type OutcomeCounts = z.infer<typeof OutcomeCountsSchema>;
export type ReturningCard = z.infer<typeof ReturningCardSchema>;
export type ReadingReturningCards = z.infer<typeof ReadingReturningCardsSchema>;
