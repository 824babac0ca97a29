import { ACCOUNT_TEXT } from '../../../shared/account-security.ts';
import { TEXT } from '../../../shared/constants.ts';
import { VALIDATION_TEXTS } from '../../../shared/schemas/validation-texts.ts';
import { CHECKOUT_CANCELLED, CHECKOUT_NOT_FOUND, PROVIDER_DOWN, SUBSCRIPTION_ACTIVE } from '../../domain/billing/payments.ts';
import { HASHING_BUSY } from '../../domain/accounts/hashing-pool.ts';
import { COMMITMENT_NOT_USABLE } from '../../domain/draw/fair-draw.ts';
import { READINGS_PAUSED } from '../../domain/limits/llm-budget.ts';
import { TOO_MANY_REQUESTS } from '../../domain/limits/rate-limit.ts';
import { TEMP_READING_OTHER_BROWSER } from '../../domain/readings/claim-temp-reading.ts';
import { ACCOUNT_DELETED_DURING_REPLY, ANSWER_NOT_KEPT, READING_NOT_READY, REPLY_IN_PROGRESS } from '../../domain/readings/follow-ups.ts';
import { DAILY_READING_FAILED, DAILY_READING_PENDING, DAILY_READING_WAITS } from '../../domain/readings/daily-card.ts';
import { GENERATION_IN_PROGRESS } from '../../domain/readings/readings.ts';
import { NOT_SHAREABLE, SHARE_NOT_FOUND } from '../../domain/readings/share-links.ts';
import { CARDS_NOT_DRAWN, FREE_READING_USED, FREE_READINGS_CAP_REACHED } from '../../domain/readings/visitor-reading.ts';
import {
  BODY_TOO_LARGE,
  ERROR_PAGE_TITLES,
  READER_UNAVAILABLE,
  READING_NOT_FOUND,
  SERVICE_UNAVAILABLE,
  SIGN_IN_REQUIRED,
  SOMETHING_WENT_WRONG,
} from '../../errors.ts';

/**
 * The server's refusals and notices a person meets in the pages, by name, in English as the code
 * writes them, and what a request's check says when it fails (the schemas' validation texts,
 * http/validate.ts). The other languages say each in their own words (one typed object per
 * language, by the same names: a text missing is a type error); what is not listed (a developer's
 * mistake such as a malformed body, the operators' console) stays English.
 */
export const ENGLISH = {
  somethingWentWrong: SOMETHING_WENT_WRONG,
  serviceUnavailable: SERVICE_UNAVAILABLE,
  readerUnavailable: READER_UNAVAILABLE,
  signInRequired: SIGN_IN_REQUIRED,
  bodyTooLarge: BODY_TOO_LARGE,
  readingNotFound: READING_NOT_FOUND,
  errorPageRetry: ERROR_PAGE_TITLES.retry,
  errorPageWrong: ERROR_PAGE_TITLES.wrong,
  tooManyRequests: TOO_MANY_REQUESTS,
  hashingBusy: HASHING_BUSY,
  freeReadingUsed: FREE_READING_USED,
  cardsNotDrawn: CARDS_NOT_DRAWN,
  tempReadingOtherBrowser: TEMP_READING_OTHER_BROWSER,
  commitmentNotUsable: COMMITMENT_NOT_USABLE,
  generationInProgress: GENERATION_IN_PROGRESS,
  replyInProgress: REPLY_IN_PROGRESS,
  readingNotReady: READING_NOT_READY,
  answerNotKept: ANSWER_NOT_KEPT,
  accountDeletedDuringReply: ACCOUNT_DELETED_DURING_REPLY,
  followUpCreditsAlert: TEXT.followUpCreditsAlert,
  notShareable: NOT_SHAREABLE,
  subscriptionActive: SUBSCRIPTION_ACTIVE,
  checkoutCancelled: CHECKOUT_CANCELLED,
  providerDown: PROVIDER_DOWN,
  wrongPassword: ACCOUNT_TEXT.wrongPassword,
  signInAgainToDelete: ACCOUNT_TEXT.signInAgainToDelete,
  subscriptionNotCancelled: ACCOUNT_TEXT.subscriptionNotCancelled,
  readingsPaused: READINGS_PAUSED,
  freeReadingsCapReached: FREE_READINGS_CAP_REACHED,
  checkoutNotFound: CHECKOUT_NOT_FOUND,
  shareNotFound: SHARE_NOT_FOUND,
  dailyReadingFailed: DAILY_READING_FAILED,
  dailyReadingWaits: DAILY_READING_WAITS,
  dailyReadingPending: DAILY_READING_PENDING,
  ...VALIDATION_TEXTS,
} as const;

export type ServerTextName = keyof typeof ENGLISH;
export type ServerTexts = Record<ServerTextName, string>;

/** The English texts that the other languages say in their own words. */
export const TRANSLATED_TEXTS: readonly string[] = Object.values(ENGLISH);
