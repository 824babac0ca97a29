import type { MailMessage } from '../ports/mailer.ts';
import { STARTING_CREDITS } from '../../../shared/constants.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { paths } from '../../../shared/paths.ts';
import { escapeHtml, greetingFor, languageHeader, signOff, verificationLinkParts } from './account-mail.ts';
import { mailTexts } from './texts/mail-texts.ts';

/**
 * The confirmation sent after sign-up (spec §7 POST /api/email/confirmation). For an address not
 * yet verified it carries the verification link, so a new user gets one mail, not two.
 */
export function welcomeEmail(to: string, name: string, publicUrl: string, verificationUrl: string | null, language: Language): MailMessage {
  const texts = mailTexts(language);
  const words = texts.welcome;
  const greeting = greetingFor(texts, name);
  const link = `${publicUrl}${paths.account}`;
  const verify = verificationUrl ? verificationLinkParts(texts, verificationUrl) : null;
  const credits = words.startingCredits(STARTING_CREDITS);
  const end = signOff(texts);
  const text = `${greeting}

${words.ready.before}Tarot Insights${words.ready.after}
${verify ? `\n${verify.text}\n` : ''}
${credits}

${words.visit}: ${link}

${end.text}`;
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.ready.before)}<strong>Tarot Insights</strong>${escapeHtml(words.ready.after)}</p>
${verify ? `${verify.html}\n` : ''}<p>${escapeHtml(credits)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.visit)}</a></p>
${end.html}`;
  return { to, subject: words.subject, text, html, headers: languageHeader(texts) };
}
