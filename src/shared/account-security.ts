// Numbers and texts of account recovery and deletion, shared by the server, the pages and the tests.

/** A password reset link works once, within this time (the forgot-password page says "one hour"). */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;
/** An email verification link works once, within this time. */
export const EMAIL_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** An account without a password confirms its deletion with a session at most this old (a fresh Google sign-in). */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** Where a verification link lands; Better Auth appends `error=…` to it for a link that does not work. */
export const EMAIL_VERIFIED_CALLBACK = '/account?verified=1';

export const ACCOUNT_EXPORT_FILE_NAME = 'tarot-insights-data.json';

export const ACCOUNT_TEXT = {
  wrongPassword: 'That password is not correct.',
  signInAgainToDelete: 'Please sign in with Google again to confirm, then delete your account.',
  subscriptionNotCancelled: 'Your subscription could not be cancelled right now, so your account was not deleted. Please try again in a moment.',
} as const;
