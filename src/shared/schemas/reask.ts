import { z } from 'zod';
import { QuestionSchema } from './reading.ts';

/** POST /api/readings/similar: the question about to be drawn for (issue 27 §4). */
export const SimilarQuestionRequestSchema = z.object({ question: QuestionSchema });

/** The earlier reading the ask page shows first: enough to recognise it, and a link to open it. */
export const EarlierReadingSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  createdAt: z.string(),
  cards: z.array(z.object({ name: z.string(), slug: z.string(), reversed: z.boolean() })),
  /** The first lines of its interpretation; empty when it was never interpreted. */
  preview: z.string(),
});
export type EarlierReading = z.infer<typeof EarlierReadingSchema>;

export const SimilarQuestionResponseSchema = z.object({ reading: EarlierReadingSchema.nullable() });
export type SimilarQuestionResponse = z.infer<typeof SimilarQuestionResponseSchema>;
