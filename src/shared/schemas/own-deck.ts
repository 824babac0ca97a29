import { z } from 'zod';
import { SPREAD_LIMITS } from './spread.ts';

/** One card the user drew from their own deck: its name (checked against the deck on the server) and its way up. */
export const OwnCardSchema = z.object({
  name: z.string({ error: 'Each card needs a name' }).min(1, { error: 'Each card needs a name' }).max(80, { error: 'A card name is at most 80 characters' }),
  reversed: z.boolean({ error: 'Each card needs reversed: true or false' }),
});

/** The cards as entered, one per position in the spread's order; the spread's count is checked on the server, which knows the spread. */
export const OwnCardsSchema = z
  .array(OwnCardSchema, { error: 'ownCards must be a list of cards' })
  .min(1, { error: 'Enter at least one card' })
  .max(SPREAD_LIMITS.maxPositions, { error: `No spread has more than ${SPREAD_LIMITS.maxPositions} positions` });

/** A reading is either drawn by us (fairly, maybe picked) or entered from the user's own deck, never both: the one message, not the fair draw's too. */
export const OWN_CARDS_ALONE = { error: 'ownCards are cards you drew yourself: send them without commitmentId, clientSeed or picks', abort: true };
export const ownCardsAlone = (value: { ownCards?: unknown; commitmentId?: unknown; clientSeed?: unknown; picks?: unknown }) =>
  value.ownCards === undefined || (value.commitmentId === undefined && value.clientSeed === undefined && value.picks === undefined);

export type OwnCard = z.infer<typeof OwnCardSchema>;
