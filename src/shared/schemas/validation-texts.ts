import { CARDS_PER_READING, FOLLOW_UP_MAX_LENGTH, NAME_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../constants.ts';
import { CLIENT_SEED_MAX_LENGTH } from '../fair-draw/seeds.ts';
import { CHECK_BACK_DAY_CHOICES, NOTE_MAX_LENGTH, OUTCOME_VALUES, PATTERN_RANGES_DAYS, TAG_MAX_LENGTH, TAGS_PER_READING_MAX } from '../journal/journal.ts';
import { SPREAD_LIMITS } from '../spreads/spread-limits.ts';
import { LAYOUT_POSITIONS } from '../spreads/spread.ts';

// Issue 28 §1: what a request's check says when it fails (the schemas here, admin.ts aside: the
// operators' console stays English). One source for each text, by name, so the server says it in
// the request's language (src/server/http/server-texts, validate.ts).

/** The limits and values the texts name, so that every language names the same ones. */
export const VALIDATION_VALUES = {
  questionMax: QUESTION_MAX_LENGTH,
  followUpMax: FOLLOW_UP_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  cardsPerReading: CARDS_PER_READING,
  clientSeedMax: CLIENT_SEED_MAX_LENGTH,
  spreadNameMax: SPREAD_LIMITS.nameMax,
  positionNameMax: SPREAD_LIMITS.positionNameMax,
  positionMeaningMax: SPREAD_LIMITS.positionMeaningMax,
  minPositions: SPREAD_LIMITS.minPositions,
  maxPositions: SPREAD_LIMITS.maxPositions,
  crossPositions: LAYOUT_POSITIONS.cross,
  noteMax: NOTE_MAX_LENGTH,
  tagMax: TAG_MAX_LENGTH,
  tagsMax: TAGS_PER_READING_MAX,
  outcomes: OUTCOME_VALUES.join(', '),
  outcomeFilters: [...OUTCOME_VALUES, 'none'].join(', '),
  checkBackDays: CHECK_BACK_DAY_CHOICES.join(', '),
  patternDays: PATTERN_RANGES_DAYS.filter((days) => days !== null).join(', '),
} as const;

const V = VALIDATION_VALUES;

/** The schemas' own validation texts, by name, in English exactly as a request is told them. */
export const VALIDATION_TEXTS = {
  // The question and a follow-up (reading.ts, account.ts).
  questionRequired: 'Question is required',
  questionNotText: 'Question must be text',
  questionTooLong: `Question must be at most ${V.questionMax} characters`,
  questionNotAllowed: 'Question contains a character that is not allowed',
  followUpRequired: 'Follow-up question is required',
  followUpNotText: 'Follow-up question must be text',
  followUpTooLong: `Follow-up question must be at most ${V.followUpMax} characters`,
  followUpNotAllowed: 'Follow-up question contains a character that is not allowed',

  // Ids (common.ts, account.ts, reading.ts, spread.ts).
  userIdNotText: 'userId must be text',
  tempUserIdRequired: 'tempUserId is required',
  tempUserIdNotUuid: 'tempUserId must be a UUID',
  readingIdNotUuid: 'readingId must be a UUID',
  spreadIdNotText: 'spreadId must be text',

  // The account (account.ts): its name and deck.
  nameTooLong: `Name must be at most ${V.nameMax} characters`,
  nameNotAllowed: 'Name contains a character that is not allowed',
  deckPreferencesMissing: 'Give fullDeck, reversals or both',

  // The cards sent back to interpret (reading.ts) and the user's own (own-deck.ts).
  cardsRequired: 'cards are required',
  cardsNotList: 'cards must be a list',
  cardsCount: `Exactly ${V.cardsPerReading} cards are required`,
  cardNameMissing: 'Each card needs a name',
  cardNameTooLong: 'A card name is at most 80 characters',
  cardReversedMissing: 'Each card needs reversed: true or false',
  ownCardsNotList: 'ownCards must be a list of cards',
  ownCardsEmpty: 'Enter at least one card',
  ownCardsTooMany: `No spread has more than ${V.maxPositions} positions`,
  ownCardsAlone: 'ownCards are cards you drew yourself: send them without commitmentId, clientSeed or picks',

  // The fair draw and its picks (fair-draw.ts).
  notHexDigest: 'Expected 64 lowercase hex characters',
  commitmentIdNotUuid: 'commitmentId must be a UUID',
  clientSeedNotText: 'clientSeed must be text',
  clientSeedTooLong: `clientSeed must be at most ${V.clientSeedMax} characters`,
  clientSeedNotPrintable: `clientSeed must be 1–${V.clientSeedMax} printable ASCII characters`,
  commitmentWithSeed: 'commitmentId and clientSeed go together',
  pickNotNumber: 'Each pick must be a number',
  pickNotWhole: 'Each pick must be a whole number',
  pickNegative: 'A pick cannot be negative',
  picksNotList: 'picks must be a list of card numbers',
  picksEmpty: 'Pick at least one card',
  picksNeedCommitment: 'picks need the commitmentId and clientSeed they were picked under',

  // A person's own spread (spread.ts): the spread's name is "Name", like the account's.
  nameRequired: 'Name is required',
  nameNotText: 'Name must be text',
  spreadNameTooLong: `Name must be at most ${V.spreadNameMax} characters`,
  positionNameRequired: 'Position name is required',
  positionNameNotText: 'Position name must be text',
  positionNameTooLong: `Position name must be at most ${V.positionNameMax} characters`,
  positionNameNotAllowed: 'Position name contains a character that is not allowed',
  positionMeaningRequired: 'Position meaning is required',
  positionMeaningNotText: 'Position meaning must be text',
  positionMeaningTooLong: `Position meaning must be at most ${V.positionMeaningMax} characters`,
  positionMeaningNotAllowed: 'Position meaning contains a character that is not allowed',
  positionsNotList: 'positions must be a list',
  positionsTooFew: `A spread needs at least ${V.minPositions} position`,
  positionsTooMany: `A spread has at most ${V.maxPositions} positions`,
  crossLayoutPositions: `The cross layout needs exactly ${V.crossPositions} positions`,

  // The journal (journal.ts, journal-entries.ts) and its filters.
  outcomeInvalid: `Outcome must be one of ${V.outcomes}`,
  checkBackDaysInvalid: `Check back after ${V.checkBackDays} days, or never (null)`,
  noteNotText: 'Note must be text',
  noteTooLong: `Note must be at most ${V.noteMax} characters`,
  noteNotAllowed: 'Note contains a character that is not allowed',
  tagNotText: 'Each tag must be text',
  tagEmpty: 'A tag cannot be empty',
  tagTooLong: `A tag must be at most ${V.tagMax} characters`,
  tagNotAllowed: 'A tag contains a character that is not allowed',
  tooManyTags: `At most ${V.tagsMax} tags`,
  journalUpdateEmpty: 'Send at least one of note, moodBefore, moodAfter or tags',
  searchTooLong: 'The search must be at most 200 characters',
  searchNotAllowed: 'The search contains a character that is not allowed',
  spreadFilterTooLong: 'The spread must be at most 200 characters',
  spreadFilterNotAllowed: 'The spread contains a character that is not allowed',
  cardFilterTooLong: 'The card must be at most 200 characters',
  cardFilterNotAllowed: 'The card contains a character that is not allowed',
  outcomeFilterInvalid: `Outcome must be one of ${V.outcomeFilters}`,

  // Mails and reminders (check-back.ts), the card of the day (daily-card.ts).
  hourNotWhole: 'hour must be a whole hour from 0 to 23, or null (off)',
  hourOutOfRange: 'hour must be from 0 to 23',
  journalMailNotBoolean: 'on must be true or false',
  timeZoneRequired: 'timeZone is required',
  timeZoneInvalid: 'timeZone is not a time zone',

  // Credits (billing.ts), memory (memory.ts), sharing (share.ts), patterns (patterns.ts).
  creditsNotNumber: 'credits must be a number',
  priceNotNumber: 'price must be a number',
  rememberNotBoolean: 'remember must be true or false',
  showQuestionNotBoolean: 'showQuestion must be true or false',
  patternDaysInvalid: `days must be one of ${V.patternDays}, or left out for all time`,
} as const;

export type ValidationTextName = keyof typeof VALIDATION_TEXTS;
