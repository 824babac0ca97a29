import { z } from 'zod';
import { CheckBackDaysSchema, OutcomeSchema } from './journal.ts';
import { TimeZoneSchema } from './daily-card.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

// Issue 27 §2 and §6: how a reading landed, when to ask again, and the journal mails' settings.

/** The local hour (in the person's zone, UTC without one) at which a check-back mail goes out. */
export const CHECK_BACK_MAIL_HOUR = 10;

/** PUT /api/readings/:readingId/outcome: a later answer replaces the earlier one. */
export const SetOutcomeRequestSchema = z.strictObject({ outcome: OutcomeSchema });

/** PUT /api/readings/:readingId/check-back and PUT /api/account/check-back-default. */
export const SetCheckBackDaysRequestSchema = z.strictObject({ days: CheckBackDaysSchema });

export const ReminderHourSchema = z
  .int({ error: VALIDATION_TEXTS.hourNotWhole })
  .min(0, { error: VALIDATION_TEXTS.hourOutOfRange })
  .max(23, { error: VALIDATION_TEXTS.hourOutOfRange })
  .nullable();

/**
 * PUT /api/account/daily-reminder: the hour (null turns it off) and the browser's zone, kept for an
 * account that has none yet (the card of the day's zone is never changed from here).
 */
export const SetDailyReminderRequestSchema = z.strictObject({ hour: ReminderHourSchema, timeZone: TimeZoneSchema.optional() });

/** PUT /api/account/journal-mail: turn check-back and reminder mails back on (or off) after an unsubscribe. */
export const SetJournalMailRequestSchema = z.strictObject({ on: z.boolean({ error: VALIDATION_TEXTS.journalMailNotBoolean }) });

/** GET /api/account/journal-mail: the account's journal mail settings. */
export const JournalMailSettingsSchema = z.object({
  checkBackDays: CheckBackDaysSchema,
  /** False once the person unsubscribed from a mail; nothing is sent until they turn it back on. */
  journalMailOn: z.boolean(),
  dailyReminderHour: ReminderHourSchema,
  /** The zone mails are timed in; null means UTC. */
  timeZone: z.string().nullable(),
});

export type JournalMailSettings = z.infer<typeof JournalMailSettingsSchema>;
