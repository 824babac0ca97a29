import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages.ts';
import { accountDeletedEmail, passwordChangedEmail, passwordResetEmail, receiptEmail, verificationEmail } from '../account-mail.ts';
import { inMailLayout } from '../mail-layout.ts';
import type { MailMessage } from '../../ports/mailer.ts';
import { welcomeEmail } from '../welcome-email.ts';
import { mailTexts } from './mail-texts.ts';

const AT = new Date('2026-11-27T20:30:00Z');
const URL_ = 'https://tarot.example/api/auth/verify-email?token=abc';
const payment = { amountCents: 1999, currency: 'usd', reference: 'pi_123', paidAt: AT };

/** Every account mail in one language, with the same inputs. */
function allMails(language: Language): MailMessage[] {
  return [
    verificationEmail('luna@example.com', 'Luna', URL_, language),
    passwordResetEmail('luna@example.com', 'Luna', URL_, language),
    accountDeletedEmail('luna@example.com', 'Luna', true, language),
    passwordChangedEmail('luna@example.com', '', 'https://tarot.example', AT, language),
    receiptEmail('luna@example.com', 'Luna', { kind: 'credits', credits: 10 }, payment, language),
    receiptEmail('luna@example.com', 'Luna', { kind: 'subscription' }, payment, language),
    welcomeEmail('luna@example.com', 'Luna', 'https://tarot.example', URL_, language),
  ];
}

/** The English text's sentences of some length: none may be left in a translation. */
function englishSentences(message: MailMessage): string[] {
  return message.text
    .split(/\n|(?<=[.:;?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 12 && !sentence.startsWith('http') && sentence !== 'Tarot Insights');
}

describe('the mails in five languages (issue 28 §1)', () => {
  const english = allMails('en');

  it('keeps the English mails word for word', () => {
    expect(english[0]?.subject).toBe('Confirm your email address for Tarot Insights');
    expect(english[0]?.text).toBe(
      'Dear Luna,\n\nPlease confirm that this is your email address by opening this link:\n\n' +
        `${URL_}\n\nThe link works once, within 24 hours.\n\n` +
        'If you did not create a Tarot Insights account, you can ignore this email.\n\nMay your cards bring you clarity,\nThe Tarot Insights team',
    );
    expect(english[3]?.text).toContain('Hello,\n\nThe password of your Tarot Insights account was changed on 2026-11-27 at 20:30 UTC.');
    expect(english[4]?.subject).toBe('Your Tarot Insights receipt: 10 credits for follow-up questions, $19.99 USD');
    expect(english[4]?.text).toContain('Date: 2026-11-27 (UTC)');
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    describe(language, () => {
      const translated = allMails(language);

      it('leaves no English sentence in any mail, and says which language it is in', () => {
        translated.forEach((message, index) => {
          const original = english[index] as MailMessage;
          expect(message.subject).not.toBe(original.subject);
          for (const sentence of englishSentences(original)) expect(message.text, `${language}: "${sentence}"`).not.toContain(sentence);
          expect(message.headers?.['Content-Language']).toBe(language);
          expect(inMailLayout(message, 'https://tarot.example').html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
        });
      });

      it('keeps every link and value, and writes dates and amounts the way the language does', () => {
        const [verification, reset, , changed, receipt] = translated as [MailMessage, MailMessage, MailMessage, MailMessage, MailMessage];
        expect(verification.text).toContain(URL_);
        expect(verification.html).toContain(`href="${URL_.replace('&', '&#38;')}"`);
        expect(reset.text).toContain(URL_);
        expect(changed.text).toContain('https://tarot.example/forgot-password');
        expect(receipt.text).toContain('pi_123');
        const texts = mailTexts(language);
        expect(receipt.text).toContain(new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(19.99));
        expect(changed.text).toContain(AT.toLocaleString(language, { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' }));
        expect(texts.checkBack.date(AT, 'Europe/Paris')).toBe(
          AT.toLocaleDateString(language, { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        );
        expect(receipt.text).not.toContain('$19.99');
      });

      it('leaves no text empty', () => {
        const texts = mailTexts(language);
        const strings: string[] = [];
        const walk = (value: unknown): void => {
          if (typeof value === 'string') strings.push(value);
          else if (value && typeof value === 'object') Object.values(value).forEach(walk);
        };
        walk(texts);
        expect(strings.length).toBeGreaterThan(30);
        expect(strings.filter((text) => text.trim() === '')).toEqual([]);
      });
    });
  }
});
