import { z } from 'zod';
import { DrawnCardSchema } from './reading.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/** The longest IANA zone name is far shorter; anything longer is not one. */
const TIME_ZONE_MAX_LENGTH = 64;

/** Whether this runtime's Intl knows the time zone (the browser sends its own, resolved by Intl). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone, as the browser's Intl resolves it. */
export const TimeZoneSchema = z
  .string({ error: VALIDATION_TEXTS.timeZoneRequired })
  .min(1, { error: VALIDATION_TEXTS.timeZoneRequired })
  .max(TIME_ZONE_MAX_LENGTH, { error: VALIDATION_TEXTS.timeZoneInvalid })
  .refine(isTimeZone, { error: VALIDATION_TEXTS.timeZoneInvalid });

/**
 * POST /api/daily-card: the browser's time zone only. The day is computed on the server from it;
 * a date sent by the client is never trusted (anything but the zone is refused).
 */
export const DrawDailyCardRequestSchema = z.strictObject({ timeZone: TimeZoneSchema });

export const DailyCardSchema = z.object({
  /** The user's own calendar day, YYYY-MM-DD. */
  day: z.iso.date(),
  card: DrawnCardSchema,
  /** Null while it waits to be written (today's model limit was reached, or the reader failed). */
  reading: z.string().nullable(),
});

export const DrawDailyCardResponseSchema = z.object({
  daily: DailyCardSchema,
  /** Why the reading is missing, in words for the person; null when it is there. */
  notice: z.string().nullable(),
});

/** The last DAILY_HISTORY_DAYS cards, newest first. */
export const DailyCardHistorySchema = z.object({ days: z.array(DailyCardSchema) });

export type DailyCard = z.infer<typeof DailyCardSchema>;
export type DrawDailyCardResponse = z.infer<typeof DrawDailyCardResponseSchema>;
export type DailyCardHistory = z.infer<typeof DailyCardHistorySchema>;
