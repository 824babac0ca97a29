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
  { credits: 10, price: 499, tagline: 'Perfect for exploring your reading', inModal: true },
  { credits: 25, price: 999, tagline: 'Great value for deeper insights', inModal: true },
  { credits: 50, price: 1999, tagline: 'For the devoted seeker', inModal: false },
] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];

export const SUBSCRIPTION_PRICE_CENTS = 900;
export const SUBSCRIPTION_LIST_PRICE_CENTS = 2100;

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
}

export const TEMP_USER_ID_KEY = 'tempUserId';
export const FIRST_READING_DONE_KEY = 'firstReadingDone';

export const TEXT = {
  followUpLoading: 'Using the details provided to review the reading...',
  /** The server finishes and keeps an answer whose first words went out (docs/decisions/0003). */
  followUpConnectionLost: 'The connection dropped while your answer was being written. It is still being saved: it will appear here in a moment.',
  followUpLoginAlert: 'Please log in to ask follow-up questions',
  followUpCreditsAlert: 'You need more credits to ask follow-up questions',
  outOfCreditsTitle: 'Unlock Deeper Insights',
  outOfCreditsText:
    'The Universe has more messages for you! Continue exploring your reading with follow-up questions to uncover the full wisdom behind your cards.',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidBirthDateSubmit: 'Please enter a valid birth date',
  invalidBirthDateLive: 'Please enter a valid date',
  genericError: 'An error occurred',
  redirecting: 'Redirecting...',
  redirectingToStripe: 'Redirecting to Stripe...',
} as const;

export const CONTACT_EMAIL = 'hello@tarot-insights.app';
export const SUPPORT_EMAIL = 'support@tarot-insights.app';

/**
 * Recovering and leaving an account (issue 14 §5; the spec is silent on these screens): the texts
 * the pages show and the end-to-end tests look for. The server's own texts and the link lifetimes
 * are in account-security.ts.
 */
export const ACCOUNT_PAGE_TEXT = {
  forgotPasswordLink: 'Forgot your password?',
  sendResetLink: 'Send reset link',
  enterEmail: 'Please enter your email address',
  resetLinkSent: 'If an account exists for that address, we have sent a link to reset its password. It is valid for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Links work once, for one hour.',
  askForNewLink: 'Ask for a new link',
  setNewPassword: 'Set new password',
  passwordResetDone: 'Your password has been changed. Sign in with your new password.',
  emailVerifiedBadge: 'Verified',
  emailNotVerifiedBadge: 'Not verified',
  emailVerified: 'Your email address is verified.',
  verificationLinkInvalid: 'That verification link is invalid or has expired. Send a new one from your account.',
  resendVerification: 'Resend verification email',
  verificationSent: 'We have sent a new verification link. Check your inbox.',
  changePassword: 'Change password',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Every other device and browser has been signed out.',
  signOutOthers: 'Sign out everywhere else',
  othersSignedOut: 'Every other device and browser has been signed out. You are still signed in here.',
  downloadData: 'Download my data',
  deleteAccount: 'Delete my account',
  signInAgain: 'Sign in again',
  accountDeleted: 'Your account has been deleted',
  subscriptionCancelled: 'Your Unlimited subscription is cancelled',
} as const;

/** The deck preferences' labels on /account, also what the browser tests look for. */
export const DECK_PREFERENCES_TEXT = {
  fullDeck: 'Use the full deck (78 cards)',
  reversals: 'Include reversed cards',
} as const;

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
