import { z } from 'zod';
import { SPREAD_LIMITS } from './spread.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/** One card the user drew from their own deck: its name (checked against the deck on the server) and its way up. */
export const OwnCardSchema = z.object({
  name: z
    .string({ error: VALIDATION_TEXTS.cardNameMissing })
    .min(1, { error: VALIDATION_TEXTS.cardNameMissing })
    .max(80, { error: VALIDATION_TEXTS.cardNameTooLong }),
  reversed: z.boolean({ error: VALIDATION_TEXTS.cardReversedMissing }),
});

/** The cards as entered, one per position in the spread's order; the spread's count is checked on the server, which knows the spread. */
export const OwnCardsSchema = z
  .array(OwnCardSchema, { error: VALIDATION_TEXTS.ownCardsNotList })
  .min(1, { error: VALIDATION_TEXTS.ownCardsEmpty })
  .max(SPREAD_LIMITS.maxPositions, { error: VALIDATION_TEXTS.ownCardsTooMany });

/** A reading is either drawn by us (fairly, maybe picked) or entered from the user's own deck, never both: the one message, not the fair draw's too. */
export const OWN_CARDS_ALONE = { error: VALIDATION_TEXTS.ownCardsAlone, abort: true };
export const ownCardsAlone = (value: { ownCards?: unknown; commitmentId?: unknown; clientSeed?: unknown; picks?: unknown }) =>
  value.ownCards === undefined || (value.commitmentId === undefined && value.clientSeed === undefined && value.picks === undefined);

export type OwnCard = z.infer<typeof OwnCardSchema>;
