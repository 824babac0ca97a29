/**
 * Limits of a person's own spread (issue 26 §1). Apart from the schema (schemas/spread.ts, which
 * re-exports them) so the validation texts can name them without importing a schema.
 */
export const SPREAD_LIMITS = {
  minPositions: 1,
  maxPositions: 10,
  nameMax: 60,
  positionNameMax: 40,
  positionMeaningMax: 160,
  /** Own spreads one account may keep. */
  perUser: 20,
} as const;
