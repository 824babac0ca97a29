import type { MailMessage } from '../adapters/email/mailer.ts';
import { STARTING_CREDITS } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The confirmation sent after sign-up (spec §7 POST /api/email/confirmation). */
export function welcomeEmail(to: string, name: string, publicUrl: string): MailMessage {
  const greeting = name.trim() ? `Dear ${name.trim()},` : 'Hello,';
  const link = `${publicUrl}${paths.account}`;
  const text = `${greeting}

Welcome to Tarot Insights — your account is ready.

You start with ${STARTING_CREDITS} free credits for follow-up questions, and every reading you draw is saved in your history.

Visit your account: ${link}

May your cards bring you clarity,
The Tarot Insights team`;
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Welcome to <strong>Tarot Insights</strong> — your account is ready.</p>
<p>You start with ${STARTING_CREDITS} free credits for follow-up questions, and every reading you draw is saved in your history.</p>
<p><a href="${escapeHtml(link)}">Visit your account</a></p>
<p>May your cards bring you clarity,<br>The Tarot Insights team</p>`;
  return { to, subject: 'Welcome to Tarot Insights', text, html };
}
