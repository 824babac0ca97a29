import { z } from 'zod';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/** One thing the reader remembers: the summary exactly as the reader is given it (issue 27 §5). */
export const MemoryItemSchema = z.object({
  id: z.string(),
  /** The reading it summarises. */
  readingId: z.string(),
  summary: z.string(),
  /** When the reading was drawn. */
  readingDate: z.string(),
  /** Whether it is among the newest items that fit in what a new reading is given. */
  givenToReader: z.boolean(),
});

/** GET /api/memory: the switch and every item kept, newest first. */
export const MemoryResponseSchema = z.object({
  remember: z.boolean(),
  items: z.array(MemoryItemSchema),
});

/** PUT /api/memory/settings: turning it off forgets everything at once. */
export const MemorySettingsSchema = z.object({ remember: z.boolean({ error: VALIDATION_TEXTS.rememberNotBoolean }) });

/** The account export's memory: the switch and each item as stored. */
export const ExportedMemorySchema = z.object({
  remember: z.boolean(),
  items: z.array(z.object({ readingId: z.string().nullable(), summary: z.string(), createdAt: z.string(), updatedAt: z.string() })),
});

export type MemoryItem = z.infer<typeof MemoryItemSchema>;
export type MemoryResponse = z.infer<typeof MemoryResponseSchema>;
export type ExportedMemory = z.infer<typeof ExportedMemorySchema>;
