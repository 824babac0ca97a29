import { z } from 'zod';
import { CUSTOM_LAYOUTS, LAYOUT_POSITIONS, SPREAD_LAYOUTS } from '../spreads/spread.ts';
import { trimmedText } from './common.ts';

/** Limits of a person's own spread (issue 26 §1). */
export const SPREAD_LIMITS = {
  minPositions: 1,
  maxPositions: 10,
  nameMax: 60,
  positionNameMax: 40,
  positionMeaningMax: 160,
  /** Own spreads one account may keep. */
  perUser: 20,
} as const;

export const SpreadPositionSchema = z.object({ name: z.string(), meaning: z.string() });

export const SpreadSchema = z.object({
  id: z.string(),
  name: z.string(),
  positions: z.array(SpreadPositionSchema).min(1).readonly(),
  layout: z.enum(SPREAD_LAYOUTS).optional(),
});

/** What a person sends to save their own spread. */
export const SpreadInputSchema = z
  .object({
    name: trimmedText(SPREAD_LIMITS.nameMax, 'Name'),
    positions: z
      .array(
        z.object({
          name: trimmedText(SPREAD_LIMITS.positionNameMax, 'Position name'),
          meaning: trimmedText(SPREAD_LIMITS.positionMeaningMax, 'Position meaning'),
        }),
        {
          error: 'positions must be a list',
        },
      )
      .min(SPREAD_LIMITS.minPositions, { error: `A spread needs at least ${SPREAD_LIMITS.minPositions} position` })
      .max(SPREAD_LIMITS.maxPositions, { error: `A spread has at most ${SPREAD_LIMITS.maxPositions} positions` }),
    layout: z.enum(CUSTOM_LAYOUTS).default('line'),
  })
  .refine(({ layout, positions }) => LAYOUT_POSITIONS[layout] === null || LAYOUT_POSITIONS[layout] === positions.length, {
    error: 'The cross layout needs exactly 5 positions',
    path: ['layout'],
  });

/** A person's own spread as the API answers it. */
export const OwnSpreadSchema = SpreadSchema.extend({ id: z.uuid(), updatedAt: z.string() });

/** GET /api/spreads: the built-in spreads, then the person's own. */
export const SpreadsResponseSchema = z.object({ builtIn: z.array(SpreadSchema), own: z.array(OwnSpreadSchema) });

/** A spread chosen for a reading: a built-in id or the UUID of one's own. */
export const SpreadIdSchema = z.string({ error: 'spreadId must be text' }).min(1).max(64);

export type SpreadInput = z.infer<typeof SpreadInputSchema>;
export type OwnSpread = z.infer<typeof OwnSpreadSchema>;
export type SpreadsResponse = z.infer<typeof SpreadsResponseSchema>;
