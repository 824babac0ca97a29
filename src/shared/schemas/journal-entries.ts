import { z } from 'zod';
import { MoodSchema, NoteSchema, OutcomeSchema, TagsSchema, JournalFilterSchema } from './journal.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/**
 * PUT /api/readings/:readingId/journal: any of the note, the moods (null clears one) and the tags;
 * a field left out is left as it is, so the note's autosave and a mood's click never undo each other.
 */
export const ReadingJournalUpdateSchema = z
  .object({
    note: NoteSchema.optional(),
    moodBefore: MoodSchema.nullable().optional(),
    moodAfter: MoodSchema.nullable().optional(),
    tags: TagsSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: VALIDATION_TEXTS.journalUpdateEmpty,
  });

/** GET /api/journal: the filters, and the cursor of the page after the one already shown. */
export const JournalQuerySchema = JournalFilterSchema.extend({ cursor: z.string().max(200).optional() });

export const JournalEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  createdAt: z.string(),
  spreadId: z.string(),
  spreadName: z.string(),
  cards: z.array(z.object({ name: z.string(), slug: z.string(), reversed: z.boolean() })),
  /** The note's first line that has words, shortened; empty when there is no note. */
  noteFirstLine: z.string(),
  tags: z.array(z.string()),
  outcome: OutcomeSchema.nullable(),
  ownDeck: z.boolean(),
});

/** One page of the journal, newest first, with what its filters can choose from. */
export const JournalPageSchema = z.object({
  items: z.array(JournalEntrySchema),
  nextCursor: z.string().nullable(),
  /** Every tag on the person's readings, for the tag filter and the panel's suggestions. */
  tags: z.array(z.string()),
  /** Every spread the person's readings were drawn in. */
  spreads: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every card the person's readings hold, in the deck's order, for the card filter. */
  cards: z.array(z.object({ name: z.string(), slug: z.string() })),
});

export type ReadingJournalUpdate = z.infer<typeof ReadingJournalUpdateSchema>;
export type JournalQuery = z.infer<typeof JournalQuerySchema>;
export type JournalEntry = z.infer<typeof JournalEntrySchema>;
export type JournalPage = z.infer<typeof JournalPageSchema>;
