import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import { cardNameIn } from '../../../shared/deck/card-in-language.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { CHECK_BACK_DAY_CHOICES, CHECK_BACK_LINK_DAYS, OUTCOME_VALUES } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { Executor } from '../../db/client.ts';
import { reading, user } from '../../db/schema.ts';
import { instantOfLocalTime } from '../jobs/local-time.ts';
import { escapeHtml, greetingFor, languageHeader, signOff } from '../mail/account-mail.ts';
import { mailTexts, type MailTexts } from '../mail/texts/mail-texts.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { MailMessage } from '../ports/mailer.ts';
import { tapLinksExpireAt, type JournalLinks } from './links.ts';
import { checkBackDate, scheduleDailyReminder } from './schedule.ts';

// The journal mails' texts (issue 27 §2, §6), composed when the job runs, from the database as it
// is then: readings answered, deleted or no longer asked about in the meantime are left out, and
// nothing goes to a person who unsubscribed. A mail may be read by someone else (a shared inbox, a
// lock screen): it names each reading by its date and cards only, never its question or text.

const DAY_MS = 24 * 60 * 60 * 1000;
const LONGEST_WAIT_DAYS = Math.max(...CHECK_BACK_DAY_CHOICES);

export interface JournalMailContext {
  db: Executor;
  links: JournalLinks;
  mail: OutgoingMail;
  publicUrl: string;
  now: Date;
}

export interface CheckBackJob {
  userId: string | null;
  date: string;
  timeZone: string;
}
export interface DailyReminderJob {
  userId: string | null;
  /** The occurrence this reminder is for (a wall-clock time in `timeZone`). */
  localTime: string;
  timeZone: string;
}

/** The date a person reads a reading by, in their zone: "Tuesday, 1 December 2026". */
export function readingDateLabel(createdAt: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE): string {
  return mailTexts(language).checkBack.date(createdAt, timeZone);
}

/** The cards of a reading by their names in the mail's language. */
export function cardsLabel(cards: readonly string[], reversed: readonly boolean[], language: Language = DEFAULT_LANGUAGE): string {
  const texts = mailTexts(language);
  return cards
    .map((card) => cardNameIn(card, language))
    .map((card, index) => (reversed[index] === true ? texts.checkBack.reversed(card) : card))
    .join(', ');
}

/** The headers mailbox providers require of bulk mail (RFC 2369, RFC 8058): one click, no sign-in. */
function unsubscribeParts(context: JournalMailContext, userId: string, texts: MailTexts) {
  const url = `${context.publicUrl}${paths.mailUnsubscribe(context.links.unsubscribeToken(userId))}`;
  const accountUrl = `${context.publicUrl}${paths.account}`;
  const { why, changeText, changeHtml: words } = texts.unsubscribe;
  return {
    headers: { ...languageHeader(texts), 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: `${why} ${changeText(accountUrl, url)}`,
    html: `<p style="font-size:13px;">${escapeHtml(why)} ${escapeHtml(words.before)}<a href="${escapeHtml(accountUrl)}">${escapeHtml(words.accountPage)}</a>${escapeHtml(words.between)}<a href="${escapeHtml(url)}">${escapeHtml(words.unsubscribe)}</a>${escapeHtml(words.after)}</p>`,
  };
}

async function recipient(db: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      mailOffAt: user.journalMailOffAt,
      reminderHour: user.dailyReminderHour,
      timeZone: user.timeZone,
      language: user.language,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** The readings whose check-back falls on the job's day and still wants an answer. */
async function readingsDue(db: Executor, userId: string, job: CheckBackJob) {
  const day = Date.parse(`${job.date}T00:00:00Z`);
  const rows = await db
    .select({ id: reading.id, cards: reading.cards, reversed: reading.reversed, createdAt: reading.createdAt, days: reading.checkBackDays })
    .from(reading)
    .where(
      and(
        eq(reading.userId, userId),
        isNull(reading.outcome),
        isNotNull(reading.checkBackDays),
        // Wide enough for any zone: the exact day is checked below, in the zone the job was timed in.
        gte(reading.createdAt, new Date(day - (LONGEST_WAIT_DAYS + 1) * DAY_MS)),
        lt(reading.createdAt, new Date(day + DAY_MS)),
      ),
    )
    .orderBy(reading.createdAt);
  return rows.filter((row) => row.days !== null && checkBackDate(row.createdAt, row.days, job.timeZone) === job.date);
}

/** The check-back mail of one person's day, or null when nothing is left to ask about (or they unsubscribed). */
export async function checkBackMail(context: JournalMailContext, job: CheckBackJob): Promise<MailMessage | null> {
  const person = await recipient(context.db, job.userId);
  if (!job.userId || !person || person.mailOffAt) return null;
  const due = await readingsDue(context.db, job.userId, job);
  if (due.length === 0) return null;
  const expiresAt = tapLinksExpireAt(context.now);
  const language = person.language ?? DEFAULT_LANGUAGE;
  const texts = mailTexts(language);
  const words = texts.checkBack;
  const greeting = greetingFor(texts, person.name);
  const several = due.length > 1;
  const intro = words.intro(several);
  const blocks = due.map((row) => {
    const token = context.links.tapToken(row.id, expiresAt);
    const title = words.title(readingDateLabel(row.createdAt, job.timeZone, language));
    const cards = cardsLabel(row.cards, row.reversed, language);
    const answers = OUTCOME_VALUES.map((outcome) => ({ label: words.outcomes[outcome], url: `${context.publicUrl}${paths.checkBack(token, outcome)}` }));
    const noteUrl = `${context.publicUrl}${paths.reading(row.id)}`;
    return {
      text: `${title}\n${words.cards}: ${cards}\n\n${answers.map((answer) => `${answer.label}: ${answer.url}`).join('\n')}\n\n${words.addNoteText} ${noteUrl}`,
      html: `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(title)}</h2>
<p>${escapeHtml(words.cards)}: ${escapeHtml(cards)}</p>
<p>${answers.map((answer) => `<a href="${escapeHtml(answer.url)}">${escapeHtml(answer.label)}</a>`).join(' &middot; ')}</p>
<p><a href="${escapeHtml(noteUrl)}">${escapeHtml(words.addNoteHtml)}</a> ${escapeHtml(words.signInNote)}</p>`,
    };
  });
  const links = unsubscribeParts(context, job.userId, texts);
  const validity = words.validity(CHECK_BACK_LINK_DAYS);
  const end = signOff(texts);
  return {
    to: person.email,
    subject: words.subject(several),
    text: `${greeting}\n\n${intro}\n\n${blocks.map((block) => block.text).join('\n\n')}\n\n${validity}\n\n${end.text}\n\n${links.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(intro)}</p>\n${blocks.map((block) => block.html).join('\n')}\n<p>${escapeHtml(validity)}</p>\n${end.html}\n${links.html}`,
    headers: links.headers,
  };
}

/**
 * The card-of-the-day reminder, or null when it was turned off or the person unsubscribed. While
 * it is on, the next day's is scheduled first, so a failed send does not end the series. It links
 * to the card of the day and carries no reading's text.
 */
export async function dailyReminderMail(context: JournalMailContext, job: DailyReminderJob): Promise<MailMessage | null> {
  const person = await recipient(context.db, job.userId);
  if (!job.userId || !person || person.reminderHour === null) return null;
  // After this occurrence, even when it runs early by the clock of the instance: never the same one twice.
  const occurrence = instantOfLocalTime(job.localTime, job.timeZone);
  const after = occurrence > context.now ? occurrence : context.now;
  await scheduleDailyReminder(context.mail, { userId: job.userId, ...person }, person.reminderHour, { after });
  if (person.mailOffAt) return null;
  const texts = mailTexts(person.language ?? DEFAULT_LANGUAGE);
  const words = texts.dailyReminder;
  const greeting = greetingFor(texts, person.name);
  const url = `${context.publicUrl}${paths.accountDailyCard}`;
  const links = unsubscribeParts(context, job.userId, texts);
  const end = signOff(texts);
  return {
    to: person.email,
    subject: words.subject,
    text: `${greeting}\n\n${words.invitation}\n\n${words.drawHere} ${url}\n\n${end.text}\n\n${links.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(words.invitation)}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(words.button)}</a></p>\n${end.html}\n${links.html}`,
    headers: links.headers,
  };
}
