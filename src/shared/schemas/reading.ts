import { z } from 'zod';
import { CARDS_PER_READING, QUESTION_MAX_LENGTH } from '../constants.ts';
import { SUITS } from '../deck/types.ts';
import { SafetyConcernsSchema } from '../safety.ts';
import { trimmedText } from './common.ts';
import { ReadingJournalSchema } from './journal.ts';
import { OWN_CARDS_ALONE, OwnCardsSchema, ownCardsAlone } from './own-deck.ts';
import { SpreadIdSchema, SpreadSchema } from './spread.ts';
import { BOTH_OR_NEITHER, FairDrawChoiceShape, fairDrawChoiceComplete, FairDrawSchema, PICKS_NEED_COMMITMENT, PicksSchema } from './fair-draw.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

export const QuestionSchema = trimmedText(QUESTION_MAX_LENGTH, {
  required: VALIDATION_TEXTS.questionRequired,
  notText: VALIDATION_TEXTS.questionNotText,
  tooLong: VALIDATION_TEXTS.questionTooLong,
  notAllowed: VALIDATION_TEXTS.questionNotAllowed,
});

export const CardSchema = z.object({
  name: z.string(),
  slug: z.string(),
  suit: z.enum(SUITS),
  meaning_up: z.string(),
  meaning_rev: z.string(),
  desc: z.string(),
  keywords: z.array(z.string()).readonly(),
});

/** A card in a spread: `reversed` when it lies upside down and reads with its reversed meaning. */
export const DrawnCardSchema = CardSchema.extend({ reversed: z.boolean() });

/** Cards as a client sends them: only the name is trusted, and only after a deck lookup. */
const CardRefSchema = z.looseObject({ name: z.string({ error: VALIDATION_TEXTS.cardNameMissing }).min(1).max(80) });

const CardRefsSchema = z
  .array(CardRefSchema, { error: (issue) => (issue.input === undefined ? VALIDATION_TEXTS.cardsRequired : VALIDATION_TEXTS.cardsNotList) })
  .length(CARDS_PER_READING, { error: VALIDATION_TEXTS.cardsCount });

export const DrawResponseSchema = z.object({ cards: z.array(DrawnCardSchema).length(CARDS_PER_READING), fairDraw: FairDrawSchema });

export const InterpretTempRequestSchema = z.object({
  question: QuestionSchema,
  cards: CardRefsSchema,
  tempUserId: z.uuid({ error: (issue) => (issue.input === undefined ? VALIDATION_TEXTS.tempUserIdRequired : VALIDATION_TEXTS.tempUserIdNotUuid) }),
});
export const InterpretTempResponseSchema = z.object({
  /** Only the part a visitor may see; the full text waits for sign-up. */
  interpretation: z.string(),
  preview: z.literal(true),
  safety: SafetyConcernsSchema,
});

export const MessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  /** On an answer: what the assessment recognised in the question it answers (empty on a question). */
  safety: SafetyConcernsSchema,
});

export const ReadingSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  cards: z.array(DrawnCardSchema),
  interpretation: z.string(),
  messages: z.array(MessageSchema),
  createdAt: z.string(),
  isComplete: z.boolean(),
  /** What the assessment recognised in the question or any follow-up: resources first, no share link. */
  safety: SafetyConcernsSchema,
  /** Null for readings drawn before draws were verifiable. */
  fairDraw: FairDrawSchema.nullable().optional(),
  /** The spread the cards lie in, position by position (the spec's three cards for every older reading). */
  spread: SpreadSchema,
  /** Cards the user drew from their own deck and entered (issue 27 §1): never a verifiable draw. */
  ownDeck: z.boolean(),
  /** The owner's note, moods, tags and how it landed (issue 27). */
  journal: ReadingJournalSchema,
});

/**
 * `spreadId` is an addition (issue 26): absent, the reading is the spec's three cards. `picks` (issue 26 §2)
 * are the user's cards from the committed shuffled fan, so they need the commitment; the spread's count and
 * the deck's size are checked on the server, which knows both. `ownCards` (issue 27 §1) are the cards the
 * user drew from their own deck, one per position: no draw of ours, so no commitment and no picks.
 */
export const CreateReadingRequestSchema = z
  .object({
    question: QuestionSchema,
    spreadId: SpreadIdSchema.optional(),
    ...FairDrawChoiceShape,
    picks: PicksSchema.optional(),
    ownCards: OwnCardsSchema.optional(),
  })
  .refine(ownCardsAlone, OWN_CARDS_ALONE)
  .refine(fairDrawChoiceComplete, BOTH_OR_NEITHER)
  .refine((value) => value.picks === undefined || value.commitmentId !== undefined, PICKS_NEED_COMMITMENT);
export const CreateReadingResponseSchema = z.object({ id: z.uuid() });

/** The reading to interpret; its question and cards are read from the stored reading (a spec-shaped body's are dropped). */
export const InterpretRequestSchema = z.object({ readingId: z.uuid({ error: VALIDATION_TEXTS.readingIdNotUuid }) });
export const InterpretResponseSchema = z.object({ interpretation: z.string(), safety: SafetyConcernsSchema });

/** One line of a streamed answer (application/x-ndjson). */
export const StreamEventSchema = z.discriminatedUnion('type', [
  /** First, before any words, when the risk assessment recognised something: the resources to show. */
  z.object({ type: z.literal('safety'), concerns: SafetyConcernsSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), result: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('error'), status: z.number(), error: z.string() }),
]);

export type Card = z.infer<typeof CardSchema>;
export type DrawnCard = z.infer<typeof DrawnCardSchema>;
export type Message = z.infer<typeof MessageSchema>;
export type Reading = z.infer<typeof ReadingSchema>;
export type StreamEvent = z.infer<typeof StreamEventSchema>;
export type InterpretTempResponse = z.infer<typeof InterpretTempResponseSchema>;
