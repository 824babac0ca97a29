import { z } from 'zod';

export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Trims first, then checks the length the user actually typed. */
export function trimmedText(max: number, label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export const UserIdSchema = z.string({ error: 'userId must be text' }).min(1).max(100);
