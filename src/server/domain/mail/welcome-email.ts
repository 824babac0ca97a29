import type { MailMessage } from '../ports/mailer.ts';
import { STARTING_CREDITS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { escapeHtml, greetingFor, verificationLinkParts } from './account-mail.ts';

/**
 * The confirmation sent after sign-up (spec §7 POST /api/email/confirmation). For an address not
 * yet verified it carries the verification link, so a new user gets one mail, not two.
 */
export function welcomeEmail(to: string, name: string, publicUrl: string, verificationUrl: string | null): MailMessage {
  const greeting = greetingFor(name);
  const link = `${publicUrl}${paths.account}`;
  const verify = verificationUrl ? verificationLinkParts(verificationUrl) : null;
  const text = `${greeting}

Welcome to Tarot Insights — your account is ready.
${verify ? `\n${verify.text}\n` : ''}
You start with ${STARTING_CREDITS} free credits for follow-up questions, and every reading you draw is saved in your history.

Visit your account: ${link}

May your cards bring you clarity,
The Tarot Insights team`;
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Welcome to <strong>Tarot Insights</strong> — your account is ready.</p>
${verify ? `${verify.html}\n` : ''}<p>You start with ${STARTING_CREDITS} free credits for follow-up questions, and every reading you draw is saved in your history.</p>
<p><a href="${escapeHtml(link)}">Visit your account</a></p>
<p>May your cards bring you clarity,<br>The Tarot Insights team</p>`;
  return { to, subject: 'Welcome to Tarot Insights', text, html };
}
