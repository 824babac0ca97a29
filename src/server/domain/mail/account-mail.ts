import type { MailMessage } from '../ports/mailer.ts';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../../shared/account-security.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { paths } from '../../../shared/paths.ts';
import { mailTexts, type MailTexts } from './texts/mail-texts.ts';

// The account mails (verification, password reset and change, deletion, receipts), each with a
// plain-text and an HTML part, in the account's language.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Says which language the mail is in (RFC 3282); the layout's `<html lang>` reads it too. */
export function languageHeader(texts: MailTexts): Record<string, string> {
  return { 'Content-Language': texts.locale };
}

export function greetingFor(texts: MailTexts, name: string): string {
  return texts.greeting(name.trim());
}

/** The sign-off, as the text part and the HTML part write it. */
export function signOff(texts: MailTexts): { text: string; html: string } {
  const [first, second] = texts.signOff;
  return { text: `${first}\n${second}`, html: `<p>${escapeHtml(first)}<br>${escapeHtml(second)}</p>` };
}

/** The sentence about the verification link, shared by the welcome mail and the resent link. */
export function verificationLinkParts(texts: MailTexts, url: string): { text: string; html: string } {
  const words = texts.verificationLink;
  const note = words.validity(EMAIL_VERIFICATION_LINK_SECONDS / 3600);
  return {
    text: `${words.askText}\n\n${url}\n\n${note}`,
    html: `<p>${escapeHtml(words.askHtml)} <a href="${escapeHtml(url)}">${escapeHtml(words.button)}</a></p>\n<p>${escapeHtml(note)}</p>`,
  };
}

/** A mail of a greeting, paragraphs and the sign-off; `html` replaces a paragraph's escaped text in the HTML part. */
function simpleMail(to: string, subject: string, texts: MailTexts, name: string, paragraphs: readonly { text: string; html?: string }[]): MailMessage {
  const greeting = greetingFor(texts, name);
  const end = signOff(texts);
  return {
    to,
    subject,
    text: `${greeting}\n\n${paragraphs.map((paragraph) => paragraph.text).join('\n\n')}\n\n${end.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n${paragraphs.map((paragraph) => paragraph.html ?? `<p>${escapeHtml(paragraph.text)}</p>`).join('\n')}\n${end.html}`,
    headers: languageHeader(texts),
  };
}

export function verificationEmail(to: string, name: string, url: string, language: Language): MailMessage {
  const texts = mailTexts(language);
  const link = verificationLinkParts(texts, url);
  return simpleMail(to, texts.verification.subject, texts, name, [link, { text: texts.verification.ignore }]);
}

export function passwordResetEmail(to: string, name: string, url: string, language: Language): MailMessage {
  const texts = mailTexts(language);
  const words = texts.passwordReset;
  return simpleMail(to, words.subject, texts, name, [
    { text: words.asked },
    { text: `${words.chooseHere}\n\n${url}`, html: `<p><a href="${escapeHtml(url)}">${escapeHtml(words.button)}</a></p>` },
    { text: words.validity(PASSWORD_RESET_LINK_SECONDS / 60) },
    { text: words.ignore },
  ]);
}

export function accountDeletedEmail(to: string, name: string, subscriptionCancelled: boolean, language: Language): MailMessage {
  const texts = mailTexts(language);
  const words = texts.accountDeleted;
  const paragraphs = [words.gone, ...(subscriptionCancelled ? [words.subscriptionCancelled] : []), words.records, words.thanks];
  return simpleMail(
    to,
    words.subject,
    texts,
    name,
    paragraphs.map((text) => ({ text })),
  );
}

/** After a password change or reset. It names no link that works by itself: only the page to ask for a new one. */
export function passwordChangedEmail(to: string, name: string, publicUrl: string, changedAt: Date, language: Language): MailMessage {
  const texts = mailTexts(language);
  const words = texts.passwordChanged;
  const reset = `${publicUrl}${paths.forgotPassword}`;
  return simpleMail(to, words.subject, texts, name, [
    { text: words.changed(changedAt) },
    { text: words.ok },
    { text: `${words.notYou}\n\n${reset}`, html: `<p>${escapeHtml(words.notYou)} <a href="${escapeHtml(reset)}">${escapeHtml(words.button)}</a></p>` },
  ]);
}

export type ReceiptPurchase = { kind: 'credits'; credits: number } | { kind: 'subscription' };

/** A payment received: what was bought, the amount and its currency, and the payment's reference. */
export function receiptEmail(
  to: string,
  name: string,
  purchase: ReceiptPurchase,
  payment: { amountCents: number; currency: string; reference: string; paidAt: Date },
  language: Language,
): MailMessage {
  const texts = mailTexts(language);
  const words = texts.receipt;
  const what = purchase.kind === 'credits' ? words.credits(purchase.credits) : words.subscription;
  const amount = words.amount(payment.amountCents, payment.currency);
  const lines = [
    [words.labels.item, what],
    [words.labels.amount, amount],
    [words.labels.date, words.date(payment.paidAt)],
    [words.labels.reference, payment.reference],
  ] as const;
  const table = `<table>\n${lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}\n</table>`;
  return simpleMail(to, words.subject(what, amount), texts, name, [
    { text: words.thanks },
    { text: lines.map(([label, value]) => `${label}: ${value}`).join('\n'), html: table },
    { text: purchase.kind === 'credits' ? words.afterCredits : words.afterSubscription },
  ]);
}
