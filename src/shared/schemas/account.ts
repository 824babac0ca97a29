import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { EMAIL_MAX_LENGTH, FOLLOW_UP_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { isStorableText, trimmedText, UserIdSchema } from './common.ts';
import { OwnSpreadSchema, SpreadSchema } from './spread.ts';
import { ExportedMemorySchema } from './memory.ts';
import { ReadingJournalSchema } from './journal.ts';
import { JournalMailSettingsSchema } from './check-back.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

/** The in-app user data (spec §3). */
export const UserDataSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  birthday: z.number().int().nullable(),
  birthMonth: z.number().int().nullable(),
  horoscopeSign: z.string().nullable(),
  credits: z.number().int(),
  subscription: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  /** False for an account that signs in only with Google: it has no password to confirm or change. */
  hasPassword: z.boolean(),
  /** Draw from all 78 cards (off: the spec's 22 Major Arcana). */
  fullDeck: z.boolean(),
  /** Cards may be drawn reversed. */
  reversals: z.boolean(),
  /** The language of readings and mail (issue 28 §1); null follows the browser's. */
  language: z.enum(LANGUAGES).nullable(),
});
export type UserData = z.infer<typeof UserDataSchema>;

export const MeResponseSchema = z.object({ user: UserDataSchema.nullable() });

/** Trimmed before the length check, like every other text field: surrounding spaces do not count. */
export const UpdateNameRequestSchema = z.object({
  name: z.string().trim().max(NAME_MAX_LENGTH, { error: VALIDATION_TEXTS.nameTooLong }).refine(isStorableText, { error: VALIDATION_TEXTS.nameNotAllowed }),
});

/** PATCH /api/account/deck: either preference or both; anything else in the body is refused. */
export const UpdateDeckPreferencesRequestSchema = z
  .strictObject({ fullDeck: z.boolean().optional(), reversals: z.boolean().optional() })
  .refine((body) => body.fullDeck !== undefined || body.reversals !== undefined, { error: VALIDATION_TEXTS.deckPreferencesMissing });
/** PATCH /api/account/language: one of the five languages. */
export const UpdateLanguageRequestSchema = z.strictObject({ language: z.enum(LANGUAGES) });

export type DeckPreferences = Pick<UserData, 'fullDeck' | 'reversals'>;

export const HistoryEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  cards: z.array(z.string()),
  preview: z.string(),
  followUps: z.number().int(),
  createdAt: z.string(),
  /** The spread the cards lie in (issue 26 §1), by id and name; the spec's three cards for every older reading. */
  spreadId: z.string(),
  spreadName: z.string(),
  /** Cards from the user's own deck (issue 27 §1), marked in the list. */
  ownDeck: z.boolean(),
});
export const HistoryPageSchema = z.object({ readings: z.array(HistoryEntrySchema), nextCursor: z.string().nullable() });
/** GET /api/readings?cursor=: the page after the cursor the last page gave. */
export const HistoryQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const TransferTempReadingRequestSchema = z.object({
  tempUserId: z.uuid({ error: VALIDATION_TEXTS.tempUserIdNotUuid }),
  userId: UserIdSchema,
});

export const EmailConfirmationRequestSchema = z.object({
  email: z.email().max(EMAIL_MAX_LENGTH),
  name: z.string().max(NAME_MAX_LENGTH),
  uid: UserIdSchema,
});

/**
 * The question and its reading: the server rebuilds the conversation from the stored reading, so
 * the spec's `context` is not read (a client that sends it has it dropped), and the body stays
 * small however long the conversation grows (docs/decisions/0026). `userId`, when sent, must be
 * the session's user.
 */
export const FollowUpRequestSchema = z.object({
  question: trimmedText(FOLLOW_UP_MAX_LENGTH, {
    required: VALIDATION_TEXTS.followUpRequired,
    notText: VALIDATION_TEXTS.followUpNotText,
    tooLong: VALIDATION_TEXTS.followUpTooLong,
    notAllowed: VALIDATION_TEXTS.followUpNotAllowed,
  }),
  userId: UserIdSchema.optional(),
  readingId: z.uuid({ error: VALIDATION_TEXTS.readingIdNotUuid }),
});

/** POST /api/account/delete: the password for an account that has one; nothing for a Google-only account. */
export const DeleteAccountRequestSchema = z.object({ password: z.string().max(1024).optional() });

const ExportedMessageSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), timestamp: z.string() });
const ExportedReadingSchema = z.object({
  id: z.string(),
  question: z.string(),
  cards: z.array(z.string()),
  /** Which cards lay reversed, by position. */
  reversed: z.array(z.boolean()),
  interpretation: z.string(),
  createdAt: z.string(),
  messages: z.array(ExportedMessageSchema),
  /** The spread as it was when the cards were drawn, position by position (issue 26 §1). */
  spread: SpreadSchema,
  /** Cards the user drew from their own deck and entered (issue 27 §1): not a draw of ours. */
  ownDeck: z.boolean(),
  /** The note, moods and tags the person wrote, and how it landed (issue 27). */
  journal: ReadingJournalSchema,
});
const ExportedLedgerEntrySchema = z.object({ delta: z.number().int(), reason: z.string(), reference: z.string(), createdAt: z.string() });

/** GET /api/account/export: everything the account holds, as a JSON file. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: UserDataSchema,
  readings: z.array(ExportedReadingSchema),
  creditLedger: z.array(ExportedLedgerEntrySchema),
  /** Every card of the day (issue 17 §4), oldest first; its reading is null while it waits to be written. */
  dailyCards: z.array(z.object({ day: z.string(), card: z.string(), reversed: z.boolean(), reading: z.string().nullable(), createdAt: z.string() })),
  /** The spreads the person designed (issue 26 §1), newest first. */
  spreads: z.array(OwnSpreadSchema),
  /** What the reader remembers, and whether it may (issue 27 §5). */
  memory: ExportedMemorySchema,
  /** The check-back default, whether journal mails are on, and the card-of-the-day reminder's hour (issue 27 §2, §6). */
  journalMail: JournalMailSettingsSchema,
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
