// The journal's fixed vocabularies and limits (issue 27), shared by the server's checks, the pages and the mails.

/** A reading's private note: plain text, saved as typed. */
export const NOTE_MAX_LENGTH = 5000;

/** Mood before and after a reading: a small fixed scale, stored as its index (1–5). */
export const MOODS = [
  { value: 1, label: 'Heavy' },
  { value: 2, label: 'Uneasy' },
  { value: 3, label: 'Steady' },
  { value: 4, label: 'Hopeful' },
  { value: 5, label: 'Bright' },
] as const;
export type Mood = (typeof MOODS)[number]['value'];
export const MOOD_VALUES = MOODS.map((mood) => mood.value) as [Mood, ...Mood[]];

/** The user's own tags on a reading. */
export const TAGS_PER_READING_MAX = 10;
export const TAG_MAX_LENGTH = 30;

/**
 * How a reading turned out (issue 27 §2). Neutral on purpose: the product never scores accuracy,
 * and "too soon to tell" is as good an answer as any.
 */
export const OUTCOMES = [
  { value: 'as-read', label: 'It happened as read' },
  { value: 'partly', label: 'Partly' },
  { value: 'not-at-all', label: 'Not at all' },
  { value: 'too-soon', label: 'Too soon to tell' },
] as const;
export type Outcome = (typeof OUTCOMES)[number]['value'];
export const OUTCOME_VALUES = OUTCOMES.map((outcome) => outcome.value) as [Outcome, ...Outcome[]];

/** Days after a reading at which the check-back mail asks how it landed; null is never. */
export const CHECK_BACK_DAY_CHOICES = [3, 7, 14, 30] as const;
export type CheckBackDays = (typeof CHECK_BACK_DAY_CHOICES)[number];
export const CHECK_BACK_DEFAULT_DAYS: CheckBackDays = 7;
/** The one-tap links in a check-back mail work this long. */
export const CHECK_BACK_LINK_DAYS = 30;

/** A card drawn this many times within the window "keeps returning" (issue 27 §3). */
export const RETURNING_CARD_TIMES = 3;
export const RETURNING_CARD_WINDOW_DAYS = 90;
export const PATTERN_RANGES_DAYS = [30, 90, null] as const;

/** The same question asked again within this many hours shows the earlier reading first (issue 27 §4). */
export const REASK_WINDOW_HOURS = 24;

/** The most a new reading's prompt grows by for what the reader remembers (issue 27 §5). */
export const MEMORY_PROMPT_MAX_CHARS = 1500;

/** The journal page's page size, and the history the benchmark holds it to. */
export const JOURNAL_PAGE_SIZE = 30;
