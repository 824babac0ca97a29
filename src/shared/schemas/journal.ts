import { z } from 'zod';
import { CHECK_BACK_DAY_CHOICES, MOOD_VALUES, NOTE_MAX_LENGTH, OUTCOME_VALUES, TAG_MAX_LENGTH, TAGS_PER_READING_MAX } from '../journal/journal.ts';
import { isStorableText } from './common.ts';

export const MoodSchema = z.union(MOOD_VALUES.map((value) => z.literal(value)));
export const OutcomeSchema = z.enum(OUTCOME_VALUES, { error: `Outcome must be one of ${OUTCOME_VALUES.join(', ')}` });
/** Days after a reading to ask how it landed; null is never. */
export const CheckBackDaysSchema = z.union([...CHECK_BACK_DAY_CHOICES.map((days) => z.literal(days)), z.null()], {
  error: `Check back after ${CHECK_BACK_DAY_CHOICES.join(', ')} days, or never (null)`,
});

/** The note is kept exactly as typed (no trimming): a reload must show every character the person wrote. */
export const NoteSchema = z
  .string({ error: 'Note must be text' })
  .max(NOTE_MAX_LENGTH, { error: `Note must be at most ${NOTE_MAX_LENGTH} characters` })
  .refine(isStorableText, { error: 'Note contains a character that is not allowed' });

export const TagSchema = z
  .string({ error: 'Each tag must be text' })
  .trim()
  .min(1, { error: 'A tag cannot be empty' })
  .max(TAG_MAX_LENGTH, { error: `A tag must be at most ${TAG_MAX_LENGTH} characters` })
  .refine(isStorableText, { error: 'A tag contains a character that is not allowed' });
export const TagsSchema = z.array(TagSchema).max(TAGS_PER_READING_MAX, { error: `At most ${TAGS_PER_READING_MAX} tags` });

/** A reading's journal as its owner sees it on the reading page. */
export const ReadingJournalSchema = z.object({
  note: z.string(),
  noteUpdatedAt: z.string().nullable(),
  moodBefore: MoodSchema.nullable(),
  moodAfter: MoodSchema.nullable(),
  tags: z.array(z.string()),
  outcome: OutcomeSchema.nullable(),
  outcomeAt: z.string().nullable(),
  checkBackDays: CheckBackDaysSchema,
});

/** A filter's text; a character PostgreSQL cannot hold (U+0000, a lone surrogate) is a 400, not a failed query. */
const filterText = (label: string) =>
  z
    .string()
    .trim()
    .max(200, { error: `${label} must be at most 200 characters` })
    .refine(isStorableText, { error: `${label} contains a character that is not allowed` });

/**
 * The journal page's filters, also its URL's query (`/journal?card=the-tower&days=90`): the patterns
 * page links each figure to the readings it came from through these.
 */
export const JournalFilterSchema = z.object({
  /** Words in the question or the note. */
  q: filterText('The search').optional(),
  tag: TagSchema.optional(),
  /** A spread's id (built-in or the person's own). */
  spread: filterText('The spread').optional(),
  /** A card's slug. */
  card: filterText('The card').optional(),
  outcome: z.union([OutcomeSchema, z.literal('none')], { error: `Outcome must be one of ${[...OUTCOME_VALUES, 'none'].join(', ')}` }).optional(),
  /** Only readings from the last this many days. */
  days: z.coerce.number().int().min(1).max(3660).optional(),
});

export type ReadingJournal = z.infer<typeof ReadingJournalSchema>;
export type JournalFilter = z.infer<typeof JournalFilterSchema>;
