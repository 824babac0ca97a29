import { z } from 'zod';
import { DrawnCardSchema } from './reading.ts';
import { SpreadSchema } from './spread.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/** 32 random bytes in base64url: 43 characters, 256 bits a guesser has to find. */
export const SHARE_TOKEN_LENGTH = 43;
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const CreateShareLinkRequestSchema = z.object({
  showQuestion: z.boolean({ error: VALIDATION_TEXTS.showQuestionNotBoolean }),
});

/** The owner's look at the public page before making a link. */
export const SharePreviewQuerySchema = z.object({
  showQuestion: z.enum(['true', 'false'], { error: VALIDATION_TEXTS.showQuestionNotBoolean }).transform((value) => value === 'true'),
});

/** A link as its owner sees it in the list: the token itself is shown only once, when it is made. */
export const ShareLinkSchema = z.object({
  id: z.uuid(),
  showQuestion: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const CreateShareLinkResponseSchema = z.object({ link: ShareLinkSchema, token: ShareTokenSchema, url: z.string() });
export const ShareLinksResponseSchema = z.object({ links: z.array(ShareLinkSchema) });

/** What the public shared page shows, and nothing more: no follow-ups, no owner, no reading id. */
export const SharedReadingSchema = z.object({
  question: z.string().nullable(),
  cards: z.array(DrawnCardSchema),
  interpretation: z.string(),
  createdAt: z.string(),
  /** The spread the cards lie in (issue 26 §1), so the page lays them out by position. */
  spread: SpreadSchema,
  /** Cards the owner drew from their own deck (issue 27 §1): the page says so, and makes no claim of a fair draw. */
  ownDeck: z.boolean(),
});

export type ShareLink = z.infer<typeof ShareLinkSchema>;
export type CreateShareLinkResponse = z.infer<typeof CreateShareLinkResponseSchema>;
export type SharedReading = z.infer<typeof SharedReadingSchema>;
