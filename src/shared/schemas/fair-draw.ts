import { z } from 'zod';
import { FAIR_DRAW_DECKS } from '../fair-draw/deck-order.ts';
import { CLIENT_SEED_MAX_LENGTH, CLIENT_SEED_PATTERN, SERVER_SEED_PATTERN } from '../fair-draw/seeds.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

const HexDigestSchema = z.string().regex(SERVER_SEED_PATTERN, { error: VALIDATION_TEXTS.notHexDigest });

export const ClientSeedSchema = z
  .string({ error: VALIDATION_TEXTS.clientSeedNotText })
  .max(CLIENT_SEED_MAX_LENGTH, { error: VALIDATION_TEXTS.clientSeedTooLong })
  .regex(CLIENT_SEED_PATTERN, { error: VALIDATION_TEXTS.clientSeedNotPrintable });

/** The user's cards from the face-down fan: indices into the shuffled deck, one per position. */
export const PicksSchema = z
  .array(
    z.number({ error: VALIDATION_TEXTS.pickNotNumber }).int({ error: VALIDATION_TEXTS.pickNotWhole }).nonnegative({ error: VALIDATION_TEXTS.pickNegative }),
    {
      error: VALIDATION_TEXTS.picksNotList,
    },
  )
  .min(1, { error: VALIDATION_TEXTS.picksEmpty });
export const PICKS_NEED_COMMITMENT = { error: VALIDATION_TEXTS.picksNeedCommitment };

/** Everything needed to recompute a draw (docs/fair-draw.md), revealed once the cards are shown. */
export const FairDrawSchema = z.object({
  algorithm: z.string(),
  commitment: HexDigestSchema,
  serverSeed: HexDigestSchema,
  clientSeed: z.string(),
  deck: z.enum(FAIR_DRAW_DECKS),
  reversals: z.boolean(),
  /** Shuffle and pick (issue 26 §2): the user's indices into the shuffled fan; absent for every other draw. */
  picks: PicksSchema.optional(),
});

export const DrawCommitResponseSchema = z.object({ commitmentId: z.uuid(), commitment: HexDigestSchema });

/**
 * The browser's half of a draw, sent with the draw: the commitment it was shown and its own seed.
 * Both or neither; without them the server makes both itself.
 */
export const FairDrawChoiceShape = {
  commitmentId: z.uuid({ error: VALIDATION_TEXTS.commitmentIdNotUuid }).optional(),
  clientSeed: ClientSeedSchema.optional(),
};
export const fairDrawChoiceComplete = (value: { commitmentId?: string | undefined; clientSeed?: string | undefined }) =>
  (value.commitmentId === undefined) === (value.clientSeed === undefined);
export const BOTH_OR_NEITHER = { error: VALIDATION_TEXTS.commitmentWithSeed };

export const DrawRequestSchema = z.object(FairDrawChoiceShape).refine(fairDrawChoiceComplete, BOTH_OR_NEITHER);

export type FairDraw = z.infer<typeof FairDrawSchema>;
export type DrawCommitResponse = z.infer<typeof DrawCommitResponseSchema>;
export type DrawRequest = z.infer<typeof DrawRequestSchema>;
