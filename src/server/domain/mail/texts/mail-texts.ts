import type { Language } from '../../../../shared/i18n/languages.ts';
import type { Outcome } from '../../../../shared/journal/journal.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

/**
 * Every word of the mails, in one language (issue 28 §1). Plain strings are plain text: the
 * composers escape them for the HTML part. The English is the product's original wording; the
 * others are its translations, and TypeScript refuses one that leaves a text out.
 */
export interface MailTexts {
  /** `<html lang>` of the HTML part, and the locale of dates and amounts. */
  locale: string;
  greeting(name: string): string;
  /** The sign-off's two lines. */
  signOff: readonly [string, string];
  verificationLink: {
    /** Ends with a colon: the link follows on its own line. */
    askText: string;
    /** Ends with a colon: the button-like link follows. */
    askHtml: string;
    button: string;
    validity(hours: number): string;
  };
  verification: { subject: string; ignore: string };
  passwordReset: {
    subject: string;
    asked: string;
    /** Ends with a colon: the link follows on its own line. */
    chooseHere: string;
    button: string;
    validity(minutes: number): string;
    ignore: string;
  };
  accountDeleted: { subject: string; gone: string; subscriptionCancelled: string; records: string; thanks: string };
  passwordChanged: {
    subject: string;
    changed(at: Date): string;
    ok: string;
    /** Ends with a colon: the page to choose a new password follows. */
    notYou: string;
    button: string;
  };
  receipt: {
    subject(what: string, amount: string): string;
    credits(count: number): string;
    subscription: string;
    amount(cents: number, currency: string): string;
    date(paidAt: Date): string;
    labels: { item: string; amount: string; date: string; reference: string };
    thanks: string;
    afterCredits: string;
    afterSubscription: string;
  };
  welcome: {
    subject: string;
    /** The first sentence; the HTML part sets the product's name in bold. */
    ready: { before: string; after: string };
    startingCredits(credits: number): string;
    /** A link's words; the text part adds a colon and the address. */
    visit: string;
  };
  checkBack: {
    subject(several: boolean): string;
    intro(several: boolean): string;
    title(date: string): string;
    /** "Tuesday, 1 December 2026" in the person's zone. */
    date(createdAt: Date, timeZone: string): string;
    cards: string;
    reversed(card: string): string;
    outcomes: Readonly<Record<Outcome, string>>;
    /** Ends with a colon: the reading's address follows. */
    addNoteText: string;
    addNoteHtml: string;
    signInNote: string;
    validity(days: number): string;
  };
  dailyReminder: { subject: string; invitation: string; drawHere: string; button: string };
  unsubscribe: {
    why: string;
    /** The text part: the account page's address and the unsubscribe address are given. */
    changeText(accountUrl: string, unsubscribeUrl: string): string;
    /** The HTML part: the words before, between and after the two links. */
    changeHtml: { before: string; accountPage: string; between: string; unsubscribe: string; after: string };
  };
}

const TEXTS: Readonly<Record<Language, MailTexts>> = { en, es, 'pt-BR': ptBR, fr, de };

export function mailTexts(language: Language): MailTexts {
  return TEXTS[language];
}
