import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/** The mails the sink has received for `address`, in order. */
export const mailsTo = (sink: SmtpSink, address: string) => sink.received.filter((mail) => mail.rcptTo.includes(address.toLowerCase()));

/**
 * The next mail to `address` once `alreadySeen` of them have arrived, as a mailbox fills: some
 * mails are sent after the answer (a password reset), so this waits for delivery, up to 10 s.
 */
export async function nextMailTo(sink: SmtpSink, address: string, alreadySeen: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = mailsTo(sink, address)[alreadySeen];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail #${alreadySeen + 1} to ${address} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unescapeHtml = (html: string) => html.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/**
 * The link in a mail whose path starts with `pathPrefix`: it must be the same absolute link in
 * the plain-text part and in the HTML part.
 */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  const links = (text: string) =>
    [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0])).filter((url) => url.pathname.startsWith(pathPrefix));
  const [inText, ...moreInText] = links(mail.text);
  if (!inText || moreInText.length > 0) throw new Error(`expected one ${pathPrefix} link in the text part: ${mail.text}`);
  const inHtml = links(unescapeHtml(mail.html)).map((url) => url.href);
  if (!inHtml.includes(inText.href)) throw new Error(`the HTML part does not link to ${inText.href}: ${mail.html}`);
  return inText;
}

/** Follows a link from a mail in the app, as the browser would (with its cookie, if any); the redirect is not followed. */
export async function follow(t: TestApp, link: URL, cookie?: string): Promise<Response> {
  return t.app.request(`${link.pathname}${link.search}`, { headers: { 'X-Forwarded-For': '203.0.113.60', ...(cookie ? { Cookie: cookie } : {}) } });
}
