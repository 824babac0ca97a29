import type { MailMessage } from '../ports/mailer.ts';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../../shared/account-security.ts';
import { formatPrice } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';

// The account mails (verification, password reset and change, deletion, receipts), each with a plain-text and an HTML part.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function greetingFor(name: string): string {
  return name.trim() ? `Dear ${name.trim()},` : 'Hello,';
}

const SIGN_OFF_TEXT = 'May your cards bring you clarity,\nThe Tarot Insights team';
const SIGN_OFF_HTML = '<p>May your cards bring you clarity,<br>The Tarot Insights team</p>';

const verificationHours = EMAIL_VERIFICATION_LINK_SECONDS / 3600;
const resetMinutes = PASSWORD_RESET_LINK_SECONDS / 60;
const resetValidity = resetMinutes === 60 ? 'one hour' : `${resetMinutes} minutes`;

/** The sentence about the verification link, shared by the welcome mail and the resent link. */
export function verificationLinkParts(url: string): { text: string; html: string } {
  const note = `The link works once, within ${verificationHours} hours.`;
  return {
    text: `Please confirm that this is your email address by opening this link:\n\n${url}\n\n${note}`,
    html: `<p>Please confirm that this is your email address: <a href="${escapeHtml(url)}">Confirm my email address</a></p>\n<p>${note}</p>`,
  };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const greeting = greetingFor(name);
  const link = verificationLinkParts(url);
  const ignore = 'If you did not create a Tarot Insights account, you can ignore this email.';
  return {
    to,
    subject: 'Confirm your email address for Tarot Insights',
    text: `${greeting}\n\n${link.text}\n\n${ignore}\n\n${SIGN_OFF_TEXT}`,
    html: `<p>${escapeHtml(greeting)}</p>\n${link.html}\n<p>${ignore}</p>\n${SIGN_OFF_HTML}`,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const greeting = greetingFor(name);
  const asked = 'We received a request to reset the password of your Tarot Insights account.';
  const validity = `The link works once, within ${resetValidity}. When you set a new password, every device signed in to your account is signed out.`;
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Tarot Insights password',
    text: `${greeting}\n\n${asked}\n\nChoose a new password here:\n\n${url}\n\n${validity}\n\n${ignore}\n\n${SIGN_OFF_TEXT}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${asked}</p>\n<p><a href="${escapeHtml(url)}">Choose a new password</a></p>\n<p>${validity}</p>\n<p>${ignore}</p>\n${SIGN_OFF_HTML}`,
  };
}

export function accountDeletedEmail(to: string, name: string, subscriptionCancelled: boolean): MailMessage {
  const greeting = greetingFor(name);
  const paragraphs = [
    'Your Tarot Insights account has been deleted, as you asked. Your profile, your readings and their conversations, and your sign-in sessions are gone.',
    ...(subscriptionCancelled ? ['Your subscription has been cancelled; you will not be charged for it again.'] : []),
    'We keep the records of your payments, without your name or email address, for as long as the law requires.',
    'Thank you for the time you spent with us. You are welcome back whenever you like.',
  ];
  return {
    to,
    subject: 'Your Tarot Insights account has been deleted',
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${SIGN_OFF_TEXT}`,
    html: `<p>${escapeHtml(greeting)}</p>\n${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}\n${SIGN_OFF_HTML}`,
  };
}

/** After a password change or reset. It names no link that works by itself: only the page to ask for a new one. */
export function passwordChangedEmail(to: string, name: string, publicUrl: string, changedAt: Date): MailMessage {
  const greeting = greetingFor(name);
  const when = `${changedAt.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  const changed = `The password of your Tarot Insights account was changed on ${when}.`;
  const ok = 'If that was you, there is nothing more to do.';
  const reset = `${publicUrl}${paths.forgotPassword}`;
  const notYou = 'If it was not you, choose a new password at once; every device signed in to your account is then signed out:';
  return {
    to,
    subject: 'Your Tarot Insights password was changed',
    text: `${greeting}\n\n${changed}\n\n${ok}\n\n${notYou}\n\n${reset}\n\n${SIGN_OFF_TEXT}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${changed}</p>\n<p>${ok}</p>\n<p>${notYou} <a href="${escapeHtml(reset)}">Choose a new password</a></p>\n${SIGN_OFF_HTML}`,
  };
}

export type ReceiptPurchase = { kind: 'credits'; credits: number } | { kind: 'subscription' };

/** A payment received: what was bought, the amount and its currency, and the payment's reference. */
export function receiptEmail(
  to: string,
  name: string,
  purchase: ReceiptPurchase,
  amountCents: number,
  currency: string,
  reference: string,
  paidAt: Date,
): MailMessage {
  const greeting = greetingFor(name);
  const what = purchase.kind === 'credits' ? `${purchase.credits} credits for follow-up questions` : 'Unlimited subscription (monthly)';
  const amount = `${formatPrice(amountCents)} ${currency.toUpperCase()}`;
  const lines = [
    ['Item', what],
    ['Amount', amount],
    ['Date', `${paidAt.toISOString().slice(0, 10)} (UTC)`],
    ['Reference', reference],
  ] as const;
  const thanks = 'Thank you for your purchase.';
  const after =
    purchase.kind === 'credits'
      ? 'The credits are in your account now.'
      : 'Follow-up questions are unlimited while the subscription runs; you can cancel it on your account page.';
  return {
    to,
    subject: `Your Tarot Insights receipt: ${what}, ${amount}`,
    text: `${greeting}\n\n${thanks}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${after}\n\n${SIGN_OFF_TEXT}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${thanks}</p>\n<table>\n${lines
      .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('\n')}\n</table>\n<p>${after}</p>\n${SIGN_OFF_HTML}`,
  };
}
