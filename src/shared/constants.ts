// Every number and text the spec names, in one place (product-spec.md §9 and the texts several screens share).

export const STARTING_CREDITS = 5;
export const QUESTION_MAX_LENGTH = 400;
export const FOLLOW_UP_MAX_LENGTH = 600;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const CARDS_PER_READING = 3;
/** What one follow-up question takes from a balance without a subscription. */
export const FOLLOW_UP_CREDIT_COST = 1;
export const HISTORY_PREVIEW_LENGTH = 150;
export const HISTORY_PAGE_SIZE = 20;
/** How many past cards of the day /account shows (issue 17 §4). */
export const DAILY_HISTORY_DAYS = 30;
export const NAV_HIDE_SCROLL_Y = 100;
export const STICKY_HEADER_SCROLL_Y = 320;

export const POSITIONS = ['Past', 'Present', 'Future'] as const;

/** Seconds after the draw at which each card is revealed. */
export const REVEAL_DELAYS_ANONYMOUS_S = [0.8, 1.6, 2.4] as const;
export const REVEAL_DELAYS_READING_S = [0.3, 0.6, 0.9] as const;

export const CREDIT_PACKS = [
  { credits: 10, price: 499, inModal: true },
  { credits: 25, price: 999, inModal: true },
  { credits: 50, price: 1999, inModal: false },
] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];

export const SUBSCRIPTION_PRICE_CENTS = 900;
export const SUBSCRIPTION_LIST_PRICE_CENTS = 2100;

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
}

export const TEMP_USER_ID_KEY = 'tempUserId';
export const FIRST_READING_DONE_KEY = 'firstReadingDone';

/** The server's refusal of a follow-up without credits (spec §8); the page's alert is its own message, the same words. */
export const TEXT = {
  followUpCreditsAlert: 'You need more credits to ask follow-up questions',
} as const;

export const CONTACT_EMAIL = 'hello@tarot-insights.app';
export const SUPPORT_EMAIL = 'support@tarot-insights.app';

/**
 * The admin console (issue 18): the dashboard's ranges in days, and the limits of the customer
 * tools. Shared by the server's checks and the console's forms.
 */
export const ADMIN_DASHBOARD_DAYS = [7, 30, 90] as const;
export type AdminDashboardDays = (typeof ADMIN_DASHBOARD_DAYS)[number];
export const ADMIN_DASHBOARD_DEFAULT_DAYS: AdminDashboardDays = 30;
export const ADMIN_USER_SEARCH_LIMIT = 20;
export const ADMIN_LEDGER_LIMIT = 200;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** The failed mails the console lists, newest first. */
export const ADMIN_FAILED_MAILS_SHOWN = 50;
export const ADMIN_CREDIT_ADJUSTMENT_MAX = 1000;
export const ADMIN_REASON_MIN_LENGTH = 3;
export const ADMIN_REASON_MAX_LENGTH = 200;
