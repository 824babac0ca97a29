import { z } from 'zod';
import { CHECK_BACK_DAY_CHOICES, MOOD_VALUES, NOTE_MAX_LENGTH, OUTCOME_VALUES, TAG_MAX_LENGTH, TAGS_PER_READING_MAX } from '../journal/journal.ts';
import { isStorableText } from './common.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

export const MoodSchema = z.union(MOOD_VALUES.map((value) => z.literal(value)));
export const OutcomeSchema = z.enum(OUTCOME_VALUES, { error: VALIDATION_TEXTS.outcomeInvalid });
/** Days after a reading to ask how it landed; null is never. */
export const CheckBackDaysSchema = z.union([...CHECK_BACK_DAY_CHOICES.map((days) => z.literal(days)), z.null()], {
  error: VALIDATION_TEXTS.checkBackDaysInvalid,
});

/** The note is kept exactly as typed (no trimming): a reload must show every character the person wrote. */
export const NoteSchema = z
  .string({ error: VALIDATION_TEXTS.noteNotText })
  .max(NOTE_MAX_LENGTH, { error: VALIDATION_TEXTS.noteTooLong })
  .refine(isStorableText, { error: VALIDATION_TEXTS.noteNotAllowed });

export const TagSchema = z
  .string({ error: VALIDATION_TEXTS.tagNotText })
  .trim()
  .min(1, { error: VALIDATION_TEXTS.tagEmpty })
  .max(TAG_MAX_LENGTH, { error: VALIDATION_TEXTS.tagTooLong })
  .refine(isStorableText, { error: VALIDATION_TEXTS.tagNotAllowed });
export const TagsSchema = z.array(TagSchema).max(TAGS_PER_READING_MAX, { error: VALIDATION_TEXTS.tooManyTags });

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
const filterText = (texts: { tooLong: string; notAllowed: string }) =>
  z.string().trim().max(200, { error: texts.tooLong }).refine(isStorableText, { error: texts.notAllowed });

/**
 * The journal page's filters, also its URL's query (`/journal?card=the-tower&days=90`): the patterns
 * page links each figure to the readings it came from through these.
 */
export const JournalFilterSchema = z.object({
  /** Words in the question or the note. */
  q: filterText({ tooLong: VALIDATION_TEXTS.searchTooLong, notAllowed: VALIDATION_TEXTS.searchNotAllowed }).optional(),
  tag: TagSchema.optional(),
  /** A spread's id (built-in or the person's own). */
  spread: filterText({ tooLong: VALIDATION_TEXTS.spreadFilterTooLong, notAllowed: VALIDATION_TEXTS.spreadFilterNotAllowed }).optional(),
  /** A card's slug. */
  card: filterText({ tooLong: VALIDATION_TEXTS.cardFilterTooLong, notAllowed: VALIDATION_TEXTS.cardFilterNotAllowed }).optional(),
  outcome: z.union([OutcomeSchema, z.literal('none')], { error: VALIDATION_TEXTS.outcomeFilterInvalid }).optional(),
  /** Only readings from the last this many days. */
  days: z.coerce.number().int().min(1).max(3660).optional(),
});

export type ReadingJournal = z.infer<typeof ReadingJournalSchema>;
export type JournalFilter = z.infer<typeof JournalFilterSchema>;
