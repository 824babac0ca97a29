import { ACCOUNT_TEXT } from '../../../shared/account-security.ts';
import { TEXT } from '../../../shared/constants.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
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
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

/**
 * The server's refusals and notices a person meets in the pages, in English as the code writes
 * them. The other languages say each in their own words (one typed object per language: a text
 * missing is a type error); what is not listed (a developer's mistake such as a malformed body,
 * a validation detail, the operators' console) stays English.
 */
export const TRANSLATED_TEXTS = [
  SOMETHING_WENT_WRONG,
  SERVICE_UNAVAILABLE,
  READER_UNAVAILABLE,
  SIGN_IN_REQUIRED,
  BODY_TOO_LARGE,
  READING_NOT_FOUND,
  ERROR_PAGE_TITLES.retry,
  ERROR_PAGE_TITLES.wrong,
  TOO_MANY_REQUESTS,
  HASHING_BUSY,
  FREE_READING_USED,
  CARDS_NOT_DRAWN,
  TEMP_READING_OTHER_BROWSER,
  COMMITMENT_NOT_USABLE,
  GENERATION_IN_PROGRESS,
  REPLY_IN_PROGRESS,
  READING_NOT_READY,
  ANSWER_NOT_KEPT,
  ACCOUNT_DELETED_DURING_REPLY,
  TEXT.followUpCreditsAlert,
  NOT_SHAREABLE,
  SUBSCRIPTION_ACTIVE,
  CHECKOUT_CANCELLED,
  PROVIDER_DOWN,
  ACCOUNT_TEXT.wrongPassword,
  ACCOUNT_TEXT.signInAgainToDelete,
  ACCOUNT_TEXT.subscriptionNotCancelled,
  READINGS_PAUSED,
  FREE_READINGS_CAP_REACHED,
  CHECKOUT_NOT_FOUND,
  SHARE_NOT_FOUND,
  DAILY_READING_FAILED,
  DAILY_READING_WAITS,
  DAILY_READING_PENDING,
] as const;

export type TranslatedText = (typeof TRANSLATED_TEXTS)[number];
export type ServerTexts = Record<TranslatedText, string>;

const TEXTS: Record<Exclude<Language, 'en'>, ServerTexts> = { es, 'pt-BR': ptBR, fr, de };

const isTranslated = (message: string): message is TranslatedText => (TRANSLATED_TEXTS as readonly string[]).includes(message);

/**
 * A text the server sends (a refusal, a notice), in the request's language where it has the
 * words, as it is otherwise. A notice made of two known texts ("…must wait. Readings are paused…")
 * is said part by part.
 */
export function serverTextIn(message: string, language: Language): string {
  if (language === 'en') return message;
  if (isTranslated(message)) return TEXTS[language][message];
  const first = TRANSLATED_TEXTS.find((text) => message.startsWith(`${text} `));
  return first ? `${TEXTS[language][first]} ${serverTextIn(message.slice(first.length + 1), language)}` : message;
}
