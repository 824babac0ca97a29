import { z } from 'zod';
import { CUSTOM_LAYOUTS, LAYOUT_POSITIONS, SPREAD_LAYOUTS } from '../spreads/spread.ts';
import { SPREAD_LIMITS } from '../spreads/spread-limits.ts';
import { trimmedText } from './common.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

export { SPREAD_LIMITS };

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
    name: trimmedText(SPREAD_LIMITS.nameMax, {
      required: VALIDATION_TEXTS.nameRequired,
      notText: VALIDATION_TEXTS.nameNotText,
      tooLong: VALIDATION_TEXTS.spreadNameTooLong,
      notAllowed: VALIDATION_TEXTS.nameNotAllowed,
    }),
    positions: z
      .array(
        z.object({
          name: trimmedText(SPREAD_LIMITS.positionNameMax, {
            required: VALIDATION_TEXTS.positionNameRequired,
            notText: VALIDATION_TEXTS.positionNameNotText,
            tooLong: VALIDATION_TEXTS.positionNameTooLong,
            notAllowed: VALIDATION_TEXTS.positionNameNotAllowed,
          }),
          meaning: trimmedText(SPREAD_LIMITS.positionMeaningMax, {
            required: VALIDATION_TEXTS.positionMeaningRequired,
            notText: VALIDATION_TEXTS.positionMeaningNotText,
            tooLong: VALIDATION_TEXTS.positionMeaningTooLong,
            notAllowed: VALIDATION_TEXTS.positionMeaningNotAllowed,
          }),
        }),
        {
          error: VALIDATION_TEXTS.positionsNotList,
        },
      )
      .min(SPREAD_LIMITS.minPositions, { error: VALIDATION_TEXTS.positionsTooFew })
      .max(SPREAD_LIMITS.maxPositions, { error: VALIDATION_TEXTS.positionsTooMany }),
    layout: z.enum(CUSTOM_LAYOUTS).default('line'),
  })
  .refine(({ layout, positions }) => LAYOUT_POSITIONS[layout] === null || LAYOUT_POSITIONS[layout] === positions.length, {
    error: VALIDATION_TEXTS.crossLayoutPositions,
    path: ['layout'],
  });

/** A person's own spread as the API answers it. */
export const OwnSpreadSchema = SpreadSchema.extend({ id: z.uuid(), updatedAt: z.string() });

/** GET /api/spreads: the built-in spreads, then the person's own. */
export const SpreadsResponseSchema = z.object({ builtIn: z.array(SpreadSchema), own: z.array(OwnSpreadSchema) });

/** A spread chosen for a reading: a built-in id or the UUID of one's own. */
export const SpreadIdSchema = z.string({ error: VALIDATION_TEXTS.spreadIdNotText }).min(1).max(64);

export type SpreadInput = z.infer<typeof SpreadInputSchema>;
export type OwnSpread = z.infer<typeof OwnSpreadSchema>;
export type SpreadsResponse = z.infer<typeof SpreadsResponseSchema>;
