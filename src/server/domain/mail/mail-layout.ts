import { escapeHtml } from './account-mail.ts';
import type { MailMessage } from '../ports/mailer.ts';

// Every mail's HTML part in the product's look: the night background, the gold, the serif wordmark
// with its fallbacks, in one centred card. Tables and inline styles, because that is what mail
// programs keep; the <style> block only adds what some of them also honour (link colours). The
// plain-text part is sent as it was written.

const COLORS = {
  night: '#14112b',
  card: '#221d4d',
  border: '#3a3275',
  ink: '#f6f1ff',
  inkSoft: '#d3cbea',
  muted: '#b3a9d6',
  gold: '#e9c46a',
} as const;

/** The app's typefaces and what a mail program without them shows instead. */
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The whole HTML document of a mail whose body is `bodyHtml`. */
export function mailHtml(subject: string, bodyHtml: string, publicUrl: string, lang = 'en'): string {
  const home = escapeHtml(publicUrl);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(subject)}</title>
<style>
  .mail-body a { color: ${COLORS.gold}; }
  .mail-body p { margin: 0 0 16px; }
  .mail-body th, .mail-body td { color: ${COLORS.ink}; padding: 4px 16px 4px 0; font-family: ${SANS}; }
</style>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.night};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.night}" style="background-color:${COLORS.night};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 20px;font-family:${SERIF};font-size:28px;font-weight:600;letter-spacing:0.02em;">
<a href="${home}" style="color:${COLORS.gold};text-decoration:none;">&#10022; Tarot Insights</a>
</td></tr>
<tr><td class="mail-body" bgcolor="${COLORS.card}" style="background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:16px;padding:28px;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.ink};">
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 0 0;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLORS.muted};">
Tarot Insights &middot; <a href="${home}" style="color:${COLORS.inkSoft};">${home}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The message as it is sent: its HTML part in the layout, its text part untouched. */
export function inMailLayout(message: MailMessage, publicUrl: string): MailMessage {
  return { ...message, html: mailHtml(message.subject, message.html, publicUrl, message.headers?.['Content-Language']) };
}
