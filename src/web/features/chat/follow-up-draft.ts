import { FOLLOW_UP_CREDIT_COST } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';

/** What the follow-up form says a question costs this user. */
export function followUpCostText(user: Pick<UserData, 'subscription'>): string {
  if (user.subscription) return m.billing_unlimited();
  return plural(FOLLOW_UP_CREDIT_COST, { one: m.chat_cost_credits_one, other: m.chat_cost_credits_other });
}

// A follow-up typed before the out-of-credits dialog outlives the trip to checkout and back: it is
// kept for the tab (session storage) per reading, and dropped once sent. Storage can be unavailable
// (private modes): then the question lives only as long as the page.

const draftKey = (readingId: string) => `followUpDraft:${readingId}`;

export function readFollowUpDraft(readingId: string, storage: Storage = window.sessionStorage): string {
  try {
    return storage.getItem(draftKey(readingId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the reading's draft; an empty text forgets it. */
export function keepFollowUpDraft(readingId: string, text: string, storage: Storage = window.sessionStorage): void {
  try {
    if (text) storage.setItem(draftKey(readingId), text);
    else storage.removeItem(draftKey(readingId));
  } catch {
    // Nothing to keep it in.
  }
}
